/**
 * Made on first use, not when the module loads: building a currency formatter was the largest piece of the `shared`
 * entry's start-up (~20 ms, ~85 ms on the bench's 4× slower phone), on the way to the sign-in form, which shows no money.
 */
let brl: Intl.NumberFormat | undefined;

/** 'R$ 1.500,00' (with the regular space the portal shows, not Intl's non-breaking one). */
export function formatBRL(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(number === null || number === undefined || !Number.isFinite(number) ? 0 : number).replace(/\u00a0/g, ' ');
}

/** Parses 'R$ 1.500,00', '1.500,00', '1500.5' or a number into a number of reais (NaN-free: 0 when unreadable). */
export function parseBRL(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (!value) return 0;
  const cleaned = String(value).replace(/[^\d,.-]/g, '');
  const normalized = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned;
  const number = Number.parseFloat(normalized);
  return Number.isFinite(number) ? Math.round(number * 100) / 100 : 0;
}

import type { Locator, Page } from '@playwright/test';

export { expectToast } from '../../fixtures';

/** Today in São Paulo (the suite's time zone), as the API's YYYY-MM-DD and the screen's DD/MM/YYYY. */
export function todaySaoPaulo(offsetDays = 0): { iso: string; br: string } {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const [y, m, d] = parts.split('-');
  return { iso: `${y}-${m}-${d}`, br: `${d}/${m}/${y}` };
}

/** Live status labels in the order a delivery goes through them. */
export const LIVE_FLOW = [
  'Processando',
  'Localizando entregador',
  'Aguardando entregador',
  'Entregador no estabelecimento',
  'Entregador a caminho do cliente',
  'Entregador chegou no cliente',
  'Entregador retornando ao estabelecimento',
  'Entregador retornou ao estabelecimento',
];

/** The live table of the visible tab. */
export const liveTable = (page: Page): Locator => page.getByRole('tabpanel').locator('.ant-table');

/** Order reference ('#P…') → status label of every row of the 'Em andamento' table. */
export async function liveStatuses(page: Page): Promise<Record<string, string>> {
  const rows = liveTable(page).locator('tr.ant-table-row');
  return rows.evaluateAll((trs) =>
    Object.fromEntries(
      trs.map((tr) => {
        const ref = tr.querySelector('td strong')?.textContent?.trim() ?? '';
        const status = tr.querySelector('.ant-tag')?.textContent?.trim() ?? '';
        return [ref, status];
      }),
    ),
  );
}

/** A valid CPF nobody in the sandbox has (random, with its check digits). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0] + 1) % 10;
  const check = (base: number[]) => {
    const sum = base.reduce((acc, d, i) => acc + d * (base.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(digits));
  digits.push(check(digits));
  return digits.join('');
}

/** A CPF of a courier the signed-in fleet store registered and no longer has (invite refused, cancelled or removed). */
export async function formerCourierCpf(page: Page): Promise<string> {
  const answer = await page.request.get('/api/box/v2/fleets/couriers', {
    params: { limit: 50, page: 1, status: '3,4,5', isCourierHistory: '1', columnOrderBy: 'courier_fleets.updated_at', orderBy: 'DESC' },
  });
  const couriers = ((await answer.json()) as { data: { cpf: string | null }[] }).data;
  const cpf = couriers.map((c) => (c.cpf ?? '').replace(/\D/g, '')).find((digits) => digits.length === 11);
  if (!cpf) throw new Error('the fleet store has no former courier with a readable CPF');
  return cpf;
}

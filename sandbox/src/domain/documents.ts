import { formatCNPJ, isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import type { Random } from './random';

/** Check digit of CPF/CNPJ style mod-11 algorithms. */
function mod11(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ (formatted) with valid check digits, built from the seeded random source. */
export function makeCnpj(random: Random): string {
  for (;;) {
    const base = random.digits(8).split('').map(Number).concat([0, 0, 0, 1]);
    const d1 = mod11(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = mod11([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const raw = [...base, d1, d2].join('');
    if (isValidCNPJ(raw)) return formatCNPJ(raw);
  }
}

/** A CPF (11 digits, unformatted) with valid check digits. */
export function makeCpf(random: Random): string {
  for (;;) {
    const base = random.digits(9).split('').map(Number);
    const d1 = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const d2 = mod11([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const raw = [...base, d1, d2].join('');
    if (isValidCPF(raw)) return raw;
  }
}

/** A São Paulo mobile phone with the country code: 5511 9XXXX XXXX. */
export const makeMobile = (random: Random): string => `55119${random.int(6, 9)}${random.digits(7)}`;

const PALETTE = ['#1f3c88', '#0f7b6c', '#b5492b', '#6b3fa0', '#c0392b', '#2d6a4f', '#8a5a00', '#005f73'];

/** An SVG avatar with the initials, as a data URL. */
export function avatar(name: string, seed: number): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && w.length > 2)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const color = PALETTE[Math.abs(seed) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${color}"/><text x="64" y="78" font-family="Arial, sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

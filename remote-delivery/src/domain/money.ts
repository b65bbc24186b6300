import { parseBRL } from 'shared';

/** Sums money without floating-point drift (in cents). */
export function sumMoney(values: Array<number | string | null | undefined>): number {
  return values.reduce<number>((cents, v) => cents + Math.round(parseBRL(v ?? 0) * 100), 0) / 100;
}

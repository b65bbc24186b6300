import { ApiError } from './errors';

/**
 * Money arrives as a JSON number of reais with at most two decimals (shared/contract/common.yaml). An amount with
 * more (49.999) is refused, not rounded into R$ 50,00: the client meant something the server cannot charge, and
 * rounding would charge what nobody typed. The contract's `multipleOf: 0.01` cannot say it (0.29 / 0.01 is not a
 * whole number in floating point), so the calls check it here.
 */

/** The answer of a validation failure, as for a body that breaks the contract's schema. */
export const INVALID_DATA_MESSAGE = 'Dados inválidos. Verifique os campos e tente novamente.';

/** Whether a number is a whole number of centavos: the nearest double to a decimal with at most two places. */
export const isCents = (value: number): boolean => Number.isFinite(value) && Math.round(value * 100) / 100 === value;

export const centsDetail = (field: string): string => `O campo '${field}' deve ter no máximo 2 casas decimais (centavos).`;

/** The numbers found at a dotted path; `*` walks every item of a list ('data.*.items.*.price'). */
function numbersAt(source: unknown, path: string[], prefix: string[] = []): { field: string; value: number }[] {
  if (!path.length) return typeof source === 'number' ? [{ field: prefix.join('.'), value: source }] : [];
  if (source === null || typeof source !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') {
    return Array.isArray(source) ? source.flatMap((item, index) => numbersAt(item, rest, [...prefix, String(index)])) : [];
  }
  return Object.hasOwn(source, head) ? numbersAt((source as Record<string, unknown>)[head], rest, [...prefix, head]) : [];
}

/** The fields, among the paths, whose amount has more than two decimals. */
export function amountsWithoutCents(source: unknown, paths: readonly string[]): string[] {
  return paths
    .flatMap((path) => numbersAt(source, path.split('.')))
    .filter(({ value }) => !isCents(value))
    .map(({ field }) => field);
}

/** 400 in the validation shape when an amount at one of the paths has more than two decimals. */
export function requireCents(source: unknown, paths: readonly string[]): void {
  const fields = amountsWithoutCents(source, paths);
  if (fields.length) throw new ApiError(400, INVALID_DATA_MESSAGE, fields.map(centsDetail));
}

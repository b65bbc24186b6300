/** Medians and ratios over the bench's runs. A missing sample (null) is left out; none at all gives null. */
export function median(values: (number | null | undefined)[]): number | null {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (typeof a !== 'number' || typeof b !== 'number' || b === 0) return null;
  return a / b;
}

/** The median of the ratios taken run by run (A and B measured back to back), robust to a machine whose speed drifts. */
export function pairedRatio(as: (number | null)[], bs: (number | null)[]): number | null {
  return median(as.map((a, i) => ratio(a, bs[i])));
}

/** Small statistics for the bench: medians and percentiles of samples. */

export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

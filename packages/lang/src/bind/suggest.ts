/**
 * "did you mean …" for unknown names. The parser engineer may provide a shared
 * `diagnostics/suggest.ts`; this small local one keeps the checker independent of it.
 */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The closest candidate within a distance that still looks like a typo, or null. */
export function didYouMean(name: string, candidates: Iterable<string>): string | null {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** "did you mean …" for unknown names: the closest candidate by edit distance, if it looks like a typo. */

/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbouring letters
 * as one edit (optimal string alignment), case-insensitive: `hnad` is one typo away from `hand`.
 */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The candidate closest to `name`, or null when none is close enough to be a typo: at most one
 * edit for short names, up to a third of the name's length for longer ones. Ties go to the
 * first candidate, so callers control preference by order.
 */
export function didYouMean(name: string, candidates: Iterable<string>): string | null {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Kept counts (compiler lower/counts.ts, docs/compiler.md "Kept counts"): for a variable indexed
 * by cell whose values are an enum's (`var owner[cell]: Colour?`), how many of each cell's
 * neighbours hold each value, `count(n in neighbours(h) where owner[n] == k)`, kept across the
 * rules' writes instead of computed again after each one. A write of one cell changes the counts
 * of the cells next to it only: the generated write is followed by `countWritten`, which moves
 * the counts of those few cells from the cell's old value to its new one.
 *
 * The counts are of one array at a time (`of`), with the values they were taken from (`seen`).
 * Asked for another array (another state's, a copy a state made before its first write, a new
 * deal), they are moved to it by comparing it with `seen` cell by cell: a state a client holds is
 * only read, never changed, and counts of any array are right whatever came before. A write to
 * an array the counts are not of changes nothing here (that array is compared when asked for).
 */
import type { Board } from "./board.js";

interface CellCounts {
  board: Board;
  /** How many values are counted: 0 … values - 1 (an enum's members); anything else (none) is not. */
  values: number;
  /** The array the counts are of, or null (the next call of countsOf compares every cell). */
  of: readonly unknown[] | null;
  /** The value of each cell the counts were taken from. */
  seen: unknown[];
  /** `n[h * values + v]`: how many neighbours of cell h hold value v. */
  n: Int32Array;
  /** The cells whose neighbours include cell c, per c. */
  near: number[][];
}

/** One table per variable name (several engines in one process: a table is for one board). */
const TABLES = new Map<string, CellCounts>();

function table(name: string, b: Board, values: number): CellCounts {
  const t = TABLES.get(name);
  if (t !== undefined && t.board === b && t.values === values) return t;
  const near: number[][] = Array.from({ length: b.count }, () => []);
  for (let h = 0; h < b.count; h++) for (const c of b.nb[h] ?? []) near[c]?.push(h);
  const fresh: CellCounts = {
    board: b,
    values,
    of: null,
    seen: new Array<unknown>(b.count).fill(null),
    n: new Int32Array(b.count * values),
    near,
  };
  TABLES.set(name, fresh);
  return fresh;
}

/** Moves cell c's counts from the value it had (`seen`) to `now`. */
function move(t: CellCounts, c: number, now: unknown): void {
  const was = t.seen[c];
  const V = t.values;
  const n = t.n;
  const from = typeof was === "number" && was >= 0 && was < V ? was : -1;
  const to = typeof now === "number" && now >= 0 && now < V ? now : -1;
  for (const h of t.near[c] as number[]) {
    if (from >= 0) n[h * V + from] = (n[h * V + from] as number) - 1;
    if (to >= 0) n[h * V + to] = (n[h * V + to] as number) + 1;
  }
  t.seen[c] = now;
}

/**
 * The counts of variable `name` holding `arr` now (`values` counted values, on board `b`):
 * `countsOf(…)[h * values + v]` is how many neighbours of h hold v. Never change them.
 */
export function countsOf(name: string, arr: readonly unknown[], b: Board, values: number): Int32Array {
  const t = table(name, b, values);
  if (t.of !== arr) {
    const seen = t.seen;
    for (let c = 0; c < seen.length; c++) if (arr[c] !== seen[c]) move(t, c, arr[c]);
    t.of = arr;
  }
  return t.n;
}

/**
 * After the rules wrote cell c of variable `name`'s array `arr` (c < 0: cells not known, so the
 * counts are compared again when next asked for).
 */
export function countWritten(name: string, arr: readonly unknown[], c: number): void {
  const t = TABLES.get(name);
  if (t === undefined || t.of !== arr) return;
  if (c < 0) t.of = null;
  else if (arr[c] !== t.seen[c]) move(t, c, arr[c]);
}

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
  /** `n[h * values + v]`: how many neighbours of cell h hold value v (null until countsOf asks). */
  n: Int32Array | null;
  /** The cells whose neighbours include cell c, per c. */
  near: number[][];
  /** cellsOf's: the cells holding each value, in reading order (shared: replaced, never changed in place), or null. */
  lists: number[][] | null;
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
    n: null,
    near,
    lists: null,
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
  t.seen[c] = now;
  if (n !== null)
    for (const h of t.near[c] as number[]) {
      if (from >= 0) n[h * V + from] = (n[h * V + from] as number) - 1;
      if (to >= 0) n[h * V + to] = (n[h * V + to] as number) + 1;
    }
  const lists = t.lists;
  if (lists === null) return;
  // New lists for the two values: a list handed out stays as it was.
  if (from >= 0) {
    const old = lists[from] as number[];
    const next: number[] = [];
    for (let i = 0; i < old.length; i++) if (old[i] !== c) next.push(old[i] as number);
    lists[from] = next;
  }
  if (to >= 0) {
    const old = lists[to] as number[];
    const next: number[] = [];
    let i = 0;
    for (; i < old.length && (old[i] as number) < c; i++) next.push(old[i] as number);
    next.push(c);
    for (; i < old.length; i++) next.push(old[i] as number);
    lists[to] = next;
  }
}

/** The counts of the values `seen` holds, from scratch. */
function countsFrom(t: CellCounts): Int32Array {
  const V = t.values;
  const n = new Int32Array(t.board.count * V);
  for (let c = 0; c < t.seen.length; c++) {
    const v = t.seen[c];
    if (typeof v === "number" && v >= 0 && v < V) for (const h of t.near[c] as number[]) n[h * V + v] += 1;
  }
  return n;
}

/** The counts moved to `arr` (compared with the values they were taken from, cell by cell). */
function rebase(t: CellCounts, arr: readonly unknown[]): void {
  const seen = t.seen;
  let changed = 0;
  for (let c = 0; c < seen.length; c++) if (arr[c] !== seen[c]) changed++;
  // Many cells changed (a new deal): counts and lists are built again when asked, not cell by cell.
  if (changed > 8) {
    for (let c = 0; c < seen.length; c++) seen[c] = arr[c];
    t.n = null;
    t.lists = null;
  } else for (let c = 0; changed > 0 && c < seen.length; c++) if (arr[c] !== seen[c]) move(t, c, arr[c]);
  t.of = arr;
}

function listsOf(arr: readonly unknown[], values: number): number[][] {
  const lists: number[][] = Array.from({ length: values }, () => []);
  for (let c = 0; c < arr.length; c++) {
    const v = arr[c];
    if (typeof v === "number" && v >= 0 && v < values) lists[v]?.push(c);
  }
  return lists;
}

/**
 * `filter(h in cells where V[h] == v)` per value v of variable `name` holding `arr` now (compiler
 * lower/counts.ts): kept across the rules' writes like the counts, a write replacing the lists of
 * the cell's old and new values only. Shared: never change them.
 */
export function cellsOf(name: string, arr: readonly unknown[], b: Board, values: number): number[][] {
  const t = table(name, b, values);
  if (t.of !== arr) rebase(t, arr);
  if (t.lists === null) t.lists = listsOf(arr, values);
  return t.lists;
}

/**
 * The counts of variable `name` holding `arr` now (`values` counted values, on board `b`):
 * `countsOf(…)[h * values + v]` is how many neighbours of h hold v. Never change them.
 */
export function countsOf(name: string, arr: readonly unknown[], b: Board, values: number): Int32Array {
  const t = table(name, b, values);
  if (t.of !== arr) rebase(t, arr);
  if (t.n === null) t.n = countsFrom(t);
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

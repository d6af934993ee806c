/**
 * Kept results of the rules' list fns (compiler lower/memo.ts): a fn whose result depends only on
 * one variable (or two) and its argument keeps its results while that variable is the same value (the
 * same array: every new state has its own) and no rule has written it since (`varWritten`,
 * emitted after every write the rules make to such a variable). The results are shared lists:
 * the generated code never changes a list in place.
 */
import { type Board, componentsOf } from "./board.js";

/**
 * Writes the rules made to each kept-for variable, one property per name (any engine's: more
 * writes only cost a recompute). A plain object, not a Map: the write is one property increment
 * at every write the rules make (Tic-tac-toe's `mark`, every move).
 */
const WRITES: Record<string, number> = {};

interface FnMemo {
  of: unknown;
  writes: number;
  of2: unknown;
  writes2: number;
  results: (number[] | undefined)[];
  /** fnMemoMap's: the results per packed argument tuple. */
  byTuple: Map<number, number[]> | null;
  /** fnMemoInts': an int fn's results per packed argument tuple. */
  ints: Map<number, number> | null;
}

const MEMOS = new Map<string, FnMemo>();

/** Counts a write to variable `name`: every result kept for it is recomputed at its next use. */
export function varWritten(name: string): void {
  WRITES[name] = (WRITES[name] ?? 0) + 1;
}

/**
 * The results fn `fn` keeps per argument, for variable `name` holding `of` now (and `name2`
 * holding `of2`, for a fn that reads two): the kept ones when each variable holds the value they
 * were computed from and was not written since, else none.
 */
export function fnMemo(
  fn: string,
  of: unknown,
  name: string,
  of2?: unknown,
  name2?: string,
): (number[] | undefined)[] {
  return memoOf(fn, of, name, of2, name2).results;
}

/**
 * fnMemo for a fn of several arguments (compiler lower/memo.ts `memoSizes`): its results per
 * argument tuple packed into one number, kept on the same terms.
 */
export function fnMemoMap(
  fn: string,
  of: unknown,
  name: string,
  of2?: unknown,
  name2?: string,
): Map<number, number[]> {
  const m = memoOf(fn, of, name, of2, name2);
  if (m.byTuple === null) m.byTuple = new Map();
  return m.byTuple;
}

/** fnMemoMap for an int fn (`fn inQ(k: Colour, q: int): int`): its results per packed tuple. */
export function fnMemoInts(
  fn: string,
  of: unknown,
  name: string,
  of2?: unknown,
  name2?: string,
): Map<number, number> {
  const m = memoOf(fn, of, name, of2, name2);
  if (m.ints === null) m.ints = new Map();
  return m.ints;
}

function memoOf(fn: string, of: unknown, name: string, of2?: unknown, name2?: string): FnMemo {
  const writes = WRITES[name] ?? 0;
  const writes2 = name2 === undefined ? 0 : (WRITES[name2] ?? 0);
  const m = MEMOS.get(fn);
  if (m === undefined) {
    const fresh: FnMemo = { of, writes, of2, writes2, results: [], byTuple: null, ints: null };
    MEMOS.set(fn, fresh);
    return fresh;
  }
  if (m.of !== of || m.writes !== writes || m.of2 !== of2 || m.writes2 !== writes2) {
    m.of = of;
    m.writes = writes;
    m.of2 = of2;
    m.writes2 = writes2;
    m.results = [];
    m.byTuple = null;
    m.ints = null;
  }
  return m;
}

interface KeptList {
  of: unknown;
  writes: number;
  a: unknown;
  b: unknown;
  v: number[] | undefined;
}

/** A site's kept lists, one per recent key (a fn called with `ofTerrain(t)`, then `ofTerrain(G)`, …). */
interface KeptSite {
  lists: KeptList[];
  /** The entry replaced next when every one has other keys. */
  next: number;
}

/** Keys kept per site: a few, so a fn called in turn with a few lists keeps each one's result. */
const KEYS_PER_SITE = 4;

const KEPT = new Map<string, KeptSite>();

/** `x` as a key: a list is copied (the caller's may change in place later), a number or none is itself. */
const keyOf = (x: unknown): unknown => (Array.isArray(x) ? x.slice() : x);

/** Whether `x` is the key `k` kept: the same number or none, or a list of the same elements. */
function sameKey(k: unknown, x: unknown): boolean {
  if (k === x) return true;
  if (!Array.isArray(k) || !Array.isArray(x) || k.length !== x.length) return false;
  for (let i = 0; i < k.length; i++) if (k[i] !== x[i]) return false;
  return true;
}

/**
 * The kept list of one `let` of a fn (compiler lower/keep.ts), as `{ v }`: `v` is the list kept
 * at `site` when it was computed from the inputs `a` and `b` (lists compared element by element)
 * while variable `name` held `of` and has not been written since, else undefined — the caller
 * computes it and sets `v`. A few lists per site, one per key (KEYS_PER_SITE): a call with a
 * fifth key replaces the oldest.
 */
export function keptList(
  site: string,
  of: unknown,
  name: string,
  a: unknown,
  b?: unknown,
): { v: number[] | undefined } {
  return kept(site, of, name, a, b, keyOf);
}

/**
 * keptList whose first key `a` is itself a kept list (compiler lower/keep.ts), never changed in
 * place: kept as it is, not copied, so the same list is recognised at once.
 */
export function keptListOn(
  site: string,
  of: unknown,
  name: string,
  a: readonly number[],
  b?: unknown,
): { v: number[] | undefined } {
  return kept(site, of, name, a, b, asIs);
}

const asIs = (x: unknown): unknown => x;

function kept(
  site: string,
  of: unknown,
  name: string,
  a: unknown,
  b: unknown,
  keyOfA: (x: unknown) => unknown,
): { v: number[] | undefined } {
  const writes = WRITES[name] ?? 0;
  let at = KEPT.get(site);
  if (at === undefined) {
    at = { lists: [], next: 0 };
    KEPT.set(site, at);
  }
  const lists = at.lists;
  for (let i = 0; i < lists.length; i++) {
    const m = lists[i] as KeptList;
    if (!sameKey(m.a, a) || !sameKey(m.b, b)) continue;
    // The same keys: the copy of a list key is kept, whatever the state (no new copy per state).
    if (m.of !== of || m.writes !== writes) {
      m.of = of;
      m.writes = writes;
      m.v = undefined;
    }
    return m;
  }
  const m: KeptList = { of, writes, a: keyOfA(a), b: keyOf(b), v: undefined };
  if (lists.length < KEYS_PER_SITE) lists.push(m);
  else {
    lists[at.next] = m;
    at.next = (at.next + 1) % KEYS_PER_SITE;
  }
  return m;
}

/** The groups of each kept list: `components(mine(k))` once per list, however often it is asked. */
const GROUPS = new WeakMap<readonly number[], number[][]>();

/**
 * `components(hs)` of a list a kept fn result (compiler lower/expressions.ts): never changed in
 * place, so its groups are kept with it.
 */
export function keptComponents(b: Board, hs: readonly number[]): number[][] {
  let g = GROUPS.get(hs);
  if (g === undefined) {
    g = componentsOf(b, hs);
    GROUPS.set(hs, g);
  }
  return g;
}

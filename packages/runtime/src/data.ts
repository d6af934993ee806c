/**
 * Helpers for the data constructs of the rules language: `match`, optional values and list
 * builtins. Generated engines call them; each is small and pure.
 */
import { RulesError } from "./errors.js";
import type { SourceLocation } from "./types.js";

/** A `match` without `else` met a value none of its arms names. */
export function noMatch(value: string, where: SourceLocation): never {
  throw new RulesError(`no arm of this match is ${value}`, where);
}

/** `hostOf(c)`: the card `c` is attached to (its attachment zone's card), or null. */
export function hostCard(loc: readonly number[], card: number, attachmentBase: number): number | null {
  const zone = loc[card] as number;
  return zone >= attachmentBase ? zone - attachmentBase : null;
}

// ---- Lists ----------------------------------------------------------------------------------

/** Lexicographic order of two lists of ints (a shorter prefix comes first): negative, 0, positive. */
export function compareLists(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** Equality of values the rules compare with `==`: lists element by element. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  return a === b;
}

/** The largest list in lexicographic order; `[]` for none (as `max` of no ints is 0). */
export function maxList(lists: readonly (readonly number[])[]): number[] {
  let best: readonly number[] | null = null;
  for (const l of lists) if (best === null || compareLists(l, best) > 0) best = l;
  return best ? best.slice() : [];
}

export function minList(lists: readonly (readonly number[])[]): number[] {
  let best: readonly number[] | null = null;
  for (const l of lists) if (best === null || compareLists(l, best) < 0) best = l;
  return best ? best.slice() : [];
}

/** `sort(x in l of key)`: stable, ascending by key (an int or a list of ints); `descending` reverses the order of keys only. */
export function sortBy<T>(
  items: readonly T[],
  key: (x: T) => number | readonly number[],
  descending: boolean,
): T[] {
  const keyed = items.map((x, i) => ({ x, i, k: key(x) }));
  keyed.sort((a, b) => {
    const d =
      typeof a.k === "number" && typeof b.k === "number"
        ? a.k - b.k
        : compareLists(a.k as readonly number[], b.k as readonly number[]);
    return (descending ? -d : d) || a.i - b.i;
  });
  return keyed.map((e) => e.x);
}

/** Every `k`-element sub-list of `items`, keeping their order, in lexicographic order of positions. */
export function subsetsOf<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) walk(0);
  return out;
}

/** The first occurrence of each value, in order (lists compared element by element). */
export function distinctOf<T>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const x of items) if (!out.some((y) => sameValue(x, y))) out.push(x);
  return out;
}

/** `max(l)`/`min(l)` of a list of ints: 0 for an empty list (as the queries). */
export function largest(values: readonly number[]): number {
  return values.length === 0 ? 0 : Math.max(...values);
}

export function smallest(values: readonly number[]): number {
  return values.length === 0 ? 0 : Math.min(...values);
}

/**
 * Lists joined end to end, as a new list (the rules' `a + b + c`): the first copied, the others
 * pushed onto it, no iterator (about 2 × a spread `[...a, ...b, ...c]` of a few short lists).
 */
export function concatLists<T>(first: readonly T[], ...rest: readonly (readonly T[])[]): T[] {
  const out = first.slice();
  for (const list of rest) for (let i = 0; i < list.length; i++) out.push(list[i] as T);
  return out;
}

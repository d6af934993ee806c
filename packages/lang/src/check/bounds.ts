/**
 * Numeric bounds (LUD337): numbers in the rules that size what an engine allocates or loops over
 * at setup. Without them `players 2147483648` makes setup allocate per-seat arrays until V8 aborts
 * the process, and `for i in 1..1000000000` builds a billion-element list. The bounds are far
 * above any real game and far below what hurts. Board sides are bounded in board.ts.
 */
import type * as ast from "../ast/nodes.js";
import { type Output, report } from "./context.js";

/** Seats at one table. */
export const MAX_PLAYERS = 32;
/** Elements in a range written with literal ends (`1..N`). */
export const MAX_RANGE_LENGTH = 10_000;
/** Cards a `cards` block makes, counting the iterations of literal ranges around each `card`. */
export const MAX_CARDS = 10_000;

/** The value of a literal integer, `-` a literal integer included; null for anything else. */
export function literalInt(e: ast.Expression | null | undefined): number | null {
  if (e?.kind === "IntLiteral") return e.value;
  if (e?.kind === "UnaryExpr" && e.op === "-" && e.operand?.kind === "IntLiteral") return -e.operand.value;
  return null;
}

/** How many elements a range with literal ends has (0 when it is empty); null when not literal. */
export function literalRangeLength(e: ast.Expression | null | undefined): number | null {
  if (e?.kind !== "RangeExpr") return null;
  const from = literalInt(e.from);
  const to = literalInt(e.to);
  return from === null || to === null ? null : Math.max(0, to - from + 1);
}

/** LUD337 when `players` goes beyond MAX_PLAYERS. */
export function checkPlayers(out: Output, range: { max: number }, node: ast.Node): boolean {
  if (range.max <= MAX_PLAYERS) return true;
  report(
    out,
    "LUD337",
    node,
    `a game takes at most ${MAX_PLAYERS} players, not ${range.max.toLocaleString("en")}`,
  );
  return false;
}

/** LUD337 when a range with literal ends is longer than MAX_RANGE_LENGTH. */
export function checkRangeLength(out: Output, e: ast.RangeExpr): void {
  const length = literalRangeLength(e);
  if (length === null || length <= MAX_RANGE_LENGTH) return;
  report(
    out,
    "LUD337",
    e,
    `this range has ${length.toLocaleString("en")} numbers; a range has at most ${MAX_RANGE_LENGTH.toLocaleString("en")}`,
  );
}

/**
 * The number of copies a `for` over `source` makes of each card inside it, given `copies` made
 * by the loops around it; LUD337 when it crosses MAX_CARDS. Sources that are not literal ranges
 * (enums, lists) are small by construction and count once.
 */
export function cardCopies(out: Output, copies: number, source: ast.Expression | null | undefined): number {
  const length = literalRangeLength(source) ?? 1;
  const total = copies * length;
  if (total > MAX_CARDS && copies <= MAX_CARDS && source) {
    report(
      out,
      "LUD337",
      source,
      `the loops here make ${total.toLocaleString("en")} copies of each card; a game has at most ${MAX_CARDS.toLocaleString("en")} cards`,
    );
  }
  return total;
}

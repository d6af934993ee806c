/**
 * Emits, into rules.ts, the search behind `can r(args)` and `complete` rules (docs/language.md
 * §4 "Can it be done?"): run the rules on a copy of the state and try every legal move of every
 * decision, depth first, until the rule returns (or the game finishes). A path dies at a rules
 * error: a `require` that fails, a decision with no legal option and no `otherwise`, `top` or
 * `first` of nothing. Randomness uses the copy's generator, so the search sees what play will.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral } from "./escape.js";
import { SIGNAL } from "./print.js";

/** Decisions one search may try before it gives up with a rules error. */
export const SEARCH_LIMIT = 100_000;

export function printSearch(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine(`/** The rule each machine runs (by frame kind), for messages. */`);
  w.writeLine(`const PROC_RULE: readonly string[] = ${dataLiteral(p.machines.map((m) => m.rule))};`);
  w.write(
    SEARCH_SOURCE.replace("SEARCH_LIMIT", String(SEARCH_LIMIT)).replace(
      "SUSPENDED",
      String(SIGNAL.suspended),
    ),
  );
}

/** The search itself is @ludic/runtime's makeSearch; the per-decision check (keepsComplete) stays here, on the hot path. */
const SEARCH_SOURCE = `
// ---- Search: can / complete ----------------------------------------------------------

/** \`can\` and \`complete\` (@ludic/runtime makeSearch): \`SEARCH.depth\` searches are running. */
const SEARCH = makeSearch<State, Frame>({
  step, suspended: SUSPENDED, limit: SEARCH_LIMIT, siteSeats, siteMoves, siteAccept, cloneState, SITE_SOURCE, PROC_RULE,
  decisions: DECISIONS,
});
/** Inside a \`complete\` rule: does the move leave the rule able to finish? */
export const completes = SEARCH.completes;
/** The legal moves of \`seat\` at the pending decision (inside a \`complete\` rule, those that keep it able to finish). */
export const pendingMoves = SEARCH.pendingMoves;
/** The rule a \`complete\` filter protects, for messages. */
export const completeRule = SEARCH.completeRule;

/** At a decision inside a \`complete\` rule: does \`seat\` have a move that keeps it able to finish? */
function keepsComplete(st: State, seat: number): boolean {
  if (st.cr < 0 || SEARCH.depth > 0) return true;
  const moves: AnyMove[] = [];
  pendingMoves(st, seat, moves);
  return moves.length > 0;
}

`;

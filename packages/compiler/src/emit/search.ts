/**
 * Emits, into rules.ts, the search behind `can r(args)` and `complete` rules (docs/language.md
 * §4 "Can it be done?"): run the rules on a copy of the state and try every legal move of every
 * decision, depth first, until the rule returns (or the game finishes). A path dies at a rules
 * error: a `require` that fails, a decision with no legal option and no `otherwise`, `top` or
 * `first` of nothing. Randomness uses the copy's generator, so the search sees what play will.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../lower/program.js";
import { SIGNAL } from "./print.js";

/** Decisions one search may try before it gives up with a rules error. */
export const SEARCH_LIMIT = 100_000;

export function printSearch(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine(`/** The rule each machine runs (by frame kind), for messages. */`);
  w.writeLine(`const PROC_RULE: readonly string[] = ${JSON.stringify(p.machines.map((m) => m.rule))};`);
  w.write(
    SEARCH_SOURCE.replace("SEARCH_LIMIT", String(SEARCH_LIMIT)).replace(
      "SUSPENDED",
      String(SIGNAL.suspended),
    ),
  );
}

/** The search itself is @ludic/runtime's makeSearch; the per-decision checks stay here, on the hot path. */
const SEARCH_SOURCE = `
// ---- Search: can / complete ----------------------------------------------------------

/** \`can\` and \`complete\` (@ludic/runtime makeSearch): \`SEARCH.depth\` searches are running. */
const SEARCH = makeSearch<State, Frame>({
  step, suspended: SUSPENDED, limit: SEARCH_LIMIT, siteSeats, siteMoves, siteAccept, cloneState, SITE_SOURCE, PROC_RULE,
});
const canEnter = SEARCH.canEnter;
const canCall = SEARCH.canCall;
const enterComplete = SEARCH.enterComplete;
void canEnter;
void canCall;
void enterComplete;
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

/**
 * An automaton's decision (\`choose auto\`): one draw of the game's generator picks one of the
 * legal moves (inside a \`complete\` rule, of those that keep it able to finish) and binds it, so
 * the rule goes on at once; false, with the decision left pending, when there is none (then the
 * \`otherwise\`, or a rules error, as for a seat). Inside a search the draw is made too, but the
 * decision stays pending: \`explore\` tries every move, each seeing the randomness play will.
 */
function autoMove(st: State, f: Frame): boolean {
  const x = nextU32(st.rng);
  if (SEARCH.depth > 0) return false;
  const moves: AnyMove[] = [];
  pendingMoves(st, -1, moves);
  const m = moves[Math.floor((x / 0x100000000) * moves.length)];
  if (m === undefined) return false;
  const bound = siteAccept(st, m);
  if (typeof bound === "string") throw new RulesError(bound, SITE_SOURCE[st.pend?.site ?? 0] as SourceLocation);
  st.pend = null;
  bound(f);
  return true;
}
void autoMove;
`;

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

const SEARCH_SOURCE = `
// ---- Search: can / complete ----------------------------------------------------------

/** How many searches are running: inside one, decisions are explored, not filtered. */
let searching = 0;

/** Thrown when a search tries too many decisions; reported as a rules error where it started. */
class SearchLimit extends Error {}

/**
 * Runs the copy \`s\` on until the frame at stack index \`goal\` has returned (true), trying each
 * legal move of each decision met on the way; false when every path dies at a rules error.
 */
function explore(s: State, goal: number, budget: { left: number }): boolean {
  try {
    if (s.pend === null) {
      for (;;) {
        if (s.stack.length <= goal) return true;
        const f = s.stack[s.stack.length - 1] as Frame;
        if (f.pc === -1) {
          // Back at a decision an anytime move interrupted.
          s.pend = s.held;
          s.held = null;
          break;
        }
        if (step(s, f) === SUSPENDED) break;
      }
    }
  } catch (e) {
    if (e instanceof GameOver) return true;
    if (e instanceof RulesError) return false;
    throw e;
  }
  const seat = siteSeats(s)[0];
  if (seat === undefined) return false;
  const moves: AnyMove[] = [];
  siteMoves(s, seat, moves);
  for (const m of moves) {
    if (--budget.left < 0) throw new SearchLimit();
    const bound = siteAccept(s, m);
    if (typeof bound === "string") continue;
    const next = cloneState(s);
    if (bound(next.stack[next.stack.length - 1] as Frame)) next.pend = null;
    if (explore(next, goal, budget)) return true;
  }
  return false;
}

function search(st: State, goal: number, where: SourceLocation): boolean {
  searching += 1;
  try {
    return explore(st, goal, { left: SEARCH_LIMIT });
  } catch (e) {
    if (e instanceof SearchLimit) throw new RulesError("can/complete: more than SEARCH_LIMIT decisions tried; the rule may never end", where);
    throw e;
  } finally {
    searching -= 1;
  }
}

/** \`can r(args)\` for a rule with decisions: \`frame\` is its new frame. */
function canEnter(st: State, frame: Frame, where: SourceLocation): boolean {
  const s = cloneState(st);
  s.pend = null;
  const goal = s.stack.length;
  s.stack.push(frame);
  return search(s, goal, where);
}

/** \`can r(args)\` for a rule without decisions: it runs to its end on a copy, or dies. */
function canCall(st: State, run: (s: State) => void): boolean {
  searching += 1;
  try {
    run(cloneState(st));
    return true;
  } catch (e) {
    if (e instanceof GameOver) return true;
    if (e instanceof RulesError) return false;
    throw e;
  } finally {
    searching -= 1;
  }
}
void canEnter;
void canCall;

/** Starting a \`complete\` rule (the outermost one): it must be able to finish from here. */
function enterComplete(st: State, where: SourceLocation, rule: string): void {
  if (st.cr >= 0 || searching > 0) return;
  st.cr = st.stack.length - 1;
  const s = cloneState(st);
  s.pend = null;
  if (!search(s, st.cr, where)) {
    st.cr = -1;
    throw new RulesError(\`the rule "\${rule}" cannot be carried out in full here\`, where);
  }
}
void enterComplete;

/** Inside a \`complete\` rule: does the move leave the rule able to finish? */
export function completes(st: State, m: AnyMove): boolean {
  if (st.cr < 0 || searching > 0) return true;
  const bound = siteAccept(st, m);
  if (typeof bound === "string") return false;
  const s = cloneState(st);
  if (bound(s.stack[s.stack.length - 1] as Frame)) s.pend = null;
  return search(s, st.cr, SITE_SOURCE[st.pend?.site ?? 0] as SourceLocation);
}

/** The legal moves of \`seat\` at the pending decision (inside a \`complete\` rule, those that keep it able to finish). */
export function pendingMoves(st: State, seat: number, out: AnyMove[]): void {
  if (st.cr < 0 || searching > 0) {
    siteMoves(st, seat, out);
    return;
  }
  const all: AnyMove[] = [];
  siteMoves(st, seat, all);
  for (const m of all) if (completes(st, m)) out.push(m);
}

/** At a decision inside a \`complete\` rule: does \`seat\` have a move that keeps it able to finish? */
function keepsComplete(st: State, seat: number): boolean {
  if (st.cr < 0 || searching > 0) return true;
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
  if (searching > 0) return false;
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

/** The rule a \`complete\` filter protects, for messages. */
export function completeRule(st: State): string {
  const f = st.stack[st.cr];
  return f ? (PROC_RULE[f.p] ?? "") : "";
}
`;

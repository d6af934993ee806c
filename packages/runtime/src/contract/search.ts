/**
 * The search behind `can r(args)` and `complete` rules (docs/language.md §4 "Can it be done?"),
 * the same for every game: run the rules on a copy of the state and try every legal move of every
 * decision, depth first, until the rule returns (or the game finishes). A path dies at a rules
 * error: a `require` that fails, a decision with no legal option and no `otherwise`, `top` or
 * `first` of nothing. Randomness uses the copy's generator, so the search sees what play will.
 * A generated rules.ts calls `makeSearch` once with its machines' `step` and its decision sites;
 * the per-decision check on the hot path (`keepsComplete`) stays in the engine.
 */
import { disownLog, GameOver } from "../core.js";
import { RulesError } from "../errors.js";
import { nextU32, type RngState } from "../rng.js";
import type { Move as AnyMove, SourceLocation } from "../types.js";
import type { Decisions } from "./decisions.js";

/** The fields of a generated State the search reads and writes. */
export interface SearchState<F> {
  cr: number;
  stack: F[];
  pend: { seat: number; site: number } | null;
  held: { seat: number; site: number } | null;
  rng: RngState;
}

/** What makeSearch needs of a game's rules.ts. */
export interface SearchRules<S extends SearchState<F>, F extends { p: number; pc: number }> {
  /** Runs frame `f` on; returns `suspended` when it stops at a decision. */
  step(st: S, f: F): number;
  suspended: number;
  /** Decisions one search may try before it gives up with a rules error. */
  limit: number;
  siteSeats(st: S): number[];
  siteMoves(st: S, seat: number, out: AnyMove[]): void;
  siteAccept(st: S, m: AnyMove): string | ((f: F) => boolean);
  cloneState(st: S): S;
  SITE_SOURCE: readonly SourceLocation[];
  /** The rule each machine runs (by frame kind), for messages. */
  PROC_RULE: readonly string[];
  /**
   * The decisions' walk as numbers (decisions.ts): a decision that is not simultaneous is tried
   * and an automaton's move bound from its numbers, not spelled as moves and checked again.
   */
  decisions?: Pick<Decisions<S, F>, "listable" | "playFill" | "playBind">;
}

export interface Search<S, F> {
  /** How many searches are running: inside one, decisions are explored, not filtered. */
  depth: number;
  /** `can r(args)` for a rule with decisions: `frame` is its new frame. */
  canEnter(st: S, frame: F, where: SourceLocation): boolean;
  /** `can r(args)` for a rule without decisions: it runs to its end on a copy, or dies. */
  canCall(st: S, run: (s: S) => void): boolean;
  /** Starting a `complete` rule (the outermost one): it must be able to finish from here. */
  enterComplete(st: S, where: SourceLocation, rule: string): void;
  /** Inside a `complete` rule: does the move leave the rule able to finish? */
  completes(st: S, m: AnyMove): boolean;
  /** The legal moves of `seat` at the pending decision (inside a `complete` rule, those that keep it able to finish). */
  pendingMoves(st: S, seat: number, out: AnyMove[]): void;
  /** The rule a `complete` filter protects, for messages. */
  completeRule(st: S): string;
  /**
   * An automaton's decision (`choose auto`): one draw of the game's generator picks one of the
   * legal moves (inside a `complete` rule, of those that keep it able to finish) and binds it into
   * `f`, so the rule goes on at once; false, with the decision left pending, when there is none
   * (then the `otherwise`, or a rules error, as for a seat). Inside a search the draw is made too,
   * but the decision stays pending: `explore` tries every move, each seeing the randomness play will.
   */
  autoMove(st: S, f: F): boolean;
}

/** Thrown when a search tries too many decisions; reported as a rules error where it started. */
class SearchLimit extends Error {}

/** The search over a game's machines and decision sites. */
export function makeSearch<S extends SearchState<F>, F extends { p: number; pc: number }>(
  r: SearchRules<S, F>,
): Search<S, F> {
  const { step, suspended, limit, siteSeats, siteMoves, siteAccept, SITE_SOURCE, PROC_RULE } = r;
  // A copy shares its state's log: that state's next line copies it again (core.ts OWN_LOG).
  const cloneState = (st: S): S => {
    disownLog(st);
    return r.cloneState(st);
  };
  const numbered = r.decisions;
  // An automaton's moves as numbers: autoMove lists them only outside searches, never nested.
  const autoNums: number[] = [];

  /**
   * Runs the copy `s` on until the frame at stack index `goal` has returned (true), trying each
   * legal move of each decision met on the way; false when every path dies at a rules error.
   */
  function explore(s: S, goal: number, budget: { left: number }): boolean {
    try {
      if (s.pend === null) {
        for (;;) {
          if (s.stack.length <= goal) return true;
          const f = s.stack[s.stack.length - 1] as F;
          if (f.pc === -1) {
            // Back at a decision an anytime move interrupted.
            s.pend = s.held;
            s.held = null;
            break;
          }
          if (step(s, f) === suspended) break;
        }
      }
    } catch (e) {
      if (e instanceof GameOver) return true;
      if (e instanceof RulesError) return false;
      throw e;
    }
    const seat = siteSeats(s)[0];
    if (seat === undefined) return false;
    if (numbered?.listable(s)) {
      // Each listed move bound from its numbers into a copy: the moves siteMoves would spell, in
      // their order, each of which siteAccept would accept.
      const nums: number[] = [];
      const count = numbered.playFill(s, seat, nums);
      for (let k = 0; k < count; k++) {
        if (--budget.left < 0) throw new SearchLimit();
        const next = cloneState(s);
        if (numbered.playBind(next, seat, k, nums)) next.pend = null;
        if (explore(next, goal, budget)) return true;
      }
      return false;
    }
    const moves: AnyMove[] = [];
    siteMoves(s, seat, moves);
    for (const m of moves) {
      if (--budget.left < 0) throw new SearchLimit();
      const bound = siteAccept(s, m);
      if (typeof bound === "string") continue;
      const next = cloneState(s);
      if (bound(next.stack[next.stack.length - 1] as F)) next.pend = null;
      if (explore(next, goal, budget)) return true;
    }
    return false;
  }

  function search(st: S, goal: number, where: SourceLocation): boolean {
    self.depth += 1;
    try {
      return explore(st, goal, { left: limit });
    } catch (e) {
      if (e instanceof SearchLimit) {
        throw new RulesError(
          "can/complete: more than SEARCH_LIMIT decisions tried; the rule may never end",
          where,
        );
      }
      throw e;
    } finally {
      self.depth -= 1;
    }
  }

  const self: Search<S, F> = {
    depth: 0,
    canEnter(st, frame, where) {
      const s = cloneState(st);
      s.pend = null;
      const goal = s.stack.length;
      s.stack.push(frame);
      return search(s, goal, where);
    },
    canCall(st, run) {
      self.depth += 1;
      try {
        run(cloneState(st));
        return true;
      } catch (e) {
        if (e instanceof GameOver) return true;
        if (e instanceof RulesError) return false;
        throw e;
      } finally {
        self.depth -= 1;
      }
    },
    enterComplete(st, where, rule) {
      if (st.cr >= 0 || self.depth > 0) return;
      st.cr = st.stack.length - 1;
      const s = cloneState(st);
      s.pend = null;
      if (!search(s, st.cr, where)) {
        st.cr = -1;
        throw new RulesError(`the rule "${rule}" cannot be carried out in full here`, where);
      }
    },
    completes(st, m) {
      if (st.cr < 0 || self.depth > 0) return true;
      const bound = siteAccept(st, m);
      if (typeof bound === "string") return false;
      const s = cloneState(st);
      if (bound(s.stack[s.stack.length - 1] as F)) s.pend = null;
      return search(s, st.cr, SITE_SOURCE[st.pend?.site ?? 0] as SourceLocation);
    },
    pendingMoves(st, seat, out) {
      if (st.cr < 0 || self.depth > 0) {
        siteMoves(st, seat, out);
        return;
      }
      const all: AnyMove[] = [];
      siteMoves(st, seat, all);
      for (const m of all) if (self.completes(st, m)) out.push(m);
    },
    completeRule(st) {
      const f = st.stack[st.cr];
      return f ? (PROC_RULE[f.p] ?? "") : "";
    },
    autoMove(st, f) {
      const x = nextU32(st.rng);
      if (self.depth > 0) return false;
      if (st.cr < 0 && numbered?.listable(st)) {
        // The same pick from the same list as below, bound from its numbers (f is the pending frame).
        const count = numbered.playFill(st, -1, autoNums);
        if (count === 0) return false;
        numbered.playBind(st, -1, Math.floor((x / 0x100000000) * count), autoNums);
        st.pend = null;
        return true;
      }
      const moves: AnyMove[] = [];
      self.pendingMoves(st, -1, moves);
      const m = moves[Math.floor((x / 0x100000000) * moves.length)];
      if (m === undefined) return false;
      const bound = siteAccept(st, m);
      if (typeof bound === "string")
        throw new RulesError(bound, SITE_SOURCE[st.pend?.site ?? 0] as SourceLocation);
      st.pend = null;
      bound(f);
      return true;
    },
  };
  return self;
}

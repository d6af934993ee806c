/**
 * The contract's anytime moves (docs/language.md §4 "Anytime moves"): applyMove of one runs its
 * rule on top of the pending decision. Only an engine whose rules have an `anytime` move bundles
 * this: its index.ts passes `ANYTIME: anytimeCode(ANYTIME)` to makeContract; an engine without
 * passes nothing, and its contract never looks for one (engine.ts).
 */
import { endShare, shareZones } from "../core.js";
import { describeMove, type IllegalMoveError } from "../errors.js";
import type { Move as AnyMove } from "../types.js";

/** An anytime move of the rules (rules.ts ANYTIME). */
export interface AnytimeRule<S, F> {
  action: string;
  variants: number[];
  when: ((st: S, me: number) => boolean) | null;
  enter: (st: S, me: number) => F;
}

/** What an anytime move needs of a state (engine.ts ContractState). */
interface AnytimeState<F> {
  v: number;
  n: number;
  stack: F[];
  pend: unknown;
  held: unknown;
  moves: number;
}

/** How the contract refuses a move (engine.ts `refuse`). */
type Refuse<S> = (
  code: ConstructorParameters<typeof IllegalMoveError>[0],
  message: string,
  m: unknown,
  st: S,
) => never;

/**
 * The contract's view of a game's anytime moves: per variant whether it has any, and `m` applied
 * when it is an anytime move of the state's variant (a new state), else null. A pair, not an
 * object: the bundle names no property of it.
 */
export type Anytime<S> = [inVariant: readonly boolean[], apply: (st: S, m: AnyMove) => S | null];

/** What makeContract takes of a game with anytime moves, given its variants (meta.variants) and its own functions. */
export type AnytimeCode<S> = (
  variants: readonly unknown[],
  cloneState: (st: S, sharedZones?: boolean) => S,
  runEngine: (st: S) => void,
  refuse: Refuse<S>,
) => Anytime<S>;

/** The anytime moves of a game's rules, as makeContract reads them. */
export function anytimeCode<S extends AnytimeState<F>, F>(
  rules: readonly AnytimeRule<S, F>[],
): AnytimeCode<S> {
  return (variants, cloneState, runEngine, refuse) => [
    variants.map((_, v) => rules.some((a) => a.variants.includes(v))),
    (st, m) => {
      const a = rules.find((r) => r.action === m.action && r.variants.includes(st.v));
      if (a === undefined) return null;
      // Its rule runs on top of the pending decision, which is pending again after it.
      const what = describeMove(m);
      if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= st.n)
        refuse("malformed", `${what}: there is no seat ${m.seat}`, m, st);
      if (Object.keys(m.args).length > 0) {
        refuse("not-allowed", `${what} is not allowed: ${a.action} takes no arguments`, m, st);
      }
      if (st.held !== null) {
        refuse("not-allowed", `${what} is not allowed: another anytime move is being resolved`, m, st);
      }
      if (a.when !== null && !a.when(st, m.seat)) {
        refuse("not-allowed", `${what} is not allowed now: its \`when\` does not hold`, m, st);
      }
      const next = cloneState(st, true);
      next.held = next.pend;
      next.pend = null;
      next.moves += 1;
      const before = shareZones(next as never, st as never);
      try {
        next.stack.push(a.enter(next, m.seat));
        runEngine(next);
      } finally {
        endShare(before);
      }
      return next;
    },
  ];
}

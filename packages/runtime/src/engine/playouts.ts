/**
 * The playout path's loops (docs/engine-api.md "Playouts"), the same for every game: `playInPlace`
 * plays a state on in place, `playouts` deals new games into one state of its own, `playout` plays
 * a copy. A generated index.ts builds them with `makePlayouts` over its tables and its own
 * `playMoves`, the loop that takes each decision (on numbers where it can: emit/playout.ts): that
 * loop is the hot one, and one copy per game is faster than one shared by every engine of a process.
 */
import type { ContractState } from "../contract/engine.js";
import { seedRng } from "../rng.js";

/** What the playout loops read and write of a generated State (state.ts): the contract's fields but the variant and options. */
export type PlayState<F = unknown> = Omit<ContractState<F>, "n" | "o">;

/** The contract's functions without the state check (a playout's state is its own copy). */
export interface UncheckedContract<S, M> {
  legalMoves(st: S, seat: number): M[];
  applyMove(st: S, m: M): S;
  trustLike(from: S, to: S): S;
  check(st: S): S;
}

/** What a game gives its playout loops: its tables (state.ts, rules.ts) and contract. */
export interface PlayoutTables<S extends PlayState<F>, F, M, O> {
  CARD_COUNT: number;
  CARD_HOME: readonly number[];
  FLOW_BY_VARIANT: readonly (((st: S) => F) | null)[];
  /** The contract, read at each call (index.ts builds it at its first use). */
  unchecked(): UncheckedContract<S, M>;
  setup(o: O): S;
  initVars(st: S): S["g"];
  cloneState(st: S): S;
  runEngine(st: S): void;
  playOwn(st: S | null): S | null;
  /** Sets the state a runner plays without its log (its rules build no log line); returns the one before. */
  playQuiet?(st: S | null): S | null;
  /**
   * The game's own loop (index.ts): plays on in place up to `maxMoves` moves, each decision on
   * numbers where it can, through applyMove where not; returns the number made.
   */
  playMoves(st: S, choose: (n: number) => number, maxMoves: number): number;
}

/**
 * How a runner of new deals plays: `log: false` writes no game log (the state's log stays empty;
 * everything else is as with the log), for simulations that read only the outcome.
 */
export interface PlayoutMode {
  log?: boolean;
}

export interface Playouts<S, O> {
  /**
   * Plays on from `st`, changing it in place: at each decision the first seat to decide (as
   * `decisions(st)[0]`) makes move number `choose(n)` of its `n` legal moves, counted in the
   * order `legalMoves` lists them, until the game ends or `maxMoves` moves were made. Returns the
   * number of moves made. The state must be the caller's own (`playout` copies it first): the
   * moves are the same as `applyMove(st, legalMoves(st, seat)[choose(n)])` would make, one by one.
   */
  playInPlace(st: S, choose: (n: number) => number, maxMoves?: number): number;
  /**
   * Playouts from new deals, one after the other, for bots and simulations: `play(seed, choose, maxMoves?)`
   * deals the game `setup({ ...options, seed })` deals and plays it on as `playInPlace` does. The
   * options are checked once; every deal resets one state of the runner's own in place (zones, cards,
   * generator, variables, the rules run up to the first decision) instead of making a new one, and the
   * state returned is that one, valid until the next call. A policy may run other playouts, not this
   * runner's (its state is the one being played). With `{ log: false }` no log line is written.
   */
  playouts(
    options: O,
    mode?: PlayoutMode,
  ): (seed: string, choose: (n: number) => number, maxMoves?: number) => S;
  /**
   * A random playout (or any other policy `choose`) from a copy of `st`; `st` is unchanged.
   * A state from outside is checked first (InvalidStateError); one the engine made costs nothing.
   */
  playout(st: S, choose: (n: number) => number, maxMoves?: number): S;
}

export function makePlayouts<S extends PlayState<F>, F, M, O extends object>(
  t: PlayoutTables<S, F, M, O & { seed: string }>,
): Playouts<S, O> {
  const { playOwn, playMoves, runEngine } = t;

  function playInPlace(st: S, choose: (n: number) => number, maxMoves = Number.POSITIVE_INFINITY): number {
    // The log may be shared with the state st was copied from: take a copy of our own.
    st.log = st.log.slice();
    const before = playOwn(st);
    try {
      return playMoves(st, choose, maxMoves);
    } finally {
      playOwn(before);
    }
  }

  /** The state `setup` makes for `seed` (with the runner's options), in place of a finished game. */
  function deal(st: S, seed: string): void {
    const z = st.z;
    for (let i = 0; i < z.length; i++) (z[i] as number[]).length = 0;
    for (const on of st.a) on.length = 0;
    for (let c = 0; c < t.CARD_COUNT; c++) {
      const home = t.CARD_HOME[c] as number;
      (z[home] as number[]).push(c);
      st.loc[c] = home;
      st.kn[c] = 0;
    }
    st.seed = seed;
    st.rng = seedRng(seed);
    st.cr = -1;
    st.stack = [];
    st.pend = null;
    st.held = null;
    st.ret = null;
    st.out = null;
    st.log = [];
    st.moves = 0;
    st.g = t.initVars(st);
    const flow = t.FLOW_BY_VARIANT[st.v];
    if (flow) st.stack.push(flow(st));
    runEngine(st);
  }

  function playouts(
    options: O,
    mode?: PlayoutMode,
  ): (seed: string, choose: (n: number) => number, maxMoves?: number) => S {
    const st = t.setup({ ...options, seed: "" });
    const quiet = mode?.log === false ? t.playQuiet : undefined;
    return (seed, choose, maxMoves = Number.POSITIVE_INFINITY) => {
      const before = playOwn(st);
      const loud = quiet?.(st) ?? null;
      try {
        deal(st, seed);
        playMoves(st, choose, maxMoves);
      } finally {
        playOwn(before);
        quiet?.(loud);
      }
      // A move through applyMove (a simultaneous decision, an anytime move) wrote its lines: none kept.
      if (quiet && st.log.length > 0) st.log = [];
      return st;
    };
  }

  function playout(st: S, choose: (n: number) => number, maxMoves = Number.POSITIVE_INFINITY): S {
    const next = t.cloneState(t.unchecked().check(st));
    playInPlace(next, choose, maxMoves);
    // The end of a playout from a state the engine trusts is trusted too: outcome() need not check it.
    return t.unchecked().trustLike(st, next);
  }

  return { playInPlace, playouts, playout };
}

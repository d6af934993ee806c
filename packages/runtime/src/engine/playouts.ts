/**
 * The playout path's loops (docs/engine-api.md "Playouts"), the same for every game: `playInPlace`
 * plays a state on in place, `playouts` deals new games into one state of its own, `playout` plays
 * a copy. A generated index.ts builds them with `makePlayouts` over its tables. The loop here,
 * `playMoves`, takes only the decisions the rules stopped at (the first of a game, those after a
 * move through applyMove, a simultaneous one): every other decision of the state it plays the
 * machines take themselves, where they reach it (rules.ts `waitCheck`, emit/playout.ts), from the
 * loop's chooser, count and list in the game's `PLAY`. That is the hot path, one copy per game.
 */
import type { ContractState } from "../contract/engine.js";
import { GameOver } from "../core.js";
import { seedRng } from "../rng.js";
import type { Outcome } from "../types.js";

/** What the playout loops read and write of a generated State (state.ts): the contract's fields but the variant and options. */
export type PlayState<F = unknown> = Omit<ContractState<F>, "n" | "o">;

/**
 * The playout loop running now (a game's rules.ts holds one): the state it plays (which owns its
 * log: rules.ts `logLine` adds lines to it in place), its chooser, the moves made and allowed, its
 * list of moves as numbers. A decision the machines reach on `st` is
 * taken at once by `choose` while `made < max` (rules.ts `waitCheck`); `max` 0 takes none.
 */
export interface PlayLoop<S> {
  st: S | null;
  choose: (n: number) => number;
  made: number;
  max: number;
  moves: number[];
}

/**
 * `finish` reached in a machine's block (emit/playout.ts `playoutStatements`): the end runEngine's
 * catch of `GameOver` makes — the outcome, no frames, nothing pending — without the throw through
 * the machines (Tic-tac-toe's playout path +10–15%, docs/performance.md); returns the machine's
 * "suspended" signal, so runEngine returns. Inside a `can`/`complete` search (`searching`), whose
 * loop catches the `GameOver` itself, it is thrown as before.
 */
export function finishRun(st: PlayState, outcome: Outcome, searching: boolean): number {
  if (searching) throw new GameOver(outcome);
  st.out = outcome;
  st.stack = [];
  st.pend = null;
  st.cr = -1;
  return 1;
}

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
  /** Sets the state a runner plays without its log (its rules build no log line); returns the one before. */
  playQuiet?(st: S | null): S | null;
  /** The loop the machines read to take their decisions themselves (rules.ts). */
  PLAY: PlayLoop<S>;
  /** Whether the pending decision's moves are playFill's numbers (not simultaneous, no anytime moves, not in `complete`). */
  playFast(st: S): boolean;
  /** The pending decision's legal moves of `seat` as numbers; how many. */
  playFill(st: S, seat: number, moves: number[]): number;
  /** Binds the `k`-th of them into the pending frame: true when it was bound. */
  playBind(st: S, seat: number, k: number, moves: number[]): boolean;
  /** The rules error of a decision with no legal move (no `otherwise`). */
  playNoMove(st: S): never;
  /** The seats the pending decision waits for. */
  siteSeats(st: S): number[];
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
  const { runEngine, PLAY } = t;

  /**
   * Plays on in place up to `maxMoves` moves: each decision on numbers where it can (the first
   * here, the next ones by the machines themselves, from `PLAY`), through applyMove where not;
   * returns the number made. `PLAY` is saved and restored: `choose` may run playouts of its own.
   * With a `seed`, the game `setup` deals for it first, its first decision taken by the machines
   * too: a whole random game is then one run of the rules, and this loop only checks its end.
   */
  function playMoves(st: S, choose: (n: number) => number, maxMoves: number, seed?: string): number {
    const { st: st0, choose: choose0, made: made0, max: max0, moves: moves0 } = PLAY;
    // The outermost loop keeps one list of moves; a policy's own playouts each get their own.
    const moves = st0 === null ? moves0 : [];
    PLAY.st = st;
    PLAY.choose = choose;
    PLAY.made = 0;
    PLAY.max = maxMoves;
    PLAY.moves = moves;
    try {
      if (seed !== undefined) deal(st, seed);
      while (PLAY.made < maxMoves && st.out === null && st.pend !== null) {
        const pend = st.pend;
        PLAY.made += 1;
        if (!t.playFast(st)) {
          const u = t.unchecked();
          const legal = u.legalMoves(st, t.siteSeats(st)[0] as number);
          if (legal.length === 0) {
            PLAY.made -= 1;
            break;
          }
          Object.assign(st, u.applyMove(st, legal[choose(legal.length)] as M));
        } else {
          const n = t.playFill(st, pend.seat, moves);
          // A decision the rules stopped at was not checked for a legal move: it is checked here.
          if (n === 0) t.playNoMove(st);
          st.moves += 1;
          if (t.playBind(st, pend.seat, choose(n), moves)) {
            st.pend = null;
            runEngine(st);
          }
        }
      }
      // Stopped by maxMoves at a decision: its check, as the rules would make it.
      if (st.out === null && st.pend !== null && t.playFast(st) && t.playFill(st, st.pend.seat, moves) === 0)
        t.playNoMove(st);
      return PLAY.made;
    } finally {
      PLAY.st = st0;
      PLAY.choose = choose0;
      PLAY.made = made0;
      PLAY.max = max0;
      PLAY.moves = moves0;
    }
  }

  function playInPlace(st: S, choose: (n: number) => number, maxMoves = Number.POSITIVE_INFINITY): number {
    // The log may be shared with the state st was copied from: take a copy of our own.
    st.log = st.log.slice();
    return playMoves(st, choose, maxMoves);
  }

  /** The state `setup` makes for `seed` (with the runner's options), in place of a finished game. */
  function deal(st: S, seed: string): void {
    const z = st.z;
    // Only the lists that hold cards are emptied: most of a game's attachment lists are empty at
    // its end, and a length write costs a call into the engine even when it changes nothing.
    for (let i = 0; i < z.length; i++) if ((z[i] as number[]).length !== 0) (z[i] as number[]).length = 0;
    for (const on of st.a) if (on.length !== 0) on.length = 0;
    for (let c = 0; c < t.CARD_COUNT; c++) {
      const home = t.CARD_HOME[c] as number;
      (z[home] as number[]).push(c);
      st.loc[c] = home;
      st.kn[c] = 0;
    }
    st.seed = seed;
    // In place: the runner's state owns its generator (a copy of the state copies it).
    seedRng(seed, st.rng);
    st.cr = -1;
    // An empty stack or log (a finished game's, a quiet runner's) is kept: a new game allocates
    // neither; one with frames or lines is replaced, not emptied (a caller may hold it).
    if (st.stack.length !== 0) st.stack = [];
    st.pend = null;
    st.held = null;
    st.ret = null;
    st.out = null;
    if (st.log.length !== 0) st.log = [];
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
      const loud = quiet?.(st) ?? null;
      try {
        playMoves(st, choose, maxMoves, seed);
      } finally {
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

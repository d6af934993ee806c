/**
 * Driving a boardgame.io game headless through its reducer, the way boardgame.io's own
 * `Simulate` does: `InitializeGame` for a new match, then one `MAKE_MOVE` action per move, the
 * moves listed by the game's `ai.enumerate`.
 */
import type { Ctx, Game, State } from "boardgame.io";
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from "boardgame.io/internal";

import type { PlayoutResult, Random } from "./types.js";

export interface EnumeratedMove {
  move: string;
  args: number[];
}

/** The seat boardgame.io waits for: the one in a stage, else the current player. */
export function activePlayer(ctx: Ctx): string {
  return ctx.activePlayers ? (Object.keys(ctx.activePlayers)[0] as string) : ctx.currentPlayer;
}

export interface Driver<G> {
  /** A new match: `seed` seeds boardgame.io's random plugin; `setupData` goes to `setup`. */
  newMatch(seed: number, setupData?: unknown): State<G>;
  enumerate(state: State<G>): EnumeratedMove[];
  /** One move through the reducer (what a client or server dispatches); throws if refused. */
  dispatch(state: State<G>, move: string, args: number[], playerID: string): State<G>;
  playout(seed: number, random: Random, maxMoves?: number): PlayoutResult;
  sizes(seed: number, random: Random): number[];
}

export function driver<G>(definition: Game<G>, winners: (gameover: unknown) => number[]): Driver<G> {
  const game = ProcessGameConfig(definition as Game);
  const reducer = CreateGameReducer({ game });
  const enumerate = (state: State<G>): EnumeratedMove[] =>
    definition.ai?.enumerate(state.G, state.ctx, activePlayer(state.ctx)) as EnumeratedMove[];
  const dispatch = (state: State<G>, move: string, args: number[], playerID: string): State<G> => {
    const next = reducer(state, { type: "MAKE_MOVE", payload: { type: move, args, playerID } });
    if ("transients" in next && next.transients) throw new Error(`boardgame.io refused ${move} ${args}`);
    return next as State<G>;
  };
  const newMatch = (seed: number, setupData?: unknown): State<G> =>
    InitializeGame({ game: { ...game, seed: String(seed) }, numPlayers: 2, setupData }) as State<G>;
  const randomMove = (state: State<G>, random: Random): State<G> => {
    const moves = enumerate(state);
    const m = moves[Math.floor(random() * moves.length)] as EnumeratedMove;
    return dispatch(state, m.move, m.args, activePlayer(state.ctx));
  };
  return {
    newMatch,
    enumerate,
    dispatch,
    playout(seed, random, maxMoves = 5000) {
      let state = newMatch(seed);
      let moves = 0;
      while (state.ctx.gameover === undefined && moves < maxMoves) {
        state = randomMove(state, random);
        moves++;
      }
      return { moves, winners: state.ctx.gameover === undefined ? null : winners(state.ctx.gameover) };
    },
    sizes(seed, random) {
      let state = newMatch(seed);
      const out = [JSON.stringify(state).length];
      while (state.ctx.gameover === undefined) {
        state = randomMove(state, random);
        out.push(JSON.stringify(state).length);
      }
      return out;
    },
  };
}

import { type Engine, type Move, type Outcome, type RngState, randomInt } from "@ludic/runtime";

export interface PlayoutResult<S> {
  state: S;
  moves: number;
  /** null when `maxMoves` ran out first, or a seat had to decide with no legal move. */
  outcome: Outcome | null;
}

/**
 * Plays uniformly random legal moves (over every deciding seat's moves) until the game ends.
 * No checks: this is the loop benchmarks and bots measure. `rng` advances in place.
 */
export function randomPlayout<S, M extends Move>(
  engine: Engine<S, M>,
  state: S,
  rng: RngState,
  maxMoves = 10_000,
): PlayoutResult<S> {
  let s = state;
  for (let moves = 0; moves < maxMoves; moves++) {
    const outcome = engine.outcome(s);
    if (outcome) return { state: s, moves, outcome };
    const legal: M[] = [];
    for (const seat of new Set(engine.decisions(s).map((d) => d.seat)))
      legal.push(...engine.legalMoves(s, seat));
    if (legal.length === 0) return { state: s, moves, outcome: null };
    s = engine.applyMove(s, legal[randomInt(rng, legal.length)] as M);
  }
  return { state: s, moves: maxMoves, outcome: engine.outcome(s) };
}

/**
 * Moves that end the game by a seat's own choice (concede, stop, forfeit): found by playing each
 * one-click move on a copy and asking the engine for the outcome, so no game's rules are known
 * here. A table asks before it plays them; a server computes them for each seat, since only it
 * holds the state.
 */
import type { Engine, Move } from "@ludic/runtime";

export function endingMoves<S>(
  // biome-ignore lint/suspicious/noExplicitAny: any engine's moves
  engine: Engine<S, any>,
  state: S,
  moves: readonly Move[],
): Move[] {
  return moves.filter((m) => {
    if (Object.keys(m.args).length > 0) return false;
    try {
      return engine.outcome(engine.applyMove(state, m)) !== null;
    } catch {
      return false;
    }
  });
}

/**
 * Moves that end the game by a seat's own choice (concede, stop, forfeit): found by playing each
 * one-click move and asking the engine for the outcome, so no game's rules are known here. A
 * table asks before it plays them; a server computes them for each seat, since only it holds the
 * state.
 *
 * They are found from what the seat sees, never on the true state: whether a move ends the game
 * can hang on hidden cards or on the next shuffle (a Sutu Stop whose next deal would give someone
 * an instant win), and a mark found on the true state would tell the seat that. So each move is
 * played on `ENDING_SAMPLES` re-deals of the state the seat cannot tell apart from it (`determinize`),
 * seeded from the seat's view, and marked only when it ends the game in every one: the answer is
 * a function of the seat's view alone. A concede ends the game in every world, so it stays marked.
 */
import type { Engine, Move, Seat, View } from "@ludic/runtime";

/** Re-deals each one-click move is played on (each costs about a view and a state copy). */
export const ENDING_SAMPLES = 2;

/**
 * Those of a seat's `moves` (all of one seat, as `legalMoves` lists them) that end the game in
 * every re-deal of `state` from that seat's side. `view` is `engine.view(state, seat)` when the
 * caller has it already. An engine without `determinize` (a hand-written test engine) cannot be
 * asked without the true state: none is marked.
 */
export function endingMoves<S>(
  // biome-ignore lint/suspicious/noExplicitAny: any engine's moves
  engine: Engine<S, any>,
  state: S,
  moves: readonly Move[],
  view?: View,
): Move[] {
  let left = moves.filter((m) => Object.keys(m.args).length === 0);
  const first = left[0];
  if (first === undefined || engine.determinize === undefined) return [];
  const seat: Seat = first.seat;
  left = left.filter((m) => m.seat === seat);
  // Any function of the view will do (a sample depends on the view and its seed only); the length
  // and last line of its log are one that changes at every move and costs nothing to read.
  const log = (view ?? engine.view(state, seat)).log;
  const seed = `ending:${seat}:${log.length}:${log.at(-1) ?? ""}`;
  for (let k = 0; k < ENDING_SAMPLES && left.length > 0; k++) {
    const sample = engine.determinize(state, seat, `${seed}:${k}`);
    left = left.filter((m) => {
      try {
        return engine.outcome(engine.applyMove(sample, m)) !== null;
      } catch {
        return false;
      }
    });
  }
  return left;
}

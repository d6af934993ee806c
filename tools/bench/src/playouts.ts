import type { Engine } from "@ludic/runtime";

export interface PlayoutFigures {
  games: number;
  moves: number;
  seconds: number;
  /** Games that hit the move cap without an outcome (a figure to watch, not a failure here). */
  capped: number;
}

/** One random game from setup to outcome (or `maxMoves`), seat choices from a cheap LCG. */
export function playout(
  engine: Engine,
  seed: string,
  maxMoves: number,
  random: () => number,
): { moves: number; ended: boolean } {
  let state = engine.setup({ players: engine.meta.players.min, seed });
  for (let moves = 0; moves < maxMoves; moves++) {
    if (engine.outcome(state)) return { moves, ended: true };
    const decision = engine.decisions(state)[0];
    if (!decision) return { moves, ended: true };
    const legal = engine.legalMoves(state, decision.seat);
    if (legal.length === 0) return { moves, ended: false };
    state = engine.applyMove(state, legal[Math.floor(random() * legal.length)] as (typeof legal)[number]);
  }
  return { moves: maxMoves, ended: false };
}

/** Random playouts for `budgetMs` after `warmupMs` of the same (so the JIT has settled). */
export function measurePlayouts(
  engine: Engine,
  budgetMs: number,
  warmupMs: number,
  maxMoves = 5_000,
): PlayoutFigures {
  let x = 12345;
  const random = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 4294967296;
  };
  const run = (ms: number) => {
    const figures = { games: 0, moves: 0, seconds: 0, capped: 0 };
    const start = performance.now();
    while (performance.now() - start < ms) {
      const r = playout(engine, `bench-${figures.games}`, maxMoves, random);
      figures.games++;
      figures.moves += r.moves;
      if (!r.ended) figures.capped++;
    }
    figures.seconds = (performance.now() - start) / 1000;
    return figures;
  };
  run(warmupMs);
  return run(budgetMs);
}

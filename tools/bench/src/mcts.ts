import { botContext, mctsBot } from "@ludic/bots";
import { type Engine, type Move, randomInt, seedRng } from "@ludic/runtime";

import { players } from "./playouts.js";

export interface MctsFigures {
  decisions: number;
  iterations: number;
  seconds: number;
}

/** Positions with a real choice (two or more moves), from seeded random games. */
function positions(engine: Engine, count: number): { state: unknown; seat: number }[] {
  const out: { state: unknown; seat: number }[] = [];
  for (let g = 0; out.length < count && g < count * 10; g++) {
    const rng = seedRng(`bench-mcts-${g}`);
    let s: unknown = engine.setup({ players: players(engine), seed: `bench-mcts-${g}` });
    for (let i = 0; i < 500 && engine.outcome(s) === null && out.length < count; i++) {
      const seat = engine.decisions(s)[0]?.seat;
      if (seat === undefined) break;
      const moves = engine.legalMoves(s, seat);
      if (moves.length === 0) break;
      if (moves.length > 1 && randomInt(rng, 3) === 0) out.push({ state: s, seat });
      s = engine.applyMove(s, moves[randomInt(rng, moves.length)] as Move);
    }
  }
  return out;
}

/** MCTS decisions (`iterations` each) for `budgetMs` after a warm-up, over positions of random games. */
export function measureMcts(
  engine: Engine,
  iterations: number,
  budgetMs: number,
  warmupMs: number,
): MctsFigures {
  const states = positions(engine, 50);
  if (states.length === 0) return { decisions: 0, iterations: 0, seconds: 0 };
  const bot = mctsBot({ seed: "bench", iterations });
  const run = (ms: number): MctsFigures => {
    const f = { decisions: 0, iterations: 0, seconds: 0 };
    const start = performance.now();
    while (performance.now() - start < ms) {
      const { state, seat } = states[f.decisions % states.length] as { state: unknown; seat: number };
      bot.choose(botContext(engine, state, seat));
      f.decisions++;
      f.iterations += bot.lastSearch?.iterations ?? 0;
    }
    f.seconds = (performance.now() - start) / 1000;
    return f;
  };
  run(warmupMs);
  return run(budgetMs);
}

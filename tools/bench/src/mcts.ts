import { botContext, mctsBot } from "@ludic/bots";
import { type Engine, type Move, randomInt, seedRng } from "@ludic/runtime";

import { players } from "./playouts.js";
import { quantile } from "./stats.js";

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

export interface BudgetFigures {
  decisions: number;
  /** Each decision's time over its budget, measured around `choose`: p50, p99, max. */
  p50: number;
  p99: number;
  max: number;
  /** Iterations per decision, median. */
  iterations: number;
}

/**
 * How long a timed MCTS bot (`timeMs: budgetMs`) takes per decision, over `decisions` positions
 * of random games: wall-clock time around `choose` (everything a caller waits for) over the budget.
 */
export function measureMctsBudget(engine: Engine, budgetMs: number, decisions: number): BudgetFigures {
  const states = positions(engine, Math.min(decisions, 60));
  if (states.length === 0)
    return { decisions: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN, iterations: 0 };
  const bot = mctsBot({ seed: "bench-budget", timeMs: budgetMs });
  // One untimed decision first, so the JIT warm-up is not counted against the first budget.
  const first = states[0] as { state: unknown; seat: number };
  mctsBot({ seed: "warm", iterations: 20 }).choose(botContext(engine, first.state, first.seat));
  const ratios: number[] = [];
  const iterations: number[] = [];
  for (let d = 0; d < decisions; d++) {
    const { state, seat } = states[d % states.length] as { state: unknown; seat: number };
    const ctx = botContext(engine, state, seat);
    const t = performance.now();
    bot.choose(ctx);
    ratios.push((performance.now() - t) / budgetMs);
    iterations.push(bot.lastSearch?.iterations ?? 0);
  }
  return {
    decisions,
    p50: quantile(ratios, 0.5),
    p99: quantile(ratios, 0.99),
    max: Math.max(...ratios),
    iterations: quantile(iterations, 0.5),
  };
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

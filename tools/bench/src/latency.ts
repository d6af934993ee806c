/**
 * `legalMoves` and `applyMove` latency, one call at a time, over every position of a few random
 * games; and the size of those positions as JSON.
 */
import type { Engine, Move } from "@ludic/runtime";

import { lcg, players } from "./playouts.js";
import { quantile } from "./stats.js";

export interface LatencyFigures {
  positions: number;
  legal: { p50: number; p99: number };
  apply: { p50: number; p99: number };
  /** State size as JSON (characters, = bytes for these ASCII states): median and largest. */
  json: { median: number; max: number };
  /** With `slowest`: the positions of the slowest calls, each timed as its fastest pass. */
  slowest?: string[];
}

interface Position {
  state: unknown;
  seat: number;
  move: Move;
}

function positions(engine: Engine, games: number, maxPositions: number): Position[] {
  const out: Position[] = [];
  const random = lcg(99);
  for (let g = 0; g < games && out.length < maxPositions; g++) {
    let s: unknown = engine.setup({ players: players(engine), seed: `latency-${g}` });
    for (let i = 0; i < 5_000 && engine.outcome(s) === null; i++) {
      const seat = engine.decisions(s)[0]?.seat;
      if (seat === undefined) break;
      const moves = engine.legalMoves(s, seat);
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)] as Move;
      out.push({ state: s, seat, move });
      s = engine.applyMove(s, move);
    }
  }
  return out.slice(0, maxPositions);
}

export function measureLatency(
  engine: Engine,
  games = 20,
  maxPositions = 4_000,
  passes = 3,
  slowest = 0,
): LatencyFigures {
  const ps = positions(engine, games, maxPositions);
  const legal: number[] = [];
  const apply: number[] = [];
  // A warm-up pass, then timed passes.
  for (let pass = 0; pass <= passes; pass++) {
    for (const p of ps) {
      const t0 = performance.now();
      engine.legalMoves(p.state, p.seat);
      const t1 = performance.now();
      engine.applyMove(p.state, p.move);
      const t2 = performance.now();
      if (pass > 0) {
        legal.push((t1 - t0) * 1000);
        apply.push((t2 - t1) * 1000);
      }
    }
  }
  const sizes = ps.map((p) => JSON.stringify(p.state).length);
  return {
    positions: ps.length,
    legal: { p50: quantile(legal, 0.5), p99: quantile(legal, 0.99) },
    apply: { p50: quantile(apply, 0.5), p99: quantile(apply, 0.99) },
    json: { median: quantile(sizes, 0.5), max: Math.max(...sizes) },
    ...(slowest > 0 ? { slowest: slowestCalls(engine, ps, legal, apply, passes, slowest) } : {}),
  };
}

/**
 * The `count` slowest legalMoves and applyMove calls (`--slowest`), each position's time the
 * fastest of its passes (so the scheduler's pauses drop out): its decision, moves and move.
 */
function slowestCalls(
  engine: Engine,
  ps: Position[],
  legal: number[],
  apply: number[],
  passes: number,
  count: number,
): string[] {
  const fastest = (times: number[], i: number): number => {
    let t = Number.POSITIVE_INFINITY;
    for (let pass = 0; pass < passes; pass++) t = Math.min(t, times[pass * ps.length + i] as number);
    return t;
  };
  const out: string[] = [];
  for (const [call, times] of [
    ["legalMoves", legal],
    ["applyMove", apply],
  ] as const) {
    const each = ps.map((_, i) => fastest(times, i));
    const order = each.map((_, i) => i).sort((a, b) => (each[b] as number) - (each[a] as number));
    for (const i of order.slice(0, count)) {
      const p = ps[i] as Position;
      const d = engine.decisions(p.state)[0];
      const n = engine.legalMoves(p.state, p.seat).length;
      out.push(
        `${call} ${(each[i] as number).toFixed(1)} µs: rule ${d?.rule}, ${n} moves (${d?.actions.join(", ")}), played ${p.move.action} ${JSON.stringify(p.move.args)}`,
      );
    }
  }
  return out;
}

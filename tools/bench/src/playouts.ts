/**
 * Random playouts per second, measured fairly between implementations: every contender warms up
 * first, then the contenders take turns for several rounds (so a burst of load on a shared
 * machine hits them all alike), and a ratio is the median of the per-round ratios.
 */
import type { Engine, Move } from "@ludic/runtime";

import { median } from "./stats.js";

export type Random = () => number;

export interface Contender {
  label: string;
  /** One random game from a new deal: how many moves, and whether it reached an outcome. */
  playout(seed: number, random: Random): { moves: number; ended: boolean };
}

export interface RaceFigures {
  label: string;
  /** Games per second, one figure per round. */
  rates: number[];
  games: number;
  moves: number;
  /** Games that hit the move cap without an outcome. */
  capped: number;
}

/**
 * CPU time of this process in ms (user + system): on a shared machine wall time mostly measures
 * the other processes.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** A cheap LCG for the moves' random choices (the same for every contender). */
export function lcg(seed: number): Random {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 4294967296;
  };
}

/** The fewest seats the default variant is played with. */
export function players(engine: Engine): number {
  return engine.meta.variants[0]?.players?.min ?? engine.meta.players.min;
}

/** One random game through the engine contract, as a bot or simulation sees it. */
export function contractPlayout(engine: Engine, seed: number, random: Random, maxMoves = 5_000) {
  let state = engine.setup({ players: players(engine), seed: `bench-${seed}` });
  for (let moves = 0; moves < maxMoves; moves++) {
    if (engine.outcome(state)) return { moves, ended: true };
    const decision = engine.decisions(state)[0];
    if (!decision) return { moves, ended: true };
    const legal = engine.legalMoves(state, decision.seat);
    if (legal.length === 0) return { moves, ended: false };
    state = engine.applyMove(state, legal[Math.floor(random() * legal.length)] as Move);
  }
  return { moves: maxMoves, ended: false };
}

/** One random game through the engine's playout path (`engine.playout`: the same moves, played in place). */
export function fastPlayout(engine: Engine, seed: number, random: Random, maxMoves = 5_000) {
  const play = engine.playout;
  if (!play) throw new Error("the engine has no playout()");
  const start = engine.setup({ players: players(engine), seed: `bench-${seed}` });
  const end = play(start, (n) => Math.floor(random() * n), maxMoves) as { moves: number };
  return { moves: end.moves, ended: engine.outcome(end) !== null };
}

/** An engine's runner of playouts from new deals (its `playouts` export, docs/engine-api.md "Playouts"). */
export type Runner = (seed: string, choose: (n: number) => number, maxMoves?: number) => unknown;

/** One random game from a new deal through the engine's runner: one state of its own, reset per deal. */
export function runnerPlayout(engine: Engine, run: Runner, seed: number, random: Random, maxMoves = 5_000) {
  const end = run(`bench-${seed}`, (n) => Math.floor(random() * n), maxMoves) as { moves: number };
  return { moves: end.moves, ended: engine.outcome(end) !== null };
}

export interface RaceOptions {
  rounds: number;
  /** Time per contender per round. */
  budgetMs: number;
  /** Time per contender before the first round. */
  warmupMs: number;
}

export function race(contenders: Contender[], o: RaceOptions): RaceFigures[] {
  const figures = contenders.map((c) => ({
    label: c.label,
    rates: [] as number[],
    games: 0,
    moves: 0,
    capped: 0,
  }));
  const seeds = contenders.map(() => 0);
  const run = (i: number, ms: number, record: boolean) => {
    const c = contenders[i] as Contender;
    const f = figures[i] as RaceFigures;
    const random = lcg(12345 + (seeds[i] as number));
    let games = 0;
    let batch = 1;
    const start = cpuMs();
    let elapsed = 0;
    // Whole games only, in batches that grow until a batch is worth timing: the rate is games
    // over the CPU time they took, so nothing is cut short and other processes do not count.
    while (elapsed < ms) {
      for (let k = 0; k < batch; k++) {
        const r = c.playout(seeds[i] as number, random);
        seeds[i] = (seeds[i] as number) + 1;
        games++;
        if (record) {
          f.moves += r.moves;
          if (!r.ended) f.capped++;
        }
      }
      const now = cpuMs() - start;
      if (now - elapsed < 2) batch *= 2;
      elapsed = now;
    }
    if (record) {
      f.games += games;
      f.rates.push((games * 1000) / elapsed);
    }
  };
  contenders.forEach((_, i) => {
    run(i, o.warmupMs, false);
  });
  for (let r = 0; r < o.rounds; r++) {
    // Alternate the order so no contender always runs right after the same one.
    const order = contenders.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) run(i, o.budgetMs, true);
  }
  return figures;
}

/** The median over rounds of a / b, each round's rates taken together. */
export function ratio(a: RaceFigures, b: RaceFigures): number {
  return median(a.rates.map((x, i) => x / (b.rates[i] as number)));
}

export const gamesPerSecond = (f: RaceFigures): number => median(f.rates);

/**
 * The games of a simulation, as plain data: which bot sits where and with which seeds. Workers
 * play them; the report adds them up. Game `g` depends only on its own job, so a simulation gives
 * the same results however many threads play it.
 */
import type { Engine, GameOptions, Move } from "@ludic/runtime";
import { playGame } from "../play.js";
import { type BotSpec, botSpecText, createBot } from "../spec.js";

export interface GameJob {
  index: number;
  seed: string;
  players: number;
  variant?: string;
  options?: GameOptions;
  /** The bot of each seat. */
  seats: BotSpec[];
  maxMoves: number;
}

export interface GameSummary {
  index: number;
  seed: string;
  /** Each seat's bot, as text (`mcts:200`). */
  seats: string[];
  /** Empty for a draw; null when the game hit the move cap. */
  winners: number[] | null;
  reason: string;
  moves: number;
  /** Per seat: choices between two or more moves. */
  decisions: number[];
  /** Time spent choosing, per seat (ms). */
  thinkingMs: number[];
}

export interface SimulationPlan {
  games: number;
  /** The bots, seated in turn: game g puts bots[(s + g) % bots.length] in seat s. */
  bots: BotSpec[];
  players: number;
  variant?: string;
  /** Setup options of every game. */
  options?: GameOptions;
  /** Game g is seeded `${seed}${g}` (default "sim-"). */
  seed?: string;
  maxMoves?: number;
}

export function planGames(plan: SimulationPlan): GameJob[] {
  if (plan.bots.length === 0) throw new Error("a simulation needs at least one bot");
  return Array.from({ length: plan.games }, (_, g) => ({
    index: g,
    seed: `${plan.seed ?? "sim-"}${g}`,
    players: plan.players,
    ...(plan.variant !== undefined ? { variant: plan.variant } : {}),
    ...(plan.options !== undefined ? { options: plan.options } : {}),
    seats: Array.from({ length: plan.players }, (_, s) => plan.bots[(s + g) % plan.bots.length] as BotSpec),
    maxMoves: plan.maxMoves ?? 2000,
  }));
}

/** Plays one job in this thread. */
export function playJob<S, M extends Move>(engine: Engine<S, M>, job: GameJob): GameSummary {
  const thinkingMs = new Array<number>(job.players).fill(0);
  const bots = job.seats.map((spec, s) => {
    const bot = createBot(spec, `${job.seed}:${s}`);
    return {
      name: bot.name,
      choose: ((ctx) => {
        const t = performance.now();
        try {
          return bot.choose(ctx);
        } finally {
          thinkingMs[s] = (thinkingMs[s] ?? 0) + performance.now() - t;
        }
      }) as typeof bot.choose,
    };
  });
  const r = playGame(engine, bots, {
    seed: job.seed,
    players: job.players,
    maxMoves: job.maxMoves,
    ...(job.variant !== undefined ? { variant: job.variant } : {}),
    ...(job.options !== undefined ? { setupOptions: job.options } : {}),
  });
  return {
    index: job.index,
    seed: job.seed,
    seats: job.seats.map(botSpecText),
    winners: r.outcome ? r.outcome.winners : null,
    reason: r.outcome ? r.outcome.reason : `no outcome after ${r.moves} moves`,
    moves: r.moves,
    decisions: r.decisions,
    thinkingMs,
  };
}

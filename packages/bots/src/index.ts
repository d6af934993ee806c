/**
 * @ludic/bots: bots for every Ludic engine, without per-game code (docs/bots.md). Browser-safe;
 * the Web Worker entry is `@ludic/bots/worker`, Node simulations over threads `@ludic/bots/node`.
 */
export {
  DEFAULT_ITERATIONS,
  type MctsBot,
  type MctsOptions,
  mctsBot,
  moveKey,
  results,
  type SearchStats,
  toMove,
} from "./mcts.js";
export { botContext, decide, type GameOptions, type GameResult, playGame } from "./play.js";
export { randomBot } from "./random.js";
export { type BotSpec, botSpecText, createBot, parseBotSpec } from "./spec.js";
export type { Bot, BotContext, Simulator } from "./types.js";
export {
  type BotAnswer,
  BotClient,
  type BotClientOptions,
  BotWorkerError,
  type BotWorkerFailure,
  type DecideOptions,
  type WorkerLike,
} from "./worker/client.js";

/** @ludic/bots/node: simulations between bots over worker threads, and the bot worker as a thread (Node only). */
export { type GameJob, type GameSummary, planGames, playJob, type SimulationPlan } from "./games.js";
export { type BotFigures, type SeatFigures, type SimulationReport, summarize } from "./report.js";
export { type SimulateOptions, type Simulation, simulate } from "./simulate.js";
export { serveBotsInThread, threadWorker } from "./threads.js";

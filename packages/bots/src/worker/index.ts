/**
 * `@ludic/bots/worker`: the bot worker's entry. Imported inside a dedicated Web Worker it starts
 * answering decide requests (protocol.ts) by itself. Engines are loaded by the name a request
 * gives: through the loaders registered with `registerEngines` (what a bundler such as Vite
 * needs, since it only bundles imports it can see), else by `import(name)`.
 *
 *   // bots.worker.ts, in the app
 *   import { registerEngines } from "@ludic/bots/worker";
 *   registerEngines({ cuttle: () => import("@ludic/cuttle") });
 *
 *   // the page
 *   const bots = new BotClient(() => new Worker(new URL("./bots.worker.ts", import.meta.url), { type: "module" }));
 *   const { move } = await bots.decide({ engine: "cuttle", state, seat: 1, bot: { kind: "mcts", timeMs: 800 }, seed: "g7:12" });
 */
import { type EngineLoader, serveBots, type WorkerScopeLike } from "./protocol.js";

export {
  type BotAnswer,
  BotClient,
  type BotClientOptions,
  BotWorkerError,
  type BotWorkerFailure,
  type DecideOptions,
  type WorkerLike,
} from "./client.js";
export {
  type BotRequest,
  type BotResponse,
  createBotService,
  type DecideRequest,
  type EngineLoader,
  serveBots,
  type ThinkingNotice,
  type WorkerScopeLike,
} from "./protocol.js";

const registered = new Map<string, () => Promise<unknown>>();

/** Engine modules by the names requests use; call it before the first request arrives. */
export function registerEngines(loaders: Record<string, () => Promise<unknown>>): void {
  for (const [name, load] of Object.entries(loaders)) registered.set(name, load);
}

/** Registered loaders first, then a plain dynamic import of the name. */
export const loadEngineModule: EngineLoader = (name) => {
  const load = registered.get(name);
  return load ? load() : import(/* @vite-ignore */ name);
};

/** True inside a dedicated Web Worker (not in a page, not in Node). */
export function inWebWorker(global: unknown = globalThis): boolean {
  const g = global as { WorkerGlobalScope?: unknown; postMessage?: unknown };
  return (
    typeof g.WorkerGlobalScope === "function" &&
    global instanceof (g.WorkerGlobalScope as abstract new () => unknown) &&
    typeof g.postMessage === "function"
  );
}

if (inWebWorker()) serveBots(globalThis as unknown as WorkerScopeLike, loadEngineModule);

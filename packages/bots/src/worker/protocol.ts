/**
 * The bot worker's message protocol. The page sends the real state; the worker (trusted table
 * code, like the page) builds the bot's context from it — view, legal moves, sampler — and
 * answers with the bot's move. Requests and answers are plain data (structured clone).
 *
 *   page → worker  { type: "decide", id, engine, state, seat, bot, seed }
 *   worker → page  { type: "thinking", id }   the engine is loaded; the bot starts its search
 *   worker → page  { type: "move", id, move, search } | { type: "error", id, message }
 */
import type { Engine, Move, Seat } from "@ludic/runtime";
import { asEngine } from "../engine.js";
import type { SearchStats } from "../mcts.js";
import { botContext } from "../play.js";
import { type BotSpec, createBot } from "../spec.js";

export interface DecideRequest {
  type: "decide";
  /** Echoed in the answer, to match answers to requests. */
  id: number;
  /** The engine module's name, as the worker's loader knows it (`cuttle`, `@ludic/cuttle`). */
  engine: string;
  /** The real state, as the engine returned it. */
  state: unknown;
  seat: Seat;
  bot: BotSpec;
  /** The bot's seed for this decision: vary it per decision (e.g. `${game}:${moveNumber}`). */
  seed: string;
}

export type BotRequest = DecideRequest;

/** Sent when the bot starts thinking on a request: from then on the request's time budget runs. */
export interface ThinkingNotice {
  type: "thinking";
  id: number;
}

export type BotResponse =
  | {
      type: "move";
      id: number;
      move: Move;
      /** The search's figures (iterations, ms), null for a random bot or a forced move. */
      search: { iterations: number; ms: number } | null;
    }
  | { type: "error"; id: number; message: string };

/** Imports an engine module by the name a request gives. */
export type EngineLoader = (name: string) => Promise<unknown>;

function checkRequest(data: unknown): DecideRequest | string {
  if (typeof data !== "object" || data === null) return "a request is an object";
  const r = data as Record<string, unknown>;
  if (r.type !== "decide")
    return `unknown request type ${JSON.stringify(r.type)}; the worker answers "decide"`;
  if (typeof r.id !== "number") return "a request needs a numeric id";
  if (typeof r.engine !== "string") return "a request names its engine module (engine: string)";
  if (typeof r.seat !== "number" || !Number.isInteger(r.seat) || r.seat < 0)
    return "seat must be a seat number";
  if (typeof r.seed !== "string") return "seed must be a string";
  const bot = r.bot as Record<string, unknown> | null;
  if (typeof bot !== "object" || bot === null || (bot.kind !== "random" && bot.kind !== "mcts")) {
    return 'bot must be { kind: "random" } or { kind: "mcts", iterations?, timeMs? }';
  }
  if (typeof r.state !== "object" || r.state === null) return "state must be the engine's state object";
  return r as unknown as DecideRequest;
}

/**
 * The worker's logic, without any worker: answers one request. Engines are loaded once per name.
 * Never throws: a bad request or a failing engine is an `error` answer. `onThinking` is told each
 * request's id when its bot starts to search (after the engine is loaded).
 */
export function createBotService(
  load: EngineLoader,
  onThinking: (notice: ThinkingNotice) => void = () => {},
): (request: unknown) => Promise<BotResponse> {
  const engines = new Map<string, Promise<Engine>>();
  const engineFor = (name: string): Promise<Engine> => {
    let e = engines.get(name);
    if (!e) {
      e = load(name).then((mod) => asEngine(mod, name));
      engines.set(name, e);
      // A failed load is not cached: the next request tries again.
      e.catch(() => engines.delete(name));
    }
    return e;
  };
  return async (data) => {
    const id = typeof data === "object" && data !== null ? (data as { id?: unknown }).id : undefined;
    const request = checkRequest(data);
    if (typeof request === "string")
      return { type: "error", id: typeof id === "number" ? id : -1, message: request };
    try {
      const engine = await engineFor(request.engine);
      const ctx = botContext(engine, request.state, request.seat);
      if (ctx.moves.length === 0) {
        return {
          type: "error",
          id: request.id,
          message: `seat ${request.seat} has no decision to make in this state`,
        };
      }
      const bot = createBot(request.bot, request.seed);
      onThinking({ type: "thinking", id: request.id });
      const move = bot.choose(ctx);
      const stats = (bot as { lastSearch?: SearchStats | null }).lastSearch ?? null;
      return {
        type: "move",
        id: request.id,
        move,
        search: stats ? { iterations: stats.iterations, ms: stats.ms } : null,
      };
    } catch (e) {
      return { type: "error", id: request.id, message: e instanceof Error ? e.message : String(e) };
    }
  };
}

/** What the worker side needs of its global scope (a DedicatedWorkerGlobalScope, or a fake). */
export interface WorkerScopeLike {
  addEventListener(type: "message", listener: (event: { data?: unknown }) => void): void;
  postMessage(message: unknown): void;
}

/** Answers every request that arrives on `scope`, in arrival order of completion. */
export function serveBots(scope: WorkerScopeLike, load: EngineLoader): void {
  const answer = createBotService(load, (notice) => scope.postMessage(notice));
  scope.addEventListener("message", (event) => {
    void answer(event.data).then((response) => scope.postMessage(response));
  });
}

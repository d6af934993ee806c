/**
 * The page side of the bot worker: sends decide requests, resolves each with its answer, and
 * fails safe. A worker that crashes (an `error` event), exits (an `exit` event, in Node) or hangs
 * (no answer within the request's budget) is terminated; every request waiting on it is rejected
 * with a `BotWorkerError` at once, and the next request starts a fresh worker.
 */
import type { Move, Seat } from "@ludic/runtime";
import type { BotSpec } from "../spec.js";
import type { BotResponse } from "./protocol.js";

/**
 * What the client needs of a worker: a real `Worker`, a Node worker thread through
 * `threadWorker` (`@ludic/bots/node`), or an in-memory channel in tests. `error`,
 * `messageerror` and `exit` events, when the worker has them, are how a crash is seen at once.
 */
export interface WorkerLike {
  addEventListener(
    type: "message" | "error" | "messageerror" | "exit",
    listener: (event: { data?: unknown; message?: string }) => void,
  ): void;
  postMessage(message: unknown): void;
  terminate?(): void;
}

export interface DecideOptions {
  engine: string;
  state: unknown;
  seat: Seat;
  bot: BotSpec;
  seed: string;
  /**
   * How long the worker may think on this request (from its `thinking` notice) before it is
   * declared hung. Default: 1.5 × the bot's `timeMs` + `graceMs`; `graceMs` for a random bot;
   * `thinkMs` for an MCTS bot with an iteration budget only.
   */
  budgetMs?: number;
}

export interface BotAnswer<M extends Move = Move> {
  move: M;
  search: { iterations: number; ms: number } | null;
}

export interface BotClientOptions {
  /** Longest wait for a worker to start thinking on a request: its start and the engine's import (default 30 s). */
  startMs?: number;
  /** Added to a timed bot's budget, for messages and a loaded machine (default 2 s). */
  graceMs?: number;
  /** The budget of a bot with no time budget (an MCTS bot given iterations only; default 30 s). */
  thinkMs?: number;
}

/** How a worker failed: it threw past the protocol, it stopped, or it did not answer in time. */
export type BotWorkerFailure = "crashed" | "exited" | "hung";

/** A request that the worker could not answer because the worker itself failed. */
export class BotWorkerError extends Error {
  constructor(
    readonly failure: BotWorkerFailure,
    message: string,
  ) {
    super(`bot worker ${failure}: ${message}`);
    this.name = "BotWorkerError";
  }
}

/** The MCTS bot returns within this many times its `timeMs` (docs/bots.md). */
const TIME_BUDGET_FACTOR = 1.5;

interface Waiting {
  resolve(a: BotAnswer): void;
  reject(e: Error): void;
  budgetMs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class BotClient {
  private nextId = 1;
  private worker: WorkerLike | null = null;
  private spawned = 0;
  private readonly waiting = new Map<number, Waiting>();
  private readonly startMs: number;
  private readonly graceMs: number;
  private readonly thinkMs: number;

  /** `spawn` starts a worker: called for the first request, and again after a worker failed. */
  constructor(
    private readonly spawn: () => WorkerLike,
    options: BotClientOptions = {},
  ) {
    this.startMs = options.startMs ?? 30_000;
    this.graceMs = options.graceMs ?? 2_000;
    this.thinkMs = options.thinkMs ?? 30_000;
  }

  /**
   * The bot's move for `seat`; rejects with the worker's message when it cannot answer, and with a
   * `BotWorkerError` when the worker crashed, exited or hung on it.
   */
  decide<M extends Move = Move>(o: DecideOptions): Promise<BotAnswer<M>> {
    const id = this.nextId++;
    const { budgetMs, ...request } = o;
    return new Promise<BotAnswer<M>>((resolve, reject) => {
      const w: Waiting = {
        resolve: resolve as (a: BotAnswer) => void,
        reject,
        budgetMs: budgetMs ?? this.budgetFor(o.bot),
        timer: undefined,
      };
      let worker: WorkerLike;
      try {
        worker = this.current();
        this.waiting.set(id, w);
        this.arm(worker, w, this.startMs, "did not start thinking");
        worker.postMessage({ type: "decide", id, ...request });
      } catch (e) {
        this.settle(id);
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  }

  /** Requests sent and not answered yet. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Stops the worker; requests still waiting are rejected. The next request starts a new one. */
  close(): void {
    if (this.worker) this.fail(this.worker, "exited", "the client was closed");
  }

  /** Workers started so far: 1, plus one per worker replaced after a failure. */
  get workersStarted(): number {
    return this.spawned;
  }

  private budgetFor(bot: BotSpec): number {
    if (bot.kind === "random") return this.graceMs;
    if (bot.timeMs !== undefined) return bot.timeMs * TIME_BUDGET_FACTOR + this.graceMs;
    return this.thinkMs;
  }

  private current(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.spawn();
    this.worker = w;
    this.spawned++;
    w.addEventListener("message", (e) => this.receive(w, e.data));
    w.addEventListener("error", (e) => this.fail(w, "crashed", e.message ?? "an uncaught error"));
    w.addEventListener("messageerror", () => this.fail(w, "crashed", "a message could not be read"));
    w.addEventListener("exit", () => this.fail(w, "exited", "the worker stopped"));
    return w;
  }

  /** (Re)starts the request's guard: past `ms` without an answer, its worker is declared hung. */
  private arm(worker: WorkerLike, w: Waiting, ms: number, what: string): void {
    clearTimeout(w.timer);
    w.timer = setTimeout(() => this.fail(worker, "hung", `${what} within ${Math.round(ms)} ms`), ms);
  }

  private settle(id: number): Waiting | undefined {
    const w = this.waiting.get(id);
    if (w) {
      clearTimeout(w.timer);
      this.waiting.delete(id);
    }
    return w;
  }

  private receive(worker: WorkerLike, data: unknown): void {
    if (worker !== this.worker) return;
    const r = data as BotResponse | { type: "thinking"; id: number };
    if (typeof r !== "object" || r === null) return;
    if (r.type === "thinking") {
      const w = this.waiting.get(r.id);
      if (w) this.arm(worker, w, w.budgetMs, "did not answer");
      return;
    }
    const w = this.settle(r.id);
    if (!w) return;
    if (r.type === "move") w.resolve({ move: r.move, search: r.search });
    else w.reject(new Error(`bot worker: ${r.message}`));
  }

  /** The worker is gone for good: terminated, its requests rejected; the next request spawns anew. */
  private fail(worker: WorkerLike, failure: BotWorkerFailure, message: string): void {
    if (worker !== this.worker) return;
    this.worker = null;
    try {
      worker.terminate?.();
    } catch {
      // Already stopped.
    }
    const waiting = [...this.waiting.keys()].map((id) => this.settle(id) as Waiting);
    for (const w of waiting) w.reject(new BotWorkerError(failure, message));
  }
}

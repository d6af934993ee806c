/** The page side of the bot worker: sends decide requests, resolves each with its answer. */
import type { Move, Seat } from "@ludic/runtime";
import type { BotSpec } from "../spec.js";
import type { BotResponse } from "./protocol.js";

/** What the client needs of a Worker (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

export interface DecideOptions {
  engine: string;
  state: unknown;
  seat: Seat;
  bot: BotSpec;
  seed: string;
}

export interface BotAnswer<M extends Move = Move> {
  move: M;
  search: { iterations: number; ms: number } | null;
}

export class BotClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(a: BotAnswer): void; reject(e: Error): void }>();

  constructor(private readonly worker: WorkerLike) {
    worker.addEventListener("message", (event) => this.receive(event.data));
  }

  /** The bot's move for `seat`; rejects with the worker's message when it cannot answer. */
  decide<M extends Move = Move>(o: DecideOptions): Promise<BotAnswer<M>> {
    const id = this.nextId++;
    return new Promise<BotAnswer<M>>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (a: BotAnswer) => void, reject });
      this.worker.postMessage({ type: "decide", id, ...o });
    });
  }

  /** Requests sent and not answered yet. */
  get pending(): number {
    return this.waiting.size;
  }

  private receive(data: unknown): void {
    const r = data as BotResponse;
    const w = typeof r === "object" && r !== null ? this.waiting.get(r.id) : undefined;
    if (!w) return;
    this.waiting.delete(r.id);
    if (r.type === "move") w.resolve({ move: r.move, search: r.search });
    else w.reject(new Error(`bot worker: ${r.message}`));
  }
}

/**
 * Search bots run in worker threads (LUDIC_BOT_THREADS of them, started on first use), each
 * request to the thread with the fewest waiting. The random bot needs no thread: it is one draw.
 */
import { Worker } from "node:worker_threads";
import { BotClient, type BotSpec } from "@ludic/bots";
import { threadWorker } from "@ludic/bots/node";
import type { Move, Seat } from "@ludic/runtime";

const THREAD = new URL("./bot-thread.mjs", import.meta.url);

export class BotPool {
  private threads: BotClient[] = [];

  constructor(private readonly size: number) {}

  private start(): void {
    for (let i = 0; i < this.size; i++) {
      // The client replaces a thread that crashed, exited or hung, and rejects what it was asked.
      const client = new BotClient(() => {
        const worker = new Worker(THREAD);
        // A bot thread must not keep a stopping server alive.
        worker.unref();
        return threadWorker(worker);
      });
      this.threads.push(client);
    }
  }

  async decide(o: { engine: string; state: unknown; seat: Seat; bot: BotSpec; seed: string }): Promise<Move> {
    if (this.threads.length === 0) this.start();
    const least = this.threads.reduce((a, b) => (b.pending < a.pending ? b : a));
    return (await least.decide(o)).move;
  }

  close(): void {
    for (const client of this.threads) client.close();
    this.threads = [];
  }
}

/**
 * Search bots run in worker threads (LUDIC_BOT_THREADS of them, started on first use), each
 * request to the thread with the fewest waiting. The random bot needs no thread: it is one draw.
 */
import { Worker } from "node:worker_threads";
import { BotClient, type BotSpec } from "@ludic/bots";
import type { Move, Seat } from "@ludic/runtime";

const THREAD = new URL("./bot-thread.mjs", import.meta.url);

export class BotPool {
  private threads: { worker: Worker; client: BotClient }[] = [];

  constructor(private readonly size: number) {}

  private start(): void {
    for (let i = 0; i < this.size; i++) {
      const worker = new Worker(THREAD);
      // A bot thread must not keep a stopping server alive.
      worker.unref();
      const client = new BotClient({
        addEventListener: (_type, listener) => worker.on("message", (data) => listener({ data })),
        postMessage: (message) => worker.postMessage(message),
      });
      this.threads.push({ worker, client });
    }
  }

  async decide(o: { engine: string; state: unknown; seat: Seat; bot: BotSpec; seed: string }): Promise<Move> {
    if (this.threads.length === 0) this.start();
    const least = this.threads.reduce((a, b) => (b.client.pending < a.client.pending ? b : a));
    return (await least.client.decide(o)).move;
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
    this.threads = [];
  }
}

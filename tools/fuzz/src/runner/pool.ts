/**
 * Worker threads with a hang guard: a task that does not answer within its time limit is
 * reported as a hang and its thread replaced (synchronous code cannot be interrupted any other
 * way); a thread that dies (an exit from the code under test, an out-of-memory) is a crash.
 */
import { Worker } from "node:worker_threads";
import type { Reply, Task } from "./tasks.js";

export type PoolAnswer =
  | { ok: true; reply: Reply }
  | { ok: false; why: "hang" | "crashed" | "error"; detail: string };

interface Slot {
  worker: Worker;
  ready: Promise<void>;
}

/** Worker heap limit: an input that needs more is a crash of that thread, not of the fuzzer. */
const HEAP_MB = 1536;

export class WorkerPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: ((s: Slot) => void)[] = [];
  private readonly all = new Set<Slot>();
  private nextId = 0;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) this.release(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL("./worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: true,
      stderr: true,
    });
    // Output of the code under test is caught by the side-effect guard; drain the rest.
    worker.stdout.resume();
    worker.stderr.resume();
    const ready = new Promise<void>((resolve) => {
      const onReady = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off("message", onReady);
          resolve();
        }
      };
      worker.on("message", onReady);
    });
    const slot = { worker, ready };
    this.all.add(slot);
    return slot;
  }

  private release(s: Slot): void {
    const next = this.waiting.shift();
    if (next) next(s);
    else this.idle.push(s);
  }

  private acquire(): Promise<Slot> {
    const s = this.idle.pop();
    return s ? Promise.resolve(s) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private replace(s: Slot): void {
    this.all.delete(s);
    void s.worker.terminate();
    this.release(this.spawn());
  }

  async run(task: Task, timeoutMs: number): Promise<PoolAnswer> {
    const slot = await this.acquire();
    await slot.ready;
    const id = this.nextId++;
    return new Promise<PoolAnswer>((resolve) => {
      const { worker } = slot;
      let settled = false;
      const finish = (answer: PoolAnswer, healthy: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        worker.off("error", onError);
        if (healthy) this.release(slot);
        else this.replace(slot);
        resolve(answer);
      };
      const onMessage = (m: { id?: number; ok?: boolean; reply?: Reply; error?: string }) => {
        if (m.id !== id) return;
        finish(
          m.ok ? { ok: true, reply: m.reply! } : { ok: false, why: "error", detail: m.error ?? "" },
          true,
        );
      };
      const onExit = (code: number) =>
        finish({ ok: false, why: "crashed", detail: `the worker thread exited (code ${code})` }, false);
      const onError = (e: Error) =>
        finish({ ok: false, why: "crashed", detail: `${e.name}: ${e.message}` }, false);
      const timer = setTimeout(
        () => finish({ ok: false, why: "hang", detail: `no answer within ${timeoutMs / 1000} s` }, false),
        timeoutMs,
      );
      worker.on("message", onMessage);
      worker.on("exit", onExit);
      worker.on("error", onError);
      worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((s) => s.worker.terminate()));
    this.all.clear();
  }
}

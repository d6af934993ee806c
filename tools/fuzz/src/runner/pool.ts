/**
 * Worker processes with a hang guard: a task that does not answer within its time limit is
 * reported as a hang and its process killed and replaced (synchronous code cannot be
 * interrupted any other way); a process that dies (an exit from the code under test, an
 * out-of-memory, a V8 fatal error) is a crash.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Reply, Task } from "./tasks.js";

export type PoolAnswer =
  | { ok: true; reply: Reply }
  | { ok: false; why: "hang" | "crashed" | "error"; detail: string };

interface Slot {
  worker: ChildProcess;
  /** Settles when the process is ready for tasks, or has died trying. */
  ready: Promise<void>;
  dead: boolean;
}

/** Worker heap limit: an input that needs more is a crash of that process, not of the fuzzer. */
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
    const worker = fork(fileURLToPath(new URL("./worker.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx", `--max-old-space-size=${HEAP_MB}`],
      // Output of the code under test is caught by the side-effect guard; V8's fatal-error
      // report on a crash is noise beside the fuzzer's table.
      stdio: ["ignore", "ignore", "ignore", "ipc"],
      serialization: "advanced",
    });
    const slot: Slot = { worker, ready: Promise.resolve(), dead: false };
    slot.ready = new Promise<void>((resolve) => {
      const onReady = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off("message", onReady);
          resolve();
        }
      };
      worker.on("message", onReady);
      worker.once("exit", () => {
        slot.dead = true;
        resolve();
      });
    });
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
    s.worker.kill("SIGKILL");
    this.release(this.spawn());
  }

  async run(task: Task, timeoutMs: number): Promise<PoolAnswer> {
    const slot = await this.acquire();
    await slot.ready;
    const id = this.nextId++;
    if (slot.dead) {
      this.replace(slot);
      return { ok: false, why: "crashed", detail: "the worker process ended before the task was sent" };
    }
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
      const onExit = (code: number | null, signal: string | null) =>
        finish(
          {
            ok: false,
            why: "crashed",
            detail: `the worker process ended (${signal ?? `exit code ${code}`})`,
          },
          false,
        );
      const onError = (e: Error) =>
        finish({ ok: false, why: "crashed", detail: `${e.name}: ${e.message}` }, false);
      const timer = setTimeout(
        () => finish({ ok: false, why: "hang", detail: `no answer within ${timeoutMs / 1000} s` }, false),
        timeoutMs,
      );
      worker.on("message", onMessage);
      worker.on("exit", onExit);
      worker.on("error", onError);
      worker.send({ id, task }, (e) => {
        if (e)
          finish({ ok: false, why: "crashed", detail: `the task could not be sent: ${e.message}` }, false);
      });
    });
  }

  async close(): Promise<void> {
    for (const s of this.all) s.worker.kill("SIGKILL");
    this.all.clear();
  }
}

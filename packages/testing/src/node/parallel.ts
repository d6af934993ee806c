/**
 * The invariant harness over worker threads: the games of a run are handed out one at a time to
 * one thread per core; each thread imports the engine by its module name and checks the games it
 * is given. Results are folded in game order, so the report is the one `checkInvariants` gives.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Engine } from "@ludic/runtime";
import {
  addGame,
  checkInvariants,
  emptyReport,
  type GameResult,
  type InvariantOptions,
} from "../invariants/check.js";
import type { InvariantReport } from "../invariants/report.js";

export interface ParallelInvariantOptions extends InvariantOptions {
  /** Threads (default: one per core, at most one per game). With 1 the games run in this thread. */
  threads?: number;
}

type Reply = { ready: true } | { ok: true; result: GameResult } | { ok: false; index: number; error: string };

/** The worker script: from TypeScript sources a JavaScript entry that registers tsx (as @ludic/bots/node does). */
function workerUrl(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./worker.mjs" : "./worker.js", import.meta.url);
}

/**
 * `checkInvariants` for the engine module `engine` (a package name such as `@ludic/cuttle`, or a
 * file URL; its default export or the module itself is the engine), over worker threads. The
 * options must be plain data (they are copied to every thread); `onProgress` is called here.
 */
export async function checkInvariantsInParallel(
  engine: string,
  opts: ParallelInvariantOptions,
): Promise<InvariantReport> {
  const { threads: asked, onProgress, ...plain } = opts;
  const threads = Math.max(1, Math.min(asked ?? availableParallelism(), opts.games));
  if (threads === 1 || opts.games <= 1) {
    const mod = (await import(engine)) as { default?: Engine } & Engine;
    return checkInvariants(mod.default ?? mod, opts);
  }
  const results: GameResult[] = [];
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const give = (w: Worker): void => {
        w.postMessage(next < opts.games ? next++ : null);
      };
      for (let t = 0; t < threads; t++) {
        const w = new Worker(workerUrl(), { workerData: { engine, options: plain } });
        workers.push(w);
        w.on("message", (reply: Reply) => {
          if ("ready" in reply) {
            give(w);
            return;
          }
          if (!reply.ok) {
            reject(new Error(`game ${reply.index} failed in an invariant thread:\n${reply.error}`));
            return;
          }
          results.push(reply.result);
          done += 1;
          onProgress?.(done, opts.games);
          if (done === opts.games) resolve();
          else give(w);
        });
        w.on("error", reject);
        w.on("exit", (code) => {
          if (code !== 0 && done < opts.games)
            reject(new Error(`an invariant thread stopped (exit code ${code})`));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  results.sort((a, b) => a.index - b.index);
  const report = emptyReport();
  for (const r of results) addGame(report, r);
  return report;
}

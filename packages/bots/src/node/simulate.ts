/**
 * Simulations over worker threads: the games of a plan are handed out one at a time to one
 * thread per core; each thread imports the engine by its module name and plays. Results come
 * back in game order, so they do not depend on the number of threads.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type GameJob, type GameSummary, planGames, type SimulationPlan } from "./games.js";
import { type SimulationReport, summarize } from "./report.js";

export interface SimulateOptions extends SimulationPlan {
  /** The engine module each thread imports: a package name (`@ludic/cuttle`) or a file URL. */
  engine: string;
  /** Default: one per core, at most one per game. */
  threads?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface Simulation {
  games: GameSummary[];
  report: SimulationReport;
  threads: number;
  ms: number;
}

type Reply =
  | { ready: true }
  | { ok: true; summary: GameSummary }
  | { ok: false; index: number; error: string };

/**
 * The worker script, and how to start it. From TypeScript sources the thread runs with tsx, as
 * the CLI does; its entry is a JavaScript file importing the TypeScript worker, because on Node 20
 * a loader given with `--import` in `execArgv` does not apply to a worker's own entry file.
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const ts = import.meta.url.endsWith(".ts");
  return {
    url: new URL(ts ? "./worker.mjs" : "./worker.js", import.meta.url),
    execArgv: [],
  };
}

export async function simulate(options: SimulateOptions): Promise<Simulation> {
  const start = performance.now();
  const jobs = planGames(options);
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), jobs.length));
  const results: GameSummary[] = [];
  if (jobs.length === 0) return { games: [], report: summarize([]), threads: 0, ms: 0 };
  const { url, execArgv } = workerScript();
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let done = 0;
      const give = (w: Worker): void => {
        const job: GameJob | null = next < jobs.length ? (jobs[next++] as GameJob) : null;
        w.postMessage(job);
      };
      for (let t = 0; t < threads; t++) {
        const w = new Worker(url, { workerData: { engine: options.engine }, execArgv });
        workers.push(w);
        w.on("message", (reply: Reply) => {
          if ("ready" in reply) {
            give(w);
            return;
          }
          if (!reply.ok) {
            reject(new Error(`game ${reply.index} failed in a worker thread:\n${reply.error}`));
            return;
          }
          results.push(reply.summary);
          done += 1;
          options.onProgress?.(done, jobs.length);
          if (done === jobs.length) resolve();
          else give(w);
        });
        w.on("error", (e) => reject(e));
        w.on("exit", (code) => {
          if (code !== 0 && done < jobs.length)
            reject(new Error(`a simulation thread stopped (exit code ${code})`));
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  results.sort((a, b) => a.index - b.index);
  return { games: results, report: summarize(results), threads, ms: performance.now() - start };
}

/**
 * The playground's three workers, each started on first use: the checker (small, for live
 * diagnostics), the compiler (large, loaded when the first build is asked for) and the engine
 * sandbox (a new one for every build, ended when a call hangs).
 */
import { WorkerRpc } from "./rpc.js";

/** Hang guards, never speed limits: far above what each step takes on a loaded machine. */
export const GUARD = {
  check: 60_000,
  compile: 180_000,
  engine: 30_000,
  load: 60_000,
  scenarios: 120_000,
} as const;

export const checker = new WorkerRpc(
  () =>
    new Worker(new URL("./check.worker.ts", import.meta.url), { type: "module", name: "playground-check" }),
  "checker",
);

export const compiler = new WorkerRpc(
  () =>
    new Worker(new URL("./compile.worker.ts", import.meta.url), {
      type: "module",
      name: "playground-compiler",
    }),
  "compiler",
);

export const sandbox = new WorkerRpc(
  () =>
    new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module", name: "playground-engine" }),
  "engine worker",
);

/**
 * What a regression test runs: one rules text through the whole pipeline, or one engine case,
 * in a worker process behind the same hang guard as a campaign, classified the same way.
 */
import type { EngineCase } from "../engine/inputs.js";
import type { RunResult } from "../outcome.js";
import type { WorkerPool } from "../runner/pool.js";
import { runTypecheck } from "../runner/tasks.js";

/** Hang guard for one regression step: far above the seconds a step takes on a loaded machine. */
export const REGRESSION_GUARD_MS = 45_000;

function failed(a: { why: string; detail: string }): RunResult {
  return { outcome: a.why === "hang" ? "hang" : a.why === "crashed" ? "crashed" : "threw", detail: a.detail };
}

/** Compile → type-check → play, as a rules campaign does for one mutant. */
export async function rulesPipeline(
  pool: WorkerPool,
  files: { path: string; text: string }[],
): Promise<RunResult> {
  const front = await pool.run({ task: "rules-files", files }, REGRESSION_GUARD_MS);
  if (!front.ok) return failed(front);
  if (front.reply.task !== "rules") throw new Error("unexpected reply");
  const f = front.reply.front;
  if (f.kind === "rejected") return { outcome: "rejected-with-diagnostics" };
  if (f.kind === "threw") return { outcome: "threw", detail: f.detail };
  const typeErrors = runTypecheck([f.hash]);
  if (typeErrors.length > 0) return { outcome: "typecheck-failed", detail: typeErrors[0]![1] };
  const played = await pool.run({ task: "play", hash: f.hash, seed: "regression" }, REGRESSION_GUARD_MS);
  if (!played.ok) return failed(played);
  return played.reply.task === "play"
    ? played.reply.result
    : { outcome: "threw", detail: "unexpected reply" };
}

export async function engineCase(pool: WorkerPool, c: EngineCase): Promise<RunResult> {
  const a = await pool.run({ task: "engine-case", case: c }, REGRESSION_GUARD_MS);
  if (!a.ok) return failed(a);
  return a.reply.task === "engine" ? a.reply.result : { outcome: "threw", detail: "unexpected reply" };
}

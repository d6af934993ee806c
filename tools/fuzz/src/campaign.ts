/**
 * A fuzz campaign: `count` runs of a target from one seed, over a worker pool, counted by
 * outcome. Rules mutants that compile are type-checked in batches (distinct engines only, up to
 * a cap) and played once per distinct engine.
 */

import { readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { type KnownFinding, knownFindingOf } from "./known-findings.js";
import { isFailure, type Outcome, type RunResult } from "./outcome.js";
import type { Phase } from "./rules/compile-mutant.js";
import { useFreshMutantsDir } from "./rules/play-engine.js";
import { type PoolAnswer, WorkerPool } from "./runner/pool.js";
import type { Reply } from "./runner/tasks.js";
import type { Target } from "./seeds.js";
import { signatureOf } from "./signature.js";

export interface CampaignOptions {
  target: Target;
  count: number;
  seed: string;
  /** Worker threads (default: one per core, at most 2). */
  workers?: number;
  /** Distinct compiled engines type-checked at most (the costly phase); the rest are only played. */
  maxTypechecks?: number;
  /** Distinct compiled engines imported and played at most (each import transpiles ~300 KB of TypeScript). */
  maxPlays?: number;
  /** Engines per type-checking project. */
  typecheckBatch?: number;
  /** Hang guard per rules task; far above what any task needs (compiling the largest game takes well under 1 s). */
  timeoutMs?: number;
  /**
   * Hang guard per engine input. Most calls take milliseconds, but a check of a tampered Kingdom
   * Builder state takes up to 0.75 s of CPU (a cold worker, a quiet machine) and 5 s of wall time
   * at a load average of 44 on 2 cores: a 10 s guard called that a hang (seed ci-1, index 1357).
   */
  engineTimeoutMs?: number;
  /** Shrink the first run of each failure class to a small repro. */
  minimize?: boolean;
  /** Scales the huge rules mutations (nesting depth, chain length, copies): 1 in the CLI. */
  hugeScale?: number;
  /** First index (to rerun one run: `start: i, count: 1`). */
  start?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface Failure {
  target: Target;
  seed: string;
  index: number;
  outcome: Outcome;
  detail: string;
  signature: string;
  known: KnownFinding | null;
}

export interface FailureClass {
  signature: string;
  count: number;
  first: Failure;
  repro?: string;
}

export interface CampaignReport {
  target: Target;
  seed: string;
  count: number;
  hugeScale: number;
  counts: Partial<Record<Outcome, number>>;
  /** How many runs reached each phase (rules only): parsed, checked, lowered, emitted, type-checked, played. */
  phases: Record<string, number>;
  distinctEngines: number;
  failures: Failure[];
  classes: FailureClass[];
  ms: number;
  /** Seconds spent per stage: runs (the front half for rules), type-check, play, minimize. */
  seconds: Record<string, number>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_ENGINE_TIMEOUT_MS = 60_000;

function answerToResult(a: PoolAnswer, what: (r: Reply) => RunResult): RunResult {
  if (a.ok) return what(a.reply);
  if (a.why === "hang") return { outcome: "hang", detail: a.detail };
  if (a.why === "crashed") return { outcome: "crashed", detail: a.detail };
  return { outcome: "threw", detail: `the fuzzer's task failed: ${a.detail.split("\n")[0]}` };
}

export async function runCampaign(opts: CampaignOptions): Promise<CampaignReport> {
  const t0 = performance.now();
  const start = opts.start ?? 0;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const previousDir = process.env.LUDIC_FUZZ_MUTANTS;
  const runDir = useFreshMutantsDir();
  const pool = new WorkerPool(Math.max(1, opts.workers ?? Math.min(2, availableParallelism())));
  const results: (RunResult & { label?: string })[] = new Array(opts.count);
  const phases: Record<string, number> = {};
  const reach = (p: string, n = 1) => {
    phases[p] = (phases[p] ?? 0) + n;
  };
  let done = 0;
  const progress = () => opts.onProgress?.(++done, opts.count);
  let distinctEngines = 0;
  const seconds: Record<string, number> = {};
  let mark = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    seconds[stage] = (now - mark) / 1000;
    mark = now;
  };
  try {
    if (opts.target === "engine") {
      await Promise.all(
        Array.from({ length: opts.count }, async (_, i) => {
          const a = await pool.run(
            { task: "engine", seed: opts.seed, index: start + i },
            opts.engineTimeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS,
          );
          results[i] = answerToResult(a, (r) =>
            r.task === "engine" ? { ...r.result, label: r.label } : { outcome: "threw" },
          );
          if (a.ok && a.reply.task === "engine") results[i]!.label = a.reply.label;
          progress();
        }),
      );
    } else {
      const hashes: (string | null)[] = new Array(opts.count).fill(null);
      const phaseRank: Phase[] = ["parse", "check", "lower", "emit"];
      await Promise.all(
        Array.from({ length: opts.count }, async (_, i) => {
          const a = await pool.run(
            { task: "rules", seed: opts.seed, index: start + i, hugeScale: opts.hugeScale ?? 1 },
            timeoutMs,
          );
          reach("parsed");
          if (!a.ok || a.reply.task !== "rules") {
            results[i] = answerToResult(a, () => ({ outcome: "threw" }));
          } else if (a.reply.front.kind === "threw") {
            results[i] = { outcome: "threw", detail: a.reply.front.detail };
          } else if (a.reply.front.kind === "rejected") {
            const upTo = phaseRank.indexOf(a.reply.front.phase);
            if (upTo >= 1) reach("checked");
            if (upTo >= 2) reach("lowered");
            results[i] = { outcome: "rejected-with-diagnostics" };
          } else {
            reach("checked");
            reach("lowered");
            reach("emitted");
            hashes[i] = a.reply.front.hash;
          }
          progress();
        }),
      );
      lap("runs");
      const distinct = [...new Set(hashes.filter((h): h is string => h !== null))];
      distinctEngines = distinct.length;
      const typeErrors = new Map<string, string>();
      const checked = new Set(distinct.slice(0, opts.maxTypechecks ?? distinct.length));
      const batch = opts.typecheckBatch ?? 8;
      const toCheck = [...checked];
      const batches = Array.from({ length: Math.ceil(toCheck.length / batch) }, (_, i) =>
        toCheck.slice(i * batch, (i + 1) * batch),
      );
      const typecheck = async (hashes: string[], guardMs: number): Promise<boolean> => {
        const a = await pool.run({ task: "typecheck", hashes }, guardMs);
        if (a.ok && a.reply.task === "typecheck") {
          for (const [h, e] of a.reply.errors) typeErrors.set(h, e);
          return true;
        }
        if (hashes.length === 1)
          typeErrors.set(hashes[0]!, `type-checking the engine: ${a.ok ? "" : `${a.why}: ${a.detail}`}`);
        return false;
      };
      await Promise.all(
        batches.map(async (hashes) => {
          // A batch that hangs or crashes is checked again engine by engine, to find which.
          if (!(await typecheck(hashes, timeoutMs * 2)) && hashes.length > 1)
            for (const h of hashes) await typecheck([h], timeoutMs);
        }),
      );
      lap("type-check");
      const played = new Map<string, RunResult>();
      const toPlay = new Set(distinct.slice(0, opts.maxPlays ?? distinct.length));
      await Promise.all(
        [...toPlay].map(async (hash) => {
          const a = await pool.run({ task: "play", hash, seed: opts.seed }, timeoutMs);
          played.set(
            hash,
            answerToResult(a, (r) => (r.task === "play" ? r.result : { outcome: "threw" })),
          );
        }),
      );
      lap("play");
      hashes.forEach((hash, i) => {
        if (hash === null) return;
        if (checked.has(hash)) reach("type-checked");
        const typeError = typeErrors.get(hash);
        if (typeError) results[i] = { outcome: "typecheck-failed", detail: typeError };
        else if (toPlay.has(hash)) {
          reach("played");
          results[i] = played.get(hash)!;
        } else results[i] = { outcome: "compiled-not-played" };
      });
    }
    if (opts.target === "engine") lap("runs");
    const counts: Partial<Record<Outcome, number>> = {};
    const failures: Failure[] = [];
    results.forEach((r, i) => {
      counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
      if (!isFailure(r.outcome)) return;
      const signature = signatureOf(r.outcome, r.detail, r.label);
      const f: Failure = {
        target: opts.target,
        seed: opts.seed,
        index: start + i,
        outcome: r.outcome,
        detail: [r.label, r.detail].filter(Boolean).join(": "),
        signature,
        known: null,
      };
      f.known = knownFindingOf(f);
      failures.push(f);
    });
    const classes = new Map<string, FailureClass>();
    for (const f of failures) {
      const c = classes.get(f.signature);
      if (c) c.count += 1;
      else classes.set(f.signature, { signature: f.signature, count: 1, first: f });
    }
    if (opts.minimize) {
      await Promise.all(
        [...classes.values()].map(async (c) => {
          const a = await pool.run(
            {
              task: "shrink",
              target: c.first.target,
              seed: c.first.seed,
              index: c.first.index,
              signature: c.signature,
              hugeScale: opts.hugeScale ?? 1,
            },
            timeoutMs * 3,
          );
          c.repro =
            a.ok && a.reply.task === "shrink"
              ? a.reply.repro
              : `(not minimized: ${a.ok ? "" : a.detail.split("\n")[0]})`;
        }),
      );
    }
    if (opts.minimize) lap("minimize");
    return {
      seconds,
      hugeScale: opts.hugeScale ?? 1,
      target: opts.target,
      seed: opts.seed,
      count: opts.count,
      counts,
      phases,
      distinctEngines,
      failures,
      classes: [...classes.values()],
      ms: performance.now() - t0,
    };
  } finally {
    await pool.close();
    // Compiled mutants are kept only while their campaign runs (a repro is rebuilt from its seed).
    rmSync(runDir, { recursive: true, force: true });
    if (previousDir === undefined) delete process.env.LUDIC_FUZZ_MUTANTS;
    else process.env.LUDIC_FUZZ_MUTANTS = previousDir;
  }
}

/**
 * The work a fuzz worker does, as plain functions (so a test can call them in-process too):
 * the front half of a rules run, playing a compiled mutant, one engine case, and shrinking a
 * failure to a small repro.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { WORKSPACE_ROOT } from "../corpus.js";
import type { EngineCase } from "../engine/inputs.js";
import { engineCaseArbitrary, runEngineCase } from "../engine/run-case.js";
import type { RunResult } from "../outcome.js";
import { rulesMutantArbitrary } from "../rules/arbitrary.js";
import { compileMutant, mutantSources, type Phase } from "../rules/compile-mutant.js";
import type { RulesMutant } from "../rules/mutations.js";
import { importAndPlay, mutantDir, writeMutantEngine } from "../rules/play-engine.js";
import { draw, runSeed, shrink, type Target } from "../seeds.js";
import { signatureOf } from "../signature.js";
import { type EngineSources, typecheckEngines } from "../typecheck.js";

export const FINDINGS_DIR = join(WORKSPACE_ROOT, "tools", "fuzz", ".findings");

export type Task =
  | { task: "rules"; seed: string; index: number; hugeScale: number }
  | { task: "play"; hash: string; seed: string }
  | { task: "engine"; seed: string; index: number }
  | { task: "typecheck"; hashes: string[] }
  /** A regression test's rules files (not drawn from a seed). */
  | { task: "rules-files"; files: { path: string; text: string }[] }
  /** A regression test's engine case (not drawn from a seed). */
  | { task: "engine-case"; case: EngineCase }
  | { task: "shrink"; target: Target; seed: string; index: number; signature: string; hugeScale: number };

export type RulesFront =
  | { kind: "rejected"; phase: Phase }
  | { kind: "threw"; detail: string }
  | { kind: "compiled"; hash: string };

export type Reply =
  | { task: "rules"; front: RulesFront }
  | { task: "play"; result: RunResult }
  | { task: "engine"; result: RunResult; label: string; game: string }
  | { task: "typecheck"; errors: [string, string][] }
  | { task: "shrink"; repro: string };

/** Run `index` of a rules campaign; `hugeScale` scales the huge mutations (1 in the CLI). */
export function rulesMutant(seed: string, index: number, hugeScale = 1): RulesMutant {
  return draw(rulesMutantArbitrary({ hugeScale }), runSeed(seed, "rules", index));
}

export function runRulesFront(seed: string, index: number, hugeScale = 1): RulesFront {
  return frontOf(mutantSources(rulesMutant(seed, index, hugeScale)));
}

function frontOf(files: { path: string; text: string }[]): RulesFront {
  const compiled = compileMutant(files);
  if (compiled.kind !== "compiled")
    return compiled.kind === "threw" ? compiled : { kind: "rejected", phase: compiled.phase };
  writeMutantEngine(compiled.hash, compiled.files);
  return { kind: "compiled", hash: compiled.hash };
}

export async function runPlay(hash: string, seed: string): Promise<RunResult> {
  return importAndPlay(mutantDir(hash), `${seed}-${hash}`);
}

/** Type errors by engine hash, for the hashes whose engine does not type-check. */
export function runTypecheck(hashes: string[]): [string, string][] {
  const errors = typecheckEngines(hashes.map((h) => readEngineSources(mutantDir(h))));
  return hashes.flatMap((h) => {
    const e = errors.get(mutantDir(h));
    return e ? [[h, e.join("; ")] as [string, string]] : [];
  });
}

function readEngineSources(dir: string): EngineSources {
  const src = join(dir, "src");
  return {
    dir,
    files: readdirSync(src).map((name) => ({
      path: `src/${name}`,
      text: readFileSync(join(src, name), "utf8"),
    })),
  };
}

export function runEngine(seed: string, index: number) {
  return runEngineCase(draw(engineCaseArbitrary(), runSeed(seed, "engine", index)));
}

/** Writes the mutated rules files of a repro beside each other, named after the run. */
export function saveRulesRepro(name: string, m: RulesMutant): string {
  const dir = join(FINDINGS_DIR, name);
  mkdirSync(dir, { recursive: true });
  for (const f of mutantSources(m)) writeFileSync(join(dir, f.path.split("/").pop()!), f.text);
  writeFileSync(join(dir, "mutant.json"), `${JSON.stringify(m, null, 2)}\n`);
  return dir;
}

const SHRINK_TIME_MS = 60_000;

export function show(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v === undefined ? "<undefined>" : typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
}

/**
 * A small repro of a failure: fast-check shrinks the case while it fails the same way (for what
 * can fail in-process: a compiler exception, an engine's untyped error or changed input). Rules
 * repros are also written under tools/fuzz/.findings/ as files `ludic check` can read.
 */
export function runShrink(
  target: Target,
  seed: string,
  index: number,
  signature: string,
  hugeScale = 1,
): string {
  const s = runSeed(seed, target, index);
  const name = `${target}-${seed}-${index}`;
  if (target === "engine") {
    const arb = engineCaseArbitrary();
    const inProcess = !signature.startsWith("hang") && !signature.startsWith("crashed");
    const small =
      (inProcess
        ? shrink(
            arb,
            s,
            (c) => {
              const r = runEngineCase(c);
              return signatureOf(r.outcome, r.detail, r.label) === signature;
            },
            SHRINK_TIME_MS,
          )
        : null) ?? draw(arb, s);
    return show(small);
  }
  const arb = rulesMutantArbitrary({ hugeScale });
  const canShrink = signature.startsWith("threw | compiler threw");
  const small =
    (canShrink
      ? shrink(
          arb,
          s,
          (m) => {
            const c = compileMutant(mutantSources(m));
            return c.kind === "threw" && signatureOf("threw", c.detail) === signature;
          },
          SHRINK_TIME_MS,
        )
      : null) ?? draw(arb, s);
  return `${show(small.mutations)} on ${mutantSources(small)[small.file]?.path}; files in ${saveRulesRepro(name, small)}`;
}

export async function runTask(t: Task): Promise<Reply> {
  switch (t.task) {
    case "rules":
      return { task: "rules", front: runRulesFront(t.seed, t.index, t.hugeScale) };
    case "play":
      return { task: "play", result: await runPlay(t.hash, t.seed) };
    case "engine": {
      const r = runEngine(t.seed, t.index);
      return {
        task: "engine",
        result: { outcome: r.outcome, detail: r.detail },
        label: r.label,
        game: r.game,
      };
    }
    case "rules-files":
      return { task: "rules", front: frontOf(t.files) };
    case "engine-case": {
      const r = runEngineCase(t.case);
      return {
        task: "engine",
        result: { outcome: r.outcome, detail: r.detail },
        label: r.label,
        game: r.game,
      };
    }
    case "typecheck":
      return { task: "typecheck", errors: runTypecheck(t.hashes) };
    case "shrink":
      return { task: "shrink", repro: runShrink(t.target, t.seed, t.index, t.signature, t.hugeScale) };
  }
}

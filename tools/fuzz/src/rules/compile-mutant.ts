/**
 * The front half of a rules run, in-process and synchronous: mutate, parse, check, lower and
 * emit. A mutant the checker rejects stops here; one that compiles goes on to be type-checked
 * and played (play-engine.ts, typecheck.ts).
 */
import { createHash } from "node:crypto";
import { compileSources } from "@ludic/compiler";
import { allFiles, corpus, WORKSPACE_ROOT } from "../corpus.js";
import { describeError, errorSite } from "../outcome.js";
import { applyMutations, type RulesMutant } from "./mutations.js";

/** How far a mutant got: the phase whose diagnostics rejected it, or "emit" for one that compiled. */
export type Phase = "parse" | "check" | "lower" | "emit";

export type CompiledMutant =
  | { kind: "rejected"; phase: Phase; codes: string[] }
  | { kind: "threw"; detail: string }
  | { kind: "compiled"; hash: string; files: { path: string; text: string }[] };

/** The mutated files of a game, base and variants, as they are compiled. */
export function mutantSources(m: RulesMutant): { path: string; text: string }[] {
  const game = corpus()[m.game];
  if (!game) throw new Error(`no game ${m.game} in the corpus`);
  const donors = allFiles().map((f) => f.text);
  return game.files.map((f, i) =>
    i === m.file ? { path: f.path, text: applyMutations(f.text, m.mutations, donors) } : f,
  );
}

function rejectingPhase(codes: string[]): Phase {
  if (codes.some((c) => /^LUD[12]/.test(c))) return "parse";
  if (codes.some((c) => /^LUD[34]/.test(c))) return "check";
  return "lower";
}

export function compileMutant(sources: { path: string; text: string }[]): CompiledMutant {
  let result: ReturnType<typeof compileSources>;
  try {
    result = compileSources(
      sources.map((s) => ({ path: `${WORKSPACE_ROOT}${s.path}`, text: s.text })),
      { root: WORKSPACE_ROOT, packageName: "@ludic/fuzz-mutant" },
    );
  } catch (e) {
    return { kind: "threw", detail: `compiler threw ${describeError(e)} at ${errorSite(e)}` };
  }
  if (!result.ok) {
    const codes = [...new Set(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.code))];
    return { kind: "rejected", phase: rejectingPhase(codes), codes };
  }
  const files = result.files.filter((f) => f.path.startsWith("src/") && f.path.endsWith(".ts"));
  const hash = createHash("sha256");
  for (const f of files) hash.update(f.path).update("\0").update(f.text).update("\0");
  return { kind: "compiled", hash: hash.digest("hex").slice(0, 16), files };
}

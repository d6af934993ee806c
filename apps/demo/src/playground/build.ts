/**
 * Rules folder → engine JS, as the compile worker runs it: the repository's compiler
 * (`compileSources`, the same as `ludic build`), then each generated TypeScript file through
 * `ts.transpileModule` (the TypeScript ts-morph bundles; types are dropped, nothing is checked).
 */
import { compileSources } from "@ludic/compiler";
import type { Diagnostic } from "@ludic/lang";
import { ts } from "ts-morph";
import type { JsFile } from "./module-loader.js";

export type BuildStep = "compile" | "transpile";

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  gameId: string | null;
  /** The engine's modules (`src/*.js`), empty when the rules have errors. */
  files: JsFile[];
  /** Milliseconds per step: the compiler's phases, then `transpile`. */
  timings: Record<string, number>;
}

const TRANSPILE: import("ts-morph").ts.TranspileOptions = {
  compilerOptions: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    verbatimModuleSyntax: false,
    isolatedModules: true,
  },
  reportDiagnostics: false,
};

export function buildEngine(
  sources: { path: string; text: string }[],
  onStep: (step: BuildStep, detail: string) => void = () => {},
): BuildResult {
  onStep("compile", `${sources.length} rules file${sources.length === 1 ? "" : "s"}`);
  const compiled = compileSources(sources, { root: "/" });
  const timings = { ...compiled.timings };
  if (!compiled.ok)
    return { ok: false, diagnostics: compiled.diagnostics, gameId: compiled.gameId, files: [], timings };
  const ts_ = compiled.files.filter((f) => f.path.startsWith("src/") && f.path.endsWith(".ts"));
  const files: JsFile[] = [];
  const t0 = performance.now();
  for (const [i, f] of ts_.entries()) {
    onStep("transpile", `${f.path} (${i + 1} of ${ts_.length})`);
    const out = ts.transpileModule(f.text, { ...TRANSPILE, fileName: f.path });
    files.push({ path: f.path.replace(/\.ts$/, ".js"), code: out.outputText });
  }
  timings.transpile = performance.now() - t0;
  return { ok: true, diagnostics: compiled.diagnostics, gameId: compiled.gameId, files, timings };
}

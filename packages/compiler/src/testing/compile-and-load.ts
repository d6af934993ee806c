/**
 * Test support: compiles rules text, writes the engine under the package's .test-engines folder
 * (inside the workspace, so `@ludic/runtime` resolves) and imports it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostics } from "@ludic/lang";
import type { Engine } from "@ludic/runtime";
import { type CompileResult, compileSources } from "../compile.js";
import { writePackage } from "../write-package.js";

const here = dirname(fileURLToPath(import.meta.url));
const outRoot = join(here, "..", "..", ".test-engines");

export function compileText(files: Record<string, string>): CompileResult {
  const dir = join(outRoot, "rules");
  mkdirSync(dir, { recursive: true });
  return compileSources(
    Object.entries(files).map(([name, text]) => ({ path: join(dir, name), text })),
    { root: outRoot },
  );
}

export async function loadEngine(name: string, files: Record<string, string>): Promise<Engine> {
  const result = compileText(files);
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, result.sources));
  const dir = join(outRoot, name);
  // Only the sources: the package files assume the engine sits in packages/engines/.
  writePackage(
    result.files.filter((f) => f.path.startsWith("src/")),
    dir,
  );
  writeFileSync(join(outRoot, ".gitignore"), "*\n");
  const mod = (await import(join(dir, "src", "index.ts"))) as { engine: Engine };
  return mod.engine;
}

/** The generated rules.ts of an engine `loadEngine(name, …)` wrote, for tests that read what was emitted. */
export function generatedRules(name: string): string {
  return readFileSync(join(outRoot, name, "src", "rules.ts"), "utf8");
}

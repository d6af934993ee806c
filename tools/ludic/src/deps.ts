/** The real dependencies: the workspace packages, loaded only by the commands that need them. */
import type { CompilerApi, Deps, FormatterApi, LangApi, TestingApi } from "./api.js";
import { cacheRoot } from "./cache.js";
import { compileGame } from "./compile-engine.js";
import { CliError } from "./errors.js";
import { findWorkspaceRoot } from "./workspace.js";

export function realDeps(cwd: string = process.cwd()): Deps {
  const workspaceRoot = findWorkspaceRoot(cwd);
  const loadCompiler = (): Promise<CompilerApi> => load("@ludic/compiler", () => import("@ludic/compiler"));
  const cacheDir = cacheRoot();
  return {
    workspaceRoot,
    cwd,
    cacheDir,
    // Lazy: `ludic play` should not pay for loading the parser and ts-morph.
    loadLang: (): Promise<LangApi> => load("@ludic/lang", () => import("@ludic/lang")),
    loadFormatter: (): Promise<FormatterApi> => load("@ludic/lang", () => import("@ludic/lang")),
    loadCompiler,
    compileGame: (dir) => compileGame(dir, loadCompiler, cacheDir),
    // The harness entry, not the package root: the root also exports the Vitest helpers.
    loadTesting: (): Promise<TestingApi> => load("@ludic/testing", () => import("@ludic/testing/harness")),
  };
}

/** A workspace package that cannot be found is a setup problem, said as one (not a stack trace). */
async function load<T>(name: string, importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === "ERR_MODULE_NOT_FOUND" && e instanceof Error && e.message.includes(name)) {
      throw new CliError(`cannot find ${name}: run \`npm ci\` (or \`npm install\`) at the repository root`);
    }
    throw e;
  }
}

/** The real dependencies: the workspace packages, loaded only by the commands that need them. */
import type { CompilerApi, Deps, LangApi, TestingApi } from "./api.js";
import { loadEngineFromWorkspace } from "./engine-loader.js";
import { findWorkspaceRoot } from "./workspace.js";

export function realDeps(cwd: string = process.cwd()): Deps {
  const workspaceRoot = findWorkspaceRoot(cwd);
  return {
    workspaceRoot,
    cwd,
    // Lazy: `ludic play` should not pay for loading the parser and ts-morph.
    loadLang: async (): Promise<LangApi> => await import("@ludic/lang"),
    loadCompiler: async (): Promise<CompilerApi> => await import("@ludic/compiler"),
    loadEngine: (game) => loadEngineFromWorkspace(workspaceRoot, game),
    // The harness entry, not the package root: the root also exports the Vitest helpers.
    loadTesting: async (): Promise<TestingApi> => await import("@ludic/testing/harness"),
  };
}

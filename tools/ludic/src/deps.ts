/** The real dependencies: the workspace packages, loaded only by the commands that need them. */
import { join } from "node:path";

import type { CompilerApi, Deps, LangApi } from "./api.js";
import { loadEngineFromWorkspace } from "./engine-loader.js";
import { runScenariosWithVitest } from "./scenario-runner.js";
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
    runScenarios: (engineEntry, files) =>
      runScenariosWithVitest(engineEntry, join(workspaceRoot, "packages", "testing", "src", "index.ts"), files),
  };
}

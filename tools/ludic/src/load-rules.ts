import type { Engine } from "@ludic/runtime";

import { compileGame } from "./compile-engine.js";
import { CliError } from "./errors.js";

/**
 * The engine of the rules in a game folder, compiled now (cached by their hash): what a game
 * project's own tests import, so they always test the rules as they are on disk.
 */
export async function loadRules(dir: string): Promise<Engine> {
  const compiled = await compileGame(dir, () => import("@ludic/compiler"));
  if (compiled.ok) return compiled.game.engine;
  const { formatDiagnostics } = await import("@ludic/lang");
  throw new CliError(
    `the rules in ${dir} do not compile:\n${formatDiagnostics(compiled.diagnostics, compiled.sources)}`,
  );
}

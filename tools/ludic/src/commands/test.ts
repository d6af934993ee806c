import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

import type { Deps } from "../api.js";
import { CliError } from "../errors.js";
import type { Io } from "../io.js";
import { displayPath, engineEntry, listEngines, resolveGameFolders } from "../workspace.js";

/**
 * `ludic test <dir>`: the folder's `*.scenarios` files run against the built engine of that game
 * (packages/engines/<game>; the game id comes from the checker, the folder name as a fallback).
 */
export async function testCommand(path: string, deps: Deps, io: Io): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  const lang = await deps.loadLang();
  let failed = 0;
  for (const [i, dir] of folders.entries()) {
    const shown = displayPath(dir, deps.cwd);
    if (folders.length > 1) io.err(`[${i + 1}/${folders.length}] testing ${shown} …`);
    const checked = lang.checkGameFolder(dir);
    if (!checked.game) {
      io.out(lang.formatDiagnostics(checked.diagnostics, checked.sources));
      io.out(`${shown}: the rules do not check; fix them before testing`);
      failed++;
      continue;
    }
    const game = checked.game.id;
    const entry = engineEntry(deps.workspaceRoot, game);
    if (!existsSync(entry)) {
      const known = listEngines(deps.workspaceRoot);
      throw new CliError(
        `no engine for "${game}" at ${displayPath(entry, deps.cwd)}: run ludic build ${shown} first` +
          (known.length > 0 ? ` (built: ${known.join(", ")})` : ""),
      );
    }
    const scenarios = readdirSync(dir)
      .filter((f) => f.endsWith(".scenarios"))
      .sort()
      .map((f) => join(dir, f));
    if (scenarios.length === 0) {
      io.out(`${shown}: no .scenarios files`);
      failed++;
      continue;
    }
    io.out(`${shown}: ${scenarios.length} scenario file${scenarios.length === 1 ? "" : "s"} against ${game}`);
    if ((await deps.runScenarios(entry, scenarios)) !== 0) failed++;
  }
  return failed > 0 ? 1 : 0;
}

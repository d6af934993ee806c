import type { CompiledGame, Deps } from "../api.js";
import type { Io } from "../io.js";
import { displayPath, findGameFolder } from "../workspace.js";
import { plural } from "./plural.js";

/**
 * The engine of a `<game>` argument (a folder, a rules file, or a game of the repository's
 * rules/), compiled from its rules now. Rules that do not compile print their diagnostics and
 * give exit code 1 instead.
 */
export async function loadGameArg(target: string, deps: Deps, io: Io): Promise<CompiledGame | 1> {
  const dir = findGameFolder(target, deps.cwd, deps.workspaceRoot);
  const compiled = await deps.compileGame(dir);
  if (compiled.ok) return compiled.game;
  const lang = await deps.loadLang();
  if (compiled.diagnostics.length > 0) io.out(lang.formatDiagnostics(compiled.diagnostics, compiled.sources));
  const errors = compiled.diagnostics.filter((d) => d.severity === "error").length;
  io.out(`${displayPath(dir, deps.cwd)}: the rules do not compile, ${plural(errors, "error")}`);
  return 1;
}

import type { Deps } from "../api.js";
import type { Io } from "../io.js";
import { displayPath, resolveGameFolders } from "../workspace.js";

/**
 * `ludic check <file|dir>`: every diagnostic of each game folder, formatted with excerpts,
 * then one summary line. Exit 1 when any error was found.
 */
export async function checkCommand(path: string, deps: Deps, io: Io): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  const lang = await deps.loadLang();
  let errors = 0;
  let warnings = 0;
  let games = 0;
  for (const dir of folders) {
    const shown = displayPath(dir, deps.cwd);
    if (folders.length > 1) io.err(`checking ${shown} …`);
    const result = lang.checkGameFolder(dir);
    if (result.diagnostics.length > 0) io.out(lang.formatDiagnostics(result.diagnostics, result.sources));
    const e = result.diagnostics.filter((d) => d.severity === "error").length;
    errors += e;
    warnings += result.diagnostics.length - e;
    if (result.game) games++;
  }
  const what = folders.length === 1 ? displayPath(folders[0] as string, deps.cwd) : `${folders.length} games`;
  io.out(`${what}: ${plural(errors, "error")}, ${plural(warnings, "warning")}`);
  return errors > 0 || games < folders.length ? 1 : 0;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

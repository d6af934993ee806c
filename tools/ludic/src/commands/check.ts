import type { Deps } from "../api.js";
import { onePath, parse } from "../args.js";
import { checkFolder } from "../check-cache.js";
import type { Command } from "../command.js";
import type { Io } from "../io.js";
import { displayPath, resolveGameFolders } from "../workspace.js";
import { plural } from "./plural.js";

export { plural } from "./plural.js";

/**
 * `ludic check <file|dir> [--json] [--no-cache]`: every diagnostic of each game folder, formatted
 * with excerpts, then one summary line; with --json one JSON document on stdout instead (for
 * editors and CI). Exit 1 when any error was found. A folder checked before with the same files
 * is not checked again: its diagnostics come from the cache (check-cache.ts), and the checker is
 * loaded only to print diagnostics; --no-cache checks anyway (and keeps nothing).
 */
export async function checkCommand(
  path: string,
  deps: Deps,
  io: Io,
  json = false,
  cache = true,
): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  const checkDeps = cache ? deps : { ...deps, cacheDir: null };
  let errors = 0;
  let warnings = 0;
  let games = 0;
  const report: { folder: string; game: string | null; diagnostics: unknown[] }[] = [];
  for (const dir of folders) {
    const shown = displayPath(dir, deps.cwd);
    if (folders.length > 1 && !json) io.err(`checking ${shown} …`);
    const result = await checkFolder(dir, checkDeps);
    if (json) report.push({ folder: shown, game: result.game?.id ?? null, diagnostics: result.diagnostics });
    else if (result.diagnostics.length > 0)
      io.out((await deps.loadLang()).formatDiagnostics(result.diagnostics, result.sources));
    const e = result.diagnostics.filter((d) => d.severity === "error").length;
    errors += e;
    warnings += result.diagnostics.length - e;
    if (result.game) games++;
  }
  const ok = errors === 0 && games === folders.length;
  if (json) {
    io.out(JSON.stringify({ ok, errors, warnings, games: report }, null, 2));
  } else {
    const what =
      folders.length === 1 ? displayPath(folders[0] as string, deps.cwd) : `${folders.length} games`;
    io.out(`${what}: ${plural(errors, "error")}, ${plural(warnings, "warning")}`);
  }
  return ok ? 0 : 1;
}

export const check: Command = {
  name: "check",
  usage: `check <file|dir> [--json] [--no-cache]
                                         check a game's rules (every game in a folder of games);
                                         prints diagnostics, exit 1 on errors; --json: as data;
                                         --no-cache: check again rules checked before`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(
      args,
      { json: { type: "boolean", default: false }, "no-cache": { type: "boolean", default: false } },
      "check",
    );
    return checkCommand(
      onePath(positionals, "check", "rules file or folder"),
      deps,
      io,
      values.json === true,
      values["no-cache"] !== true,
    );
  },
};

/**
 * `ludic check` of a folder whose rules were checked before: the diagnostics come from the cache
 * (cache.ts, `checks/`), keyed by a hash of every rules file of the folder (path and text) and
 * of this CLI's build, and the checker is not even loaded. Any change to a file, a file added or
 * removed, another checker: another key, so the rules are checked again.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { Deps, DiagnosticLike, FolderCheck, GameInfoLike } from "./api.js";
import { keyHash, writeEntry } from "./cache.js";
import { type RulesText, readRules } from "./workspace.js";

/** What an entry keeps: the sources are the files themselves, read again for the key. */
interface Entry {
  diagnostics: DiagnosticLike[];
  game: GameInfoLike | null;
}

export function checkKey(files: readonly RulesText[]): string {
  const hash = keyHash("check/1");
  for (const f of files) hash.update(`${f.path}\n${f.text}\n\0`);
  return hash.digest("hex").slice(0, 32);
}

function readEntry(path: string): Entry | null {
  if (!existsSync(path)) return null;
  try {
    const entry = JSON.parse(readFileSync(path, "utf8")) as Partial<Entry>;
    if (!Array.isArray(entry.diagnostics) || entry.game === undefined) return null;
    return { diagnostics: entry.diagnostics, game: entry.game };
  } catch {
    return null; // a damaged entry is checked again (and written anew)
  }
}

/** The diagnostics of the rules in `dir`, from the cache when `deps.cacheDir` has them. */
export async function checkFolder(dir: string, deps: Deps): Promise<FolderCheck> {
  const files = readRules(dir);
  const entry = deps.cacheDir === null ? null : join(deps.cacheDir, "checks", `${checkKey(files)}.json`);
  const hit = entry === null ? null : readEntry(entry);
  if (hit) return { ...hit, sources: new Map(files.map((f) => [f.path, f.text])) };
  const result = (await deps.loadLang()).checkGameSources(files);
  if (entry !== null) {
    const game = result.game ? { id: result.game.id, title: result.game.title } : null;
    writeEntry(entry, JSON.stringify({ diagnostics: result.diagnostics, game } satisfies Entry));
  }
  return result;
}

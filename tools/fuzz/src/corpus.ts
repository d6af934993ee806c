/**
 * The seeds every rules mutant grows from: the games of the repository's rules/ folder, each
 * as the files `ludic build` compiles together (a base file and its variants).
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadGameFolder } from "@ludic/lang";

export const WORKSPACE_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface RulesFile {
  /** Relative to the workspace root, as diagnostics print it. */
  path: string;
  text: string;
}

export interface CorpusGame {
  /** The folder under rules/, e.g. "cuttle" or "examples/tic-tac-toe". */
  name: string;
  files: RulesFile[];
}

function gameFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (!statSync(full).isDirectory() || entry === "node_modules") continue;
    if (readdirSync(full).some((f) => f.endsWith(".ludic"))) found.push(full);
    else found.push(...gameFolders(full));
  }
  return found;
}

let cached: CorpusGame[] | null = null;

/** Every game under rules/, in folder order (so an index names the same game on every machine). */
export function corpus(): CorpusGame[] {
  cached ??= gameFolders(join(WORKSPACE_ROOT, "rules")).map((dir) => ({
    name: relative(join(WORKSPACE_ROOT, "rules"), dir).split("\\").join("/"),
    files: loadGameFolder(dir).files.map((f) => ({
      path: relative(WORKSPACE_ROOT, f.path).split("\\").join("/"),
      text: f.text,
    })),
  }));
  return cached;
}

/** Every rules file of every game, for splices between games. */
export function allFiles(): RulesFile[] {
  return corpus().flatMap((g) => g.files);
}

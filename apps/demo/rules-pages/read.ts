/** Reads every game folder under `rules/` and builds its rules page (Node; uses @ludic/lang). */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RulesPage } from "../src/rules/types.js";
import { extractGame } from "./extract.js";

/** The repository root (two folders above apps/demo). */
export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every game folder: `rules/<game>/` and `rules/examples/<game>/` holding `.ludic` files. */
export function gameFolders(root: string): string[] {
  const folders: string[] = [];
  const scan = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      if (readdirSync(path).some((f) => f.endsWith(".ludic"))) folders.push(path);
    }
  };
  scan(join(root, "rules"));
  scan(join(root, "rules", "examples"));
  return folders;
}

/** Every game's page by game id, and the rules files read. */
export function readRulesPages(root: string): { pages: Record<string, RulesPage>; files: string[] } {
  const pages: Record<string, RulesPage> = {};
  const files: string[] = [];
  for (const folder of gameFolders(root)) {
    const ludic = readdirSync(folder)
      .filter((f) => f.endsWith(".ludic"))
      .sort()
      .map((f) => join(folder, f));
    files.push(...ludic);
    const page = extractGame(
      relative(root, folder),
      ludic.map((f) => ({ path: relative(root, f), text: readFileSync(f, "utf8") })),
    );
    if (page) pages[page.game] = page;
  }
  return { pages, files };
}

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { CliError, UsageError } from "./errors.js";

/** The monorepo root: the nearest folder above `from` holding nx.json, else the CLI's own checkout. */
export function findWorkspaceRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, "nx.json"))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  // Run from outside the repository: an installed CLI carries the games (`rules/`) beside its
  // dist/; a checkout's CLI falls back to the repository it lives in.
  const here = dirname(fileURLToPath(import.meta.url));
  const installed = resolve(here, "..");
  if (existsSync(join(installed, "rules")) && !existsSync(join(installed, "src"))) return installed;
  return resolve(here, "../../..");
}

const GAME_HEADER = /^\s*game\s+[A-Za-z_][\w-]*\s*\{/m;

/** Strips comments so a commented-out header does not count. Strings never contain `//` here in practice. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

/** True when a folder holds a `.ludic` file with a `game` header (a game folder, as docs/language.md says). */
export function isGameFolder(dir: string): boolean {
  return ludicFiles(dir).some((f) => GAME_HEADER.test(stripComments(readFileSync(f, "utf8"))));
}

export function ludicFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ludic"))
    .sort()
    .map((f) => join(dir, f));
}

export interface RulesText {
  path: string;
  text: string;
}

/**
 * A game folder's rules files and their text, read once (as @ludic/lang's loadGameFolder reads
 * them): what a cache key is made of is then exactly what is checked or compiled.
 */
export function readRules(dir: string): RulesText[] {
  return ludicFiles(dir).map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

/** The game folders at any depth inside a folder that is not one itself (`rules` holds `examples/`). */
function gameFoldersUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((d) => join(dir, d))
    .filter(
      (d) => statSync(d).isDirectory() && basename(d) !== "node_modules" && !basename(d).startsWith("."),
    )
    .flatMap((d) => (isGameFolder(d) ? [d] : ludicFiles(d).length > 0 ? [] : gameFoldersUnder(d)));
}

/**
 * The game folders a command-line path names: a game folder itself, the folder of a `.ludic`
 * file, or every game folder inside a folder (`ludic build rules`, rules/examples included).
 */
export function resolveGameFolders(path: string, cwd: string): string[] {
  const abs = resolve(cwd, path);
  if (!existsSync(abs)) throw new CliError(`${path}: no such file or folder`);
  if (statSync(abs).isFile()) {
    if (!abs.endsWith(".ludic")) throw new CliError(`${path}: not a .ludic rules file`);
    return [dirname(abs)];
  }
  if (ludicFiles(abs).length > 0) return [abs];
  const games = gameFoldersUnder(abs);
  if (games.length === 0) throw new CliError(`${path}: no .ludic files here, and no game folders inside`);
  return games;
}

/** Every game folder under <root>/rules (rules/examples included). */
export function listRulesFolders(workspaceRoot: string): string[] {
  const rules = join(workspaceRoot, "rules");
  if (!existsSync(rules)) return [];
  return gameFoldersUnder(rules);
}

/**
 * The game folder a `<game>` argument names: a path to a game folder or rules file, else the
 * name of a game folder under the repository's rules/. An unknown game is a wrong command line.
 */
export function findGameFolder(target: string, cwd: string, workspaceRoot: string): string {
  const abs = resolve(cwd, target);
  if (existsSync(abs)) {
    const folders = resolveGameFolders(target, cwd);
    if (folders.length > 1) {
      throw new UsageError(`${target} holds ${folders.length} games; name one of them`);
    }
    return folders[0] as string;
  }
  const known = listRulesFolders(workspaceRoot);
  const found = known.find((d) => basename(d) === target);
  if (found) return found;
  const names = known.map((d) => basename(d)).join(", ");
  throw new UsageError(
    `unknown game "${target}": no such folder, and no game of that name in ${join(workspaceRoot, "rules")}` +
      (names ? ` (games: ${names})` : ""),
  );
}

/** True when `path` is the repository root or inside it. */
export function isInside(path: string, root: string): boolean {
  const abs = resolve(path);
  const base = resolve(root);
  return abs === base || abs.startsWith(`${base}/`);
}

/** Engines present under packages/engines (folders with a src/index.ts). */
export function listEngines(workspaceRoot: string): string[] {
  const dir = join(workspaceRoot, "packages", "engines");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((d) => existsSync(join(dir, d, "src", "index.ts")));
}

export function engineDir(workspaceRoot: string, game: string): string {
  return join(workspaceRoot, "packages", "engines", game);
}

export function engineEntry(workspaceRoot: string, game: string): string {
  return join(engineDir(workspaceRoot, game), "src", "index.ts");
}

/** A path as people read it in messages: relative to the cwd when inside it. */
export function displayPath(path: string, cwd: string): string {
  const abs = resolve(path);
  const base = resolve(cwd);
  if (abs === base) return ".";
  return abs.startsWith(`${base}/`) ? abs.slice(base.length + 1) : abs;
}

export function folderName(dir: string): string {
  return basename(resolve(dir));
}

/**
 * The CLI's cache: engines compiled from rules (`engines/`, compile-engine.ts) and the results of
 * checking them (`checks/`, check-cache.ts). An entry is found by a hash of everything it is made
 * from: the rules' text, where they are, and this CLI (its version and its build), so it is never
 * read for other rules or by another checker or compiler, and a stale entry is never found, only
 * left behind (delete the folder at any time). Entries are written aside and renamed into place:
 * a ludic reading the cache meanwhile never sees half of one.
 *
 * The folder: `$LUDIC_CACHE_DIR`, else `$XDG_CACHE_HOME/ludic`, else `ludic-cache-<uid>` in the
 * system's temporary folder.
 */
import { createHash, type Hash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { cliVersion } from "./version.js";

export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LUDIC_CACHE_DIR) return env.LUDIC_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "ludic");
  return join(tmpdir(), `ludic-cache-${userInfo().uid}`);
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * This CLI's build: its version, and the time its modules were built (dist/ is rebuilt whenever
 * a source changes) or, run from the sources (tests), the newest of the checker's, compiler's and
 * runtime's sources. The version matters for an installed copy, whose files npm dates all alike.
 */
export function buildStamp(): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return `${cliVersion()} ${statSync(here).mtimeMs}`;
  const packages = join(here, "..", "..", "..", "..", "packages");
  const newest = Math.max(...["compiler", "lang", "runtime"].map((p) => newestIn(join(packages, p, "src"))));
  return `${cliVersion()} ${newest}`;
}

/** A hash that starts with what every key holds: the kind of entry and this CLI's build. */
export function keyHash(kind: string): Hash {
  return createHash("sha256").update(`ludic-${kind}\n${buildStamp()}\n`);
}

/** Writes `text` to `path` as a whole (aside, then renamed); false when the cache cannot be written. */
export function writeEntry(path: string, text: string): boolean {
  const partial = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(partial, text);
    renameSync(partial, path);
    return true;
  } catch {
    // A read-only or full disk: the result is still right, only not kept.
    rmSync(partial, { force: true });
    return false;
  }
}

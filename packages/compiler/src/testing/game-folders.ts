/**
 * Test support: the repository's game folders, for tests that run over every game. A folder is
 * a game when it holds `<name>.ludic` (its base file); the examples come last.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is packages/compiler/src/testing/). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

function gamesIn(dir: string): string[] {
  const base = join(repoRoot, "rules", dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(base, d.name, `${d.name}.ludic`)))
    .map((d) => (dir ? `${dir}/${d.name}` : d.name));
}

/** Game folders under rules/, then the example games under rules/examples/ ("examples/tic-tac-toe"). */
export const gameFolders = (): string[] => [...gamesIn(""), ...gamesIn("examples")];

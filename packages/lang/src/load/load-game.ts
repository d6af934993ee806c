/** Reads a game folder: every `*.ludic` file in it, sorted by name. Plain fs, no parsing. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function loadGameFolder(dir: string): {
  files: { path: string; text: string }[];
} {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".ludic"))
    .sort();
  return {
    files: names.map((name) => ({
      path: join(dir, name),
      text: readFileSync(join(dir, name), "utf8"),
    })),
  };
}

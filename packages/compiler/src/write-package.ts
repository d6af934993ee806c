/** Writes a generated package to disk, removing files a previous generation left behind. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { GeneratedFile } from "./emit/emit.js";

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export function writePackage(files: GeneratedFile[], outDir: string): { written: number; removed: number } {
  let written = 0;
  let removed = 0;
  const keep = new Set(files.map((f) => f.path));
  // Only the generated source folder is ours to prune; anything else in the package stays.
  for (const path of walk(join(outDir, "src"))) {
    const rel = relative(outDir, path).split("\\").join("/");
    if (!keep.has(rel)) {
      rmSync(path);
      removed += 1;
    }
  }
  for (const f of files) {
    const path = join(outDir, f.path);
    if (existsSync(path) && readFileSync(path, "utf8") === f.text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.text);
    written += 1;
  }
  return { written, removed };
}

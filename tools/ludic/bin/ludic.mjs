#!/usr/bin/env node
/**
 * The `ludic` command: runs the compiled CLI in dist/. Inside the repository (the sources are
 * beside it) dist/ is rebuilt first when any source is newer, so `npx ludic` and
 * `npm run ludic` always run the code checked out; a few ms of stat calls, no TypeScript loader.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const built = join(cliRoot, "dist", "bin.js");
const repo = join(cliRoot, "..", "..");
const sources = [
  join(cliRoot, "src"),
  ...["lang", "compiler", "runtime", "testing", "bots"].map((p) => join(repo, "packages", p, "src")),
];

function newestIn(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestIn(path));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function stale() {
  if (!existsSync(built)) return true;
  if (!existsSync(join(cliRoot, "scripts", "build.mjs"))) return false; // an installed copy: no sources
  const builtAt = statSync(built).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestIn(dir) > builtAt);
}

if (stale()) {
  const { buildCli } = await import(pathToFileURL(join(cliRoot, "scripts", "build.mjs")).href);
  await buildCli();
}
await import(pathToFileURL(built).href);

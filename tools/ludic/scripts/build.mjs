/**
 * Builds the `ludic` command to dist/ as JavaScript with esbuild: the CLI and the workspace
 * packages it uses (@ludic/lang, compiler, runtime, testing, bots) in one bundle split into
 * chunks, so `ludic check` loads the checker and never the compiler or ts-morph. npm packages
 * (chevrotain, ts-morph) stay imports. Two more entries sit beside bin.js because code finds them
 * by URL at run time: runtime.js (what in-memory engines import, the same module instance the CLI
 * uses) and worker.js (the simulation thread of @ludic/bots/node).
 */
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const cliRoot = join(here, "..");
const repo = join(cliRoot, "..", "..");

/** Everything but the workspace's own packages and relative files stays an import. */
const externalNpm = {
  name: "external-npm",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@ludic/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildCli() {
  const { build } = await import("esbuild");
  const out = join(cliRoot, `dist.tmp-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: {
      bin: join(cliRoot, "src", "bin.ts"),
      index: join(cliRoot, "src", "index.ts"),
      runtime: join(repo, "packages", "runtime", "src", "index.ts"),
      worker: join(repo, "packages", "bots", "src", "node", "worker.ts"),
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    // The bin's `#!` line comes from src/bin.ts; packages are resolved from their source.
    conditions: ["source"],
    plugins: [externalNpm],
    logLevel: "warning",
  });
  // Swap the folder whole, so a ludic started meanwhile never sees half a build.
  const dist = join(cliRoot, "dist");
  const old = join(cliRoot, `dist.old-${process.pid}`);
  try {
    renameSync(dist, old);
  } catch {}
  try {
    renameSync(out, dist);
  } catch (e) {
    // Another ludic rebuilt dist/ meanwhile, from the same sources: keep theirs.
    if (e.code !== "ENOTEMPTY" && e.code !== "EEXIST") throw e;
    rmSync(out, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return dist;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const dist = await buildCli();
  console.log(`built ${dist} in ${Math.round(performance.now() - started)} ms`);
}

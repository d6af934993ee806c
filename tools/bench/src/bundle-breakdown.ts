/**
 * Where a bundle's bytes go: `npm run bench:bundle -- <game|entry.ts> [...]` bundles each engine
 * as the bench does (tools/bench/src/bundle.ts: esbuild, minified, ESM, browser) and prints its
 * input modules by minified bytes in the output (esbuild metafile `bytesInOutput`), largest first.
 * Gzip is only measured for the whole bundle: a module's share of it is not separable.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { build } from "esbuild";

export interface BundleModules {
  minified: number;
  gzip: number;
  /** Every input module with bytes in the output, by its path from the repository root. */
  modules: { path: string; bytes: number }[];
}

/** The bench's bundle of `entry` (same esbuild options as bundle.ts), with its metafile's per-module bytes. */
export async function bundleModules(entry: string): Promise<BundleModules> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    metafile: true,
    outfile: "out.js",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0];
  const modules = Object.entries(output?.inputs ?? {})
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([path, v]) => ({ path: relative(process.cwd(), resolve(path)), bytes: v.bytesInOutput }));
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, modules };
}

/** kB as the bench prints them (1,024 bytes). */
const KB = (n: number): string => (n / 1024).toFixed(1).padStart(6);

async function main(args: string[]): Promise<void> {
  if (args.length === 0 || args.includes("--help")) {
    process.stdout.write(
      "usage: npm run bench:bundle -- <game|path/to/entry.ts> [...] [--top N]\n" +
        "  game: a folder of packages/engines (cuttle, connect-four…); entry: any module.\n" +
        "  Prints the bundle's minified and gzip size and its modules by minified bytes.\n",
    );
    return;
  }
  const topAt = args.indexOf("--top");
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
  const names = args.filter((a, i) => !a.startsWith("--") && (topAt < 0 || i !== topAt + 1));
  for (const name of names) {
    const entry = existsSync(name) ? resolve(name) : resolve("packages/engines", name, "src/index.ts");
    const b = await bundleModules(entry);
    process.stdout.write(`${name}: ${KB(b.minified)} kB min, ${KB(b.gzip)} kB gzip\n`);
    process.stdout.write("   min kB  share  module\n");
    const rows = [...b.modules].sort((x, y) => y.bytes - x.bytes);
    const share = (n: number): string => `${((100 * n) / b.minified).toFixed(1).padStart(4)}%`;
    for (const m of rows.slice(0, top))
      process.stdout.write(`  ${KB(m.bytes)}  ${share(m.bytes)}  ${m.path}\n`);
    const rest = rows.slice(top).reduce((s, m) => s + m.bytes, 0);
    if (rows.length > top)
      process.stdout.write(`  ${KB(rest)}  ${share(rest)}  (${rows.length - top} more modules)\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));

/**
 * Where a bundle's bytes go: `npm run bench:bundle -- <game|entry.ts> [...]` bundles each engine
 * as the bench does (tools/bench/src/bundle.ts: esbuild, minified, ESM, browser) and prints its
 * input modules by minified bytes in the output (esbuild metafile `bytesInOutput`), largest
 * first, with each module's gzip share: what the gzip of the whole bundle loses without that
 * module's code (a second build that keeps line breaks, so esbuild's `// path` comments split
 * the output by module; gzip of the whole minus gzip of the whole without the module, scaled by
 * the two builds' gzip sizes). Shares do not add up exactly to the whole: text repeated across
 * modules is counted by neither, and a small module's share is rounded up by gzip's framing.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { build } from "esbuild";
import { BUNDLE_OPTIONS } from "./bundle.js";

export interface BundleModules {
  minified: number;
  gzip: number;
  /** Every input module with bytes in the output, by its path from the repository root. */
  modules: { path: string; bytes: number; gzipShare: number }[];
}

/** The bench's bundle (bundle.ts), so the split adds up to the bench's figure. */
const OPTIONS = BUNDLE_OPTIONS;

const gzip = (text: string | Uint8Array): number => gzipSync(text, { level: 9 }).length;

/** Per module path, what gzip of the bundle loses without its code (see the file's comment). */
async function gzipShares(entry: string, minifiedGzip: number): Promise<Map<string, number>> {
  const result = await build({
    ...OPTIONS,
    entryPoints: [entry],
    minifyIdentifiers: true,
    minifySyntax: true,
  });
  const text = result.outputFiles[0]?.text ?? "";
  const chunks: { path: string; lines: string[] }[] = [{ path: "", lines: [] }];
  for (const line of text.split("\n")) {
    const m = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line);
    if (m) chunks.push({ path: relative(process.cwd(), resolve(m[1] as string)), lines: [] });
    else chunks[chunks.length - 1]?.lines.push(line);
  }
  const whole = gzip(text);
  const shares = new Map<string, number>();
  for (const c of chunks) {
    if (c.path === "") continue;
    const without = chunks.filter((o) => o !== c).map((o) => o.lines.join("\n"));
    // In the minified bundle's units: the build with line breaks gzips a little larger.
    const lost = ((whole - gzip(without.join("\n"))) * minifiedGzip) / whole;
    shares.set(c.path, (shares.get(c.path) ?? 0) + lost);
  }
  return shares;
}

/** The bench's bundle of `entry` (same esbuild options as bundle.ts), with its metafile's per-module bytes. */
export async function bundleModules(entry: string): Promise<BundleModules> {
  const result = await build({
    ...OPTIONS,
    entryPoints: [entry],
    minify: true,
    metafile: true,
    outfile: "out.js",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0];
  const shares = await gzipShares(entry, gzip(code));
  const modules = Object.entries(output?.inputs ?? {})
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([input, v]) => {
      const path = relative(process.cwd(), resolve(input));
      return { path, bytes: v.bytesInOutput, gzipShare: shares.get(path) ?? 0 };
    });
  return { minified: code.length, gzip: gzip(code), modules };
}

/** kB as the bench prints them (1,024 bytes). */
const KB = (n: number): string => (n / 1024).toFixed(1).padStart(6);

async function main(args: string[]): Promise<void> {
  if (args.length === 0 || args.includes("--help")) {
    process.stdout.write(
      "usage: npm run bench:bundle -- <game|path/to/entry.ts> [...] [--top N]\n" +
        "  game: a folder of packages/engines (cuttle, connect-four…); entry: any module.\n" +
        "  Prints the bundle's minified and gzip size and its modules by minified bytes, with each\n" +
        "  module's gzip share (what the whole bundle's gzip loses without it).\n",
    );
    return;
  }
  const topAt = args.indexOf("--top");
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
  const names = args.filter((a, i) => !a.startsWith("--") && (topAt < 0 || i !== topAt + 1));
  for (const name of names) {
    const entry = existsSync(name) ? resolve(name) : resolve("packages/engines", name, "src/index.ts");
    if (!existsSync(entry)) throw new Error(`${name}: no such engine or module`);
    const b = await bundleModules(entry);
    process.stdout.write(`${name}: ${KB(b.minified)} kB min, ${KB(b.gzip)} kB gzip\n`);
    process.stdout.write(
      "   min kB  share   gzip kB  share  module (gzip: what the whole loses without it)\n",
    );
    const rows = [...b.modules].sort((x, y) => y.bytes - x.bytes);
    const share = (n: number, of = b.minified): string => `${((100 * n) / of).toFixed(1).padStart(4)}%`;
    const line = (bytes: number, gz: number, what: string) =>
      process.stdout.write(`  ${KB(bytes)}  ${share(bytes)}  ${KB(gz)}  ${share(gz, b.gzip)}  ${what}\n`);
    for (const m of rows.slice(0, top)) line(m.bytes, m.gzipShare, m.path);
    const rest = rows.slice(top);
    const sum = (f: (m: (typeof rows)[number]) => number) => rest.reduce((s, m) => s + f(m), 0);
    if (rest.length > 0)
      line(
        sum((m) => m.bytes),
        sum((m) => m.gzipShare),
        `(${rest.length} more modules)`,
      );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));

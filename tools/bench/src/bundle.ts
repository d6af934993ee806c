/** Bundle size of a module with everything it imports: esbuild, minified, ESM; and gzipped. */
import { gzipSync } from "node:zlib";

import { build } from "esbuild";

export interface BundleFigures {
  minified: number;
  gzip: number;
}

/** How an app's bundler would take an engine: one ESM file for the browser, in production mode. */
export const BUNDLE_OPTIONS = {
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  write: false,
  logLevel: "silent",
  define: { "process.env.NODE_ENV": '"production"' },
} as const;

export async function bundleSize(entry: string): Promise<BundleFigures> {
  const result = await build({ ...BUNDLE_OPTIONS, entryPoints: [entry], minify: true });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

/**
 * A baseline's playouts from a module instance of its own. boardgame.io's games call the
 * hand-written rules they wrap (bench/src/<game>/hand-written.ts) on immer drafts, which are
 * proxies. Sharing that module with the hand-written baseline fills its functions' inline caches
 * with proxy shapes, and the hand-written baseline then runs at about half its speed for the rest
 * of the process (Cuttle: about 25,000 instead of 48,000 playouts per CPU second), so every ratio
 * against it was inflated. Bundling the boardgame.io entry gives it its own copy of the rules it
 * wraps; the packages it imports (boardgame.io, immer) are not bundled and stay what they are.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Baseline } from "@ludic/baselines";
import { build } from "esbuild";

/** The playout function of a copy of `b.entry`, bundled into `cacheDir` (inside the repository, so bare imports resolve). */
export async function isolatedPlayout(b: Baseline, cacheDir: string): Promise<Baseline["playout"]> {
  const result = await build({
    entryPoints: [b.entry],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "es2022",
    packages: "external",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`bundling ${b.entry} gave no output`);
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, `${b.game.replace(/\//g, "-")}-${b.impl.replace(/\W/g, "")}.mjs`);
  writeFileSync(file, code);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const value of Object.values(mod)) {
    const playout = (value as { playout?: unknown } | null)?.playout;
    if (typeof playout === "function") return playout as Baseline["playout"];
  }
  throw new Error(`${b.entry} exports no driver with a playout`);
}

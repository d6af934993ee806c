/**
 * Engines compiled from the rules a command is given, never read from a package built earlier:
 * the compiler's TypeScript is bundled by esbuild into one ES module, which imports the runtime
 * the CLI itself runs on (the same module instance, so `instanceof IllegalMoveError` holds), and
 * is written to the cache (cache.ts, `engines/`) keyed by a hash of the rules and of this CLI
 * build. A second run on unchanged rules imports the cached module without compiling.
 */
import { existsSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { CompileOutcome, CompilerApi, GeneratedFile } from "./api.js";
import { cacheRoot, keyHash, writeEntry } from "./cache.js";
import { asEngine } from "./engine-loader.js";
import { CliError } from "./errors.js";
import { type RulesText, readRules } from "./workspace.js";

export { readRules } from "./workspace.js";

/**
 * The runtime an in-memory engine imports. The build puts it beside the CLI's own modules
 * (dist/runtime.js); from the sources (tests) it is the workspace package.
 */
export function runtimeUrl(): string {
  const built = new URL("./runtime.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  return import.meta.resolve("@ludic/runtime");
}

/**
 * A cache entry changes with the rules (their text, and where they are: the engine names its
 * rules files relative to the folder it is compiled from), the runtime it imports and the
 * compiler that made it.
 */
export function cacheKey(files: readonly RulesText[], runtime: string, cwd = process.cwd()): string {
  const hash = keyHash("engine/2").update(`${runtime}\n${cwd}\n`);
  for (const f of files) hash.update(`${f.path}\n${f.text}\n\0`);
  return hash.digest("hex").slice(0, 32);
}

/** Bundles the generated sources (src/index.ts and what it imports) into one module's text. */
export async function bundleEngine(files: GeneratedFile[], runtime: string): Promise<string> {
  const { build } = await import("esbuild");
  const sources = new Map(files.filter((f) => f.path.startsWith("src/")).map((f) => [`/${f.path}`, f.text]));
  const result = await build({
    entryPoints: ["/src/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "silent",
    plugins: [
      {
        name: "in-memory-engine",
        setup(b) {
          b.onResolve({ filter: /^@ludic\/runtime$/ }, () => ({ path: runtime, external: true }));
          b.onResolve({ filter: /^\./ }, (args) => {
            const path = posix.join(posix.dirname(args.importer), args.path).replace(/\.js$/, ".ts");
            return { path, namespace: "engine" };
          });
          b.onResolve({ filter: /^\/src\// }, (args) => ({ path: args.path, namespace: "engine" }));
          b.onLoad({ filter: /.*/, namespace: "engine" }, (args) => {
            const contents = sources.get(args.path);
            if (contents === undefined) throw new Error(`the generated engine has no ${args.path}`);
            return { contents, loader: "ts" };
          });
        },
      },
    ],
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Compiles (or finds in the cache) the engine of the game folder `dir` and imports it. */
export async function compileGame(
  dir: string,
  loadCompiler: () => Promise<CompilerApi>,
  cacheDir: string = cacheRoot(),
): Promise<CompileOutcome> {
  const runtime = runtimeUrl();
  const files = readRules(dir);
  const entry = join(cacheDir, "engines", cacheKey(files, runtime), "engine.mjs");
  if (!existsSync(entry)) {
    const compiler = await loadCompiler();
    const result = compiler.compileSources(files, { root: process.cwd() });
    if (!result.ok || result.gameId === null) {
      return { ok: false, diagnostics: result.diagnostics, sources: result.sources };
    }
    if (!writeEntry(entry, await bundleEngine(result.files, runtime))) {
      throw new CliError(`cannot write the compiled engine to the cache folder ${cacheDir}`);
    }
  }
  const url = pathToFileURL(entry).href;
  const mod = (await import(url)) as Record<string, unknown>;
  return { ok: true, game: { engine: asEngine(mod, dir), url, dir } };
}

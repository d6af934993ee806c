/**
 * Engines compiled from the rules a command is given, never read from a package built earlier:
 * the compiler's TypeScript is bundled by esbuild into one ES module, which imports the runtime
 * the CLI itself runs on (the same module instance, so `instanceof IllegalMoveError` holds), and
 * is written to a cache folder keyed by a hash of the rules and of this CLI build. A second run
 * on unchanged rules imports the cached module without compiling.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { basename, join, posix } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { CompileOutcome, CompilerApi, GeneratedFile } from "./api.js";
import { asEngine } from "./engine-loader.js";
import { ludicFiles } from "./workspace.js";

/**
 * The runtime an in-memory engine imports. The build puts it beside the CLI's own modules
 * (dist/runtime.js); from the sources (tests) it is the workspace package.
 */
export function runtimeUrl(): string {
  const built = new URL("./runtime.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  return import.meta.resolve("@ludic/runtime");
}

function newestIn(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * What the compiled engines depend on besides the rules: the build of this CLI (dist/ is rebuilt
 * whenever a source changes), or, run from the sources (tests), the compiler's, checker's and
 * runtime's own sources.
 */
function buildStamp(): number {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return statSync(here).mtimeMs;
  const packages = join(here, "..", "..", "..", "..", "packages");
  return Math.max(...["compiler", "lang", "runtime"].map((p) => newestIn(join(packages, p, "src"))));
}

/** A cache entry changes with the rules, the runtime it imports and the compiler that made it. */
export function cacheKey(dir: string, runtime: string): string {
  const hash = createHash("sha256");
  hash.update(`ludic-engine/1\n${runtime}\n${buildStamp()}\n`);
  for (const file of ludicFiles(dir)) hash.update(`${basename(file)}\n${readFileSync(file, "utf8")}\n\0`);
  return hash.digest("hex").slice(0, 32);
}

export function cacheRoot(): string {
  return process.env.LUDIC_CACHE_DIR ?? join(tmpdir(), `ludic-cache-${userInfo().uid}`, "engines");
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
): Promise<CompileOutcome> {
  const runtime = runtimeUrl();
  const entry = join(cacheRoot(), cacheKey(dir, runtime), "engine.mjs");
  if (!existsSync(entry)) {
    const compiler = await loadCompiler();
    const result = compiler.buildGame(dir);
    if (!result.ok || result.gameId === null) {
      return { ok: false, diagnostics: result.diagnostics, sources: result.sources };
    }
    const text = await bundleEngine(result.files, runtime);
    mkdirSync(join(entry, ".."), { recursive: true });
    // Written aside then renamed: a process reading the cache never sees half a module.
    const partial = `${entry}.${process.pid}.tmp`;
    writeFileSync(partial, text);
    renameSync(partial, entry);
  }
  const url = pathToFileURL(entry).href;
  const mod = (await import(url)) as Record<string, unknown>;
  return { ok: true, game: { engine: asEngine(mod, dir), url, dir } };
}

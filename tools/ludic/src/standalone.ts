/**
 * `ludic build --standalone`: turns a generated engine package into one any app can install
 * (`npm install <dir>`, or `npm pack` and publish): compiled to dist/ (JS, declarations, source
 * maps) with ts-morph's bundled TypeScript, so no build step is needed on the installing side.
 * By default `@ludic/runtime` stays a normal dependency: an app with two engines has one copy of
 * the runtime and its error classes (`instanceof IllegalMoveError` holds across engines).
 * `--bundle-runtime` vendors the runtime's sources into src/runtime instead (zero dependencies).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";

import { strictEngineOptions } from "@ludic/compiler";
import { Project, ts } from "ts-morph";

import type { GeneratedFile } from "./api.js";
import { CliError } from "./errors.js";
import { composeRulesMap } from "./rules-map.js";

const RUNTIME = "@ludic/runtime";

/** The runtime's sources (tests excluded), folders included (src/contract/), as files under src/runtime/. */
export function runtimeFiles(runtimeSrcDir: string, sub = ""): GeneratedFile[] {
  const dir = join(runtimeSrcDir, sub);
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e): GeneratedFile[] => {
      const rel = sub === "" ? e.name : `${sub}/${e.name}`;
      if (e.isDirectory()) return runtimeFiles(runtimeSrcDir, rel);
      const f = e.name;
      if (!f.endsWith(".ts") || f.endsWith(".test.ts") || f.endsWith(".d.ts")) return [];
      return [{ path: `src/runtime/${rel}`, text: readFileSync(join(dir, f), "utf8") }];
    });
}

/** Rewrites `"@ludic/runtime"` module specifiers in one source file to a relative path. */
export function rewriteRuntimeImports(path: string, text: string): string {
  let rel = posix.relative(posix.dirname(path), "src/runtime/index.js");
  if (!rel.startsWith(".")) rel = `./${rel}`;
  // Module specifiers only: after `from`, or inside import(...) / import "...".
  return text
    .replace(/(\bfrom\s*)(["'])@ludic\/runtime\2/g, `$1$2${rel}$2`)
    .replace(/(\bimport\s*\(\s*)(["'])@ludic\/runtime\2/g, `$1$2${rel}$2`)
    .replace(/(\bimport\s+)(["'])@ludic\/runtime\2/g, `$1$2${rel}$2`);
}

/** The runtime a standalone engine is compiled against: the one this CLI runs on. */
export interface RuntimePackage {
  version: string;
  /** Its package.json and type sources, paths relative to the package folder. */
  typeFiles: GeneratedFile[];
  /** Its TypeScript sources, for --bundle-runtime; null when this installation has none. */
  sourcesDir: string | null;
}

function filesUnder(root: string, keep: (name: string) => boolean, sub = ""): GeneratedFile[] {
  const dir = join(root, sub);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e): GeneratedFile[] => {
    const rel = sub === "" ? e.name : `${sub}/${e.name}`;
    if (e.isDirectory()) return e.name === "node_modules" ? [] : filesUnder(root, keep, rel);
    return keep(e.name) ? [{ path: rel, text: readFileSync(join(dir, e.name), "utf8") }] : [];
  });
}

const isTypeSource = (f: string) => (f.endsWith(".ts") && !f.endsWith(".test.ts")) || f.endsWith(".d.ts");

/**
 * Finds @ludic/runtime as this CLI resolves it: in the repository its sources, when installed
 * its dist/ declarations. `fallbackSources` is where an installed CLI keeps the runtime's
 * sources for --bundle-runtime (runtime-src/ in its package).
 */
export function findRuntime(fallbackSources: string): RuntimePackage {
  let dir = dirname(fileURLToPath(import.meta.resolve(RUNTIME)));
  while (!existsSync(join(dir, "package.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new CliError(`cannot find the package folder of ${RUNTIME}`);
    dir = up;
  }
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string };
  const typeFiles = [
    { path: "package.json", text: readFileSync(join(dir, "package.json"), "utf8") },
    ...filesUnder(join(dir, "src"), isTypeSource).map((f) => ({ ...f, path: `src/${f.path}` })),
    ...filesUnder(join(dir, "dist"), (f) => f.endsWith(".d.ts")).map((f) => ({
      ...f,
      path: `dist/${f.path}`,
    })),
  ];
  const own = join(dir, "src");
  const sourcesDir = existsSync(join(own, "index.ts"))
    ? own
    : existsSync(join(fallbackSources, "index.ts"))
      ? fallbackSources
      : null;
  return { version: pkg.version, typeFiles, sourcesDir };
}

const STANDALONE_TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    lib: ["ES2022"],
    strict: true,
    declaration: true,
    outDir: "dist",
    rootDir: "src",
    skipLibCheck: true,
    types: [],
  },
  include: ["src/**/*.ts"],
};

export interface StandaloneOptions {
  /** Vendor the runtime into src/runtime instead of depending on @ludic/runtime. */
  bundleRuntime: boolean;
  /** The version of @ludic/runtime the package depends on (`^version`). */
  runtimeVersion: string;
}

/** `./src/meta.ts` → `./dist/meta`: an entry of the generated sources as its built path. */
const built = (entry: string) => entry.replace(/^src\//, "./dist/").replace(/\.ts$/, "");

/**
 * package.json of the standalone package: publishable (no `private`), `exports` pointing at
 * dist (`.` and, when the engine has one, `./meta`: the game's description without its rules),
 * free of side effects so bundlers drop what an app does not import.
 */
export function standalonePackageJson(text: string, options: StandaloneOptions, entries: string[]): string {
  const pkg = JSON.parse(text) as Record<string, unknown>;
  const deps = { ...((pkg.dependencies as Record<string, string> | undefined) ?? {}) };
  if (options.bundleRuntime) delete deps[RUNTIME];
  else deps[RUNTIME] = `^${options.runtimeVersion}`;
  const out: Record<string, unknown> = { ...pkg };
  delete out.nx;
  delete out.private;
  if (Object.keys(deps).length > 0) out.dependencies = deps;
  else delete out.dependencies;
  out.type = "module";
  out.main = "./dist/index.js";
  out.types = "./dist/index.d.ts";
  const exports: Record<string, unknown> = {};
  for (const entry of entries) {
    const sub = entry === "src/index.ts" ? "." : `./${posix.basename(entry, ".ts")}`;
    exports[sub] = {
      types: `${built(entry)}.d.ts`,
      import: `${built(entry)}.js`,
      default: `${built(entry)}.js`,
    };
  }
  out.exports = exports;
  out.files = ["dist", "README.md"];
  out.sideEffects = false;
  out.engines = { node: ">=20" };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The package's entry points: its index, and meta when the engine emits it as its own module. */
export function packageEntries(files: GeneratedFile[]): string[] {
  return ["src/index.ts", "src/meta.ts"].filter((e) => files.some((f) => f.path === e));
}

/**
 * The README for people outside the repository: the package is rebuilt with `ludic build`, not
 * the repository's `npm run generate`, and installed with the runtime beside it.
 */
export function standaloneReadme(text: string, options: StandaloneOptions): string {
  const rebuilt = text.replace(/`npm run generate`/g, "`ludic build <rules folder> --standalone`");
  const install = options.bundleRuntime
    ? "Install it with `npm install <this package>`: the runtime is bundled, it has no dependencies."
    : "Install it with `npm install <this package> @ludic/runtime`: the contract's types (`View`, `Decision`,\n" +
      "`Outcome`, `GameRecord`, …) and error classes (`IllegalMoveError`, …) are imported from `@ludic/runtime`,\n" +
      "one copy for every engine of an app.";
  const heading = rebuilt.indexOf("\n```ts");
  return heading < 0
    ? `${rebuilt}\n${install}\n`
    : `${rebuilt.slice(0, heading)}\n${install}\n${rebuilt.slice(heading)}`;
}

/** The generated package, made installable (sources only; see `compileToDist`). */
export function standaloneSources(
  files: GeneratedFile[],
  options: StandaloneOptions,
  runtimeSrcDir: string | null,
): GeneratedFile[] {
  if (options.bundleRuntime && runtimeSrcDir === null) {
    throw new CliError("--bundle-runtime: this installation has no sources of @ludic/runtime to vendor");
  }
  const entries = packageEntries(files);
  const result: GeneratedFile[] = [];
  for (const f of files) {
    if (f.path === "package.json")
      result.push({ path: f.path, text: standalonePackageJson(f.text, options, entries) });
    else if (f.path === "tsconfig.json")
      result.push({ path: f.path, text: `${JSON.stringify(STANDALONE_TSCONFIG, null, 2)}\n` });
    else if (f.path === "README.md") result.push({ path: f.path, text: standaloneReadme(f.text, options) });
    else if (f.path.startsWith("src/runtime/"))
      continue; // replaced below
    else if (f.path.endsWith(".ts") && options.bundleRuntime)
      result.push({ path: f.path, text: rewriteRuntimeImports(f.path, f.text) });
    else result.push(f);
  }
  if (!result.some((f) => f.path === "tsconfig.json")) {
    result.push({ path: "tsconfig.json", text: `${JSON.stringify(STANDALONE_TSCONFIG, null, 2)}\n` });
  }
  return options.bundleRuntime && runtimeSrcDir ? [...result, ...runtimeFiles(runtimeSrcDir)] : result;
}

/** The package with the runtime vendored (`--bundle-runtime`): no dependency at all. */
export function vendorRuntime(files: GeneratedFile[], runtimeSrcDir: string): GeneratedFile[] {
  return standaloneSources(files, { bundleRuntime: true, runtimeVersion: "0.0.0" }, runtimeSrcDir);
}

/**
 * Compiles src/**\/*.ts to dist/ (ESM JavaScript and declarations) in memory. Type errors stop
 * the build: a standalone package that does not type-check would only fail later, in someone's app.
 */
export function compileToDist(files: GeneratedFile[], runtime?: RuntimePackage): GeneratedFile[] {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      ...strictEngineOptions(ts),
      declaration: true,
      declarationMap: true,
      sourceMap: true,
      // Only dist/ is published: the maps carry the generated sources they point into.
      inlineSources: true,
      rootDir: "/pkg/src",
      outDir: "/pkg/dist",
    },
  });
  for (const f of files) {
    if (f.path.startsWith("src/") && f.path.endsWith(".ts"))
      project.createSourceFile(`/pkg/${f.path}`, f.text);
  }
  // The runtime the engine imports, where an installing app will have it; read, never emitted.
  const fs = project.getFileSystem();
  for (const f of runtime?.typeFiles ?? []) {
    const path = `/pkg/node_modules/${RUNTIME}/${f.path}`;
    fs.mkdirSync(posix.dirname(path));
    fs.writeFileSync(path, f.text);
  }
  const diagnostics = project.getPreEmitDiagnostics();
  if (diagnostics.length > 0) {
    const text = diagnostics
      .slice(0, 10)
      .map((d) => {
        const file =
          d
            .getSourceFile()
            ?.getFilePath()
            .replace(/^\/pkg\//, "") ?? "(project)";
        const message = ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n");
        return `  ${file}:${d.getLineNumber() ?? 0}: TS${d.getCode()}: ${message}`;
      })
      .join("\n");
    throw new CliError(`the standalone package does not type-check:\n${text}`);
  }
  const emitted = project.emitToMemory();
  const rulesMap = files.find((f) => f.path === "src/rules.ts.map")?.text;
  return emitted
    .getFiles()
    .filter((f) => f.filePath.startsWith("/pkg/dist/"))
    .map((f) => ({ path: f.filePath.replace(/^\/pkg\//, ""), text: f.text }))
    .map((f) =>
      // The rules' map, not the generated TypeScript's: an installed engine steps through the .ludic lines.
      f.path === "dist/rules.js.map" && rulesMap !== undefined
        ? { path: f.path, text: `${composeRulesMap(f.text, rulesMap)}\n` }
        : f,
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

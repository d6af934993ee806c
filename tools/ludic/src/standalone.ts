/**
 * `ludic build --standalone`: turns a generated engine package into one any app can
 * `npm install <dir>`: the runtime is vendored into src/runtime, imports of @ludic/runtime
 * become relative, and the sources are compiled to dist/ (JS + .d.ts) with ts-morph's bundled
 * TypeScript, so no build step is needed on the installing side.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";

import { Project, ts } from "ts-morph";

import type { GeneratedFile } from "./api.js";
import { CliError } from "./errors.js";

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

/** package.json of the standalone package: no workspace dependency, `exports` pointing at dist. */
export function standalonePackageJson(text: string): string {
  const pkg = JSON.parse(text) as Record<string, unknown>;
  const deps = { ...((pkg.dependencies as Record<string, string> | undefined) ?? {}) };
  delete deps[RUNTIME];
  const out: Record<string, unknown> = { ...pkg };
  delete out.nx;
  if (Object.keys(deps).length > 0) out.dependencies = deps;
  else delete out.dependencies;
  out.type = "module";
  out.main = "./dist/index.js";
  out.types = "./dist/index.d.ts";
  out.exports = { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } };
  out.files = ["dist", "src", "README.md"];
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The generated package, made self-contained (sources only; see `compileToDist`). */
export function vendorRuntime(files: GeneratedFile[], runtimeSrcDir: string): GeneratedFile[] {
  const result: GeneratedFile[] = [];
  for (const f of files) {
    if (f.path === "package.json") result.push({ path: f.path, text: standalonePackageJson(f.text) });
    else if (f.path === "tsconfig.json")
      result.push({ path: f.path, text: `${JSON.stringify(STANDALONE_TSCONFIG, null, 2)}\n` });
    else if (f.path.startsWith("src/runtime/"))
      continue; // replaced below
    else if (f.path.endsWith(".ts"))
      result.push({ path: f.path, text: rewriteRuntimeImports(f.path, f.text) });
    else result.push(f);
  }
  if (!result.some((f) => f.path === "tsconfig.json")) {
    result.push({ path: "tsconfig.json", text: `${JSON.stringify(STANDALONE_TSCONFIG, null, 2)}\n` });
  }
  return [...result, ...runtimeFiles(runtimeSrcDir)];
}

/**
 * Compiles src/**\/*.ts to dist/ (ESM JavaScript and declarations) in memory. Type errors stop
 * the build: a standalone package that does not type-check would only fail later, in someone's app.
 */
export function compileToDist(files: GeneratedFile[]): GeneratedFile[] {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts"],
      strict: true,
      declaration: true,
      skipLibCheck: true,
      rootDir: "/pkg/src",
      outDir: "/pkg/dist",
      types: [],
    },
  });
  for (const f of files) {
    if (f.path.startsWith("src/") && f.path.endsWith(".ts"))
      project.createSourceFile(`/pkg/${f.path}`, f.text);
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
  return emitted
    .getFiles()
    .map((f) => ({ path: f.filePath.replace(/^\/pkg\//, ""), text: f.text }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

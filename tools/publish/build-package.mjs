/**
 * Builds one workspace library to JavaScript, declarations and source maps with TypeScript:
 * `node tools/publish/build-package.mjs [packageDir] [--out dir]` (default: the current folder,
 * into `dist/`). The program starts from the package's `exports` entries (and the worker
 * threads its code finds by URL), so tests, stories and fixtures are never built. Other
 * workspace packages are read from their own built declarations (their `dist/`, built first:
 * the Nx `build` target depends on `^build`), never compiled again into this one.
 * The folder is replaced whole, so a module removed from the sources does not linger.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import ts from "typescript";

import { exportEntries, workspacePackages } from "./manifest.mjs";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Source files found by URL at run time (`new URL("./worker.js", import.meta.url)`): built too. */
function urlEntries(srcDir) {
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() && e.name !== "fixtures") walk(path);
      else if (e.name === "worker.ts") found.push(path);
    }
  };
  walk(srcDir);
  return found;
}

/** `paths` sending each workspace dependency (and its subpath exports) to its built declarations. */
function dependencyPaths(pkg, packages) {
  const paths = {};
  const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  for (const name of names) {
    const dep = packages.get(name);
    if (!dep) continue;
    for (const [sub, source] of exportEntries(dep.pkg)) {
      const specifier = sub === "." ? name : `${name}/${sub.slice(2)}`;
      paths[specifier] = [join(dep.dir, "dist", declarationOf(source))];
    }
  }
  return paths;
}

/** `./src/node/index.ts` → `node/index.d.ts` (relative to dist/). */
export function declarationOf(source) {
  return source.replace(/^\.\/src\//, "").replace(/\.tsx?$/, ".d.ts");
}

function formatDiagnostics(diagnostics) {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => repo,
    getNewLine: () => "\n",
  });
}

export function buildPackage(packageDir, outName = "dist") {
  const dir = resolve(packageDir);
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const packages = workspacePackages(repo);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(dir, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(formatDiagnostics([d]));
      },
    },
  );
  const src = join(dir, "src");
  const out = join(dir, `${outName}.tmp-${process.pid}`);
  const options = {
    ...config.options,
    rootDir: src,
    outDir: out,
    composite: false,
    incremental: false,
    tsBuildInfoFile: undefined,
    declaration: true,
    declarationMap: true,
    sourceMap: true,
    // The tarball ships no src/: the maps carry the sources they point to.
    inlineSources: true,
    noEmit: false,
    emitDeclarationOnly: false,
    noEmitOnError: true,
    paths: dependencyPaths(pkg, packages),
  };
  const roots = [
    ...exportEntries(pkg).map(([, source]) => join(dir, source)),
    ...urlEntries(src),
    // A command's entry (`bin`) is started by a file outside src/ (bin/ludic.mjs imports dist/bin.js).
    ...(pkg.bin && existsSync(join(src, "bin.ts")) ? [join(src, "bin.ts")] : []),
  ];
  const program = ts.createProgram({ rootNames: [...new Set(roots)], options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const emitted = program.emit();
  const all = [...diagnostics, ...emitted.diagnostics];
  if (all.some((d) => d.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`${pkg.name} does not build:\n${formatDiagnostics(all)}`);
  }
  // Stylesheets imported by the sources (`import "./styles.css"`) stay imports: ship them beside.
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(src)) continue;
    for (const m of file.text.matchAll(/^import\s+["'](\.[^"']+\.css)["'];?$/gm)) {
      const from = resolve(dirname(file.fileName), m[1]);
      cpSync(from, join(out, relative(src, from)));
    }
  }
  const target = join(dir, outName);
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
  return target;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf("--out");
  const outName = outAt >= 0 ? args[outAt + 1] : "dist";
  const positional = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
  const dir = positional[0] ?? process.cwd();
  if (!existsSync(join(dir, "package.json"))) throw new Error(`${dir}: no package.json`);
  const started = performance.now();
  const target = buildPackage(dir, outName);
  console.log(`built ${relative(repo, target)} in ${Math.round(performance.now() - started)} ms`);
}

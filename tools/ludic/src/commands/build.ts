import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import type { CompilerApi, Deps, GeneratedFile } from "../api.js";
import { onePath, parse, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { UsageError } from "../errors.js";
import type { Io } from "../io.js";
import { displayPath, engineDir, isInside, resolveGameFolders } from "../workspace.js";
import { plural } from "./plural.js";

export interface BuildOptions {
  out?: string;
  standalone: boolean;
  /** With --standalone: vendor the runtime instead of depending on @ludic/runtime. */
  bundleRuntime?: boolean;
  /** The package's name (default `@ludic/<game>`; with `scope` only, `<scope>/<game>`). */
  name?: string;
  scope?: string;
}

/** npm's rules for a package name, as `npm install` would reject it. */
const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** The package name `--name`/`--scope` ask for, or null for the compiler's `@ludic/<game>`. */
export function packageNameFor(options: BuildOptions, gameId: string): string | null {
  if (options.scope !== undefined && !/^@[a-z0-9][a-z0-9._~-]*$/.test(options.scope)) {
    throw new UsageError(`build: --scope must look like @my-scope, got "${options.scope}"`);
  }
  if (options.name === undefined && options.scope === undefined) return null;
  const bare = options.name ?? gameId;
  const name = options.scope && !bare.startsWith("@") ? `${options.scope}/${bare}` : bare;
  if (!PACKAGE_NAME.test(name) || name.length > 214) {
    throw new UsageError(`build: "${name}" is not a valid npm package name`);
  }
  return name;
}

/** Renames the generated package (package.json and its README) after the game id is known. */
export function renamePackage(files: GeneratedFile[], from: string, to: string): GeneratedFile[] {
  return files.map((f) => {
    if (f.path === "package.json") {
      const pkg = JSON.parse(f.text) as Record<string, unknown>;
      return { path: f.path, text: `${JSON.stringify({ ...pkg, name: to }, null, 2)}\n` };
    }
    if (f.path === "README.md") return { path: f.path, text: f.text.split(from).join(to) };
    return f;
  });
}

/**
 * `ludic build <file|dir> [--out dir] [--standalone]`: compiles each game folder into its engine
 * package (default packages/engines/<game>). Several folders (`ludic build rules`) build one after
 * the other with a progress line each. A folder outside the repository needs --out: its engine
 * has no place in packages/engines, and must never overwrite the repository's game of that id.
 */
export async function buildCommand(path: string, options: BuildOptions, deps: Deps, io: Io): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  if (options.out && folders.length > 1) {
    throw new UsageError(`--out names one package folder, but ${path} holds ${folders.length} games`);
  }
  const outside = folders.find((d) => !isInside(d, deps.workspaceRoot));
  if (!options.out && outside) {
    throw new UsageError(
      `build: ${displayPath(outside, deps.cwd)} is outside the repository (${deps.workspaceRoot}); ` +
        "say where its engine package goes with --out <dir>",
    );
  }
  const compiler = await deps.loadCompiler();
  let failed = 0;
  for (const [i, dir] of folders.entries()) {
    if (folders.length > 1) io.err(`[${i + 1}/${folders.length}] building ${displayPath(dir, deps.cwd)} …`);
    if (!(await buildOne(dir, options, compiler, deps, io))) failed++;
  }
  if (folders.length > 1) io.out(`${folders.length - failed} of ${folders.length} games built`);
  return failed > 0 ? 1 : 0;
}

async function buildOne(
  dir: string,
  options: BuildOptions,
  compiler: CompilerApi,
  deps: Deps,
  io: Io,
): Promise<boolean> {
  const started = performance.now();
  const result = compiler.buildGame(dir);
  const shown = displayPath(dir, deps.cwd);
  if (!result.ok || result.gameId === null) {
    const lang = await deps.loadLang();
    if (result.diagnostics.length > 0) io.out(lang.formatDiagnostics(result.diagnostics, result.sources));
    const errors = result.diagnostics.filter((d) => d.severity === "error").length;
    io.out(`${shown}: not built, ${plural(errors, "error")}`);
    return false;
  }
  const outDir = options.out ? resolve(deps.cwd, options.out) : engineDir(deps.workspaceRoot, result.gameId);
  let files = result.files;
  const name = packageNameFor(options, result.gameId);
  if (name !== null) files = renamePackage(files, `@ludic/${result.gameId}`, name);
  if (options.standalone) {
    // Loaded here: it brings ts-morph (all of TypeScript), which no other command needs.
    const { compileToDist, findRuntime, standaloneSources } = await import("../standalone.js");
    // An installed CLI keeps the runtime's sources in runtime-src/ (its workspaceRoot is itself).
    const runtime = findRuntime(join(deps.workspaceRoot, "runtime-src"));
    const bundleRuntime = options.bundleRuntime === true;
    files = standaloneSources(files, { bundleRuntime, runtimeVersion: runtime.version }, runtime.sourcesDir);
    const dist = compileToDist(files, bundleRuntime ? undefined : runtime);
    // dist is rewritten whole: stale JS from a removed module must not linger.
    rmSync(join(outDir, "dist"), { recursive: true, force: true });
    writeFiles(dist, outDir);
  }
  const { written, removed } = compiler.writePackage(files, outDir);
  const ms = Math.round(performance.now() - started);
  const kind = options.standalone
    ? options.bundleRuntime
      ? "standalone package (runtime bundled)"
      : "standalone package"
    : "package";
  io.out(
    `${shown} → ${displayPath(outDir, deps.cwd)}: ${kind} for ${result.gameId}, ` +
      `${plural(written, "file")} written, ${removed} removed (${ms} ms)`,
  );
  return true;
}

export function writeFiles(files: GeneratedFile[], outDir: string): void {
  for (const f of files) {
    const target = join(outDir, f.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.text);
  }
}

export const build: Command = {
  name: "build",
  usage: `build <file|dir> [--out <dir>] [--standalone [--bundle-runtime]] [--name <pkg>] [--scope <@scope>]
                                         compile a game folder (or every game in a folder) to its
                                         engine package, by default packages/engines/<game>
                                         (--out required outside the repository);
                                         --standalone compiles it to dist/, publishable, with
                                         @ludic/runtime as its dependency (--bundle-runtime
                                         vendors the runtime instead); --name/--scope name it`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(
      args,
      {
        out: { type: "string" },
        standalone: { type: "boolean", default: false },
        "bundle-runtime": { type: "boolean", default: false },
        name: { type: "string" },
        scope: { type: "string" },
      },
      "build",
    );
    const path = onePath(positionals, "build", "rules file or folder");
    const bundleRuntime = values["bundle-runtime"] === true;
    if (bundleRuntime && values.standalone !== true) {
      throw new UsageError("build: --bundle-runtime goes with --standalone");
    }
    const out = stringOption(values.out);
    const name = stringOption(values.name);
    const scope = stringOption(values.scope);
    return buildCommand(
      path,
      {
        standalone: values.standalone === true,
        bundleRuntime,
        ...(out ? { out } : {}),
        ...(name !== undefined ? { name } : {}),
        ...(scope !== undefined ? { scope } : {}),
      },
      deps,
      io,
    );
  },
};

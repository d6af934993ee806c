/**
 * The package.json a library is published with, derived from the one the workspace uses. In the
 * workspace `exports` point at the TypeScript sources (Vitest, Vite, tsx and tsc read them
 * directly, no build step); the published manifest points the same entries at `dist/`, turns
 * workspace dependencies (`*`) into the exact range of the version they are released with, and
 * drops what only the repository needs (scripts, devDependencies, Nx settings).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Dependencies only the TypeScript sources need (tsx runs `.ts` worker entries in the workspace). */
const SOURCE_ONLY = new Set(["tsx"]);

/** Every workspace package, by name: `{ dir, pkg }`. */
export function workspacePackages(repo) {
  const root = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
  const found = new Map();
  for (const pattern of root.workspaces) {
    const dirs = pattern.endsWith("/*")
      ? readdirSync(join(repo, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(repo, pattern.slice(0, -2), e.name))
      : [join(repo, pattern)];
    for (const dir of dirs) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      found.set(pkg.name, { dir, pkg });
    }
  }
  return found;
}

/** Entries for this repository's own tooling, never published (the Nx plugin needs Nx). */
const WORKSPACE_ONLY_EXPORTS = new Set(["./nx-plugin"]);

/** `[subpath, source]` for each published entry of `exports`: `[".", "./src/index.ts"]`, `["./node", …]`. */
export function exportEntries(pkg) {
  const entries = Object.entries(pkg.exports ?? {}).filter(([sub]) => !WORKSPACE_ONLY_EXPORTS.has(sub));
  return entries.map(([sub, target]) => {
    const source = typeof target === "string" ? target : (target.default ?? target.import ?? target.types);
    return [sub, source];
  });
}

/** `./src/node/index.ts` → `./dist/node/index` (no extension). */
function builtPath(source) {
  return source.replace(/^\.\/src\//, "./dist/").replace(/\.tsx?$/, "");
}

function pinned(deps, packages) {
  if (!deps) return undefined;
  const out = {};
  for (const [name, range] of Object.entries(deps)) {
    if (SOURCE_ONLY.has(name)) continue;
    const local = packages.get(name);
    out[name] = local && (range === "*" || range.startsWith("workspace:")) ? `^${local.pkg.version}` : range;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The manifest `npm pack` publishes; `packages` is `workspacePackages(repo)`. */
export function publishManifest(pkg, packages) {
  const exports = {};
  for (const [sub, source] of exportEntries(pkg)) {
    const built = builtPath(source);
    exports[sub] = { types: `${built}.d.ts`, import: `${built}.js`, default: `${built}.js` };
  }
  const out = {
    name: pkg.name,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    type: "module",
    ...(pkg.bin ? { bin: pkg.bin } : {}),
    exports,
    files: pkg.files,
    sideEffects: Array.isArray(pkg.sideEffects)
      ? pkg.sideEffects.map((f) => (f.startsWith("./src/") ? `${builtPath(f)}.js` : f))
      : pkg.sideEffects,
    engines: pkg.engines,
    dependencies: pinned(pkg.dependencies, packages),
    peerDependencies: pkg.peerDependencies,
    peerDependenciesMeta: pkg.peerDependenciesMeta,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

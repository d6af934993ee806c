/**
 * Loads a compiled engine from its JS files without a bundler: each file becomes a module URL
 * (a `blob:` in the browser, a `data:` URL in Node's tests) whose imports are rewritten to the
 * URLs of the files they name, in dependency order; `@ludic/runtime` becomes a shim module that
 * re-exports the host's own runtime (a blob has no base to resolve a bare name from). Imports
 * are found with es-module-lexer, so text inside the engine's strings is never mistaken for one.
 */
import { init, parse } from "es-module-lexer";

export interface JsFile {
  /** Relative to the package root: `src/index.js`. */
  path: string;
  code: string;
}

export interface LoadOptions {
  /** Makes a module URL from a module's code. */
  toUrl(code: string): string;
  /** `import(url)`, injectable so tests can use Node's loader. */
  importUrl(url: string): Promise<unknown>;
  /** The host's `@ludic/runtime` namespace, re-exported by the shim. */
  runtime: Record<string, unknown>;
  /** The global name the shim reads the runtime from. */
  runtimeGlobal?: string;
}

export class EngineLoadError extends Error {}

const RUNTIME = "@ludic/runtime";

/** `src/a/b.js` + `../c.js` → `src/c.js`; null when it leaves the package. */
export function resolvePath(from: string, spec: string): string | null {
  const parts = from.split("/").slice(0, -1);
  for (const p of spec.split("/")) {
    if (p === "." || p === "") continue;
    if (p === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(p);
  }
  return parts.join("/");
}

/** The shim's code: one `export const` per identifier-named export of the runtime. */
export function runtimeShim(runtime: Record<string, unknown>, global: string): string {
  const names = Object.keys(runtime).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== "default");
  return `const r = globalThis[${JSON.stringify(global)}];\n${names.map((n) => `export const ${n} = r.${n};`).join("\n")}\n`;
}

/** Rewrites every static and dynamic import of `code` with `map` (a specifier → its URL). */
export function rewriteImports(code: string, map: (spec: string) => string): string {
  const [imports] = parse(code);
  let out = "";
  let at = 0;
  for (const imp of imports) {
    // import.meta (d === -2) and dynamic imports of an expression (no name) are left alone.
    if (imp.d === -2 || imp.n === undefined) continue;
    // A dynamic import's [s, e) covers the quoted string; a static one's only the text inside.
    const quoted = imp.d >= 0;
    out += code.slice(at, imp.s);
    const url = map(imp.n);
    out += quoted ? JSON.stringify(url) : url;
    at = imp.e;
  }
  return out + code.slice(at);
}

/** The specifiers a module imports. */
export function importsOf(code: string): string[] {
  const [imports] = parse(code);
  return imports.flatMap((i) => (i.d === -2 || i.n === undefined ? [] : [i.n]));
}

/** Loads `entry` and every file it needs; returns the entry's module namespace. */
export async function loadModules(files: JsFile[], entry: string, options: LoadOptions): Promise<unknown> {
  await init;
  const global = options.runtimeGlobal ?? "__ludicRuntime";
  (globalThis as Record<string, unknown>)[global] = options.runtime;
  const runtimeUrl = options.toUrl(runtimeShim(options.runtime, global));
  const byPath = new Map(files.map((f) => [f.path, f]));
  const urls = new Map<string, string>();
  const visiting = new Set<string>();
  const urlOf = (path: string): string => {
    const done = urls.get(path);
    if (done) return done;
    if (visiting.has(path))
      throw new EngineLoadError(`the engine's modules import each other in a cycle at ${path}`);
    const file = byPath.get(path);
    if (!file) throw new EngineLoadError(`the engine has no module ${path}`);
    visiting.add(path);
    const code = rewriteImports(file.code, (spec) => {
      if (spec === RUNTIME) return runtimeUrl;
      if (!spec.startsWith("./") && !spec.startsWith("../"))
        throw new EngineLoadError(`${path} imports "${spec}", which a playground engine cannot load`);
      const target = resolvePath(path, spec);
      if (target === null) throw new EngineLoadError(`${path} imports "${spec}", outside the engine`);
      return urlOf(target);
    });
    visiting.delete(path);
    const url = options.toUrl(code);
    urls.set(path, url);
    return url;
  };
  return options.importUrl(urlOf(entry));
}

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Engine } from "@ludic/runtime";

import type { CompilerApi, Deps, DiagnosticLike, LangApi } from "../api.js";
import { CliError } from "../errors.js";

/** Deps whose every part fails loudly unless a test provides it. */
export function fakeDeps(parts: Partial<Deps> = {}): Deps {
  const missing = (what: string) => () => Promise.reject(new Error(`test did not provide ${what}`));
  return {
    workspaceRoot: "/nowhere",
    cwd: process.cwd(),
    cacheDir: null,
    loadLang: missing("loadLang"),
    loadFormatter: missing("loadFormatter"),
    loadCompiler: missing("loadCompiler"),
    compileGame: (dir) => Promise.reject(new CliError(`test did not provide an engine for ${dir}`)),
    loadTesting: missing("loadTesting"),
    ...parts,
  };
}

/** A stand-in for @ludic/lang that reports the given diagnostics for every folder. */
export function fakeLang(diagnostics: DiagnosticLike[]): LangApi {
  const result = () => ({
    diagnostics,
    sources: new Map<string, string>(),
    game: diagnostics.some((d) => d.severity === "error") ? null : { id: "lastcard", title: "Last card" },
  });
  return {
    checkGameFolder: result,
    checkGameSources: result,
    formatDiagnostics: (ds) =>
      ds
        .map(
          (d) =>
            `${d.span.file}:${d.span.start.line}:${d.span.start.column} ${d.severity} ${d.code}: ${d.message}`,
        )
        .join("\n"),
  };
}

export function diag(code: string, severity: "error" | "warning" = "error"): DiagnosticLike {
  const start = { offset: 20, line: 3, column: 7 };
  return {
    code,
    severity,
    message: `problem ${code}`,
    span: { file: "rules/x/x.ludic", start, end: { ...start, offset: 24, column: 11 } },
  };
}

export type { CompilerApi, Engine };

/**
 * A scratch workspace whose rules/<game> folder holds a rules file, and deps that "compile" it
 * to `engine` (imported by threads from `url`): what play and simulate need to find a game.
 */
export function fakeGameDeps(engine: Engine, url = "", game = "lastcard", parts: Partial<Deps> = {}): Deps {
  const root = mkdtempSync(join(tmpdir(), "ludic-ws-"));
  const dir = join(root, "rules", game);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${game}.ludic`), `game ${game} {\n}\n`);
  return fakeDeps({
    workspaceRoot: root,
    compileGame: async (d) => ({ ok: true, game: { engine, url, dir: d } }),
    ...parts,
  });
}

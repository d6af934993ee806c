import type { Engine } from "@ludic/runtime";

import type { CompilerApi, Deps, DiagnosticLike, LangApi } from "../api.js";
import { CliError } from "../errors.js";

/** Deps whose every part fails loudly unless a test provides it. */
export function fakeDeps(parts: Partial<Deps> = {}): Deps {
  const missing = (what: string) => () => Promise.reject(new Error(`test did not provide ${what}`));
  return {
    workspaceRoot: "/nowhere",
    cwd: process.cwd(),
    loadLang: missing("loadLang"),
    loadFormatter: missing("loadFormatter"),
    loadCompiler: missing("loadCompiler"),
    loadEngine: (game) => Promise.reject(new CliError(`no engine for "${game}"`)),
    loadTesting: missing("loadTesting"),
    ...parts,
  };
}

/** A stand-in for @ludic/lang that reports the given diagnostics for every folder. */
export function fakeLang(diagnostics: DiagnosticLike[]): LangApi {
  return {
    checkGameFolder: () => ({
      diagnostics,
      sources: new Map(),
      game: diagnostics.some((d) => d.severity === "error") ? null : { id: "lastcard", title: "Last card" },
    }),
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

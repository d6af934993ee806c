/** The front end in one call: read a game folder, parse every file, check the game. */
import { checkGame } from "./check/index.js";
import type { CheckResult } from "./check/model.js";
import type { Diagnostic } from "./diagnostics/diagnostic.js";
import { loadGameFolder } from "./load/load-game.js";
import { parseRules } from "./parse-file.js";

export interface FrontEndResult extends CheckResult {
  /** File path → text, for printing diagnostics with excerpts. */
  sources: Map<string, string>;
}

export function checkGameSources(files: { path: string; text: string }[]): FrontEndResult {
  const sources = new Map<string, string>();
  const parsed = [];
  const parseDiagnostics: Diagnostic[] = [];
  for (const f of files) {
    sources.set(f.path, f.text);
    const { ast, diagnostics } = parseRules(f.text, f.path);
    parseDiagnostics.push(...diagnostics);
    parsed.push({ path: f.path, ast });
  }
  const checked = checkGame(parsed);
  return { ...checked, diagnostics: [...parseDiagnostics, ...checked.diagnostics], sources };
}

export function checkGameFolder(dir: string): FrontEndResult {
  return checkGameSources(loadGameFolder(dir).files);
}

/**
 * The front end in one call: read a game folder, parse every file, check the game. Diagnostics
 * come in file order, then by position, at most MAX_FILE_DIAGNOSTICS per file and one LUD001.
 */
import { checkGame } from "./check/index.js";
import type { CheckResult } from "./check/model.js";
import { capPerFile } from "./diagnostics/cap.js";
import type { Diagnostic } from "./diagnostics/diagnostic.js";
import { loadGameFolder } from "./load/load-game.js";
import { MAX_FILE_CHARS, parseRules } from "./parse-file.js";

export interface FrontEndResult extends CheckResult {
  /** File path → text, for printing diagnostics with excerpts. */
  sources: Map<string, string>;
}

/**
 * `parse` is `parseRules` unless the caller keeps parses of files that did not change (an editor,
 * after a keystroke in one file of a folder).
 */
export function checkGameSources(
  files: { path: string; text: string }[],
  parse: typeof parseRules = parseRules,
): FrontEndResult {
  const sources = new Map<string, string>();
  const parsed = [];
  const parseDiagnostics: Diagnostic[] = [];
  for (const f of files) {
    sources.set(f.path, f.text);
    const { ast, diagnostics } = parse(f.text, f.path);
    parseDiagnostics.push(...diagnostics);
    // A file refused for its size has one diagnostic (LUD002), not also "no header" (LUD320).
    if (f.text.length <= MAX_FILE_CHARS) parsed.push({ path: f.path, ast });
  }
  const checked = checkGame(parsed);
  return { ...checked, diagnostics: capPerFile([...parseDiagnostics, ...checked.diagnostics]), sources };
}

export function checkGameFolder(dir: string): FrontEndResult {
  return checkGameSources(loadGameFolder(dir).files);
}

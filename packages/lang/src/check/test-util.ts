/** Test helpers: check rules written as text, and find nodes and diagnostic positions. */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import { parseRules } from "../parse-file.js";
import { checkGame } from "./index.js";
import type { CheckResult } from "./model.js";

export interface Checked extends CheckResult {
  parseDiagnostics: string[];
}

/** `files`: path → text. Parse errors are kept apart so tests can assert there are none. */
export function checkTexts(files: Record<string, string>): Checked {
  const parsed = Object.entries(files).map(([path, text]) => {
    const { ast, diagnostics } = parseRules(text, path);
    return { path, ast, diagnostics };
  });
  const result = checkGame(parsed.map(({ path, ast }) => ({ path, ast })));
  const parseDiagnostics = parsed.flatMap((p) =>
    p.diagnostics.map((d) => `${d.code} ${p.path}:${d.span.start.line}:${d.span.start.column} ${d.message}`),
  );
  return { ...result, parseDiagnostics };
}

/** "LUD301 a.ludic:3:5" for each diagnostic: what tests compare (never the wording). */
export function where(result: CheckResult): string[] {
  return result.diagnostics.map(
    (d) => `${d.code} ${d.span.file}:${d.span.start.line}:${d.span.start.column}`,
  );
}

/** Removes the `@@` marker from `text` and returns where it was, as "line:column". */
export function marked(text: string): { text: string; at: string } {
  const offset = text.indexOf("@@");
  if (offset < 0) throw new Error("test text has no @@ marker");
  const before = text.slice(0, offset).split("\n");
  return {
    text: text.slice(0, offset) + text.slice(offset + 2),
    at: `${before.length}:${before[before.length - 1].length + 1}`,
  };
}

/** Every node of `kind` under `root` that satisfies `test`. */
export function findAll<K extends ast.AnyNode["kind"]>(
  root: unknown,
  kind: K,
  test: (n: Extract<ast.AnyNode, { kind: K }>) => boolean = () => true,
): Extract<ast.AnyNode, { kind: K }>[] {
  const found: Extract<ast.AnyNode, { kind: K }>[] = [];
  walk(root, (n) => {
    if (n.kind === kind && test(n as Extract<ast.AnyNode, { kind: K }>))
      found.push(n as Extract<ast.AnyNode, { kind: K }>);
  });
  return found;
}

/**
 * Diagnostics as text for a terminal:
 *
 *   rules/cuttle/cuttle.ludic:42:17 error LUD301: unknown zone `hnad` (did you mean `hand`?)
 *     42 |     move card to hnad[me]
 *        |                  ^^^^
 *
 * Only the first line of a multi-line span is underlined. Notes follow as `  = note: …` lines.
 */
import type { Diagnostic } from "./diagnostic.js";

export function formatDiagnostic(d: Diagnostic, sourceText: string): string {
  const { start, end } = d.span;
  const head = `${d.span.file}:${start.line}:${start.column} ${d.severity} ${d.code}: ${d.message}`;
  const lines = [head, ...excerpt(start.line, start.column, end, sourceText)];
  for (const note of d.notes ?? []) lines.push(`  = note: ${note}`);
  return lines.join("\n");
}

/** All diagnostics, grouped in the order given, each with the excerpt from its own file. */
export function formatDiagnostics(ds: readonly Diagnostic[], sources: ReadonlyMap<string, string>): string {
  return ds.map((d) => formatDiagnostic(d, sources.get(d.span.file) ?? "")).join("\n\n");
}

function excerpt(line: number, column: number, end: Diagnostic["span"]["end"], text: string): string[] {
  const source = lineOf(text, line);
  if (source === null) return [];
  // Control characters would garble the terminal; show them as U+FFFD, one column each.
  const shown = [...source.replace(/\t/g, " ")]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x20 || code === 0x7f ? "\uFFFD" : ch;
    })
    .join("");
  const width = Math.min(Math.max(shown.length, column), 400);
  const visible = shown.slice(0, width);
  const lastColumn = end.line === line ? end.column : shown.length + 1; // exclusive
  const length = Math.max(1, Math.min(lastColumn, width + 1) - column);
  const gutter = String(line);
  const pad = " ".repeat(gutter.length);
  return [
    `  ${gutter} | ${visible}${shown.length > width ? "…" : ""}`,
    `  ${pad} | ${" ".repeat(Math.max(0, column - 1))}${"^".repeat(length)}`,
  ];
}

/** The text of 1-based line `n`, without its line break; null when the file has no such line. */
function lineOf(text: string, n: number): string | null {
  let start = 0;
  for (let i = 1; i < n; i++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return null;
    start = next + 1;
  }
  const stop = text.indexOf("\n", start);
  return text.slice(start, stop === -1 ? text.length : stop).replace(/\r$/, "");
}

/**
 * A cap on diagnostics per file: past the first few hundred, more messages are noise from the
 * same few mistakes (or a hostile file that makes thousands), so the rest are counted in one
 * final LUD001 placed where the first one left out was.
 */
import type { Diagnostic } from "./diagnostic.js";

export const MAX_FILE_DIAGNOSTICS = 200;

/** `diagnostics` in file order, then by position; each file's beyond `max` become one LUD001. */
export function capPerFile(diagnostics: readonly Diagnostic[], max = MAX_FILE_DIAGNOSTICS): Diagnostic[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = byFile.get(d.span.file) ?? [];
    list.push(d);
    byFile.set(d.span.file, list);
  }
  const out: Diagnostic[] = [];
  for (const list of byFile.values()) {
    const sorted = list
      .map((d, i) => ({ d, i }))
      .sort((a, b) => a.d.span.start.offset - b.d.span.start.offset || a.i - b.i)
      .map(({ d }) => d);
    out.push(...sorted.slice(0, max));
    const rest = sorted.slice(max);
    if (rest.length === 0) continue;
    const first = rest[0]!;
    out.push({
      code: "LUD001",
      severity: rest.some((d) => d.severity === "error") ? "error" : "warning",
      message: `${rest.length} more problem${rest.length === 1 ? "" : "s"} in this file not shown (only the first ${max} are)`,
      span: first.span,
      notes: ["fix the first ones and check again: later problems are often consequences of earlier ones"],
    });
  }
  return out;
}

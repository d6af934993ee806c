/** The checker's diagnostics as CodeMirror marks them: one file's, as offsets clipped to its text. */
import type { Diagnostic } from "@ludic/lang";

export type WireDiagnostic = Pick<Diagnostic, "code" | "severity" | "message" | "span" | "notes">;

export interface Mark {
  from: number;
  to: number;
  severity: "error" | "warning" | "info";
  message: string;
}

export function marksFor(diagnostics: readonly WireDiagnostic[], path: string, length: number): Mark[] {
  return diagnostics
    .filter((d) => d.span.file === path)
    .map((d) => {
      const from = Math.min(Math.max(0, d.span.start.offset), length);
      let to = Math.min(Math.max(from, d.span.end.offset), length);
      // An empty span (a missing token) still gets a visible mark.
      if (to === from && from < length) to = from + 1;
      const notes = d.notes?.length ? `\n${d.notes.join("\n")}` : "";
      return {
        from,
        to,
        severity: d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "info",
        message: `${d.code}: ${d.message}${notes}`,
      } satisfies Mark;
    });
}

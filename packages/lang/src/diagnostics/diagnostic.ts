import type { Span } from "../ast/nodes.js";

export type Severity = "error" | "warning";

/** A problem in a rules file, as data: tests assert `code` and `span`, never the wording. */
export interface Diagnostic {
  /** Stable code, e.g. "LUD301". Documented in docs/diagnostics.md. */
  code: string;
  severity: Severity;
  /** One sentence a game designer understands. */
  message: string;
  span: Span;
  /** Optional extra lines: "did you mean …", "declared here", … */
  notes?: string[];
}

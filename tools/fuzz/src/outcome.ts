/** What a fuzz run can end in, and which of those are failures. */
import { LudicError } from "@ludic/runtime";

export const OUTCOMES = [
  // Rules mutants that behaved.
  "rejected-with-diagnostics",
  "compiled-and-played",
  /** Compiled (and type-checked, under that cap) but over the cap of engines a campaign plays. */
  "compiled-not-played",
  // Engine inputs that behaved.
  "accepted",
  "refused-with-typed-error",
  // Failures.
  "threw",
  "hang",
  "crashed",
  "typecheck-failed",
  "side-effect",
] as const;

export type Outcome = (typeof OUTCOMES)[number];

export const FAILURES: ReadonlySet<Outcome> = new Set([
  "threw",
  "hang",
  "crashed",
  "typecheck-failed",
  "side-effect",
]);

export function isFailure(o: Outcome): boolean {
  return FAILURES.has(o);
}

export interface RunResult {
  outcome: Outcome;
  /** For a failure, what went wrong (an error's name and message, the first type errors, …). */
  detail?: string;
}

/**
 * An error the contract allows an engine to throw: `IllegalMoveError`, `InvalidSetupError`,
 * `RulesError`, `InvalidStateError`, all `LudicError`s. Matched by name as well, for an engine
 * module loaded through another copy of @ludic/runtime.
 */
export function isTypedError(e: unknown): boolean {
  if (e instanceof LudicError) return true;
  const name = (e as { name?: unknown } | null)?.name;
  return (
    typeof name === "string" &&
    ["IllegalMoveError", "InvalidSetupError", "InvalidStateError", "RulesError", "LudicError"].includes(name)
  );
}

/** An error's name and message on one line, without the numbers that vary from run to run. */
export function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`.split("\n")[0]!.slice(0, 300);
  return `non-error thrown: ${String(e)}`.slice(0, 300);
}

/** Where an error was thrown from: the first stack frame, shortened to file:line. */
export function errorSite(e: unknown): string {
  if (!(e instanceof Error) || !e.stack) return "";
  const frame = e.stack.split("\n").find((l) => l.trim().startsWith("at "));
  return frame
    ? frame
        .trim()
        .replace(/^at /, "")
        .replace(/\(?(file:\/\/)?\/[^()]*?\/(packages|tools|rules)\//, "$2/")
        .replace(/\)$/, "")
    : "";
}

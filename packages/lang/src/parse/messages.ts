/**
 * Chevrotain builds its error messages through this provider. Instead of prose we store the facts
 * (what was expected, in which rule) as JSON in the message; `errors.ts` turns them, together with
 * the exception's rule stack and the token list, into designer-readable diagnostics.
 */
import "../polyfills.js";
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";

export interface ErrorFacts {
  kind: "mismatch" | "noViableAlt" | "earlyExit" | "notAllInput";
  /** Names of the token types that would have been accepted (first token of each path). */
  expected: string[];
  previous: IToken | null;
}

function firstTokens(paths: TokenType[][][]): string[] {
  const names = new Set<string>();
  for (const alternative of paths) for (const path of alternative) if (path[0]) names.add(path[0].name);
  return [...names];
}

function encode(facts: ErrorFacts): string {
  return JSON.stringify({ ...facts, previous: facts.previous ? facts.previous.startOffset : null });
}

export const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, previous }) =>
    encode({ kind: "mismatch", expected: [expected.name], previous }),
  buildNotAllInputParsedMessage: () => encode({ kind: "notAllInput", expected: [], previous: null }),
  buildNoViableAltMessage: ({ expectedPathsPerAlt, previous }) =>
    encode({ kind: "noViableAlt", expected: firstTokens(expectedPathsPerAlt), previous }),
  buildEarlyExitMessage: ({ expectedIterationPaths, previous }) =>
    encode({ kind: "earlyExit", expected: firstTokens([expectedIterationPaths]), previous }),
};

/** The facts stored in an exception's message, or null for a message we did not build. */
export function decodeFacts(message: string): { kind: ErrorFacts["kind"]; expected: string[] } | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    const kind = record.kind;
    const expected = record.expected;
    if (kind !== "mismatch" && kind !== "noViableAlt" && kind !== "earlyExit" && kind !== "notAllInput")
      return null;
    return {
      kind,
      expected: Array.isArray(expected) ? expected.filter((e): e is string => typeof e === "string") : [],
    };
  } catch {
    return null;
  }
}

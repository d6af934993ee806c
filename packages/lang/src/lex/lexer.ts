/**
 * Text → tokens. Never throws: characters no token matches become LUD101 and are skipped, an
 * unterminated string (LUD102) still lexes as a string, and so on, so the parser always gets a
 * token stream to work on.
 */
import "../polyfills.js";
import { type ILexerConfig, type IToken, Lexer } from "chevrotain";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { spanAt, tokenSpan } from "./span.js";
import {
  allTokens,
  IntegerLiteral,
  StringLiteral,
  UnterminatedBlockComment,
  UnterminatedString,
} from "./tokens.js";

export interface LexResult {
  tokens: IToken[];
  /** Comments, kept apart so a later phase can copy a declaration's comment into generated code. */
  comments: IToken[];
  diagnostics: Diagnostic[];
}

/** Beyond this many lexing errors the rest are summarised in the last one's notes. */
export const MAX_LEX_DIAGNOSTICS = 100;

/**
 * How the lexer is built. Chevrotain's checks of the token definitions (each pattern walked as a
 * regular expression syntax tree) give the same answer every time: lexer.test.ts builds a lexer
 * with them, and every start skips them (#18, #14: `ludic check` pays this at each start).
 */
export const LEXER_CONFIG = {
  positionTracking: "full",
  ensureOptimizations: false,
  skipValidations: true,
} as const satisfies ILexerConfig;

const lexer = new Lexer(allTokens, LEXER_CONFIG);

const VALID_ESCAPES: ReadonlySet<string> = new Set(['"', "\\", "n"]);

export function lex(text: string, file: string): LexResult {
  const result = lexer.tokenize(text);
  const diagnostics: Diagnostic[] = [];

  for (const error of result.errors) {
    const bad = text.slice(error.offset, error.offset + error.length);
    const plural = [...bad].length > 1;
    diagnostics.push({
      code: "LUD101",
      severity: "error",
      message: `unexpected character${plural ? "s" : ""} ${showChars(bad)}; this is not part of the language`,
      span: spanAt(file, error.offset, error.line ?? 1, error.column ?? 1, error.length),
    });
  }

  for (const token of result.tokens) {
    if (token.tokenType === UnterminatedString) {
      diagnostics.push({
        code: "LUD102",
        severity: "error",
        message: 'this string has no closing `"` before the end of the line',
        span: tokenSpan(token, file),
        notes: ["strings cannot span lines; write \\n for a line break"],
      });
    }
    if (token.tokenType === StringLiteral || token.tokenType === UnterminatedString) {
      checkEscapes(token, file, diagnostics);
    }
    if (token.tokenType === IntegerLiteral && !Number.isSafeInteger(Number(token.image))) {
      diagnostics.push({
        code: "LUD104",
        severity: "error",
        message: `the number ${abbreviate(token.image)} is too large`,
        span: tokenSpan(token, file),
        notes: [`numbers must be at most ${Number.MAX_SAFE_INTEGER}`],
      });
    }
  }

  const comments = result.groups.comments ?? [];
  for (const comment of comments) {
    if (comment.tokenType === UnterminatedBlockComment) {
      const span = tokenSpan(comment, file);
      diagnostics.push({
        code: "LUD105",
        severity: "error",
        message: "this comment has no closing `*/`; the rest of the file is inside it",
        span: {
          file,
          start: span.start,
          end: { ...span.start, offset: span.start.offset + 2, column: span.start.column + 2 },
        },
      });
    }
  }

  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  return {
    tokens: result.tokens,
    comments,
    diagnostics: capDiagnostics(diagnostics, MAX_LEX_DIAGNOSTICS, "lexing"),
  };
}

function checkEscapes(token: IToken, file: string, out: Diagnostic[]): void {
  const image = token.image;
  for (let i = 1; i < image.length; i++) {
    if (image[i] !== "\\") continue;
    const next = image[i + 1];
    if (next === undefined) break; // an unterminated string ending in `\`
    if (!VALID_ESCAPES.has(next)) {
      const base = tokenSpan(token, file).start;
      out.push({
        code: "LUD103",
        severity: "error",
        message: `unknown escape \`\\${next}\` in a string`,
        span: spanAt(file, base.offset + i, base.line, base.column + i, 2),
        notes: ['the escapes are \\" (a quote), \\\\ (a backslash) and \\n (a line break)'],
      });
    }
    i++; // skip the escaped character
  }
}

/** Keeps the first `max` diagnostics and notes how many more there were. */
export function capDiagnostics(ds: Diagnostic[], max: number, phase: string): Diagnostic[] {
  if (ds.length <= max) return ds;
  const kept = ds.slice(0, max);
  const last = kept[max - 1]!;
  kept[max - 1] = {
    ...last,
    notes: [...(last.notes ?? []), `${ds.length - max} more ${phase} errors not shown`],
  };
  return kept;
}

function showChars(chars: string): string {
  const shown = [...chars].slice(0, 20).map((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || code === 0xfffd
      ? `\\u{${code.toString(16)}}`
      : c;
  });
  return `\`${shown.join("")}${[...chars].length > 20 ? "…" : ""}\``;
}

function abbreviate(digits: string): string {
  return digits.length > 24 ? `${digits.slice(0, 20)}…` : digits;
}

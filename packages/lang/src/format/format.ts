/**
 * `ludic fmt`: the canonical layout of a rules file, computed from its tokens (comments included),
 * so it never changes what the file means and never loses a comment.
 *
 * The layout keeps the author's line breaks (at most one blank line in a row, none at the start,
 * one newline at the end) and decides everything inside a line:
 * - indentation: two spaces per open bracket, where brackets opened on one line count once
 *   (`f({` … `})` indents its content by one level); a line that starts with a closer sits at the
 *   level of the line that opened it;
 * - a continuation line of a statement (it starts with `and`, `where`, `+`…, or the line before ends
 *   with `=`, `or`, …) is indented one level deeper, or two when the author nested it so;
 * - spaces between tokens: one around operators and after `,` and `:`, none inside `( )` and `[ ]`,
 *   none before a call's `(` or an index's `[`; where the language is ambiguous (`list<Card>`
 *   against `a < b`) a space is kept only if the author wrote one;
 * - a comment at the end of a line stays at its column when the code before it leaves room (so
 *   aligned comments stay aligned), else one space after the code.
 *
 * Files whose lexing fails are returned unchanged (their tokens are not trustworthy), and so is a
 * result that would not lex back to the very same tokens: formatting is only ever whitespace.
 */
import type { IToken, TokenType } from "chevrotain";
import { lex } from "../lex/lexer.js";
import {
  Arrow,
  Assign,
  BlockComment,
  Colon,
  Comma,
  Dot,
  DotDot,
  EqEq,
  Greater,
  GreaterEq,
  Identifier,
  K,
  LBrace,
  LBracket,
  Less,
  LessEq,
  LineComment,
  LParen,
  Minus,
  MinusAssign,
  NotEq,
  Percent,
  Plus,
  PlusAssign,
  QueryOp,
  Question,
  RBrace,
  RBracket,
  RParen,
  Semicolon,
  Slash,
  Star,
} from "../lex/tokens.js";

export interface FormatResult {
  text: string;
  /** False when the file could not be formatted (it does not lex); `text` is then the input. */
  formatted: boolean;
}

const INDENT = "  ";

const OPENERS: ReadonlySet<TokenType> = new Set([LParen, LBracket, LBrace]);
const CLOSERS: ReadonlySet<TokenType> = new Set([RParen, RBracket, RBrace]);
const BINARY: ReadonlySet<TokenType> = new Set([
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  EqEq,
  NotEq,
  LessEq,
  GreaterEq,
  Less,
  Greater,
  K.and,
  K.or,
]);
/** A line starting with one of these continues the statement above. */
const CONTINUES_AT_START: ReadonlySet<TokenType> = new Set([
  ...BINARY,
  K.where,
  K.when,
  K.then,
  K.else,
  Dot,
  K.of,
  Arrow,
]);
/** A line ending with one of these continues on the next line. */
const CONTINUES_AT_END: ReadonlySet<TokenType> = new Set([
  ...BINARY,
  Assign,
  PlusAssign,
  MinusAssign,
  Arrow,
  K.where,
  K.then,
  K.else,
  K.of,
  K.in,
  K.not,
]);
/** Tokens after which a `-` is a sign, not a subtraction. */
const OPERATORS: ReadonlySet<TokenType> = new Set([
  ...BINARY,
  Assign,
  PlusAssign,
  MinusAssign,
  Arrow,
  Comma,
  Colon,
  LParen,
  LBracket,
  LBrace,
  DotDot,
]);

export function formatRules(text: string, file = "<input>"): FormatResult {
  const lexed = lex(text, file);
  if (lexed.diagnostics.length > 0) return { text, formatted: false };
  const tokens = [...lexed.tokens, ...lexed.comments].sort((a, b) => a.startOffset - b.startOffset);
  const out = layout(text, tokens);
  if (!sameTokens(text, out, file)) return { text, formatted: false };
  return { text: out, formatted: true };
}

interface Line {
  tokens: IToken[];
  /** Blank lines before this one in the source. */
  blanksBefore: number;
}

/** Splits the token stream into source lines; a multi-line block comment stays one token. */
function sourceLines(text: string, tokens: IToken[]): Line[] {
  const lines: Line[] = [];
  let end = 0;
  for (const token of tokens) {
    const gap = text.slice(end, token.startOffset);
    const breaks = countBreaks(gap);
    const current = lines.at(-1);
    if (current === undefined || breaks > 0) {
      lines.push({ tokens: [token], blanksBefore: current === undefined ? 0 : Math.max(0, breaks - 1) });
    } else {
      current.tokens.push(token);
    }
    end = (token.endOffset ?? token.startOffset) + 1;
  }
  return lines;
}

function countBreaks(gap: string): number {
  let n = 0;
  for (let i = 0; i < gap.length; i++) {
    if (gap[i] === "\n") n++;
    else if (gap[i] === "\r" && gap[i + 1] !== "\n") n++;
  }
  return n;
}

function layout(text: string, tokens: IToken[]): string {
  const lines = sourceLines(text, tokens);
  const out: string[] = [];
  /** Per open bracket: the indentation level of its content. */
  const stack: { type: TokenType; level: number }[] = [];
  let previousCode: IToken | undefined; // the last non-comment token of the lines before
  for (const line of lines) {
    const first = line.tokens[0] as IToken;
    const firstCode = line.tokens.find((t) => !isComment(t));
    let level: number;
    /** The level brackets opened on this line indent their content from. */
    let opensFrom: number;
    if (CLOSERS.has(first.tokenType)) {
      level = Math.max(0, (stack.at(-1)?.level ?? 1) - 1);
      opensFrom = level;
    } else {
      level = stack.at(-1)?.level ?? 0;
      opensFrom = level;
      const inStatement = stack.length === 0 || stack.at(-1)?.type === LBrace;
      const startContinues =
        firstCode !== undefined &&
        previousCode !== undefined &&
        continuesAtStart(firstCode, line.tokens, previousCode);
      // A `,` outside brackets ends a line of a list that goes on (`internal a, b,` ⏎ `c`).
      const endContinues =
        previousCode !== undefined &&
        (CONTINUES_AT_END.has(previousCode.tokenType) ||
          (previousCode.tokenType === Comma && stack.length === 0));
      if (inStatement && (startContinues || endContinues)) {
        // One level deeper; two when the author nested the continuation so (`where … \n    or …`).
        const authored = Math.round(indentOf(text, first) / INDENT.length);
        const statement = level;
        level = Math.min(Math.max(authored, level + 1), level + 2);
        // `… \n    when c {` closes its block at the statement's level; `= \n  match x {` at its own.
        opensFrom = startContinues ? statement : level;
      }
    }
    if (out.length > 0 && line.blanksBefore > 0) out.push("");
    out.push(renderLine(text, line.tokens, level));

    // Brackets opened on this line: their content is one level below this line, however many.
    const base = opensFrom;
    for (const token of line.tokens) {
      if (OPENERS.has(token.tokenType)) stack.push({ type: token.tokenType, level: base + 1 });
      else if (CLOSERS.has(token.tokenType)) stack.pop();
    }
    const lastCode = line.tokens.filter((t) => !isComment(t)).at(-1);
    if (lastCode) previousCode = lastCode;
  }
  return out.length === 0 ? "" : `${out.join("\n")}\n`;
}

function continuesAtStart(first: IToken, line: IToken[], previous: IToken): boolean {
  if (!CONTINUES_AT_START.has(first.tokenType)) return false;
  // `else => …`: the last arm of a match.
  if (first.tokenType === K.else && line[line.indexOf(first) + 1]?.tokenType === Arrow) return false;
  // `else` after `}` starts a branch, and a `-` that cannot be a subtraction is a sign.
  if (first.tokenType === K.else && previous.tokenType === RBrace) return false;
  if (first.tokenType === Minus && OPERATORS.has(previous.tokenType)) return false;
  return true;
}

function renderLine(text: string, tokens: IToken[], level: number): string {
  let s = INDENT.repeat(level);
  let previous: IToken | undefined;
  for (const token of tokens) {
    if (previous === undefined) {
      s += token.image;
    } else if (
      token.tokenType === LineComment ||
      (token.tokenType === BlockComment && isLast(token, tokens))
    ) {
      const column = token.startOffset - lineStart(text, token.startOffset);
      s += column > s.length ? " ".repeat(column - s.length) : " ";
      s += token.image;
    } else if (token.tokenType === LBracket && previous === tokens[0] && isName(previous.tokenType)) {
      // A line's first word before `[` is a header field with a list (`marks ["X", "O"]`) as often
      // as an index (`hand[p] …`): as the author wrote it.
      s += (token.startOffset > (previous.endOffset ?? previous.startOffset) + 1 ? " " : "") + token.image;
    } else {
      s += SPACES[spaceBetween(previous, token)] + token.image;
    }
    previous = token;
  }
  return s.replace(/[ \t]+$/gm, "");
}

function isLast(token: IToken, tokens: IToken[]): boolean {
  return tokens.at(-1) === token;
}

const SPACES = ["", " ", "  "] as const;

/**
 * How many spaces go between two tokens of a line: 0, 1, or 2 where the author separated two
 * items with two (`players 2  variant "classic"`, match arms on one line).
 */
function spaceBetween(a: IToken, b: IToken): 0 | 1 | 2 {
  const gap = b.startOffset - (a.endOffset ?? a.startOffset) - 1;
  const authored = gap > 0;
  const wide = gap >= 2;
  const ta = a.tokenType;
  const tb = b.tokenType;
  if (isComment(a) || isComment(b)) return 1;
  if (ta === LParen || ta === LBracket || ta === Dot || ta === DotDot) return 0;
  if (tb === RParen || tb === RBracket || tb === Comma || tb === Semicolon || tb === Colon) return 0;
  if (tb === Dot || tb === DotDot) return 0;
  if (tb === Question) return authored ? 1 : 0; // `Card?` against a spaced use
  if (ta === LBrace || tb === RBrace) return 1; // `{ a }`, and `{ }` for an empty block
  if (tb === LBrace) return 1;
  if (
    (tb === LParen || tb === LBracket) &&
    (BINARY.has(ta) || OPERATORS.has(ta)) &&
    !(ta === Minus && authored)
  )
    return ta === Minus ? 0 : 1;
  if (tb === LParen)
    return isName(ta) && !isKeyword(ta) ? 0 : ta === RParen || ta === RBracket ? 0 : authored ? 1 : 0;
  if (tb === LBracket)
    return (isName(ta) && !isKeyword(ta)) || ta === RParen || ta === RBracket ? 0 : authored ? 1 : 0;
  // `list<Card>` against `a < b`, `kombat-kittens` against `a - b`: as the author wrote them.
  if (ta === Less || tb === Less || ta === Greater || tb === Greater || ta === Minus || tb === Minus)
    return authored ? 1 : 0;
  if (BINARY.has(ta) || BINARY.has(tb) || OPERATORS.has(ta) || OPERATORS.has(tb)) return 1;
  return wide && isName(tb) ? 2 : 1;
}

function isComment(t: IToken): boolean {
  return t.tokenType === LineComment || t.tokenType === BlockComment;
}

function isName(t: TokenType): boolean {
  return (
    t === Identifier || t === QueryOp || (t.CATEGORIES ?? []).some((c) => c === Identifier || c === QueryOp)
  );
}

const KEYWORD_TYPES: ReadonlySet<TokenType> = new Set(Object.values(K));
function isKeyword(t: TokenType): boolean {
  return KEYWORD_TYPES.has(t);
}

function indentOf(text: string, token: IToken): number {
  return token.startOffset - lineStart(text, token.startOffset);
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** The formatted text must lex to the same tokens and comments as the input. */
function sameTokens(before: string, after: string, file: string): boolean {
  const a = lex(before, file);
  const b = lex(after, file);
  if (b.diagnostics.length > 0) return false;
  const images = (r: ReturnType<typeof lex>) =>
    [...r.tokens, ...r.comments]
      .sort((x, y) => x.startOffset - y.startOffset)
      .map(
        (t) =>
          `${t.tokenType.name}:${t.tokenType === BlockComment ? t.image.replace(/[ \t]+$/gm, "") : t.image}`,
      );
  const x = images(a);
  const y = images(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

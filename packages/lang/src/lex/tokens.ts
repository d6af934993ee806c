/**
 * The token vocabulary of the Ludic language (docs/language.md §1).
 *
 * Order matters to chevrotain: the first pattern that matches wins, so keywords come before
 * `Identifier` (with `longer_alt` so `counter` stays a name) and longer operators before their
 * prefixes (`==` before `=`). Labels are what designers read in parse errors.
 */
import "../polyfills.js";
import { createToken, Lexer, type TokenType } from "chevrotain";

export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  label: "a name",
});

/**
 * `count sum any all filter map first max min sort sortDesc`: followed by `(`, a query
 * `count(c in z where …)` or a call (`max(a, b)`); anywhere else a name, so `rule takeBids(first:
 * seat)` and `var count: int` work (contextual keywords: each is also an `Identifier` by category).
 */
export const QueryOp = createToken({ name: "QueryOp", pattern: Lexer.NA, label: "a query" });

/**
 * `top`, `bottom` and `random` are listed as keywords in the reference but behave as builtin
 * function names (`top(deck)`, `random(seats)`, `at bottom`), so they lex as identifiers.
 */
const KEYWORD_WORDS = [
  "game",
  "variant",
  "extends",
  "override",
  "enum",
  "card",
  "cards",
  "into",
  "const",
  "var",
  "zone",
  "board",
  "reveal",
  "to",
  "when",
  "fn",
  "rule",
  "options",
  "option",
  "use",
  "flow",
  "let",
  "if",
  "else",
  "then",
  "loop",
  "while",
  "for",
  "in",
  "break",
  "continue",
  "return",
  "move",
  "at",
  "attach",
  "shuffle",
  "peek",
  "require",
  "can",
  "complete",
  "anytime",
  "choose",
  "simultaneously",
  "otherwise",
  "finish",
  "log",
  "match",
  "and",
  "or",
  "not",
  "true",
  "none",
  "false",
  "where",
  "of",
  "count",
  "sum",
  "any",
  "all",
  "filter",
  "map",
  "first",
  "max",
  "min",
  "sort",
  "sortDesc",
] as const;

export type KeywordWord = (typeof KEYWORD_WORDS)[number];

export const QUERY_WORDS: ReadonlySet<string> = new Set([
  "count",
  "sum",
  "any",
  "all",
  "filter",
  "map",
  "first",
  "max",
  "min",
  "sort",
  "sortDesc",
]);

/**
 * Keywords that may also serve as names, because the language's own examples use them so
 * (`fn beats(card: Card, …)`, `move card to scrap`, the type `zone`, `zone at[cell]`). Such a keyword is also an `Identifier` by
 * category; the grammar never offers both at the same point, so there is no ambiguity.
 */
const SOFT_WORDS: ReadonlySet<string> = new Set(["card", "zone", "option", "board", "at"]);

function keyword(word: KeywordWord): TokenType {
  const name = word[0]?.toUpperCase() + word.slice(1);
  return createToken({
    name,
    pattern: new RegExp(word),
    longer_alt: Identifier,
    label: `"${word}"`,
    categories: QUERY_WORDS.has(word) ? [QueryOp, Identifier] : SOFT_WORDS.has(word) ? [Identifier] : [],
  });
}

export const Keywords: Readonly<Record<KeywordWord, TokenType>> = Object.fromEntries(
  KEYWORD_WORDS.map((w) => [w, keyword(w)]),
) as Record<KeywordWord, TokenType>;

export const K = Keywords;

export const IntegerLiteral = createToken({ name: "IntegerLiteral", pattern: /[0-9]+/, label: "a number" });
export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"/,
  label: "a string",
});
/** A string with no closing quote on its line: reported (LUD102) but still parsed as a string. */
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
  categories: [StringLiteral],
  label: "a string",
});

export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});
export const LineComment = createToken({ name: "LineComment", pattern: /\/\/[^\r\n]*/, group: "comments" });
export const BlockComment = createToken({
  name: "BlockComment",
  pattern: /\/\*[\s\S]*?\*\//,
  group: "comments",
  line_breaks: true,
});
/** `/*` with no `*\/` before the end of the file: reported (LUD104), the rest of the file is comment. */
export const UnterminatedBlockComment = createToken({
  name: "UnterminatedBlockComment",
  pattern: /\/\*[\s\S]*/,
  group: "comments",
  line_breaks: true,
});

function op(name: string, text: string): TokenType {
  const escaped = text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
  return createToken({ name, pattern: new RegExp(escaped), label: `"${text}"` });
}

export const EqEq = op("EqEq", "==");
export const NotEq = op("NotEq", "!=");
export const LessEq = op("LessEq", "<=");
export const GreaterEq = op("GreaterEq", ">=");
export const Less = op("Less", "<");
export const Greater = op("Greater", ">");
export const PlusAssign = op("PlusAssign", "+=");
export const MinusAssign = op("MinusAssign", "-=");
export const Arrow = op("Arrow", "=>");
export const Assign = op("Assign", "=");
export const Plus = op("Plus", "+");
export const Minus = op("Minus", "-");
export const Star = op("Star", "*");
export const Slash = op("Slash", "/");
export const Percent = op("Percent", "%");
export const DotDot = op("DotDot", "..");
export const Dot = op("Dot", ".");
export const Comma = op("Comma", ",");
export const Question = op("Question", "?");
export const Colon = op("Colon", ":");
export const Semicolon = op("Semicolon", ";");
export const LParen = op("LParen", "(");
export const RParen = op("RParen", ")");
export const LBracket = op("LBracket", "[");
export const RBracket = op("RBracket", "]");
export const LBrace = op("LBrace", "{");
export const RBrace = op("RBrace", "}");

// Longest keywords first, so `cards` is not read as `card` + `s`, `into` not as `in` + `to`.
const keywordTokens = [...KEYWORD_WORDS].sort((a, b) => b.length - a.length).map((w) => Keywords[w]);

export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  BlockComment,
  UnterminatedBlockComment,
  StringLiteral,
  UnterminatedString,
  QueryOp,
  ...keywordTokens,
  Identifier,
  IntegerLiteral,
  EqEq,
  NotEq,
  LessEq,
  GreaterEq,
  Less,
  Greater,
  PlusAssign,
  MinusAssign,
  Arrow,
  Assign,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  DotDot,
  Dot,
  Comma,
  Question,
  Colon,
  Semicolon,
  LParen,
  RParen,
  LBracket,
  RBracket,
  LBrace,
  RBrace,
];

/** Tokens that begin a top-level declaration or header: where recovery resumes after junk. */
export const declarationStarts: ReadonlySet<TokenType> = new Set([
  K.game,
  K.variant,
  K.enum,
  K.card,
  K.cards,
  K.const,
  K.var,
  K.zone,
  K.board,
  K.reveal,
  K.fn,
  K.rule,
  K.options,
  K.option,
  K.flow,
  K.anytime,
  K.override,
]);

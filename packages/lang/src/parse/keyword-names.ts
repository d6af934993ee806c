/**
 * A reserved keyword written where a name is declared (`rule takeBids(match: seat)`, `var loop:
 * int`, `let to = …`) would otherwise give a parse error there and more at every use of it, none
 * saying "keyword". Before parsing, each such declaration is reported once (LUD208) and read as a
 * name, and so is every later use of that word where only a name fits (`bid[match]`, `match + 1`),
 * so the rest of the file is checked as the designer meant it.
 *
 * The query words (`first`, `count`, `max`, …) and the soft keywords (`card`, `zone`, …) are
 * names already (lex/tokens.ts); `true`, `false`, `none`, `and`, `or`, `not` never are.
 */
import type { IToken, TokenType } from "chevrotain";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { tokenSpan } from "../lex/span.js";
import * as T from "../lex/tokens.js";

const K = T.Keywords;

/** Keywords that are values or operators: never read as a name. */
const NEVER_NAMES: ReadonlySet<TokenType> = new Set([K.true, K.false, K.none, K.and, K.or, K.not]);

/** After these, the next word is the name being declared. */
const DECLARES: ReadonlySet<TokenType> = new Set([K.let, K.var, K.const, K.fn, K.rule, K.for, K.enum]);

/** A word followed by one of these can only be a name (a keyword starts a construct instead). */
const NAME_FOLLOWERS: ReadonlySet<TokenType> = new Set([
  T.RBracket,
  T.RParen,
  T.LBracket,
  T.Comma,
  T.Dot,
  T.Assign,
  T.PlusAssign,
  T.MinusAssign,
  T.EqEq,
  T.NotEq,
  T.Less,
  T.LessEq,
  T.Greater,
  T.GreaterEq,
  T.Plus,
  T.Minus,
  T.Star,
  T.Slash,
  T.Percent,
  T.DotDot,
]);

/** A word after one of these stands where a value does. */
const NAME_PRECEDERS: ReadonlySet<TokenType> = new Set([
  T.LBracket,
  T.Comma,
  T.Assign,
  T.PlusAssign,
  T.MinusAssign,
  T.EqEq,
  T.NotEq,
  T.Less,
  T.LessEq,
  T.Greater,
  T.GreaterEq,
  T.Plus,
  T.Minus,
  T.Star,
  T.Slash,
  T.Percent,
  T.DotDot,
]);

// Asked of every token of every file on every keystroke, so a set, built once.
const KEYWORD_TYPES: ReadonlySet<TokenType> = new Set(Object.values(K));

const isReserved = (t: IToken): boolean => {
  const type = t.tokenType;
  if (type === T.Identifier || NEVER_NAMES.has(type)) return false;
  if (!KEYWORD_TYPES.has(type)) return false;
  return !(type.CATEGORIES ?? []).includes(T.Identifier);
};

function declaresName(tokens: readonly IToken[], i: number): boolean {
  const prev = tokens[i - 1]?.tokenType;
  const next = tokens[i + 1]?.tokenType;
  if (prev && DECLARES.has(prev)) return true;
  // A parameter: `(first: seat`, `, match: int`.
  return (prev === T.LParen || prev === T.Comma) && next === T.Colon;
}

function usedAsName(tokens: readonly IToken[], i: number): boolean {
  const prev = tokens[i - 1]?.tokenType;
  const next = tokens[i + 1]?.tokenType;
  return (next !== undefined && NAME_FOLLOWERS.has(next)) || (prev !== undefined && NAME_PRECEDERS.has(prev));
}

/** Same tokens, keywords declared as names turned into names, with one LUD208 per declaration. */
export function keywordsAsNames(
  tokens: readonly IToken[],
  file: string,
): { tokens: IToken[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const declared = new Set<string>();
  const out = tokens.map((t, i) => {
    if (!isReserved(t)) return t;
    if (declaresName(tokens, i)) {
      declared.add(t.image);
      diagnostics.push({
        code: "LUD208",
        severity: "error",
        message: `\`${t.image}\` is a keyword; pick another name`,
        span: tokenSpan(t, file),
      });
      return asName(t);
    }
    return declared.has(t.image) && usedAsName(tokens, i) ? asName(t) : t;
  });
  return { tokens: out, diagnostics };
}

function asName(t: IToken): IToken {
  return { ...t, tokenType: T.Identifier, tokenTypeIdx: T.Identifier.tokenTypeIdx ?? t.tokenTypeIdx };
}

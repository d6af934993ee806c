/**
 * A cheap guard against stack overflow: the parser (and every later phase) recurses once per
 * nesting level, so a file of 200 000 `(` would overflow the JS stack. Before parsing, tokens
 * nested deeper than the limit are cut out of the token stream and reported once per region
 * (LUD203), at the token where the limit is crossed. What counts as a level is whatever makes
 * the parser recurse: brackets, runs of prefix operators (`- - - x`, `not not x`), type
 * arguments (`list<list<int>>`) and chains of `if`s (`else if`, `then if`, `if if`).
 *
 * A cut keeps the rest of the file parseable: inside brackets only the contents are cut (the
 * brackets stay, so `if c { … }` stays a statement with an empty block), a statement `else if`
 * chain loses its tail from the `else` on, and the parser's complaints where a cut ended are
 * dropped as consequences of the cut (`cutEnds`).
 */
import { type IToken, type TokenType, tokenMatcher } from "chevrotain";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { tokenSpan } from "../lex/span.js";
import {
  Colon,
  Comma,
  declarationStarts,
  Greater,
  Identifier,
  K,
  LBrace,
  LBracket,
  Less,
  LParen,
  Minus,
  Question,
  RBrace,
  RBracket,
  RParen,
} from "../lex/tokens.js";

/**
 * Each bracket level costs the parser about a dozen rule calls (the precedence chain), and 120
 * levels already overflow a default Node stack, so the limit leaves a wide margin; no real rules
 * file nests anywhere near this deep.
 */
export const MAX_NESTING = 64;

/** At most this many LUD203 per file: one per cut region, and a hostile file has thousands. */
const MAX_REPORTS = 10;

export interface NestingGuardResult {
  tokens: IToken[];
  diagnostics: Diagnostic[];
  /**
   * Offsets where a cut region ended (the first token kept after it, or the end of the file as
   * `Infinity`): the parser's complaints there are consequences of the cut, not news.
   */
  cutEnds: Set<number>;
}

const isOpener = (t: IToken) => t.tokenType === LParen || t.tokenType === LBracket || t.tokenType === LBrace;
const isCloser = (t: IToken) => t.tokenType === RParen || t.tokenType === RBracket || t.tokenType === RBrace;
const isPrefix = (t: IToken) => t.tokenType === Minus || t.tokenType === K.not;
const isName = (t: IToken | undefined) => t !== undefined && tokenMatcher(t, Identifier);
/** Tokens a type can be made of (`list<Card?>`, `map<seat, int>`). */
const isTypeToken = (t: IToken) => isName(t) || [Less, Greater, Comma, Question].includes(t.tokenType);
/** Tokens that start a statement or declaration: an expression's `if` chain cannot go on past them. */
const STATEMENT_STARTS: ReadonlySet<TokenType> = new Set([
  ...declarationStarts,
  K.let,
  K.move,
  K.return,
  K.log,
  K.for,
  K.while,
  K.loop,
  K.choose,
  K.finish,
  K.require,
  K.shuffle,
  K.peek,
  K.attach,
  K.break,
  K.continue,
]);

type Cut =
  /** Inside brackets: up to the matching closer, which is kept. */
  | { kind: "brackets"; depth: number }
  /** Type arguments: up to the matching `>` (cut too), or the first token that is not a type's. */
  | { kind: "type"; depth: number }
  /** A statement `else if` chain: up to a `}` not followed by `else` (cut too). */
  | { kind: "chain"; depth: number }
  /** An expression's `if`: up to a closer of an enclosing bracket or a statement start (kept). */
  | { kind: "expression"; depth: number };

export function guardNesting(
  tokens: readonly IToken[],
  file: string,
  limit = MAX_NESTING,
): NestingGuardResult {
  const kept: IToken[] = [];
  const diagnostics: Diagnostic[] = [];
  const cutEnds = new Set<number>();
  let depth = 0; // brackets open among the kept tokens
  let prefixRun = 0;
  let typeDepth = 0; // `<` open in the type being read, 0 outside types
  const ifRuns: number[] = [0]; // chained `if`s per bracket depth
  let ifTotal = 0;
  let cut: Cut | null = null;
  let pendingCutEnd = false; // a region was cut and no token has been kept since
  let armed = true; // no report since the nesting was last back under the limit

  const level = () => depth + prefixRun + typeDepth + ifTotal;
  const report = (t: IToken) => {
    if (!armed || diagnostics.length >= MAX_REPORTS) return;
    armed = false;
    diagnostics.push({
      code: "LUD203",
      severity: "error",
      message: `nesting too deep: more than ${limit} levels of brackets, operators, type arguments or \`if\`s; the part nested deeper is skipped`,
      span: tokenSpan(t, file),
      notes: ["split the expression or block into smaller named pieces (a `let` or a `fn`), or use `match`"],
    });
  };
  const endIfRun = (at: number) => {
    ifTotal -= ifRuns[at] ?? 0;
    ifRuns[at] = 0;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (cut) {
      if (stillCutting(cut, t, next)) continue;
      cut = null; // `t` is the first token after the cut region
    }

    const prev = kept[kept.length - 1];
    const opens = isOpener(t);
    const prefix = isPrefix(t);

    // Type arguments: a `<` after a name that follows `:` (or inside a type already).
    if (typeDepth > 0 && !isTypeToken(t)) typeDepth = 0;
    const typeOpen =
      t.tokenType === Less && isName(prev) && (typeDepth > 0 || kept[kept.length - 2]?.tokenType === Colon);
    const chainedIf =
      t.tokenType === K.if &&
      prev !== undefined &&
      (prev.tokenType === K.else || prev.tokenType === K.then || prev.tokenType === K.if);

    if ((opens || prefix || typeOpen || chainedIf) && level() + 1 > limit) {
      report(t);
      if (opens) keep(t);
      pendingCutEnd = true;
      if (opens) {
        depth++;
        ifRuns[depth] = 0;
        cut = { kind: "brackets", depth: 1 };
      } else if (typeOpen) {
        cut = { kind: "type", depth: 1 };
      } else if (chainedIf && prev?.tokenType === K.else && kept[kept.length - 2]?.tokenType === RBrace) {
        kept.pop(); // the `else` goes with the chain's tail
        cut = { kind: "chain", depth: 0 };
      } else if (chainedIf) {
        cut = { kind: "expression", depth: 0 };
      }
      continue;
    }

    if (opens) {
      depth++;
      ifRuns[depth] = 0;
    } else if (isCloser(t)) {
      endIfRun(depth);
      ifRuns.length = depth;
      depth = Math.max(0, depth - 1);
      if (t.tokenType === RBrace && next?.tokenType !== K.else) endIfRun(depth);
    } else if (STATEMENT_STARTS.has(t.tokenType)) {
      endIfRun(depth);
    }
    prefixRun = prefix ? prefixRun + 1 : 0;
    if (typeOpen) typeDepth++;
    else if (typeDepth > 0 && t.tokenType === Greater) typeDepth--;
    if (chainedIf) {
      ifRuns[depth] = (ifRuns[depth] ?? 0) + 1;
      ifTotal++;
    }
    keep(t);
    if (level() < limit) armed = true;
  }
  if (pendingCutEnd) cutEnds.add(Number.POSITIVE_INFINITY);
  return { tokens: kept, diagnostics, cutEnds };

  function keep(t: IToken) {
    kept.push(t);
    if (pendingCutEnd) {
      cutEnds.add(t.startOffset);
      pendingCutEnd = false;
    }
  }
}

/** Whether `t` is still inside the region being cut; updates the cut's bracket count. */
function stillCutting(cut: Cut, t: IToken, next: IToken | undefined): boolean {
  switch (cut.kind) {
    case "brackets":
      if (isOpener(t)) cut.depth++;
      else if (isCloser(t)) cut.depth--;
      return cut.depth > 0;
    case "type":
      if (cut.depth === -1 || !isTypeToken(t)) return false;
      if (t.tokenType === Less) cut.depth++;
      else if (t.tokenType === Greater) cut.depth--;
      if (cut.depth === 0) cut.depth = -1; // this `>` closes the cut region and is cut too
      return true;
    case "chain":
      if (cut.depth === -1) return false;
      if (isOpener(t)) cut.depth++;
      else if (isCloser(t)) cut.depth--;
      if (cut.depth === 0 && t.tokenType === RBrace && next?.tokenType !== K.else) cut.depth = -1;
      return true;
    case "expression":
      if (cut.depth === 0 && (isCloser(t) || STATEMENT_STARTS.has(t.tokenType))) return false;
      if (isOpener(t)) cut.depth++;
      else if (isCloser(t)) cut.depth--;
      return true;
  }
}

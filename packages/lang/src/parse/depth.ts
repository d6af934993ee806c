/**
 * A cheap guard against stack overflow: the parser (and every later phase) recurses once per
 * nesting level, so a file of 200 000 `(` would overflow the JS stack. Before parsing, tokens
 * nested deeper than the limit are cut out of the token stream and reported once per region
 * (LUD203). Brackets count as nesting, and so do runs of prefix operators (`- - - x`,
 * `not not x`), which recurse too.
 */
import type { IToken } from "chevrotain";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { tokenSpan } from "../lex/span.js";
import { K, LBrace, LBracket, LParen, Minus, RBrace, RBracket, RParen } from "../lex/tokens.js";

/**
 * Each bracket level costs the parser about a dozen rule calls (the precedence chain), and 120
 * levels already overflow a default Node stack, so the limit leaves a wide margin; no real rules
 * file nests anywhere near this deep.
 */
export const MAX_NESTING = 64;

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
  let cutDepth = 0; // brackets open inside the region being cut
  let cutting = false;
  let pendingCutEnd = false; // a region was cut and no token has been kept since

  for (const t of tokens) {
    if (cutting) {
      if (isOpener(t)) cutDepth++;
      else if (isCloser(t)) cutDepth--;
      if (cutDepth === 0) cutting = false; // this closer ends the cut region; it is cut too
      continue;
    }
    const opens = isOpener(t);
    const prefix = isPrefix(t);
    if ((opens && depth + prefixRun + 1 > limit) || (prefix && depth + prefixRun + 1 > limit)) {
      // One report per cut region (a run of prefix operators is cut token by token).
      if (!pendingCutEnd && diagnostics.length < 10) {
        diagnostics.push({
          code: "LUD203",
          severity: "error",
          message: `nesting too deep: more than ${limit} levels of brackets or operators; the part nested deeper is skipped`,
          span: tokenSpan(t, file),
          notes: ["split the expression or block into smaller named pieces (a `let` or a `fn`)"],
        });
      }
      if (opens) {
        cutting = true;
        cutDepth = 1;
      }
      pendingCutEnd = true;
      continue;
    }
    if (opens) depth++;
    else if (isCloser(t)) depth = Math.max(0, depth - 1);
    prefixRun = prefix ? prefixRun + 1 : 0;
    kept.push(t);
    if (pendingCutEnd) cutEnds.add(t.startOffset);
    pendingCutEnd = false;
  }
  if (pendingCutEnd) cutEnds.add(Number.POSITIVE_INFINITY);
  return { tokens: kept, diagnostics, cutEnds };
}

/**
 * The front end's public entry: rules text → AST + diagnostics. Never throws, whatever the input:
 * a file too large to be a rules file is not read at all, lexing and parsing recover from
 * errors, deep nesting is cut before it can overflow the stack (and should the stack overflow
 * anyway, each declaration is parsed on its own so only the one at fault is lost), and anything
 * unforeseen becomes a diagnostic instead of an exception.
 */
import "./polyfills.js";
import type { CstNode, IRecognitionException, IToken } from "chevrotain";
import { buildRulesFile } from "./ast/build/build.js";
import type { RulesFile, Span } from "./ast/nodes.js";
import type { Diagnostic } from "./diagnostics/diagnostic.js";
import { capDiagnostics, lex } from "./lex/lexer.js";
import { tokenSpan } from "./lex/span.js";
import { declarationStarts, LBrace, RBrace } from "./lex/tokens.js";
import { guardNesting } from "./parse/depth.js";
import { describeToken, parseDiagnostics } from "./parse/errors.js";
import { keywordsAsNames } from "./parse/keyword-names.js";
import { parseTokens } from "./parse/parser.js";
import { limitDepth } from "./parse/tree-depth.js";

export interface ParseResult {
  ast: RulesFile;
  diagnostics: Diagnostic[];
}

/** Beyond this many syntax errors, the rest are noise from the first ones. */
export const MAX_PARSE_DIAGNOSTICS = 100;
/**
 * The largest rules file read, in characters: eight times the largest real one (Kingdom
 * Builder, about 31 000). Memory and time grow with the file (about 1 MB of memory and 40 ms per
 * kilobyte on a quiet machine), so a multi-megabyte file is refused before it is lexed.
 */
export const MAX_FILE_CHARS = 256 * 1024;
/** How many times the parse resumes after junk at the top level before giving up on the rest. */
const MAX_RESUMES = 50;

export function parseRules(text: string, file: string): ParseResult {
  const span = fileSpan(text, file);
  const diagnostics: Diagnostic[] = [];
  let ast: RulesFile = { kind: "RulesFile", header: null, declarations: [], span };
  if (text.length > MAX_FILE_CHARS) return { ast, diagnostics: [tooLarge(text, file)] };
  try {
    const lexed = lex(text, file);
    diagnostics.push(...lexed.diagnostics);
    const named = keywordsAsNames(lexed.tokens, file);
    diagnostics.push(...named.diagnostics);
    const guarded = guardNesting(named.tokens, file);
    diagnostics.push(...guarded.diagnostics);

    const { csts, errors, junk } = parseOrSplit(guarded.tokens, file, diagnostics);
    const recognition = parseDiagnostics(errors, { tokens: guarded.tokens, file });
    // A stray closer at the top level after an earlier error is nearly always that error's echo
    // (recovery closed a block one brace early), so it is not reported again.
    const firstError = recognition[0]?.span.start.offset ?? Infinity;
    const news = junk.filter(
      (d) => !(d.span.start.offset > firstError && /^unexpected "[)}\]]"/.test(d.message)),
    );
    const syntax = [...news, ...recognition]
      .filter(
        (d) =>
          !guarded.cutEnds.has(d.span.start.offset) &&
          !(
            guarded.cutEnds.has(Infinity) &&
            d.span.start.offset >= (guarded.tokens.at(-1)?.endOffset ?? -1) + 1
          ),
      )
      .sort(byPosition);
    diagnostics.push(...capDiagnostics(syntax, MAX_PARSE_DIAGNOSTICS, "syntax"));

    const built: Diagnostic[] = [];
    ast = buildRulesFile(csts, span, { file, diagnostics: built });
    diagnostics.push(...built);
    ast = limitDepth(ast, { file, diagnostics });
  } catch (e) {
    diagnostics.push(internalError(e, file));
  }
  diagnostics.sort(byPosition);
  return { ast, diagnostics };
}

type ParseTopLevel = ReturnType<typeof parseTopLevel>;

/**
 * The nesting guard makes a stack overflow in the parser unexpected; should one happen anyway,
 * the file is parsed again one top-level declaration at a time, and the declarations that still
 * overflow are reported where they start (LUD203) and left out, so the rest is still checked.
 */
function parseOrSplit(tokens: IToken[], file: string, diagnostics: Diagnostic[]): ParseTopLevel {
  try {
    return parseTopLevel(tokens, file);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  const all: ParseTopLevel = { csts: [], errors: [], junk: [] };
  for (const piece of splitAtDeclarations(tokens)) {
    try {
      const one = parseTopLevel(piece, file);
      all.csts.push(...one.csts);
      all.errors.push(...one.errors);
      all.junk.push(...one.junk);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      diagnostics.push({
        code: "LUD203",
        severity: "error",
        message:
          "nesting too deep: this declaration nests expressions or blocks too deeply to be read; it is skipped",
        span: tokenSpan(piece[0]!, file),
        notes: ["split the expression or block into smaller named pieces (a `let` or a `fn`)"],
      });
    }
  }
  return all;
}

/** The token list cut before every declaration keyword outside braces. */
function splitAtDeclarations(tokens: IToken[]): IToken[][] {
  const pieces: IToken[][] = [];
  let start = 0;
  for (let at = nextDeclarationStart(tokens, 1); at !== null; at = nextDeclarationStart(tokens, at + 1)) {
    pieces.push(tokens.slice(start, at));
    start = at;
  }
  if (start < tokens.length) pieces.push(tokens.slice(start));
  return pieces.filter((p) => p.length > 0);
}

function tooLarge(text: string, file: string): Diagnostic {
  return {
    code: "LUD002",
    severity: "error",
    message: `this file is too large to be a rules file: ${text.length.toLocaleString("en")} characters, and the limit is ${MAX_FILE_CHARS.toLocaleString("en")}; it is not read`,
    span: { file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    notes: ["split the game into several files (variants, the card catalogue) or remove generated text"],
  };
}

/**
 * Parses the whole token list; when the parser stops at a token that cannot start a declaration
 * (chevrotain's "not all input parsed"), reports it once and resumes at the next declaration
 * keyword outside any braces, so junk between declarations does not hide later errors.
 */
function parseTopLevel(tokens: IToken[], file: string) {
  const csts: CstNode[] = [];
  const errors: IRecognitionException[] = [];
  const junk: Diagnostic[] = [];
  let start = 0;
  for (let resumes = 0; start < tokens.length || resumes === 0; resumes++) {
    const slice = start === 0 ? tokens : tokens.slice(start);
    const result = parseTokens(slice);
    csts.push(result.cst);
    const stop = result.errors.find((e) => e.name === "NotAllInputParsedException");
    errors.push(...result.errors.filter((e) => e !== stop));
    if (!stop) break;
    junk.push({
      code: "LUD201",
      severity: "error",
      message: `unexpected ${describeToken(stop.token)}; a declaration cannot start here`,
      span: tokenSpan(stop.token, file),
      notes: [
        "a file holds a `game` or `variant` header and declarations: enum, card, cards, const, var, zone, reveal, fn, rule, options, flow",
      ],
    });
    const at = start + slice.indexOf(stop.token);
    const next = nextDeclarationStart(tokens, at + 1);
    if (next === null || resumes >= MAX_RESUMES) break;
    start = next;
  }
  return { csts, errors, junk };
}

function nextDeclarationStart(tokens: readonly IToken[], from: number): number | null {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const type = tokens[i]?.tokenType;
    if (type === LBrace) depth++;
    else if (type === RBrace) depth = Math.max(0, depth - 1);
    else if (depth === 0 && declarationStarts.has(type)) return i;
  }
  return null;
}

function internalError(e: unknown, file: string): Diagnostic {
  const overflow = e instanceof RangeError;
  return {
    code: overflow ? "LUD203" : "LUD299",
    severity: "error",
    message: overflow
      ? "nesting too deep: this file nests expressions or blocks too deeply to be read"
      : "internal error in the Ludic parser; please report it with this file",
    span: { file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    ...(overflow ? {} : { notes: [String(e instanceof Error ? e.message : e)] }),
  };
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.span.start.offset - b.span.start.offset;
}

/** The span of a whole file: offset 0 to its end, in lines and columns. */
export function fileSpan(text: string, file: string): Span {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return {
    file,
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: text.length, line, column: text.length - lineStart + 1 },
  };
}

/**
 * Chevrotain recognition errors → designer-readable diagnostics.
 *
 *   LUD201  a token that does not belong here:  unexpected "then"; a statement cannot start here
 *   LUD202  a required token is missing:        expected "}" to close the rule body started at line 12
 *
 * The parser's message provider stored the facts (see messages.ts); the rule stack tells what was
 * being parsed, and a scan of the tokens finds the unclosed bracket a missing closer belongs to.
 */
import "../polyfills.js";
import { EOF, type IRecognitionException, type IToken, type TokenType } from "chevrotain";
import type { Span } from "../ast/nodes.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { tokenSpan } from "../lex/span.js";
import { allTokens, declarationStarts, Identifier, IntegerLiteral, StringLiteral } from "../lex/tokens.js";
import { decodeFacts } from "./messages.js";

const labels = new Map<string, string>(allTokens.map((t: TokenType) => [t.name, t.LABEL ?? t.name]));

const CLOSERS: Readonly<Record<string, string>> = {
  RBrace: "LBrace",
  RParen: "LParen",
  RBracket: "LBracket",
};
const OPENERS: ReadonlySet<string> = new Set(["LBrace", "LParen", "LBracket"]);

/** `"then"`, name `hnad`, number 42, the end of the file. */
export function describeToken(t: IToken): string {
  if (t.tokenType === EOF) return "the end of the file";
  if (t.tokenType === Identifier) return `name \`${t.image}\``;
  if (t.tokenType === IntegerLiteral)
    return `number ${t.image.length > 12 ? `${t.image.slice(0, 12)}…` : t.image}`;
  if (t.tokenType === StringLiteral || t.tokenType.CATEGORIES?.includes(StringLiteral)) {
    return `string ${t.image.length > 24 ? `${t.image.slice(0, 23)}…` : t.image}`;
  }
  return t.tokenType.LABEL ?? `"${t.image}"`;
}

function label(tokenName: string): string {
  return labels.get(tokenName) ?? tokenName;
}

/** What a `}` (`)`, `]`) closes, named after the rule that was being parsed. */
function closedThing(stack: readonly string[]): string {
  const rule = stack.at(-1) ?? "";
  const parent = stack.at(-2) ?? "";
  const blockOwners: Record<string, string> = {
    ruleDecl: "the rule body",
    fnDecl: "the fn body",
    flowDecl: "the flow block",
    ifStmt: "the if block",
    loopStmt: "the loop body",
    whileStmt: "the while body",
    forStmt: "the for body",
    chooseStmt: "the otherwise block",
    choiceOption: "the option body",
  };
  if (rule === "block") return blockOwners[parent] ?? "the block";
  const things: Record<string, string> = {
    enumDecl: "the enum",
    cardTypeDecl: "the card type",
    cardsDecl: "the cards block",
    catalogueFor: "the for block",
    catalogueCard: "the card's attributes",
    chooseStmt: "the choose block",
    optionsDecl: "the options block",
    gameHeader: "the game header",
    variantHeader: "the variant header",
    paramList: "the parameter list",
    nameOrCall: "the call",
    queryOrCall: "the call",
    useOptions: "the call",
    parenExpr: "the parentheses",
    choiceOption: "the option's parameters",
    indexSuffix: "the index",
    listLiteral: "the list",
    bracketName: "the brackets",
  };
  return things[rule] ?? "the bracket";
}

/** What may stand where the parser met a stray token inside a container rule. */
const MEMBER_OF: Readonly<Record<string, string>> = {
  block: "a statement",
  chooseStmt: "a choice option",
  optionsDecl: "a choice option",
  enumDecl: "an enum member",
  cardTypeDecl: "a card attribute",
  cardsDecl: "`card`, `for` or `let`",
  catalogueFor: "`card`, `for` or `let`",
  catalogueCard: "an attribute (`name: value`)",
  gameHeader: "a header field",
  variantHeader: "a header field",
  paramList: "a parameter",
};

const EXPRESSION_RULES: ReadonlySet<string> = new Set([
  "expression",
  "ifExpr",
  "orExpr",
  "andExpr",
  "notExpr",
  "comparison",
  "rangeExpr",
  "additive",
  "multiplicative",
  "unary",
  "postfix",
  "primary",
]);

function whatIsExpected(rule: string, expected: string[]): string {
  if (rule === "statement") return "a statement cannot start here";
  if (rule === "declaration" || rule === "file") return "a declaration cannot start here";
  if (EXPRESSION_RULES.has(rule)) return "expected an expression";
  if (rule === "chooseItem") return "expected a choice option";
  if (rule === "catalogueStatement") return "expected `card`, `for` or `let`";
  if (rule === "headerField") return 'expected a header field such as `title "…"`';
  const shown = expected.slice(0, 5).map(label);
  return shown.length > 0 ? `expected ${shown.join(" or ")}` : "this is not valid here";
}

export interface ErrorSource {
  tokens: readonly IToken[];
  file: string;
}

/** Converts every recognition error, one diagnostic per position, in source order. */
export function parseDiagnostics(errors: readonly IRecognitionException[], src: ErrorSource): Diagnostic[] {
  const sorted = [...errors].sort((a, b) => offsetOf(a.token, src) - offsetOf(b.token, src));
  const openers = new OpenerScan(src.tokens);
  const seen = new Set<number>();
  const out: Diagnostic[] = [];
  for (const error of sorted) {
    const at = offsetOf(error.token, src);
    if (seen.has(at)) continue;
    seen.add(at);
    out.push(toDiagnostic(error, src, openers));
  }
  return out;
}

function offsetOf(t: IToken, src: ErrorSource): number {
  if (t.tokenType === EOF || !Number.isFinite(t.startOffset)) return (src.tokens.at(-1)?.endOffset ?? -1) + 1;
  return t.startOffset;
}

/** Where an error points: the offending token, or just after the last token at the end of file. */
function errorSpan(t: IToken, src: ErrorSource): Span {
  if (t.tokenType !== EOF && Number.isFinite(t.startOffset)) return tokenSpan(t, src.file);
  const last = src.tokens.at(-1);
  if (!last)
    return {
      file: src.file,
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: 0, line: 1, column: 1 },
    };
  const end = tokenSpan(last, src.file).end;
  return { file: src.file, start: end, end };
}

function toDiagnostic(error: IRecognitionException, src: ErrorSource, openers: OpenerScan): Diagnostic {
  const facts = decodeFacts(error.message) ?? { kind: "noViableAlt" as const, expected: [] };
  const stack = error.context?.ruleStack ?? [];
  const rule = stack.at(-1) ?? "file";
  const actual = error.token;
  const atEnd = actual.tokenType === EOF;
  const found = describeToken(actual);
  const span = errorSpan(actual, src);
  const missing = (message: string, notes?: string[]): Diagnostic => ({
    code: "LUD202",
    severity: "error",
    message,
    span,
    ...(notes ? { notes } : {}),
  });
  const unexpected = (message: string): Diagnostic => ({ code: "LUD201", severity: "error", message, span });

  if (facts.kind === "mismatch") {
    const expected = facts.expected[0] ?? "";
    // The top level expects the end of the file once no declaration can start.
    if (expected === "EOF") return unexpected(`unexpected ${found}; a declaration cannot start here`);
    const opener = CLOSERS[expected];
    if (opener) {
      const open = openers.unclosedBefore(offsetOf(actual, src), opener);
      const where = open ? ` started at line ${open.startLine ?? 1}` : "";
      const closes = `${label(expected)} to close ${closedThing(stack)}${where}`;
      const beginsSomethingElse =
        atEnd || declarationStarts.has(actual.tokenType) || CLOSERS[actual.tokenType.name] !== undefined;
      if (beginsSomethingElse) return missing(`expected ${closes}${atEnd ? "" : `, before ${found}`}`);
      const member = expected === "RBrace" ? MEMBER_OF[rule] : undefined;
      if (member) return unexpected(`unexpected ${found}; ${member} cannot start here`);
      return unexpected(`unexpected ${found}; expected ${closes}`);
    }
    return missing(
      atEnd
        ? `expected ${label(expected)} before the end of the file`
        : `missing ${label(expected)} before ${found}`,
    );
  }
  if (atEnd) return missing(`the file ends too early; ${whatIsExpected(rule, facts.expected)}`);
  return unexpected(`unexpected ${found}; ${whatIsExpected(rule, facts.expected)}`);
}

/**
 * Finds the innermost unclosed opener of a kind before an offset. Errors are handled in source
 * order, so one forward scan over the tokens serves all of them.
 */
class OpenerScan {
  private index = 0;
  private readonly stack: IToken[] = [];
  constructor(private readonly tokens: readonly IToken[]) {}

  unclosedBefore(offset: number, openerName: string): IToken | null {
    while (this.index < this.tokens.length && this.tokens[this.index]?.startOffset < offset) {
      const t = this.tokens[this.index++]!;
      const name = t.tokenType.name;
      if (OPENERS.has(name)) this.stack.push(t);
      else if (CLOSERS[name] && this.stack.at(-1)?.tokenType.name === CLOSERS[name]) this.stack.pop();
    }
    for (let i = this.stack.length - 1; i >= 0; i--)
      if (this.stack[i]?.tokenType.name === openerName) return this.stack[i]!;
    return null;
  }
}

/**
 * The shipped parser analyses its decisions at 2 tokens of lookahead, the two gated alternations
 * at 1 (parser.ts); until issue 18 every decision was analysed at 4, a third of a cold compile.
 * These tests hold the shipped parser to the parses of one analysed at 4 (`fullLookahead`): the
 * same tree and errors for every rules file of the repository, and the same diagnostics for
 * broken files (tokens cut, dropped, doubled or swapped). On broken input the trees may differ
 * where a gate decided alone (`count(` cut short is parsed as a query, not as a name and a call)
 * but a designer sees the same messages.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CstNode, IToken } from "chevrotain";
import { describe, expect, it } from "vitest";
import { buildRulesFile } from "../ast/build/build.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { lex } from "../lex/lexer.js";
import { parseDiagnostics } from "./errors.js";
import { keywordsAsNames } from "./keyword-names.js";
import { LudicParser } from "./parser.js";

const rulesRoot = resolve(fileURLToPath(import.meta.url), "../../../../../rules");

function ludicFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (name === "node_modules") return [];
      if (statSync(path).isDirectory()) return ludicFiles(path);
      return name.endsWith(".ludic") ? [path] : [];
    });
}

const files = ludicFiles(rulesRoot).map((path) => {
  const name = path.slice(rulesRoot.length + 1);
  return { name, tokens: keywordsAsNames(lex(readFileSync(path, "utf8"), name).tokens, name).tokens };
});

const shipped = new LudicParser();
const full = new LudicParser({ fullLookahead: true });

function show(node: CstNode | IToken): unknown {
  if ("tokenType" in node)
    return `${node.tokenType.name}@${node.startOffset}${node.isInsertedInRecovery ? "+" : ""}`;
  const children: Record<string, unknown> = {};
  for (const key of Object.keys(node.children).sort()) children[key] = (node.children[key] ?? []).map(show);
  return [
    node.name,
    node.recoveredNode === true,
    node.location?.startOffset,
    node.location?.endOffset,
    children,
  ];
}

function parse(parser: LudicParser, tokens: IToken[]) {
  parser.input = tokens;
  const cst = parser.file();
  return { cst, errors: [...parser.errors] };
}

/** The tree and the errors, as data. */
function treeAndErrors(parser: LudicParser, tokens: IToken[]): unknown {
  const { cst, errors } = parse(parser, tokens);
  return {
    tree: show(cst),
    errors: errors.map((e) => [e.name, e.message, e.token.startOffset, e.context.ruleStack.join("/")]),
  };
}

/** What a designer reads: the syntax errors and the tree builder's diagnostics. */
function diagnostics(parser: LudicParser, tokens: IToken[], file: string): unknown {
  const { cst, errors } = parse(parser, tokens);
  const built: Diagnostic[] = [];
  const at = { offset: 0, line: 1, column: 1 };
  buildRulesFile([cst], { file, start: at, end: at }, { file, diagnostics: built });
  const data = (d: Diagnostic) => [d.code, d.message, d.span.start.offset, d.notes ?? []];
  return { syntax: parseDiagnostics(errors, { tokens, file }).map(data), built: built.map(data) };
}

/** A seeded linear congruential generator: the same broken files on every run. */
function generator(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
}

describe("the parser's lookahead", () => {
  it("finds the repository's rules files", () => {
    expect(files.map((f) => f.name)).toContain("kingdom-builder/kingdom-builder.ludic");
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.name, f] as const))("parses %s as at 4 tokens", (_, f) => {
    expect(treeAndErrors(shipped, f.tokens)).toEqual(treeAndErrors(full, f.tokens));
  });

  it("reports the same diagnostics as at 4 tokens on broken files", () => {
    const random = generator(18);
    let broken = 0;
    for (const f of files) {
      for (let i = 0; i < 3; i++) {
        const t = f.tokens.slice();
        const at = random(t.length);
        const other = f.tokens[random(t.length)] as IToken;
        const edit = (i + random(2)) % 4;
        if (edit === 0) t.length = at;
        else if (edit === 1) t.splice(at, 1);
        else if (edit === 2) t.splice(at, 0, other);
        else t.splice(at, 1, other);
        const expected = diagnostics(full, t, f.name);
        if (full.errors.length > 0) broken++;
        expect(diagnostics(shipped, t, f.name), `${f.name}, edit ${edit} at token ${at}`).toEqual(expected);
      }
    }
    expect(broken).toBeGreaterThan(files.length);
  });

  it("is the same as at 4 for a cut-short query, where only the tree differs", () => {
    // `count(` at the end of the file: a query for the shipped parser (the gate: a query word
    // before `(`), a name and a call for the one at 4 (no query could start with the tokens after).
    const tokens = keywordsAsNames(lex("fn f(): int = count(", "t").tokens, "t").tokens;
    expect(JSON.stringify(treeAndErrors(shipped, tokens))).toContain("queryOrCall");
    expect(JSON.stringify(treeAndErrors(full, tokens))).not.toContain("queryOrCall");
    expect(diagnostics(shipped, tokens, "t")).toEqual(diagnostics(full, tokens, "t"));
  });
});

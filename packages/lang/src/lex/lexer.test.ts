import { Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { LEXER_CONFIG, lex } from "./lexer.js";
import { allTokens } from "./tokens.js";

const names = (text: string) => lex(text, "t.ludic").tokens.map((t) => t.tokenType.name);

describe("lex", () => {
  it("passes chevrotain's checks of the token definitions (every start skips them)", () => {
    // A definition error (a pattern that can match nothing, a token no other can reach) throws here.
    const checked = new Lexer(allTokens, { ...LEXER_CONFIG, skipValidations: false });
    expect(checked.lexerDefinitionErrors).toEqual([]);
  });

  it("reads keywords, keeping longer names as identifiers", () => {
    expect(names("cards card counter into in int variant var top random")).toEqual([
      "Cards",
      "Card",
      "Identifier",
      "Into",
      "In",
      "Identifier",
      "Variant",
      "Var",
      "Identifier",
      "Identifier",
    ]);
  });

  it("reads operators longest first", () => {
    expect(names("== = != <= < >= > += -= + - .. . ->")).toEqual([
      "EqEq",
      "Assign",
      "NotEq",
      "LessEq",
      "Less",
      "GreaterEq",
      "Greater",
      "PlusAssign",
      "MinusAssign",
      "Plus",
      "Minus",
      "DotDot",
      "Dot",
      "Minus",
      "Greater",
    ]);
  });

  it("reads ranges of integers without taking `1.` as a decimal", () => {
    expect(names("1..13")).toEqual(["IntegerLiteral", "DotDot", "IntegerLiteral"]);
  });

  it("skips comments and whitespace but keeps comments apart", () => {
    const r = lex("a // CU-5\n/* two\nlines */ b", "t.ludic");
    expect(r.tokens.map((t) => t.image)).toEqual(["a", "b"]);
    expect(r.comments.map((t) => t.image)).toEqual(["// CU-5", "/* two\nlines */"]);
    expect(r.tokens[1]!.startLine).toBe(3);
    expect(r.diagnostics).toEqual([]);
  });

  it("reports unexpected characters as LUD101 and keeps lexing", () => {
    const r = lex("a @@ b\n  #", "t.ludic");
    expect(r.tokens.map((t) => t.image)).toEqual(["a", "b"]);
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ["LUD101", 1, 3],
      ["LUD101", 2, 3],
    ]);
  });

  it("reports an unterminated string as LUD102 and still returns a string token", () => {
    const r = lex('log "open\nlog "ok"', "t.ludic");
    expect(r.tokens.map((t) => t.tokenType.name)).toEqual([
      "Log",
      "UnterminatedString",
      "Log",
      "StringLiteral",
    ]);
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ["LUD102", 1, 5],
    ]);
  });

  it("reports unknown escapes as LUD103", () => {
    const r = lex('"a\\qb \\" \\\\ \\n"', "t.ludic");
    expect(r.diagnostics.map((d) => [d.code, d.span.start.column])).toEqual([["LUD103", 3]]);
  });

  it("reports too large numbers as LUD104", () => {
    expect(lex("99999999999999999999", "t.ludic").diagnostics.map((d) => d.code)).toEqual(["LUD104"]);
  });

  it("reports an unterminated block comment as LUD105", () => {
    const r = lex("a /* never closed\n b c", "t.ludic");
    expect(r.tokens.map((t) => t.image)).toEqual(["a"]);
    expect(r.diagnostics.map((d) => [d.code, d.span.start.column])).toEqual([["LUD105", 3]]);
  });

  it("caps the number of lexing errors", () => {
    const r = lex("@ ".repeat(500), "t.ludic");
    expect(r.diagnostics).toHaveLength(100);
    expect(r.diagnostics[99]!.notes?.join(" ")).toMatch(/400 more/);
  });
});

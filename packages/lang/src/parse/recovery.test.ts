import { describe, expect, it } from "vitest";
import { parseRules } from "../parse-file.js";

const at = (text: string) =>
  parseRules(text, "t.ludic").diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`);

describe("error recovery", () => {
  it("reports several errors in one run, with codes and positions", () => {
    const text = [
      "rule a(me: seat) {", //       1
      "  move x to y", //            2
      "  then", //                   3  stray keyword
      "  log 1", //                  4
      "}", //                        5
      "zone z pile, public", //      6  missing ':'
      "rule b() { log }", //         7  missing expression
    ].join("\n");
    const r = parseRules(text, "t.ludic");
    expect(at(text)).toEqual(["LUD201 3:3", "LUD202 6:8", "LUD201 7:16"]);
    expect(r.diagnostics[0]!.message).toBe('unexpected "then"; a statement cannot start here');
    expect(r.diagnostics[1]!.message).toBe('missing ":" before name `pile`');
    // All three declarations still reach the AST.
    expect(r.ast.declarations.map((d) => d.kind)).toEqual(["RuleDecl", "ZoneDecl", "RuleDecl"]);
  });

  it("names the unclosed block and where it started", () => {
    const text = "zone deck: pile, hidden\n\nrule a(me: seat) {\n  move x to y\n\nrule b() { log 1 }\n";
    const r = parseRules(text, "t.ludic");
    expect(r.diagnostics.map((d) => [d.code, d.message, d.span.start.line])).toEqual([
      ["LUD202", 'expected "}" to close the rule body started at line 3, before "rule"', 6],
    ]);
    expect(r.ast.declarations.map((d) => d.kind)).toEqual(["ZoneDecl", "RuleDecl", "RuleDecl"]);
  });

  it("reports a block left open at the end of the file", () => {
    const r = parseRules("flow {\n  shuffle deck\n  if x {\n", "t.ludic");
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["LUD202", 'expected "}" to close the if block started at line 3'],
    ]);
  });

  it("skips junk between declarations and goes on", () => {
    const text = "zone a: pile, public }\n)) junk 12\nzone b: pile, public\nconst = 3\nconst OK = 1";
    const r = parseRules(text, "t.ludic");
    expect(at(text)).toEqual(["LUD201 1:22", "LUD202 4:7"]);
    expect(r.diagnostics[0]!.message).toBe('unexpected "}"; a declaration cannot start here');
    expect(
      r.ast.declarations.map((d) => (d.kind === "ZoneDecl" || d.kind === "ConstDecl" ? d.name.name : d.kind)),
    ).toEqual(["a", "b", "OK"]);
  });

  it("reports members that cannot start inside enums, card types and choices", () => {
    expect(at("enum E { A B, 3 }\ncard C { rank int }\nrule r() { choose me { 3 } }")).toEqual([
      "LUD201 1:15",
      "LUD202 2:15",
      "LUD201 3:24",
    ]);
  });

  it("rejects assignments to anything but names and indexed variables (LUD204)", () => {
    expect(at("rule q() { x + 1 = 2; a.b = 1; ok = 1 }")).toEqual(["LUD204 1:12", "LUD204 1:23"]);
  });

  it("reports `override` on a declaration that cannot be overridden (LUD206)", () => {
    expect(at("override zone z: pile, public\noverride rule r() { }")).toEqual(["LUD206 1:1"]);
  });

  it("reports a second or late header (LUD205)", () => {
    expect(at("zone z: pile, public\ngame g { players 2 }\ngame h { }")).toEqual([
      "LUD205 2:1",
      "LUD205 3:1",
    ]);
  });

  it("says what it expected at the end of the file", () => {
    const r = parseRules("const Y = (1 + ", "t.ludic");
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["LUD202", "the file ends too early; expected an expression"],
    ]);
  });

  it("keeps lexing errors and parse errors together, in source order", () => {
    expect(at('const A = 1 @ 2\nconst B = "open\nconst C = 3')).toEqual([
      "LUD101 1:13",
      "LUD201 1:15",
      "LUD102 2:11",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { parseRules } from "../parse-file.js";
import { expr, sexpr, stmts } from "./test-helpers.js";

describe("match", () => {
  it("reads the statement form: arms of patterns and blocks, then else", () => {
    const [s] = stmts("match card.rank {\n  1 { a() }\n  2, 9 { b() }\n  Suit.H { }\n  else { c() }\n}");
    if (s?.kind !== "MatchStmt") throw new Error(s?.kind);
    expect(sexpr(s.subject)).toBe("(. card rank)");
    expect(s.arms.map((a) => a.patterns.map(sexpr))).toEqual([["1"], ["2", "9"], ["(. Suit H)"]]);
    expect(s.arms.map((a) => a.body.statements.length)).toEqual([1, 1, 0]);
    expect(s.otherwise?.statements).toHaveLength(1);
    expect(s.arms[1]?.span.start).toMatchObject({ line: 4, column: 3 });
  });

  it("reads arms on one line separated by `;`, and a match without else", () => {
    const [s] = stmts('match x { "a" { }; -1 { } }');
    if (s?.kind !== "MatchStmt") throw new Error(s?.kind);
    expect(s.arms.map((a) => a.patterns.map(sexpr))).toEqual([['"a"'], ["(- 1)"]]);
    expect(s.otherwise).toBeNull();
  });

  it("reads the expression form, arms separated by spaces, newlines, `;` or `,`", () => {
    expect(
      sexpr(expr('match role { "knight" => Knight  "soldier-a", "soldier-b" => Soldier  else => Wizard }')),
    ).toBe('(match role ("knight" => Knight) ("soldier-a" "soldier-b" => Soldier) (else => Wizard))');
    expect(sexpr(expr("match n {\n  3 => if rain then 2 else 3\n  4 => 5, 5 => 15; else => 0\n}"))).toBe(
      "(match n (3 => (if rain 2 3)) (4 => 5) (5 => 15) (else => 0))",
    );
    expect(sexpr(expr("1 + (match c { A => 1 else => 2 })"))).toBe("(+ 1 (match c (A => 1) (else => 2)))");
  });

  it("refuses an arm after else and a missing arrow", () => {
    const late = parseRules("rule r() { match x { else { } 1 { } } }", "t.ludic");
    expect(late.diagnostics.map((d) => d.code)).toContain("LUD201");
    const arrow = parseRules("const X = match x { 1 2 }", "t.ludic");
    expect(arrow.diagnostics.map((d) => [d.code, d.span.start.column])[0]).toEqual(["LUD202", 23]);
  });
});

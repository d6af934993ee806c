import { describe, expect, it } from "vitest";
import { decl, sexpr, stmts } from "./test-helpers.js";

describe("optional values", () => {
  it("reads `T?` in types, nested in lists too", () => {
    const d = decl("fn f(c: Card?, l: list<seat?>): list<int>? = none");
    if (d.kind !== "FnDecl") throw new Error(d.kind);
    expect(
      d.params.map((p) => [p.type.name.name, p.type.optional ?? false, p.type.args[0]?.optional ?? false]),
    ).toEqual([
      ["Card", true, false],
      ["list", false, true],
    ]);
    expect([d.returnType.optional, d.body.kind]).toEqual([true, "NoneLiteral"]);
  });

  it("reads `none` as a literal and `var x: seat? = none`", () => {
    const [s] = stmts("let w: seat? = if x != none then x else none");
    if (s?.kind !== "LetStmt") throw new Error(s?.kind);
    expect([s.type?.optional, sexpr(s.value)]).toEqual([true, "(if (!= x none) x none)"]);
    const v = decl("var winner: seat? = none");
    expect(v.kind === "VarDecl" && v.type.optional && v.init.kind).toBe("NoneLiteral");
  });
});

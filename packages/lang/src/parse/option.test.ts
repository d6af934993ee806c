import { describe, expect, it } from "vitest";
import { parseRules } from "../parse-file.js";
import { decl, parseOk, sexpr } from "./test-helpers.js";

describe("option declarations", () => {
  it("reads the type, the default, the allowed values and the condition", () => {
    const d = decl('option dogPlacement: str = "even-split" in ["even-split", "random-in-part"] where true');
    if (d.kind !== "OptionDecl") throw new Error(d.kind);
    expect([d.name.name, d.type.name.name, sexpr(d.default), d.allowed && sexpr(d.allowed)]).toEqual([
      "dogPlacement",
      "str",
      '"even-split"',
      '["even-split" "random-in-part"]',
    ]);
    expect(d.where && sexpr(d.where)).toBe("true");
    expect(d.override).toBe(false);
    expect(d.span.start).toEqual({ offset: 0, line: 1, column: 1 });
  });

  it("reads `in` after the default as the allowed values, not as membership", () => {
    const d = decl("option n: int = 2 in 1..4");
    if (d.kind !== "OptionDecl") throw new Error(d.kind);
    expect([sexpr(d.default), d.allowed && sexpr(d.allowed), d.where]).toEqual(["2", "(.. 1 4)", null]);
  });

  it("reads a `where` without allowed values, and `override option`", () => {
    const [a, b] = parseOk(
      "option decks: list<Deck> = [red, blue] where size(decks) == 2\noverride option n: int = 3",
    ).declarations;
    if (a?.kind !== "OptionDecl" || b?.kind !== "OptionDecl") throw new Error("not options");
    expect([a.allowed, a.where && sexpr(a.where)]).toEqual([null, "(== (size decks) 2)"]);
    expect([b.override, b.span.start.column]).toEqual([true, 1]);
  });

  it("keeps `option` usable as a name and `options` as the option-set keyword", () => {
    const file = parseOk(
      "fn f(option: int): int = option\noptions play(me: seat) { option { } }\noption x: bool = false",
    );
    expect(file.declarations.map((d) => d.kind)).toEqual(["FnDecl", "OptionsDecl", "OptionDecl"]);
  });

  it("reports a missing default", () => {
    const r = parseRules("option n: int\nconst X = 1", "t.ludic");
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["LUD202", 2]]);
    expect(r.ast.declarations.map((d) => d.kind)).toEqual(["ConstDecl"]);
  });
});

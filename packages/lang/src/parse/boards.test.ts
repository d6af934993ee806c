/** Boards, grid literals and hyphenated game ids (docs/language.md "Boards and cells"). */
import { describe, expect, it } from "vitest";
import { parseRules } from "../parse-file.js";
import { decl, expr, parseOk, sexpr, stmts } from "./test-helpers.js";

describe("board declarations", () => {
  it("reads a hex board with named arguments", () => {
    const d = decl("board land: hex(rows: 20, cols: 20, offset: oddR)");
    if (d.kind !== "BoardDecl") throw new Error(d.kind);
    expect([d.name.name, d.shape.name]).toEqual(["land", "hex"]);
    expect(d.args.map((a) => [a.name.name, sexpr(a.value)])).toEqual([
      ["rows", "20"],
      ["cols", "20"],
      ["offset", "oddR"],
    ]);
    expect(d.span.start).toEqual({ offset: 0, line: 1, column: 1 });
  });

  it("reads a square board, and `board` stays usable as a name", () => {
    const ast = parseOk("board grid: square(rows: 6, cols: 7, diagonal: true)\nzone board: pile, public");
    expect(ast.declarations.map((d) => d.kind)).toEqual(["BoardDecl", "ZoneDecl"]);
    expect(sexpr(expr("board + 1"))).toBe("(+ board 1)");
  });

  it("reports a board without its shape's parentheses", () => {
    const r = parseRules("board land: hex", "t.ludic");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["LUD202"]);
  });
});

describe("grid literals", () => {
  it("reads one string per row, commas allowed", () => {
    expect(sexpr(expr('grid Terrain {\n  "GGT"\n  "GWT",\n  "TTT"\n}'))).toBe(
      '(grid Terrain "GGT" "GWT" "TTT")',
    );
    const e = expr('grid T { "AB" }');
    expect(e.kind === "GridLiteral" && e.rows[0]?.span.start).toEqual({ offset: 19, line: 1, column: 20 });
  });

  it("keeps `grid` an ordinary name elsewhere", () => {
    expect(sexpr(expr("grid"))).toBe("grid");
    expect(sexpr(expr("grid(1)"))).toBe("(grid 1)");
    expect(sexpr(expr("[grid, grid]"))).toBe("[grid grid]");
    const [loop] = stmts("for g in grid { log g }");
    expect(loop?.kind).toBe("ForStmt");
    const [choice] = stmts("choose grid { a { } }");
    expect(choice?.kind).toBe("ChooseStmt");
  });

  it("reads a grid inside a list of grids", () => {
    expect(sexpr(expr('[grid E { "A" }, grid E { "B" }]'))).toBe('[(grid E "A") (grid E "B")]');
  });
});

describe("`at` as a name", () => {
  it("names a zone per cell and still places cards in `move … at`", () => {
    const ast = parseOk("zone at[cell]: pile, public");
    expect(ast.declarations[0]?.kind).toBe("ZoneDecl");
    const [m] = stmts("move c to at[h] at bottom");
    if (m?.kind !== "MoveStmt") throw new Error(String(m?.kind));
    expect([sexpr(m.to), m.at]).toEqual(["([] at h)", "bottom"]);
    const [n] = stmts("move c to at[h] at at[h]");
    expect(n?.kind === "MoveStmt" && typeof n.at === "object" && n.at !== null && sexpr(n.at)).toBe(
      "([] at h)",
    );
  });
});

describe("game ids", () => {
  it("may contain hyphens", () => {
    const h = parseOk('game tic-tac-toe {\n  title "Tic-tac-toe"\n}').header;
    if (h?.kind !== "GameHeader") throw new Error("no game header");
    expect(h.id.name).toBe("tic-tac-toe");
    expect([h.id.span.start.column, h.id.span.end.column]).toEqual([6, 17]);
  });
});

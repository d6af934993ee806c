import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRules } from "./parse-file.js";

const snippet = readFileSync(new URL("./parse/__fixtures__/cuttle-snippet.ludic", import.meta.url), "utf8");

describe("parseRules on a realistic file", () => {
  const { ast, diagnostics } = parseRules(snippet, "rules/cuttle/cuttle.ludic");

  it("reports no diagnostics", () => {
    expect(diagnostics).toEqual([]);
  });

  it("reads the header and every declaration in order", () => {
    expect(ast.header?.kind).toBe("GameHeader");
    expect(ast.declarations.map((d) => d.kind)).toEqual([
      "EnumDecl",
      "CardTypeDecl",
      "ConstDecl",
      "CardsDecl",
      "VarDecl",
      "VarDecl",
      "ZoneDecl",
      "ZoneDecl",
      "RevealDecl",
      "FnDecl",
      "FnDecl",
      "OptionsDecl",
      "RuleDecl",
      "FlowDecl",
      "FnDecl",
    ]);
  });

  it("builds the turn rule's statements", () => {
    const turn = ast.declarations.find((d) => d.kind === "RuleDecl");
    expect(turn?.kind === "RuleDecl" && turn.body.statements.map((s) => s.kind)).toEqual([
      "ChooseStmt",
      "LetStmt",
      "ForStmt",
      "MoveStmt",
      "AttachStmt",
      "ShuffleStmt",
      "WhileStmt",
      "LoopStmt",
    ]);
  });

  it("marks the override and spans it from `override`", () => {
    const last = ast.declarations.at(-1);
    expect(last?.kind === "FnDecl" && last.override).toBe(true);
    expect(last?.span.start).toEqual({ offset: snippet.lastIndexOf("override"), line: 37, column: 1 });
    expect(ast.span.end.offset).toBe(snippet.length);
  });
});

import { describe, expect, it } from "vitest";
import type { Statement } from "../ast/nodes.js";
import { sexpr, stmts } from "./test-helpers.js";

function one(body: string): Statement {
  const [s, ...rest] = stmts(body);
  if (!s || rest.length > 0) throw new Error(`expected one statement, got ${rest.length + (s ? 1 : 0)}`);
  return s;
}

describe("statements", () => {
  it("let with and without a type", () => {
    const [a, b] = stmts("let x = 1\nlet y: list<Card> = []");
    expect(a?.kind === "LetStmt" && [a.name.name, a.type, sexpr(a.value)]).toEqual(["x", null, "1"]);
    expect(b?.kind === "LetStmt" && b.type?.args[0]?.name.name).toBe("Card");
  });

  it("assignments to names and indexed variables", () => {
    const ss = stmts("x = 1\nvp[me] += 2\nfrozen[c] -= 1");
    expect(
      ss.map((s) => (s.kind === "AssignStmt" ? `${sexpr(s.target)} ${s.op} ${sexpr(s.value)}` : s.kind)),
    ).toEqual(["x = 1", "([] vp me) += 2", "([] frozen c) -= 1"]);
  });

  it("if / else if / else", () => {
    const s = one("if a { x = 1 } else if b { } else { y = 2 }");
    if (s.kind !== "IfStmt") throw new Error(s.kind);
    expect(s.else?.kind).toBe("IfStmt");
    expect(s.else?.kind === "IfStmt" && s.else.else?.kind).toBe("Block");
  });

  it("loop, while, for, break, continue, return", () => {
    expect(
      stmts("loop { break }\nwhile x > 0 { continue }\nfor p in seats { return }\nreturn x + 1").map(
        (s) => s.kind,
      ),
    ).toEqual(["LoopStmt", "WhileStmt", "ForStmt", "ReturnStmt"]);
    const f = stmts("for p in seats { return }")[0];
    expect(f?.kind === "ForStmt" && [f.variable.name, sexpr(f.source), f.body.statements[0]?.kind]).toEqual([
      "p",
      "seats",
      "ReturnStmt",
    ]);
    const r = one("return");
    expect(r.kind === "ReturnStmt" && r.value).toBe(null);
  });

  it("move with each placement", () => {
    const ss = stmts(
      "move c to scrap\nmove top(deck, 2) to hand[me] at top\nmove d to pile at bottom\nmove d to pile at random\nmove d to pile at 24",
    );
    expect(
      ss.map((s) =>
        s.kind === "MoveStmt"
          ? [sexpr(s.cards), sexpr(s.to), typeof s.at === "string" || s.at === null ? s.at : sexpr(s.at)]
          : s.kind,
      ),
    ).toEqual([
      ["c", "scrap", null],
      ["(top deck 2)", "([] hand me)", "top"],
      ["d", "pile", "bottom"],
      ["d", "pile", "random"],
      ["d", "pile", "24"],
    ]);
  });

  it("attach, shuffle, finish, log and call statements", () => {
    const ss = stmts(
      'attach j to t\nshuffle deck\nfinish [me] "reached the goal"\nlog me + " scuttles"\ncheckGoal(me)',
    );
    expect(ss.map((s) => s.kind)).toEqual(["AttachStmt", "ShuffleStmt", "FinishStmt", "LogStmt", "ExprStmt"]);
    const f = ss[2];
    expect(f?.kind === "FinishStmt" && [sexpr(f.winners), sexpr(f.reason)]).toEqual([
      "[me]",
      '"reached the goal"',
    ]);
  });

  it("choose with options, parameters, when, use and otherwise", () => {
    const s = one(
      "choose responder {\n  counter(two: hand[responder], n: 1..3) when two.rank == 2 { move two to scrap }\n  pass { break }\n  use play(me, hand[me])\n} otherwise { break }",
    );
    if (s.kind !== "ChooseStmt") throw new Error(s.kind);
    expect(sexpr(s.seat)).toBe("responder");
    expect(
      s.items.map((i) =>
        i.kind === "ChoiceOption"
          ? [
              i.name.name,
              i.params.map((p) => `${p.name.name}:${sexpr(p.domain)}`),
              i.when ? sexpr(i.when) : null,
            ]
          : [i.name.name, i.args.map(sexpr)],
      ),
    ).toEqual([
      ["counter", ["two:([] hand responder)", "n:(.. 1 3)"], "(== (. two rank) 2)"],
      ["pass", [], null],
      ["play", ["me", "([] hand me)"]],
    ]);
    expect(s.otherwise?.statements[0]?.kind).toBe("BreakStmt");
    expect(s.items[1]!.span.start).toEqual({ offset: 114, line: 4, column: 3 });
  });

  it("needs no separators, but accepts `;`", () => {
    expect(stmts("x = 1 y = 2; ; z = 3").map((s) => s.kind)).toEqual([
      "AssignStmt",
      "AssignStmt",
      "AssignStmt",
    ]);
  });

  it("gives statements accurate spans", () => {
    const s = stmts("  move c to scrap")[0]!;
    expect(s.span.start).toEqual({ offset: 13, line: 2, column: 3 });
    expect(s.span.end).toEqual({ offset: 28, line: 2, column: 18 });
  });
});

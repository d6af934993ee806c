import { describe, expect, it } from "vitest";
import type * as ast from "../ast/nodes.js";
import { checkGame } from "./index.js";
import { checkTexts } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2..4
  position turn
}
card Card { rank: int }
zone deck: pile, hidden
zone hand[seat]: hand, owner
rule turn(me: seat) {
  choose me { draw(c: deck) when c.rank > 1 { move c to hand[me] } }
}
flow { loop { for s in seats { turn(s) } } }
`;

describe("the checker on broken input", () => {
  it("never throws on any prefix of a game (partial trees from error recovery)", () => {
    for (let end = 0; end <= GAME.length; end += 3) {
      expect(() => checkTexts({ "g.ludic": GAME.slice(0, end) })).not.toThrow();
    }
  }, 60_000);

  it("never throws on hand-made trees with missing parts", () => {
    const span = {
      file: "x.ludic",
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: 0, line: 1, column: 1 },
    };
    const broken = {
      kind: "RulesFile",
      span,
      header: {
        kind: "GameHeader",
        span,
        id: null,
        fields: [null, { kind: "HeaderField", span, key: null, value: null }],
      },
      declarations: [
        null,
        {
          kind: "RuleDecl",
          span,
          override: false,
          name: null,
          params: [null],
          returnType: null,
          body: {
            kind: "Block",
            span,
            statements: [null, { kind: "ReturnStmt", span, value: null }],
          },
        },
        {
          kind: "FnDecl",
          span,
          override: false,
          name: { kind: "Identifier", span, name: "f" },
          params: [],
          returnType: null,
          body: null,
        },
      ],
    } as unknown as ast.RulesFile;
    expect(() => checkGame([{ path: "x.ludic", ast: broken }])).not.toThrow();
    expect(checkGame([]).game).toBeNull();
  });

  it("describes a game with a player range", () => {
    const result = checkTexts({ "g.ludic": GAME });
    expect(result.diagnostics).toEqual([]);
    expect(result.game?.players).toEqual({ min: 2, max: 4 });
    expect(result.game?.variants[0].id).toBe("base");
  });
});

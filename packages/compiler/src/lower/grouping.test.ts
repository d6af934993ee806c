/**
 * Operators of the rules keep the rules' grouping in the engine: `not (a and b)` negates the
 * whole conjunction and `(x - y) * 2` subtracts first (emit/print-expr.ts groups an operand that
 * only looks enclosed, `(a) && (b)`, where precedence needs it).
 */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game grouping {
  title "Grouping"
  players 2
  variant "standard"
  version "1.0.0"
}
var a: int = 0
var b: int = 0
var notBoth: bool = false
var twice: int = 0
var rest: int = 0

fn one(): int = a + 1
fn seven(): int = b + 7

flow {
  notBoth = not (a == 1 and b == 2)
  twice = (seven() - one()) * 2
  rest = 10 - (seven() - one())
  finish [] "done"
}
`;

describe("grouping of rules operators", () => {
  it("negates a whole conjunction and subtracts before multiplying", async () => {
    const e = await loadEngine("grouping", { "grouping.ludic": GAME });
    const vars = e.view(e.setup({ players: 2, seed: "g" }), "spectator").vars;
    // a = 0, b = 0: not (false and false) is true; (7 - 1) * 2 is 12; 10 - (7 - 1) is 4.
    expect([vars.notBoth, vars.twice, vars.rest]).toEqual([true, 12, 4]);
  });
});

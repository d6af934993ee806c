import { checkGameSources } from "@ludic/lang";
import { describe, expect, it } from "vitest";
import { ConstEvalError, ConstEvaluator } from "./const-eval.js";
import { valueToString } from "./values.js";

function evaluator(decls: string): ConstEvaluator {
  const text = `game g { title "G" players 2 variant "v" }\nenum Suit { C "clubs", H "hearts" }\n${decls}`;
  const r = checkGameSources([{ path: "g.ludic", text }]);
  const v = r.game?.variants[0];
  if (!v) throw new Error("no variant");
  return new ConstEvaluator(v.declarations);
}

describe("compile-time constants", () => {
  it("compute arithmetic, lists, ranges, indexing and conditionals", () => {
    const e = evaluator(`
const A: int = 7 / 2 + 10 % 4 * 3
const L: list<int> = [1, 2] + [3]
const R: list<int> = 2..5
const PICK: int = L[2]
const C: int = if A > 5 then 1 else 0
const S: str = "x" + 3
`);
    const at = {
      span: { file: "g", start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    };
    expect(e.constant("A", at)).toBe(9);
    expect(e.constant("L", at)).toEqual([1, 2, 3]);
    expect(e.constant("R", at)).toEqual([2, 3, 4, 5]);
    expect(e.constant("PICK", at)).toBe(3);
    expect(e.constant("C", at)).toBe(1);
    expect(e.constant("S", at)).toBe("x3");
  });

  it("read enum members by name inside ids and by label on request", () => {
    const e = evaluator(`const H_ID: str = "10" + H\nconst LBL: str = Suit.H.label`);
    const at = {
      span: { file: "g", start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    };
    expect(e.constant("H_ID", at)).toBe("10H");
    expect(e.constant("LBL", at)).toBe("hearts");
    expect(valueToString(e.enumMembers("Suit"))).toBe("C, H");
  });

  it("refuse what cannot be known before the game starts, pointing at it", () => {
    const e = evaluator(`const BAD: list<int> = [1, 2]\nconst OUT: int = BAD[5]`);
    const at = {
      span: { file: "g", start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
    };
    expect(() => e.constant("OUT", at)).toThrow(ConstEvalError);
    try {
      e.constant("OUT", at);
    } catch (err) {
      expect((err as ConstEvalError).code).toBe("LUD506");
      expect((err as ConstEvalError).node.span.start.line).toBe(4);
    }
  });
});

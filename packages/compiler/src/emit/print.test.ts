/** Printing IR statements: a range is counted, anything else iterated; one-line tests and jumps. */
import { CodeBlockWriter } from "ts-morph";
import { describe, expect, it } from "vitest";
import { arith, call, global, type IRExpr, local, method, num, str } from "../ir/expr.js";
import type { IRStmt } from "../ir/ir.js";
import { printStatements, rangeBounds } from "./print.js";
import { printExpr } from "./print-expr.js";

function printed(stmts: IRStmt[]): string {
  const w = new CodeBlockWriter({ indentNumberOfSpaces: 2 });
  printStatements(w, stmts);
  return w.toString();
}

const range = (from: IRExpr, to: IRExpr): IRExpr => call("intRange", from, to);
const push: IRStmt = { k: "expr", expr: method(local("out"), "push", local("k")) };

/** Runs printed code that pushes the loop's values into `out`. */
function values(iterable: IRExpr, n: number): number[] {
  const text = printed([{ k: "forOf", variable: "k", iterable, body: [push] }]);
  const intRange = (a: number, b: number): number[] => {
    const r: number[] = [];
    for (let i = a; i <= b; i++) r.push(i);
    return r;
  };
  const out: number[] = [];
  new Function("out", "intRange", "n", text)(out, intRange, n);
  return out;
}

describe("for loops over a range", () => {
  it("finds the bounds of intRange(a, b) and nothing else", () => {
    expect(rangeBounds(range(num(0), num(3)))?.map(printExpr)).toEqual(["0", "3"]);
    const bounds = rangeBounds(
      range(call("f", { k: "state" }, num(1)), arith("sub", { k: "players" }, num(1))),
    );
    expect(bounds?.map(printExpr)).toEqual(["f(st, 1)", "st.n - 1"]);
    expect(rangeBounds(method(range(num(0), num(3)), "map", local("g")))).toBeNull();
    expect(rangeBounds(global("K_COLUMNS"))).toBeNull();
    expect(rangeBounds(range(num(0), call("f", str("a,b"))))).toBeNull();
  });

  it("counts a range instead of building it, with the same values", () => {
    const loop = printed([
      { k: "forOf", variable: "k", iterable: range(num(0), num(3)), body: [], label: "q1" },
    ]);
    expect(loop).toContain("q1: for (let k = 0; k <= 3; k++)");
    expect(printed([{ k: "forOf", variable: "k", iterable: range(num(1), local("n")), body: [] }])).toContain(
      "for (let k = 1, k$to = n; k <= k$to; k++)",
    );
    expect(values(range(num(0), num(3)), 0)).toEqual([0, 1, 2, 3]);
    expect(values(range(num(2), local("n")), 5)).toEqual([2, 3, 4, 5]);
    expect(values(range(num(3), local("n")), 1)).toEqual([]);
    expect(printed([{ k: "forOf", variable: "k", iterable: local("xs"), body: [] }])).toContain(
      "for (const k of xs)",
    );
  });
});

describe("statements", () => {
  it("prints one-line tests, jumps, and stops after a statement that leaves", () => {
    const counted: IRStmt[] = [
      {
        k: "when",
        cond: local("ok"),
        negate: true,
        then: [
          { k: "assign", target: local("n$"), op: "+=", value: num(1) },
          { k: "continue", label: "q1" },
        ],
        block: true,
      },
      { k: "exit", value: local("n$") },
      { k: "expr", expr: call("unreachable") },
    ];
    expect(printed(counted)).toBe("if (!(ok)) { n$ += 1; continue q1; }\nreturn n$;\n");
  });
});

/** Printing IR loops: a range is counted, anything else iterated. */
import { CodeBlockWriter } from "ts-morph";
import { describe, expect, it } from "vitest";
import type { IRStmt } from "../ir/ir.js";
import { printStatements, rangeBounds } from "./print.js";

function printed(stmts: IRStmt[]): string {
  const w = new CodeBlockWriter({ indentNumberOfSpaces: 2 });
  printStatements(w, stmts);
  return w.toString();
}

/** Runs printed code that pushes the loop's values into `out`. */
function values(iterable: string, n: number): number[] {
  const text = printed([
    { k: "forOf", variable: "k", iterable, body: [{ k: "code", text: "out.push(k);" }] },
  ]);
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
    expect(rangeBounds("intRange(0, 3)")).toEqual(["0", "3"]);
    expect(rangeBounds("intRange(f(st, 1), st.n - 1)")).toEqual(["f(st, 1)", "st.n - 1"]);
    expect(rangeBounds("intRange(0, 3).map((x) => x)")).toBeNull();
    expect(rangeBounds("K_COLUMNS")).toBeNull();
    expect(rangeBounds('intRange(0, f("a,b"))')).toBeNull();
  });

  it("counts a range instead of building it, with the same values", () => {
    const loop = printed([{ k: "forOf", variable: "k", iterable: "intRange(0, 3)", body: [], label: "q1" }]);
    expect(loop).toContain("q1: for (let k = 0; k <= 3; k++)");
    expect(printed([{ k: "forOf", variable: "k", iterable: "intRange(1, n)", body: [] }])).toContain(
      "for (let k = 1, k$to = n; k <= k$to; k++)",
    );
    expect(values("intRange(0, 3)", 0)).toEqual([0, 1, 2, 3]);
    expect(values("intRange(2, n)", 5)).toEqual([2, 3, 4, 5]);
    expect(values("intRange(3, n)", 1)).toEqual([]);
    expect(printed([{ k: "forOf", variable: "k", iterable: "xs", body: [] }])).toContain(
      "for (const k of xs)",
    );
  });
});

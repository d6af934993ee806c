import { describe, expect, it } from "vitest";
import { fnMemo, varWritten } from "./memo.js";

describe("fnMemo", () => {
  it("keeps results while the variable is the same value and unwritten", () => {
    const a = [0, 1];
    const kept = fnMemo("fn_t", a, "t");
    kept[3] = [7];
    expect(fnMemo("fn_t", a, "t")[3]).toEqual([7]);
    // Another variable's write leaves them; a write of this one, or another array, drops them.
    varWritten("u");
    expect(fnMemo("fn_t", a, "t")[3]).toEqual([7]);
    varWritten("t");
    expect(fnMemo("fn_t", a, "t")[3]).toBeUndefined();
    fnMemo("fn_t", a, "t")[3] = [8];
    expect(fnMemo("fn_t", a.slice(), "t")[3]).toBeUndefined();
  });

  it("keeps a fn's results for two variables while both are the same and unwritten", () => {
    const [a, b] = [[0], [1]];
    fnMemo("fn_two", a, "ta", b, "tb")[2] = [5];
    expect(fnMemo("fn_two", a, "ta", b, "tb")[2]).toEqual([5]);
    varWritten("tb");
    expect(fnMemo("fn_two", a, "ta", b, "tb")[2]).toBeUndefined();
    fnMemo("fn_two", a, "ta", b, "tb")[2] = [6];
    expect(fnMemo("fn_two", a, "ta", b.slice(), "tb")[2]).toBeUndefined();
    fnMemo("fn_two", a, "ta", b, "tb")[2] = [7];
    varWritten("ta");
    expect(fnMemo("fn_two", a, "ta", b, "tb")[2]).toBeUndefined();
  });
});

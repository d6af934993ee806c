import { describe, expect, it } from "vitest";
import { makeBoard } from "./board.js";
import { fnMemo, keptComponents, keptList, varWritten } from "./memo.js";

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

  it("keeps a site's lists for a few keys in turn, each dropped by a write", () => {
    const owner = [0, 0];
    const [p, q] = [[1, 2], [3]];
    keptList("fn_k:cand", owner, "tk", p).v = [1];
    keptList("fn_k:cand", owner, "tk", q).v = [3];
    // Asked with p again (an equal copy), then q: both kept, neither replaced the other.
    expect(keptList("fn_k:cand", owner, "tk", p.slice()).v).toEqual([1]);
    expect(keptList("fn_k:cand", owner, "tk", q).v).toEqual([3]);
    varWritten("tk");
    expect(keptList("fn_k:cand", owner, "tk", p).v).toBeUndefined();
    expect(keptList("fn_k:cand", owner, "tk", q).v).toBeUndefined();
    // Five keys: the first is replaced.
    for (let i = 0; i < 5; i++) keptList("fn_k:cand", owner, "tk", [10 + i]).v = [i];
    expect(keptList("fn_k:cand", owner, "tk", [14]).v).toEqual([4]);
    expect(keptList("fn_k:cand", owner, "tk", [10]).v).toBeUndefined();
  });
});

describe("keptComponents", () => {
  it("keeps the groups with the list", () => {
    const b = makeBoard({ name: "s", shape: "square", rows: 3, cols: 3, diagonal: false });
    const hs = [0, 1, 5, 8];
    expect(keptComponents(b, hs)).toEqual([
      [0, 1],
      [5, 8],
    ]);
    expect(keptComponents(b, hs)).toBe(keptComponents(b, hs));
  });
});

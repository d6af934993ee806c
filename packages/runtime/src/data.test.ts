import { describe, expect, it } from "vitest";
import {
  compareLists,
  concatLists,
  distinctOf,
  largest,
  maxList,
  minList,
  noMatch,
  sameValue,
  smallest,
  sortBy,
  subsetsOf,
} from "./data.js";
import { RulesError } from "./errors.js";

const where = { file: "r.ludic", line: 3, column: 5 };

describe("data helpers", () => {
  it("noMatch is a rules error naming the value and the place", () => {
    expect(() => noMatch("7", where)).toThrow(RulesError);
    expect(() => noMatch("7", where)).toThrow("no arm of this match is 7 (r.ludic:3:5)");
  });

  it("compares lists of ints lexicographically", () => {
    expect(compareLists([2, 5], [2, 5])).toBe(0);
    expect(Math.sign(compareLists([3], [2, 9, 9]))).toBe(1);
    expect(Math.sign(compareLists([1, 2], [1, 2, 0]))).toBe(-1);
    expect(maxList([[1, 4], [2], [1, 9, 9]])).toEqual([2]);
    expect(minList([[1, 4], [2], [1, 4, 0]])).toEqual([1, 4]);
    expect([maxList([]), minList([])]).toEqual([[], []]);
    expect([sameValue([1, [2]], [1, [2]]), sameValue([1], [1, 0]), sameValue(3, 3)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("sorts stably by int or list keys, ascending or descending", () => {
    const cards = [
      { id: "a", r: 2 },
      { id: "b", r: 1 },
      { id: "c", r: 2 },
      { id: "d", r: 3 },
    ];
    expect(sortBy(cards, (c) => c.r, false).map((c) => c.id)).toEqual(["b", "a", "c", "d"]);
    expect(sortBy(cards, (c) => c.r, true).map((c) => c.id)).toEqual(["d", "a", "c", "b"]);
    expect(sortBy([[1, 2], [0, 5], [1]], (l) => l, false)).toEqual([[0, 5], [1], [1, 2]]);
  });

  it("lists subsets in lexicographic order of positions, distinct values, largest and smallest", () => {
    expect(subsetsOf(["a", "b", "c", "d"], 3)).toEqual([
      ["a", "b", "c"],
      ["a", "b", "d"],
      ["a", "c", "d"],
      ["b", "c", "d"],
    ]);
    expect([subsetsOf([1, 2], 0), subsetsOf([1, 2], 3)]).toEqual([[[]], []]);
    expect(distinctOf([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
    expect(distinctOf([[1], [2], [1]])).toEqual([[1], [2]]);
    expect([largest([3, 9, 2]), smallest([3, 9, 2]), largest([]), smallest([])]).toEqual([9, 2, 0, 0]);
  });
});

describe("concatLists", () => {
  it("joins lists end to end into a new list, leaving them as they were", () => {
    const a = [1, 2];
    const joined = concatLists(a, [], [3], [4, 5]);
    expect(joined).toEqual([1, 2, 3, 4, 5]);
    expect(a).toEqual([1, 2]);
    expect(concatLists(a)).not.toBe(a);
  });
});

import { describe, expect, it } from "vitest";
import { renameLocals } from "./determinize.js";
import type { StateShape } from "./validate.js";

const SHAPE: StateShape = {
  vars: {},
  frames: [
    { rule: "a", blocks: 1, fields: { me: "seat", card: "card" } },
    {
      rule: "b",
      blocks: 2,
      fields: {
        from: "list:card",
        picked: "opt:card",
        at: "zone",
        n: "int",
        ranks: "list:int",
        c: "enum:Discard",
      },
    },
  ],
};
const card = (c: number): number => c + 10;
const zone = (z: number): number => (z >= 5 ? z + 10 : z);

describe("renameLocals", () => {
  it("renames the locals of card kinds, in lists and optional too, and copies the rest as they are", () => {
    const f = { p: 1, pc: 0, from: [1, 2], picked: null, at: 6, n: 3, ranks: [1], c: 2 };
    const next = renameLocals(f, SHAPE, card, zone);
    expect(next).toEqual({ p: 1, pc: 0, from: [11, 12], picked: null, at: 16, n: 3, ranks: [1], c: 2 });
    expect(Object.keys(next)).toEqual(Object.keys(f));
    expect(next.ranks).toBe(f.ranks);
    expect(f.from).toEqual([1, 2]);
    expect(
      renameLocals({ p: 1, pc: 0, from: [], picked: 4, at: 1, n: 0, ranks: [], c: 0 }, SHAPE, card, zone)
        .picked,
    ).toBe(14);
    expect(renameLocals({ p: 0, pc: 0, me: 1, card: 3 }, SHAPE, card, zone)).toEqual({
      p: 0,
      pc: 0,
      me: 1,
      card: 13,
    });
  });
});

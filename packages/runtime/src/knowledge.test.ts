import { describe, expect, it } from "vitest";
import { type CoreState, knows, moveCard, moveCards, peekCards, shuffleZone } from "./core.js";
import { seedRng } from "./rng.js";

/** Three zones; cards 0–3 in zone 0, zone 1 and 2 empty; nobody knows anything. */
function state(): CoreState {
  return {
    rng: seedRng("k"),
    z: [[0, 1, 2, 3], [], []],
    a: [[], [], [], []],
    loc: [0, 0, 0, 0],
    kn: [0, 0, 0, 0],
  };
}

describe("knowledge", () => {
  it("records which seats know which cards", () => {
    const st = state();
    peekCards(st, [1, 2], [0, 2]);
    peekCards(st, [2], [1]);
    expect([knows(st, 0, 1), knows(st, 1, 1), knows(st, 2, 1)]).toEqual([true, false, true]);
    expect([knows(st, 0, 2), knows(st, 1, 2), knows(st, 2, 2)]).toEqual([true, true, true]);
    expect(knows(st, 0, 0)).toBe(false);
    expect(knows(st, -1, 1)).toBe(false);
  });

  it("forgets a card that moves, and every card of a shuffled zone", () => {
    const st = state();
    peekCards(st, [0, 1, 2, 3], [0]);
    moveCard(st, 0, 1, 0);
    moveCards(st, [1], 0, -1);
    expect([0, 1, 2, 3].map((c) => knows(st, 0, c))).toEqual([false, false, true, true]);
    shuffleZone(st, 0);
    expect([0, 1, 2, 3].map((c) => knows(st, 0, c))).toEqual([false, false, false, false]);
  });

  it("does nothing for a state without knowledge", () => {
    const st: CoreState = { rng: seedRng("k"), z: [[0]], a: [[]], loc: [0] };
    peekCards(st, [0], [0]);
    expect(knows(st, 0, 0)).toBe(false);
  });
});

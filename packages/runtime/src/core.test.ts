import { describe, expect, it } from "vitest";
import {
  AT_END,
  AT_RANDOM,
  AT_TOP,
  type CoreState,
  endShare,
  filled,
  moveCard,
  moveCards,
  shareZones,
} from "./core.js";
import { seedRng } from "./rng.js";

/** Three zones: 0 holds cards 0, 1, 2; 1 holds card 3; 2 is empty; no card is attached (zones 3 to 6). */
function input(): CoreState {
  return { rng: seedRng("core"), z: [[0, 1, 2], [3], []], a: [[], [], [], []], loc: [0, 0, 0, 1] };
}

/** applyMove's new state: its input's lists, shared until written. */
function shared(from: CoreState): CoreState {
  return { rng: [...from.rng] as CoreState["rng"], z: from.z, a: from.a, loc: from.loc };
}

describe("copy on write of zones (shareZones)", () => {
  it("copies a shared zone without the card moved, and the destination with it, at the top and the end", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      moveCard(st, 1, 1, AT_TOP);
      moveCard(st, 0, 2, AT_END);
      moveCard(st, 2, 2, AT_END);
      moveCard(st, 3, 2, AT_TOP);
    } finally {
      endShare(scope);
    }
    expect(st.z).toEqual([[], [1], [3, 0, 2]]);
    expect(st.loc).toEqual([2, 1, 2, 2]);
    // The input is as it was: every list it gave out is still its own.
    expect(before).toEqual(input());
    expect(st.z).not.toBe(before.z);
    expect(st.loc).not.toBe(before.loc);
  });

  it("keeps the input's list of zones while no zone changed, and the untouched zones shared", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      expect(st.z).toBe(before.z);
      moveCards(st, [3], 2, AT_END);
    } finally {
      endShare(scope);
    }
    expect(st.z).toEqual([[0, 1, 2], [], [3]]);
    expect(st.z[0]).toBe(before.z[0]);
    expect(before).toEqual(input());
  });

  it("copies shared zones once for cards moved together, in their order at the top and the end", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      moveCards(st, [2, 0], 1, AT_TOP);
      moveCards(st, [1], 1, AT_END);
    } finally {
      endShare(scope);
    }
    expect(st.z).toEqual([[], [2, 0, 3, 1], []]);
    expect(st.loc).toEqual([1, 1, 1, 1]);
    expect(before).toEqual(input());
  });

  it("changes a zone in place once it is the new state's own", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      moveCard(st, 0, 2, AT_TOP);
      const own = st.z[2];
      moveCard(st, 1, 2, AT_TOP);
      expect(st.z[2]).toBe(own);
    } finally {
      endShare(scope);
    }
    expect(st.z).toEqual([[2], [3], [1, 0]]);
    expect(before).toEqual(input());
  });

  it("copies a shared zone without the card taken from its top, its middle or its end", () => {
    for (const [card, left] of [
      [0, [1, 2]],
      [1, [0, 2]],
      [2, [0, 1]],
    ] as const) {
      const before = input();
      const st = shared(before);
      const scope = shareZones(st, before);
      try {
        moveCard(st, card, 2, AT_END);
      } finally {
        endShare(scope);
      }
      expect(st.z).toEqual([left, [3], [card]]);
      expect(before).toEqual(input());
    }
  });

  it("keeps the attachment zones shared when no card is attached or detached", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      moveCard(st, 0, 2, AT_END);
    } finally {
      endShare(scope);
    }
    expect(st.a).toBe(before.a);
    expect(before).toEqual(input());
  });

  it("copies the attachment zones at the first card attached, then moves the host with it", () => {
    const before = input();
    const st = shared(before);
    const scope = shareZones(st, before);
    try {
      // Zone 3 + h holds the cards on card h: card 3 goes onto card 0.
      moveCard(st, 3, 3, AT_END);
      moveCard(st, 0, 2, AT_TOP);
      moveCards(st, st.a[0] as number[], 1, AT_END);
    } finally {
      endShare(scope);
    }
    expect(st.z).toEqual([[1, 2], [3], [0]]);
    expect(st.a).toEqual([[], [], [], []]);
    expect(st.loc).toEqual([2, 0, 0, 1]);
    expect(st.a).not.toBe(before.a);
    expect(before).toEqual(input());
  });
});

describe("a state's own zones (no shareZones scope)", () => {
  it("takes a card from the top, the middle or the end of its own zone in place", () => {
    for (const [card, left] of [
      [0, [1, 2]],
      [1, [0, 2]],
      [2, [0, 1]],
    ] as const) {
      const st = input();
      const zone = st.z[0];
      moveCard(st, card, 1, AT_END);
      expect(st.z[0]).toBe(zone);
      expect(st.z).toEqual([left, [3, card], []]);
      expect(st.loc[card]).toBe(1);
    }
  });
});

describe("moving cards in a state's own zones", () => {
  it("moves several cards in their order to the top, the end and the middle of a zone", () => {
    const st = input();
    moveCards(st, [2, 0], 1, AT_END);
    expect(st.z).toEqual([[1], [3, 2, 0], []]);
    moveCards(st, [1, 3], 2, AT_TOP);
    expect(st.z).toEqual([[], [2, 0], [1, 3]]);
    moveCards(st, [2, 0], 2, 1);
    expect(st.z).toEqual([[], [], [1, 2, 0, 3]]);
    expect(st.loc).toEqual([2, 2, 2, 2]);
  });

  it("moves one card of a list as moveCard does, and the list may be the zone it leaves", () => {
    const st = input();
    moveCard(st, 3, 3, AT_END); // card 3 onto card 0
    moveCards(st, st.a[0] as number[], 2, AT_TOP);
    expect(st.a[0]).toEqual([]);
    expect(st.z).toEqual([[0, 1, 2], [], [3]]);
    expect(st.loc[3]).toBe(2);
  });

  it("draws a random place even for no card (the same games from the same seeds), and nothing else", () => {
    const st = input();
    const rng = [...st.rng];
    moveCards(st, [], 2, AT_TOP);
    expect(st.rng).toEqual(rng);
    moveCards(st, [], 0, AT_RANDOM); // a place among 4 in zone 0
    expect(st.rng).not.toEqual(rng);
    expect(st.z).toEqual(input().z);
  });

  it("forgets a card that moves: nobody knows it any more", () => {
    const st = { ...input(), kn: [3, 1, 0, 2] };
    moveCard(st, 0, 2, AT_END);
    moveCards(st, [1, 3], 2, AT_END);
    expect(st.kn).toEqual([0, 0, 0, 0]);
  });
});

describe("filled", () => {
  it("gives a new list each time, copied from the one built for its length and value", () => {
    const a = filled(5, false);
    a[2] = true;
    expect(filled(5, false)).toEqual([false, false, false, false, false]);
    expect(filled(5, false)).not.toBe(filled(5, false));
    expect(filled(3, 7)).toEqual([7, 7, 7]);
    // An object value is not kept: each call's own object, n times.
    const list: number[] = [];
    expect(filled(2, list)[1]).toBe(list);
  });
});

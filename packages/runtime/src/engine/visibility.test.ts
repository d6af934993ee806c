import { describe, expect, it } from "vitest";
import type { CoreState } from "../core.js";
import { makeCardReveals, makeVisibility, noCardReveals } from "./visibility.js";

// Two cards in a hidden deck (zone 0), one in seat 0's hand (zone 1); ATT 2: no attachments here.
type S = CoreState & { v: number };
const st: S = { v: 0, rng: [1, 2, 3, 4], z: [[0, 1], [2]], a: [[], [], []], loc: [0, 0, 1], kn: [0, 0, 0] };
const tables = {
  ZONE_NAME: ["deck", "hand"],
  ZONE_OWNER: [-1, 0],
  ZONE_VIS: [0, 1],
  ZONE_SEAT: [-1, 0],
  ATT: 2,
};

describe("card-level reveals", () => {
  it("shows a card of the revealed type where the rules' test says so, and nothing without reveals", () => {
    const reveal = { variants: [0], type: "Gem", base: 0, size: 1, everyone: true, test: () => true };
    const withReveal = makeVisibility<S>({
      ...tables,
      REVEALS: {},
      CARD_REVEALS: makeCardReveals<S>([reveal], ["Gem", "Rock", "Gem"]),
    });
    expect([0, 1, 2].map((c) => withReveal.cardVisible(st, c, 1))).toEqual([true, false, false]);
    expect([0, 1, 2].map((c) => withReveal.cardPublic(st, c))).toEqual([true, false, false]);
    const none = makeVisibility<S>({ ...tables, REVEALS: {}, CARD_REVEALS: noCardReveals });
    const empty = makeVisibility<S>({ ...tables, REVEALS: {}, CARD_REVEALS: makeCardReveals<S>([], []) });
    for (const viewer of [0, 1])
      for (const c of [0, 1, 2]) {
        expect(none.cardVisible(st, c, viewer)).toBe(empty.cardVisible(st, c, viewer));
        expect(none.cardRevealed(st, c, viewer)).toBe(false);
      }
    expect(none.cardVisible(st, 2, 0)).toBe(true);
  });
});

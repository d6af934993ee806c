import type { Engine } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { type FakeMove, type FakeState, makeFakeGame } from "../fake/card-game.js";
import { gatherKnowledge, isIn } from "./knowledge.js";

const fake = makeFakeGame();
/** The fake game, but nobody (not even its owner) sees hand[1]: two places hold unseen cards. */
const blind: Engine<FakeState, FakeMove> = {
  ...fake,
  view: (s, viewer) => {
    const v = fake.view(s, viewer);
    const hand = v.zones["hand[1]"];
    if (hand) hand.cards = hand.cards.map(() => ({ hidden: true }));
    return v;
  },
};
const state = fake.position({
  zones: { "hand[0]": ["1H"], "hand[1]": ["2C"], table: ["4H"], deck: ["6H"] },
  attachments: { "4H": ["3H"] },
});

describe("gatherKnowledge", () => {
  it("merges what every viewer sees, attachments by host", () => {
    const k = gatherKnowledge(fake, state, 2);
    expect(k.zones.get("hand[0]")).toEqual(["1H"]);
    expect(k.zones.get("hand[1]")).toEqual(["2C"]);
    expect(k.attached.get("4H")).toEqual(["3H"]);
    expect(k.where.get("3H")).toBe("on 4H");
    expect([...k.unknownPlaces]).toEqual(["deck"]);
    expect(k.unseen.size).toBe(8);
  });

  it("places unseen cards by elimination when one place holds them all", () => {
    const k = gatherKnowledge(fake, state, 2);
    expect(isIn(k, "6H", "deck")).toBe(true);
    expect(isIn(k, "1H", "deck")).toBe(false);
    expect(isIn(k, "1H", "hand[0]")).toBe(true);
    expect(isIn(k, "3H", "table")).toBe(false); // attached to a table card, not in the row itself
    expect(isIn(k, "NOPE", "deck")).toBe(false);
  });

  it("cannot tell when several places hold unseen cards", () => {
    const k = gatherKnowledge(blind, state, 2);
    expect([...k.unknownPlaces].sort()).toEqual(["deck", "hand[1]"]);
    expect(isIn(k, "2C", "deck")).toBeNull();
    expect(isIn(k, "2C", "hand[0]")).toBe(false);
  });
});

describe("zone expectations on cards nobody sees", () => {
  it("say they cannot tell instead of guessing", async () => {
    const { checkExpectation } = await import("./expect.js");
    const problem = checkExpectation(blind, state, 2, {
      kind: "has",
      key: "deck",
      cards: ["2C"],
      line: 9,
      text: "deck has: 2C",
    });
    expect(problem).toBe(
      "cannot tell whether 2C is in deck: it is hidden from every viewer (deck: ? ? ? ? ? ? ? ?)",
    );
    expect(
      checkExpectation(blind, state, 2, { kind: "lacks", key: "deck", cards: ["1H"], line: 9, text: "" }),
    ).toBeNull();
  });
});

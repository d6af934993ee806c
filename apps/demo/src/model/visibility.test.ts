import type { CardMeta, Move, View } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { HIDDEN_CARD, moveAsSeen, visibleIds } from "./visibility.js";

const view = (zones: View["zones"], viewer: View["viewer"] = 1): View => ({
  game: "g",
  variant: "v",
  players: 2,
  viewer,
  zones,
  vars: {},
  decisions: [],
  outcome: null,
  log: [],
});
const cards = new Map<string, CardMeta>(
  ["9H", "JC", "2S"].map((id) => [id, { id, type: "Card", name: id, attributes: {} }]),
);

describe("what a replay viewer may read of a move", () => {
  const before = view({
    hand: {
      name: "hand",
      seat: 0,
      kind: "hand",
      cards: [{ hidden: true }, { id: "JC", attached: [{ id: "2S" }] }],
    },
  });
  const after = view({ scrap: { name: "scrap", seat: null, kind: "pile", cards: [{ id: "JC" }] } });

  it("lists the ids a view shows, attachments too", () => {
    expect([...visibleIds(before)].sort()).toEqual(["2S", "JC"]);
  });

  it("hides card arguments the viewer never saw, keeps the rest", () => {
    const move: Move = { seat: 0, action: "swap", args: { give: "9H", take: "JC", n: 2, cell: "r1c1" } };
    expect(moveAsSeen(move, 1, before, after, cards).args).toEqual({
      give: HIDDEN_CARD,
      take: "JC",
      n: 2,
      cell: "r1c1",
    });
    expect(moveAsSeen(move, "spectator", before, after, cards).args.give).toBe(HIDDEN_CARD);
    // The mover reads its own move in full.
    expect(moveAsSeen(move, 0, before, after, cards)).toEqual(move);
  });
});

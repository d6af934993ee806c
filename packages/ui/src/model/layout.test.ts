import cuttle from "@ludic/cuttle";
import kb from "@ludic/kingdom-builder";
import { describe, expect, it } from "vitest";
import { duel, duelStart } from "../fixtures/duel.js";
import { hexland, hexlandAt } from "../fixtures/hexland.js";
import { layoutOf, seatOrder, seatVars } from "./layout.js";

describe("layoutOf", () => {
  const s = cuttle.setup({ players: 2, seed: "layout" });

  it("puts the viewer's seat last (bottom) and the other seats first", () => {
    expect(seatOrder(2, 0)).toEqual([1, 0]);
    expect(seatOrder(4, 2)).toEqual([3, 0, 1, 2]);
    expect(seatOrder(3, "spectator")).toEqual([0, 1, 2]);
  });

  it("follows meta.zones: per-seat zones by seat, global zones in the middle", () => {
    const l = layoutOf(cuttle.meta, cuttle.view(s, 1));
    expect(l.seats.map((a) => a.seat)).toEqual([0, 1]);
    expect(l.seats[1]?.zones.map((z) => z.key)).toEqual(["hand[1]", "points[1]", "royals[1]"]);
    expect(l.centre.map((z) => z.key)).toEqual(["deck", "scrap", "stack", "revealed"]);
    expect(l.centre[0]).toMatchObject({ kind: "pile", visibility: "hidden", label: "Deck" });
  });

  it("takes labels from an app's skin, else the rules' `label`, else the zone's name", () => {
    const rules = layoutOf(cuttle.meta, cuttle.view(s, 0));
    expect(rules.centre.map((z) => z.label)).toEqual(["Deck", "Scrap", "Resolving", "Revealed by a seven"]);
    // `label points "Play for points"` names the action: the zones called points keep their name.
    expect(rules.seats[0]?.zones.map((z) => z.label)).toEqual(["Hand", "Points", "Royals"]);
    const l = layoutOf(cuttle.meta, cuttle.view(s, 0), (z) =>
      z.name === "stack" ? "On the stack" : undefined,
    );
    expect(l.centre.map((z) => z.label)).toEqual(["Deck", "Scrap", "On the stack", "Revealed by a seven"]);
  });

  it("leaves cell zones to the board", () => {
    const l = layoutOf(hexland.meta, hexland.view(hexlandAt(1), 0));
    expect(l.centre).toEqual([]);
    expect(l.seats[1]?.zones.map((z) => z.key)).toEqual(["supply[0]"]);
  });

  it("lists empty zones indexed by an enum in one line, and draws the others", () => {
    const k = kb.setup({ players: 2, seed: "layout" });
    const l = layoutOf(kb.meta, kb.view(k, 0));
    // The base game uses no open cards, piles or used cards: every colour's is empty.
    expect(l.emptyIndexed).toContain("Open terrain cards (black)");
    expect(l.emptyIndexed).toContain("Tiles lost (blue)");
    expect(l.centre.map((z) => z.key)).toContain("goals");
    expect(l.centre.some((z) => z.zone.cards.length === 0 && z.key.includes("["))).toBe(false);
  });

  it("reads per-seat variables", () => {
    expect(seatVars(duel.view(duelStart(), 0), 1)).toEqual({ banked: 0 });
    expect(seatVars(cuttle.view(s, 0), 0)).toEqual({});
  });
});

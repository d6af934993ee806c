import type { GameMeta, View } from "@ludic/runtime";
import sutu from "@ludic/sutu";
import { describe, expect, it } from "vitest";
import { catalogueOf } from "./catalogue.js";
import { tableVars } from "./flags.js";
import { seatFiguresOf } from "./presentation.js";
import { emptySkin } from "./skin.js";
import { valueSayer } from "./values.js";
import { makeWords } from "./words.js";

const meta = {
  ...sutu.meta,
  enums: { Suit: [{ name: "H", label: "♥" }] },
  vars: [
    { name: "dealer", type: "seat" },
    { name: "trump", type: "Suit" },
    { name: "winner", type: "seat?" },
    { name: "bid", type: "Suit?", index: "seat" },
  ],
  actions: [
    { name: "call", params: [{ name: "suit", type: "Suit" }], source: { file: "", line: 1, column: 1 } },
  ],
  internal: [],
  shown: [],
} as GameMeta;

const view = { vars: { dealer: 1, trump: "H", winner: null, "bid[1]": "H" }, players: 2 } as unknown as View;

describe("values on the table (valueSayer: one printer, the seat panel's names)", () => {
  const say = valueSayer(meta, ["You", "Bot B"]);

  it("names a seat as its panel does, an enum member by label, nothing as none", () => {
    expect(tableVars(view, say).map((v) => `${v.name}: ${v.value}`)).toEqual([
      "Dealer: Bot B",
      "Trump: ♥",
      "Winner: none",
    ]);
  });

  it("prints a seat's figures the same way", () => {
    expect(seatFiguresOf(meta, view, 1, say)).toContainEqual({ label: "Bid", value: "♥" });
  });

  it("says an enum argument of a move by its label", () => {
    const words = makeWords(meta, catalogueOf(meta), emptySkin);
    expect(words.describe({ seat: 0, action: "call", args: { suit: "H" } })).toBe("Call (suit: ♥)");
  });

  it("reads a real engine's seat-typed variable without a seat number (Sutu's start player)", () => {
    const st = sutu.setup({ players: 2, seed: "s", startSeat: 1 });
    const v = sutu.view(st, 0);
    expect(valueSayer(sutu.meta, ["You", "Bot B"])("startPlayer", v.vars.startPlayer)).toBe("Bot B");
  });
});

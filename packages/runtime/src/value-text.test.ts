import { describe, expect, it } from "vitest";
import type { GameMeta } from "./types.js";
import { enumLabel, valueText, varTypeOf } from "./value-text.js";

const meta = {
  cards: [{ id: "9H", type: "Card", name: "nine of hearts", attributes: {} }],
  enums: {
    Suit: [
      { name: "H", label: "♥" },
      { name: "S", label: "spades" },
    ],
  },
  vars: [
    { name: "trump", type: "Suit" },
    { name: "dealer", type: "seat" },
    { name: "winner", type: "seat?" },
    { name: "kept", type: "list<Card>" },
    { name: "suits", type: "list<Suit>" },
    { name: "vp", type: "int", index: "seat" },
  ],
} as unknown as GameMeta;

describe("valueText: one printer for the values views and moves carry", () => {
  it("says an enum member by the rules' label", () => {
    expect(valueText("H", varTypeOf(meta, "trump"), meta)).toBe("♥");
    expect(valueText(["H", "S"], varTypeOf(meta, "suits"), meta)).toBe("♥, spades");
    expect(enumLabel(meta, "Suit", "S")).toBe("spades");
    expect(enumLabel(meta, "Suit", "X")).toBeUndefined();
    expect(enumLabel(meta, "toString", "X")).toBeUndefined();
  });

  it("says a seat 1-based by default, or as the reader names seats", () => {
    expect(valueText(1, "seat", meta)).toBe("Seat 2");
    expect(valueText(1, "seat", meta, { seat: (s) => ["You", "Bot B"][s] ?? "?" })).toBe("Bot B");
    expect(valueText(-1, "chooser", meta)).toBe("auto");
    expect(valueText(1, varTypeOf(meta, "vp"), meta)).toBe("1");
  });

  it("says none, not null, and an empty list as empty", () => {
    expect(valueText(null, varTypeOf(meta, "winner"), meta)).toBe("none");
    expect(valueText(null, undefined, meta)).toBe("none");
    expect(valueText([], "list<Card>", meta)).toBe("empty");
  });

  it("says cards by name, and leaves a value of no known type as it is", () => {
    expect(valueText(["9H"], varTypeOf(meta, "kept"), meta)).toBe("nine of hearts");
    expect(valueText("9H", "card", meta, { card: (id) => `[${id}]` })).toBe("[9H]");
    expect(valueText("H", undefined, meta)).toBe("H");
    expect(valueText(true, "bool", meta)).toBe("true");
  });
});

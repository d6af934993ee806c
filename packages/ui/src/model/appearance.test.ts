import cuttle from "@ludic/cuttle";
import kb from "@ludic/kingdom-builder";
import { describe, expect, it } from "vitest";
import { colourOf, faceOf, hueOf, hueOfHex, hueOfInk, isRedInk } from "./appearance.js";

const card = (id: string) =>
  cuttle.meta.cards.find((c) => c.id === id) ?? { id, type: "Card", name: id, attributes: {} };

describe("faceOf", () => {
  it("rank and suit make a playing card, red for hearts and diamonds", () => {
    expect(faceOf(card("10H"))).toEqual({
      kind: "playing",
      rank: "10",
      suit: "H",
      symbol: "♥",
      red: true,
      court: false,
    });
    expect(faceOf(card("QS"))).toMatchObject({ rank: "Q", symbol: "♠", red: false, court: true });
    expect(faceOf(card("AC"))).toMatchObject({ rank: "A", suit: "C" });
  });

  it("suits and ranks spelled out are read too", () => {
    const f = faceOf({
      id: "x",
      type: "Card",
      name: "ace of spades",
      attributes: { rank: "a", suit: "spades" },
    });
    expect(f).toMatchObject({ kind: "playing", rank: "A", suit: "S" });
  });

  it("a colour without a rank is a token with the colour's letter", () => {
    const f = faceOf({
      id: "orange-1",
      type: "Settlement",
      name: "orange settlement",
      attributes: { colour: "orange" },
    });
    expect(f).toEqual({ kind: "token", colour: "#e07b22", glyph: "O", value: null });
    const chip = faceOf({ id: "chip-3", type: "Chip", name: "chip", attributes: { colour: "teal", n: 3 } });
    expect(chip).toMatchObject({ kind: "token", value: "3", glyph: "T" });
  });

  it("anything else is text: name, a short corner value, the other attributes", () => {
    const f = faceOf({
      id: "m03-fire",
      type: "Card",
      name: "fire of month 3",
      attributes: { animal: 3, class: "Wizard", element: "fire", marksman: false, name: "fire of month 3" },
    });
    expect(f).toMatchObject({ kind: "text", title: "fire of month 3", corner: "3", glyph: "W" });
    if (f.kind === "text") expect(f.lines).toEqual(["class: Wizard", "element: fire"]);
  });

  it("hues are stable per word", () => {
    expect(hueOf("knight")).toBe(hueOf("knight"));
    expect(hueOf("knight")).not.toBe(hueOf("archer"));
    expect(colourOf("Blue")).toBe("#2f6fd0");
    expect(colourOf("sea")).toMatch(/^hsl\(/);
  });
});

describe("faceOf with the rules' appearance (meta.cards[].appearance)", () => {
  it("Cuttle's appearance gives the same playing card as the guess from rank and suit", () => {
    for (const id of ["10H", "QS", "AC", "7D"]) {
      const c = card(id);
      expect(c.appearance).toBeDefined();
      const { appearance: _, ...guessed } = c;
      expect(faceOf(c)).toEqual(faceOf(guessed));
    }
    expect(faceOf(card("7D"))).toMatchObject({ kind: "playing", rank: "7", symbol: "♦", red: true });
  });

  it("a corner and a symbol without title or lines make a pip card; ink decides red", () => {
    const f = faceOf({
      id: "x",
      type: "Card",
      name: "x",
      attributes: {},
      appearance: { corner: "Q", symbol: "★", ink: "#c8322e" },
    });
    expect(f).toEqual({ kind: "playing", rank: "Q", suit: null, symbol: "★", red: true, court: true });
    expect(isRedInk("black")).toBe(false);
    expect(isRedInk("red")).toBe(true);
  });

  it("anything else is a text face: title (else the name), corner, lines, band from ink and symbol", () => {
    const grass = kb.meta.cards.find((c) => c.id === "grass-1");
    if (!grass) throw new Error("grass-1");
    expect(faceOf(grass)).toEqual({
      kind: "text",
      title: "grass",
      corner: "G",
      lines: [],
      hue: hueOfHex("#8bc34a"),
      glyph: "G",
    });
    const farm = kb.meta.cards.find((c) => c.id === "farm-1");
    if (!farm) throw new Error("farm-1");
    expect(faceOf(farm)).toMatchObject({
      kind: "text",
      title: "farm tile",
      corner: "Fm",
      glyph: "",
      lines: ["build one more on grass"],
    });
    expect(hueOfInk("orange")).toBe(hueOfHex(colourOf("orange")));
  });
});

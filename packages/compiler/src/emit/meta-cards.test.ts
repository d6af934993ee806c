import type { CardMeta } from "@ludic/runtime";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { cardColumns, EXPAND_CARD_COLUMNS } from "./meta-cards.js";

/** The function meta.ts carries, as JavaScript: what an engine runs at load. */
const fromJson = new Function(
  `${ts.transpileModule(EXPAND_CARD_COLUMNS, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText}\nreturn fromJson;`,
)() as (m: unknown) => { cards: CardMeta[] };

/** Through the columns and back as an engine reads them: JSON text, parsed, then rebuilt. */
const roundTrip = (cards: CardMeta[]): CardMeta[] =>
  fromJson(JSON.parse(JSON.stringify({ id: "g", cards: cardColumns(cards) }))).cards;

const attributes = (entries: [string, string | number | boolean][]) => Object.fromEntries(entries);

describe("meta.cards as columns", () => {
  it("gives back every card as it was, keys in the same order", () => {
    const cards: CardMeta[] = [
      {
        id: "AC",
        type: "Card",
        name: "ace of clubs",
        attributes: { rank: 1, suit: "C", name: "ace of clubs" },
        appearance: { corner: "A", symbol: "♣", ink: "black" },
        help: "1 point.",
      },
      // Another type in between, without a `name` attribute (its name is its id) or appearance.
      { id: "t1", type: "Tile", name: "t1", attributes: { big: true, list: "[1,2]" } },
      // An appearance with a key the first card lacks, and none of its own keys.
      {
        id: "2C",
        type: "Card",
        name: "two",
        attributes: { rank: 2, suit: "C", name: "two" },
        appearance: { title: "" },
      },
      { id: "3C", type: "Card", name: "three", attributes: { rank: 3, suit: "C", name: "three" } },
      // A rules name that is a JavaScript object's own: it stays a plain key.
      { id: "p", type: "Odd", name: "p", attributes: attributes([["__proto__", 3]]) },
    ];
    const back = roundTrip(cards);
    expect(back).toEqual(cards);
    expect(JSON.stringify(back)).toBe(JSON.stringify(cards));
    expect(Object.keys(back[4]?.attributes ?? {})).toEqual(["__proto__"]);
  });

  it("writes a value every card of a type shares once, and a column equal to an earlier one as its index", () => {
    const card = (id: string, rank: number): CardMeta => ({
      id,
      type: "Land",
      name: id,
      attributes: { terrain: "G", copy: rank },
      appearance: { corner: "G", ink: "#8bc34a" },
    });
    const cards = [card("g1", 1), card("g2", 2), card("g3", 3)];
    const columns = cardColumns(cards);
    // id, terrain (shared), copy, corner (= terrain), ink (shared), help (none: shared null).
    expect(columns.runs).toEqual([["Land", [["g1", "g2", "g3"], ["G"], [1, 2, 3], 1, ["#8bc34a"], [null]]]]);
    expect(roundTrip(cards)).toEqual(cards);
    expect(JSON.stringify(roundTrip(cards))).toBe(JSON.stringify(cards));
  });

  it("refuses a card whose attributes are not its type's columns", () => {
    expect(() =>
      cardColumns([
        { id: "a", type: "T", name: "a", attributes: { x: 1, y: 2 } },
        { id: "b", type: "T", name: "b", attributes: { y: 2 } },
      ]),
    ).toThrow(/card b/);
  });
});

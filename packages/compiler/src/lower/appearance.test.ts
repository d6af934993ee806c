/** `appearance { … }` in a card type, evaluated per card into `meta.cards[].appearance`; enum labels in `meta.enums`. */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game looks {
  title "Looks"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
enum Suit { C "clubs", H "hearts" }
enum Size { small, big }
const RANKS: list<str> = ["A", "2", "3"]
const SYMBOLS: list<str> = ["♣", "♥"]
card Card {
  rank: int
  suit: Suit
  name: str = RANKS[rank - 1] + " of " + suit.label
  appearance {
    corner: RANKS[rank - 1]
    symbol: SYMBOLS[suit.index]
    ink: if suit == H then "red" else "black"
    lines: [if rank == 1 then "ace" else "", suit.label]
  }
}
card Chip {
  n: int
  size: Size
  appearance { title: "chip " + n, corner: n, symbol: size, ink: "" }
}
card Plain { v: int }
cards Card into deck { for s in Suit { for r in 1..2 { card RANKS[r - 1] + s { rank: r, suit: s } } } }
cards Chip into reserve { card "chip-7" { n: 7, size: big } }
cards Plain into spare { card "p" { v: 1 } }
zone deck: pile, hidden
zone reserve: row of Chip, public
zone spare: row of Plain, public
fn score(s: seat): int = 0
rule turn(me: seat) { choose me { stop { finish [] "stopped" } } }
flow { turn(seats[0]) }
`;

describe("card appearance in meta", () => {
  it("evaluates each card's appearance from its own attributes, derived ones included", async () => {
    const e = await loadEngine("looks", { "looks.ludic": GAME });
    const look = (id: string) => e.meta.cards.find((c) => c.id === id)?.appearance;
    expect(look("AH")).toEqual({ corner: "A", symbol: "♥", ink: "red", lines: ["ace", "hearts"] });
    expect(look("2C")).toEqual({ corner: "2", symbol: "♣", ink: "black", lines: ["clubs"] });
  });

  it("prints ints and enum members, leaves out empty values, and gives no appearance without a block", async () => {
    const e = await loadEngine("looks", { "looks.ludic": GAME });
    const chip = e.meta.cards.find((c) => c.id === "chip-7");
    expect(chip?.appearance).toEqual({ title: "chip 7", corner: "7", symbol: "big" });
    const plain = e.meta.cards.find((c) => c.id === "p");
    expect(plain && "appearance" in plain).toBe(false);
  });

  it("lists every enum with its members' labels (the name when a member has none)", async () => {
    const e = await loadEngine("looks", { "looks.ludic": GAME });
    expect(e.meta.enums).toEqual({
      Suit: [
        { name: "C", label: "clubs" },
        { name: "H", label: "hearts" },
      ],
      Size: [
        { name: "small", label: "small" },
        { name: "big", label: "big" },
      ],
    });
  });
});

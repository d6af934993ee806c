/** A card type's `appearance { … }`: parsed into the AST, checked field by field (LUD345, LUD346, LUD402, LUD440). */
import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const HEAD = `game g {
  title "G"
  players 2
  variant "classic"
  position turn
}
enum Suit { C "clubs", H "hearts" }
const RANKS: list<str> = ["A", "2", "3"]
option big: bool = false
`;
const TAIL = `
zone deck: pile, hidden
zone hand[seat]: hand, owner
fn score(s: seat): int = size(hand[s])
rule turn(me: seat) { choose me { draw { move top(deck) to hand[me] } } }
flow { turn(seats[0]) }
`;

const check = (cardType: string) => checkTexts({ "a.ludic": HEAD + cardType + TAIL });

/** The diagnostics of a card type with `@@` marking where the expected one starts. */
function diagnosticAt(code: string, cardType: string): { found: string[]; expected: string } {
  const m = marked(HEAD + cardType + TAIL);
  const result = checkTexts({ "a.ludic": m.text });
  expect(result.parseDiagnostics).toEqual([]);
  return { found: where(result), expected: `${code} a.ludic:${m.at}` };
}

describe("appearance in a card type", () => {
  it("accepts every field over the card's own attributes, derived ones included", () => {
    const result = check(`card Card {
  rank: int
  suit: Suit
  name: str = RANKS[rank - 1] + " of " + suit.label
  appearance {
    title: name
    corner: RANKS[rank - 1]
    symbol: suit
    ink: if suit == H then "red" else "black"
    lines: [suit.label, "rank " + rank]
  }
}`);
    expect(result.parseDiagnostics).toEqual([]);
    expect(where(result)).toEqual([]);
    const [decl] = findAll(result.game?.variants[0]?.file, "CardTypeDecl");
    expect(decl?.appearance.map((f) => f.name.name)).toEqual(["title", "corner", "symbol", "ink", "lines"]);
  });

  it("takes an int or an enum member for corner and symbol", () => {
    const result = check(
      "card Card {\n  rank: int\n  suit: Suit\n  appearance { corner: rank; symbol: suit }\n}",
    );
    expect(where(result)).toEqual([]);
  });

  it("keeps `appearance` an ordinary name outside a card type", () => {
    const result = check(
      "card Card {\n  rank: int\n  suit: Suit\n  appearance: int\n}\nfn appearance(c: Card): int = c.appearance",
    );
    expect(result.parseDiagnostics).toEqual([]);
    expect(where(result)).toEqual([]);
  });

  it("LUD345: an unknown field, with the nearest known one", () => {
    const { found, expected } = diagnosticAt(
      "LUD345",
      'card Card {\n  rank: int\n  suit: Suit\n  appearance { @@titel: "x" }\n}',
    );
    expect(found).toEqual([expected]);
    const result = check('card Card {\n  rank: int\n  suit: Suit\n  appearance { titel: "x" }\n}');
    expect(result.diagnostics[0]?.message).toContain("`title`");
  });

  it("LUD346: a field given twice", () => {
    const { found, expected } = diagnosticAt(
      "LUD346",
      'card Card {\n  rank: int\n  suit: Suit\n  appearance { ink: "red", @@ink: "black" }\n}',
    );
    expect(found).toEqual([expected]);
  });

  it("LUD402: a field of the wrong type", () => {
    for (const [field, value] of [
      ["title", "@@rank"],
      ["ink", "@@suit"],
      ["lines", "@@RANKS[0]"],
      ["corner", "@@rank > 1"],
      ["symbol", "@@[suit]"],
    ]) {
      const { found, expected } = diagnosticAt(
        "LUD402",
        `card Card {\n  rank: int\n  suit: Suit\n  appearance { ${field}: ${value} }\n}`,
      );
      expect(found).toEqual([expected]);
    }
  });

  it("reads only the card's own attributes and constants: not options (LUD440), not other names (LUD301)", () => {
    const option = diagnosticAt(
      "LUD440",
      'card Card {\n  rank: int\n  suit: Suit\n  appearance { title: if @@big then "big" else "small" }\n}',
    );
    expect(option.found).toEqual([option.expected]);
    const unknown = diagnosticAt(
      "LUD301",
      "card Card {\n  rank: int\n  suit: Suit\n  appearance { corner: @@colour }\n}",
    );
    expect(unknown.found).toEqual([unknown.expected]);
  });
});

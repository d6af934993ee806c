/** `help`, `show`, `internal`, `label`, `say`, `colour`, `howto` and `marks` lowered into the engine's `meta` (docs/engine-api.md "Presentation"). */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const BASE = `
game shown {
  title "Shown"
  howto "Draw cards; the most cards wins."
  marks ["red", "yellow"]
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
enum Ink { E "empty", R "red" }
card Card {
  rank: int
  appearance { corner: rank, help: if rank == 7 then "Reveal two cards." else "" }
}
cards Card into deck { for r in 6..7 { card "c" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
var vp[seat]: int = 0
var passes: int = 0
fn score(s: seat): int = size(hand[s])
rule turn(me: seat) {
  choose me {
    draw when size(deck) > 0 { move top(deck) to hand[me] }
    pass { passes += 1 }
  }
  if size(deck) == 0 { finish [] "no cards" }
  turn(next(me))
}
flow { turn(seats[0]) }
help Card "A numbered card."
help draw "Take the top card of the deck."
help pass "Do nothing."
help turn "Your turn: draw a card or pass."
show score "Cards"
show vp "Victory points"
internal passes
label draw "Draw a card"
label hand "Your cards"
label pass "Skip"
say draw "Draw the top card"
colour R "#c8322e"
internal E
`;

const VARIANT = `variant "short" extends "standard" {
  title "Short"
  howto "Draw one card; then it is over."
}
help draw "Take the only card."
`;

describe("presentation meta", () => {
  it("publishes help texts, shown and internal variables, marks and the how-to-play", async () => {
    const engine = await loadEngine("shown", { "shown.ludic": BASE, "short.ludic": VARIANT });
    const { meta } = engine;
    expect(meta.howTo).toBe("Draw cards; the most cards wins.");
    expect(meta.seatMarks).toEqual(["red", "yellow"]);
    expect(meta.actions.map((a) => [a.name, a.help])).toEqual([
      ["draw", "Take the top card of the deck."],
      ["pass", "Do nothing."],
    ]);
    expect(meta.ruleHelp).toEqual({ turn: "Your turn: draw a card or pass." });
    expect(meta.cardTypes).toEqual([{ name: "Card", help: "A numbered card." }]);
    expect(meta.shown).toEqual([
      { name: "score", label: "Cards" },
      { name: "vp", label: "Victory points" },
    ]);
    expect(meta.internal).toEqual(["passes", "E"]);
    expect(meta.actionLabels).toEqual({ draw: "Draw a card", pass: "Skip" });
    expect(meta.zoneLabels).toEqual({ hand: "Your cards" });
    expect(meta.sentences).toEqual({ draw: "Draw the top card" });
    expect(meta.colours).toEqual({ R: "#c8322e" });
    // A card's help is its own field, not part of how it looks; an empty text is left out.
    const c7 = meta.cards.find((c) => c.id === "c7");
    const c6 = meta.cards.find((c) => c.id === "c6");
    expect(c7?.help).toBe("Reveal two cards.");
    expect(c7?.appearance).toEqual({ corner: "7" });
    expect(c6 && "help" in c6).toBe(false);
    // The variant lists only what it says differently.
    expect(meta.variants[0]).not.toHaveProperty("help");
    expect(meta.variants[1]?.howTo).toBe("Draw one card; then it is over.");
    expect(meta.variants[1]?.help).toEqual({ draw: "Take the only card." });
  });

  it("a game without presentation declarations has none of the fields", async () => {
    const bare = BASE.replace(/^(help|show|internal|label|say|colour) .*$/gm, "")
      .replace(/^ {2}(howto|marks) .*$/gm, "")
      .replace(', help: if rank == 7 then "Reveal two cards." else ""', "");
    const { meta } = await loadEngine("bare", { "bare.ludic": bare });
    for (const field of [
      "howTo",
      "seatMarks",
      "ruleHelp",
      "cardTypes",
      "shown",
      "internal",
      "actionLabels",
      "zoneLabels",
      "sentences",
      "colours",
    ])
      expect(meta).not.toHaveProperty(field);
    expect(meta.actions.every((a) => !("help" in a))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
enum Deck { red, blue, green }
card Card { value: int }
cards Card into deck { for v in 1..3 { card "c" + v { value: v } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
option handSize: int = 2 in 1..3
option strict: bool = false
option decks: list<Deck> = [red, blue] where size(decks) == 2 and decks[0] != decks[1]
option mode: str = "fast" in ["fast", "slow"]
option lead: Deck = red in Deck
var dealt: int = handSize * 2
fn limit(): int = if strict then handSize else handSize + 1
flow {
  for p in seats { move top(deck, handSize) to hand[p] }
  if mode == "slow" and lead in decks {
    choose seats[0] { keep(c: hand[seats[0]]) when c.value <= limit() { } }
  }
}
`;

const VARIANT = `variant "v" extends "classic" {
  title "V"
}
`;

describe("options", () => {
  it("are values of their type in rules, fns, whens, var initial values and their own where", () => {
    const r = checkTexts({ "g.ludic": GAME });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    const refs = findAll(r.game?.variants[0]?.file, "NameRef", (n) => n.name.name === "handSize");
    expect(refs.map((n) => r.symbols.get(n)?.kind)).toEqual(["option", "option", "option", "option"]);
    const decks = findAll(r.game?.variants[0]?.file, "NameRef", (n) => n.name.name === "decks")[0];
    expect(decks && r.types.get(decks)).toEqual({ kind: "list", element: { kind: "enum", name: "Deck" } });
  });

  it("cannot be assigned", () => {
    const m = marked(`${GAME}rule r(me: seat) { @@strict = true }\n`);
    expect(where(checkTexts({ "g.ludic": m.text }))).toEqual([`LUD411 g.ludic:${m.at}`]);
  });

  it("cannot be read by a const, a cards block or a derived attribute", () => {
    const text = GAME.replace(
      'cards Card into deck { for v in 1..3 { card "c" + v { value: v } } }',
      'cards Card into deck { for v in 1..handSize { card "c" + v { value: v } } }\nconst TWICE: int = 2 * handSize',
    );
    const r = checkTexts({ "g.ludic": text });
    expect(where(r)).toEqual(["LUD440 g.ludic:8:36", "LUD440 g.ludic:9:24"]);
  });

  it("checks the default and the allowed values against the type", () => {
    const text = GAME.replace(
      'option mode: str = "fast" in ["fast", "slow"]',
      "option mode: str = 3 in [1, 2]",
    );
    expect(where(checkTexts({ "g.ludic": text }))).toEqual(["LUD402 g.ludic:14:20", "LUD402 g.ludic:14:25"]);
  });

  it("may be overridden in a variant with the same type, and not with another", () => {
    const ok = checkTexts({
      "g.ludic": GAME,
      "v.ludic": `${VARIANT}override option handSize: int = 3 in [3]\noption extra: bool = true\n`,
    });
    expect(where(ok)).toEqual([]);
    const v = ok.game?.variants[1]?.declarations.get("handSize");
    expect(v?.kind === "OptionDecl" && v.override).toBe(true);
    const bad = checkTexts({ "g.ludic": GAME, "v.ludic": `${VARIANT}override option handSize: str = "3"\n` });
    expect(where(bad)).toContain("LUD311 v.ludic:4:17");
    const missing = checkTexts({ "g.ludic": GAME, "v.ludic": `${VARIANT}option handSize: int = 3\n` });
    expect(where(missing)).toEqual(["LUD312 v.ludic:4:8"]);
  });

  it("share the one namespace", () => {
    const m = marked(`${GAME}fn @@strict(): bool = true\n`);
    expect(where(checkTexts({ "g.ludic": m.text }))).toEqual([`LUD302 g.ludic:${m.at}`]);
  });
});

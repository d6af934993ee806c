import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game rj {
  title "RJ"
  players 2
  variant "classic"
}
enum Deck { red, blue }
card Card { deck: Deck  value: int }
card Chip { n: int }
cards Card into box { for d in Deck { for v in 1..3 { card d.label + "-" + v { deck: d, value: v } } } }
cards Chip into reserve { for n in 1..3 { card "chip-" + n { n: n } } }
zone box: pile of Card, hidden
zone hand[seat]: hand, owner
zone display[seat]: row of Card, public
zone reserve: row of Chip, public
var face[Chip]: int = 0
fn chips(c: Card): int = sum(x in attached(c) of face[x])
fn total(p: seat): int = sum(c in display[p] of c.value + chips(c))
rule chipOn(me: seat) {
  choose me { chip(x: reserve, on: display[me]) when x.n > 0 { attach x to on } }
}
flow {
  for x in cardsOf(Chip) { face[x] = x.n }
  move cardsOf(Chip) to reserve
  move top(box) to hand[seats[0]]
  chipOn(seats[0])
}
`;

const mark = (snippet: string) => marked(GAME + snippet);
const check = (text: string) => checkTexts({ "g.ludic": text });

describe("several card types", () => {
  it("type zones, queries, option domains, top, attached and cardsOf by their card type", () => {
    const r = check(GAME);
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    const file = r.game?.variants[0]?.file;
    const xs = findAll(file, "NameRef", (n) => n.name.name === "x");
    expect(new Set(xs.map((x) => JSON.stringify(r.types.get(x))))).toEqual(
      new Set(['{"kind":"card","name":"Chip"}']),
    );
    const top = findAll(file, "CallExpr", (c) => c.callee.name === "top")[0];
    expect(top && r.types.get(top)).toEqual({ kind: "card", name: "Card" });
    const att = findAll(file, "CallExpr", (c) => c.callee.name === "attached")[0];
    expect(att && r.types.get(att)).toEqual({ kind: "zone", of: "Chip" });
  });

  it("type hostOf(c) as an optional card of the type c is attached to", () => {
    expect(
      where(check(`${GAME}fn host(x: Chip): Card? = hostOf(x)\nfn on(x: Chip): bool = attachedTo(x)\n`)),
    ).toEqual([]);
    const m = mark("fn f(x: Chip): int = @@hostOf(x).value\n");
    expect(where(check(m.text))).toEqual([`LUD444 g.ludic:${m.at}`]);
  });

  it("read a card type's attributes only on its own cards", () => {
    const m = mark("fn f(): int = sum(x in reserve of x.@@value)\n");
    expect(where(check(m.text))).toEqual([`LUD304 g.ludic:${m.at}`]);
  });

  it("keep zones without `of` holding the first card type", () => {
    expect(where(check(`${GAME}rule r(me: seat) { move top(box) to hand[me] }\n`))).toEqual([]);
    // hand holds Card (the first type): a Chip cannot go there.
    const n = mark("rule r(me: seat) { move @@top(reserve) to hand[me] }\n");
    expect(where(check(n.text))).toEqual([`LUD446 g.ludic:${n.at}`]);
  });

  it("report a zone of something that is not a card type, and cardsOf of a non-type", () => {
    const a = mark("zone odd: row of @@Deck, public\n");
    expect(where(check(a.text))).toEqual([`LUD309 g.ludic:${a.at}`]);
    const b = mark("fn f(): int = size(cardsOf(@@Deck))\n");
    expect(where(check(b.text))).toEqual([`LUD309 g.ludic:${b.at}`]);
  });
});

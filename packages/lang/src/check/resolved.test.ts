/**
 * What the checker records for the compiler beyond symbols and expression types: every written
 * type as resolved, and which `[ ]` picks a member of an indexed zone or variable (the compiler
 * lowers these from the tables, so they must say what the checker decided).
 */
import { describe, expect, it } from "vitest";
import { checkTexts, findAll, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
enum Suit { C, D, H, S }
card Card { rank: int  suit: Suit }
cards Card into deck { for s in Suit { for r in 1..5 { card "c" + r + s { rank: r, suit: s } } } }
zone deck: pile, hidden
zone trick: row, public
zone hand[seat]: hand, owner
var vp[seat]: int = 0
var kept: list<Card> = []
`;

const checked = (snippet: string) => {
  const r = checkTexts({ "g.ludic": `${GAME}${snippet}\n` });
  expect(r.parseDiagnostics).toEqual([]);
  expect(where(r)).toEqual([]);
  return r;
};

describe("resolved tables", () => {
  it("record every written type: parameters, results, variables, attributes, locals", () => {
    const r = checked(`fn f(s: seat?, l: list<Card>): list<Suit> {
  let x: int = 0
  return map(c in l of c.suit)
}`);
    const refs = findAll(r.game?.variants[0]?.file, "TypeRef");
    // Card's two attributes, vp's, kept's (list and element), f's parameters (seat?, list and element), result (list and element) and local.
    expect(refs.length).toBe(11);
    expect(refs.map((t) => r.typeRefs.get(t))).not.toContain(undefined);
    const byText = (name: string, optional = false) =>
      refs
        .filter((t) => t.name.name === name && Boolean(t.optional) === optional)
        .map((t) => r.typeRefs.get(t));
    expect(byText("seat", true)).toEqual([{ kind: "optional", element: { kind: "seat" } }]);
    expect(byText("list")).toContainEqual({ kind: "list", element: { kind: "card", name: "Card" } });
    expect(byText("list")).toContainEqual({ kind: "list", element: { kind: "enum", name: "Suit" } });
    expect(byText("Suit")).toContainEqual({ kind: "enum", name: "Suit" });
  });

  it("tell a family member (hand[me], vp[me]) from an element of a zone or a list (trick[0], kept[0])", () => {
    const r = checked(
      `fn f(me: seat): int = size(hand[me]) + vp[me] + trick[0].rank + kept[0].rank + hand[me][0].rank`,
    );
    const indexes = findAll(r.game?.variants[0]?.file, "IndexExpr");
    const described = indexes.map((e) => {
      const object = e.object.kind === "NameRef" ? e.object.name.name : e.object.kind;
      const family = r.families.get(e);
      return `${object}: ${family ? `${family.kind} family` : "element"}`;
    });
    expect(described.sort()).toEqual(
      [
        "hand: zone family",
        "hand: zone family",
        "vp: var family",
        "trick: element",
        "kept: element",
        "IndexExpr: element",
      ].sort(),
    );
  });

  it("record what going through a zone, a list, a range, an enum or seats gives", () => {
    const r = checked(
      `fn f(me: seat): int = count(c in trick where c.rank > 1) + count(x in kept) + sum(n in 1..3 of n) + count(s in Suit) + count(p in seats where p != me)`,
    );
    const sources = findAll(r.game?.variants[0]?.file, "QueryExpr").map((q) => r.elements.get(q.source));
    expect(sources).toEqual([
      { kind: "card", name: "Card" },
      { kind: "card", name: "Card" },
      { kind: "int" },
      { kind: "enum", name: "Suit" },
      { kind: "seat" },
    ]);
  });

  it("do not take a local that shadows an indexed zone for the zone", () => {
    const r = checked(`fn f(hand: list<Card>): int = hand[0].rank`);
    const [index] = findAll(r.game?.variants[0]?.file, "IndexExpr");
    expect(index && r.families.get(index)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
enum Suit { C, D, H, S }
card Card { rank: int  suit: Suit }
cards Card into deck { for s in Suit { for r in 1..5 { card "c" + r + s { rank: r, suit: s } } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
`;

const check = (text: string) => checkTexts({ "g.ludic": text });
const typeOf = (snippet: string, fn: string): unknown => {
  const r = check(`${GAME}${snippet}\n`);
  expect(r.parseDiagnostics).toEqual([]);
  expect(where(r)).toEqual([]);
  const d = r.game?.variants[0]?.declarations.get(fn);
  if (d?.kind !== "FnDecl" || d.body.kind === "Block") throw new Error("no fn");
  return r.types.get(d.body);
};

describe("list builtins and queries", () => {
  it("type sort, subsets, flatten, distinct, reverse and the aggregates of plain lists", () => {
    expect(typeOf("fn f(h: list<Card>): list<Card> = sort(c in h of -c.rank)", "f")).toEqual({
      kind: "list",
      element: { kind: "card", name: "Card" },
    });
    expect(
      typeOf("fn f(h: list<Card>): list<Card> = sortDesc(c in h of [c.rank, c.suit.index])", "f"),
    ).toBeTruthy();
    expect(typeOf("fn f(h: list<Card>): list<list<Card>> = subsets(h, 3)", "f")).toEqual({
      kind: "list",
      element: { kind: "list", element: { kind: "card", name: "Card" } },
    });
    expect(typeOf("fn f(): list<Card> = flatten(map(p in seats of hand[p]))", "f")).toEqual({
      kind: "list",
      element: { kind: "card", name: "Card" },
    });
    expect(typeOf("fn f(): list<int> = distinct(reverse([3, 1, 3]))", "f")).toEqual({
      kind: "list",
      element: { kind: "int" },
    });
    expect(typeOf("fn f(l: list<int>): int = sum(l) + count(l) + max(l) + min(l) + max(1, 2)", "f")).toEqual({
      kind: "int",
    });
    expect(typeOf("fn f(l: list<list<int>>): list<int> = max(l)", "f")).toEqual({
      kind: "list",
      element: { kind: "int" },
    });
  });

  it("compare list<int> lexicographically and take max/min of list keys", () => {
    expect(typeOf("fn f(a: list<int>, b: list<int>): bool = a < b or a >= b or a == [1, 2]", "f")).toEqual({
      kind: "bool",
    });
    expect(
      typeOf("fn f(h: list<Card>): list<int> = max(x in subsets(h, 2) of map(c in x of c.rank))", "f"),
    ).toEqual({
      kind: "list",
      element: { kind: "int" },
    });
    expect(typeOf("fn f(): int = max(r in 0..19 of r % 7) + count(s in Suit where s > D)", "f")).toEqual({
      kind: "int",
    });
  });

  it("report wrong arguments", () => {
    for (const [snippet, code] of [
      ["fn f(h: list<Card>): list<Card> = sort(c in h of @@c.suit)", "LUD402"],
      ["fn f(h: list<Card>): list<Card> = @@sort(c in h)", "LUD413"],
      ["fn f(h: list<Card>): list<Card> = flatten(@@h)", "LUD402"],
      ["fn f(h: list<Card>): int = sum(@@h)", "LUD402"],
      ["fn f(h: list<Card>): int = @@subsets(h)", "LUD403"],
      ["fn f(a: list<str>, b: list<str>): bool = @@a < b", "LUD404"],
    ] as const) {
      const m = marked(`${GAME}${snippet}\n`);
      expect(where(check(m.text)), snippet).toEqual([`${code} g.ludic:${m.at}`]);
    }
  });

  it("parse sort and sortDesc as queries", () => {
    const r = check(`${GAME}fn f(h: list<Card>): list<Card> = sortDesc(c in h where c.rank > 1 of c.rank)\n`);
    expect(findAll(r.game?.variants[0]?.file, "QueryExpr").map((q) => q.op)).toEqual(["sortDesc"]);
  });
});

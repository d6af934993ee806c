import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
card Card { rank: int }
cards Card into deck { for r in 1..5 { card "c" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
var winner: seat? = none
var owner[Card]: seat? = none
fn best(s: seat): Card? = if size(hand[s]) > 0 then top(hand[s]) else none
`;

const mark = (snippet: string) => marked(GAME + snippet);
const check = (text: string) => checkTexts({ "g.ludic": text });
const ok = (snippet: string) => {
  const r = check(GAME + snippet);
  expect(r.parseDiagnostics).toEqual([]);
  expect(where(r)).toEqual([]);
  return r;
};

describe("optional values", () => {
  it("narrow with `!= none` in if, while, and-chains, if-expressions and `when`", () => {
    ok(`fn rank(c: Card?): int = if c != none then c.rank else 0
fn big(c: Card?): bool = c != none and c.rank > 3
fn small(c: Card?): bool = c == none or c.rank < 3
rule r(me: seat) {
  let c = best(me)
  if c != none { move c to deck }
  let d: Card? = best(me)
  while d != none { move d to deck; d = best(me) }
  if winner != none { move top(hand[winner]) to deck }
  choose me { take(x: hand[me]) when c != none and x.rank > c.rank { log c } }
}
`);
  });

  it("narrow the rest of a block after `if x == none { return }`, and the else of `if x == none`", () => {
    ok(`fn rank(c: Card?): int {
  if c == none { return 0 }
  return c.rank
}
fn other(c: Card?): int {
  if c == none { return 0 } else { return c.rank }
}
`);
  });

  it("filter(y in l where y != none) is a list of the plain type", () => {
    const r = ok(`fn held(): list<seat> = filter(s in [winner, owner[top(deck)]] where s != none)
fn total(l: list<Card?>): int = sum(c in l where c != none of c.rank)
`);
    const f = findAll(r.game?.variants[0]?.file, "QueryExpr", (q) => q.op === "filter")[0];
    expect(f && r.types.get(f)).toEqual({ kind: "list", element: { kind: "seat" } });
  });

  it("accept T and none where T? is expected, and compare T? with T and none", () => {
    ok(`rule r(me: seat): seat? {
  let x: Card? = none
  x = top(deck)
  owner[top(deck)] = me
  winner = none
  if winner == me { return none }
  return me
}
`);
  });

  it("report a T? used as a T (LUD444) — members, arguments, operators, moves, iteration", () => {
    for (const [snippet, code] of [
      ["fn f(c: Card?): int = @@c.rank\n", "LUD444"],
      ["fn f(): seat = next(@@winner)\n", "LUD444"],
      ["fn f(s: seat?): bool = @@s < 1\n", "LUD444"],
      ["rule r(me: seat) { move @@best(me) to deck }\n", "LUD444"],
      ["fn f(l: list<Card>?): int = count(c in @@l)\n", "LUD444"],
      ["fn f(c: Card?): Card = @@c\n", "LUD405"],
      ["rule r(me: seat) {\n  let c = best(me)\n  if c != none { c = none }\n  @@c.rank\n}\n", "LUD444"],
    ] as const) {
      const m = mark(snippet);
      expect(where(check(m.text)), snippet).toContain(`${code} g.ludic:${m.at}`);
    }
  });

  it("report `none` with no type to take (LUD445) and T? where only T fits", () => {
    const m = mark("rule r(me: seat) { let x = @@none }\n");
    expect(where(check(m.text))).toEqual([`LUD445 g.ludic:${m.at}`]);
    const n = mark("var total: int = @@none\n");
    expect(where(check(n.text))).toEqual([`LUD444 g.ludic:${n.at}`]);
  });

  it("keep narrowing to its region", () => {
    const m = mark("fn f(c: Card?): int {\n  if c != none { return c.rank }\n  return @@c.rank\n}\n");
    expect(where(check(m.text))).toEqual([`LUD444 g.ludic:${m.at}`]);
  });
});

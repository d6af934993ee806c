import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
enum Suit { C, D, H, S }
card Card { rank: int  suit: Suit }
cards Card into deck { for s in Suit { for r in 1..3 { card "c" + r + s { rank: r, suit: s } } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
`;

const check = (text: string) => checkTexts({ "g.ludic": GAME + text });
/** The snippet after GAME, with its `@@` marker's position in the whole file. */
const mark = (snippet: string) => marked(GAME + snippet);
const checkMarked = (text: string) => checkTexts({ "g.ludic": text });

describe("match", () => {
  it("types the expression form by its arms and accepts literals and enum members", () => {
    const r = check(`fn label(c: Card): str = match c.rank { 1 => "ace"  2, 3 => "low"  else => "high" }
fn colour(s: Suit): int = match s { C, S => 0  Suit.D, H => 1 }
fn sign(n: int): bool = match n { -1 => false  1 => true  else => n > 0 }
flow {
  match top(deck).suit {
    H { move top(deck) to hand[seats[0]] }
    else { }
  }
}
`);
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    const m = findAll(r.game?.variants[0]?.file, "MatchExpr")[0];
    expect(m && r.types.get(m)).toEqual({ kind: "str" });
  });

  it("lets arms that all return end a fn without else (a value no arm names is a rules error)", () => {
    const r = check("fn f(s: Suit): int {\n  match s { C, D { return 0 } H, S { return 1 } }\n}\n");
    expect(where(r)).toEqual([]);
  });

  it("reports patterns of another type, arms of different types and a subject that cannot be matched", () => {
    const a = mark('fn f(n: int): int = match n { 1 => 1  @@"two" => 2  else => 0 }\n');
    expect(where(checkMarked(a.text))).toEqual([`LUD402 g.ludic:${a.at}`]);
    const b = mark('fn f(n: int): int = match n { 1 => 1  else => @@"x" }\n');
    expect(where(checkMarked(b.text))).toContain(`LUD402 g.ludic:${b.at}`);
    const c = mark("fn f(c: Card): int = match @@c { 1 => 1  else => 0 }\n");
    expect(where(checkMarked(c.text))).toEqual([`LUD402 g.ludic:${c.at}`]);
  });

  it("reports a repeated pattern, even spelled differently", () => {
    const m = mark("fn f(s: Suit): int = match s { H => 1  C, @@Suit.H => 2  else => 0 }\n");
    expect(where(checkMarked(m.text))).toEqual([`LUD442 g.ludic:${m.at}`]);
  });

  it("warns about enum members left out without else, in both forms", () => {
    const m = mark("rule r(me: seat) {\n  @@match top(deck).suit { C, D { } H { } }\n}\n");
    const r = checkMarked(m.text);
    expect(where(r)).toEqual([`LUD443 g.ludic:${m.at}`]);
    expect(r.diagnostics[0]?.severity).toBe("warning");
    expect(r.diagnostics[0]?.message).toContain("`S`");
  });

  it("checks arm bodies like any block", () => {
    const m = mark("rule r(me: seat) {\n  match 1 { 1 { @@break } else { } }\n}\n");
    expect(where(checkMarked(m.text))).toEqual([`LUD407 g.ludic:${m.at}`]);
  });
});

/** List builtins end to end: sort, subsets, flatten, distinct, reverse, list keys, lexicographic order. */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game hands {
  title "Hands"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
enum Suit { C, D, H, S }
card Card { rank: int  suit: Suit }
cards Card into deck { for s in Suit { for r in 1..6 { card "" + r + s { rank: r, suit: s } } } }
zone deck: pile, hidden
zone hand[seat]: hand, public
var key[seat]: list<int> = []
var order: list<int> = []
var seen: list<Suit> = []
var winner: seat? = none

// KK-18 in small: three of a kind beats a pair beats high cards; ties by ranks, highest first.
fn handKey(h: list<Card>): list<int> {
  let r = map(c in sortDesc(c in h of c.rank) of c.rank)
  if r[0] == r[2] { return [3, r[0]] }
  if r[0] == r[1] { return [1, r[0], r[2]] }
  if r[1] == r[2] { return [1, r[1], r[0]] }
  return [0, r[0], r[1], r[2]]
}
fn bestKey(played: list<Card>): list<int> = max(h in subsets(played, 3) of handKey(h))
fn allCards(): list<Card> = flatten(map(p in seats of hand[p]))

rule turn(me: seat) {
  choose me {
    score {
      for p in seats { key[p] = bestKey(hand[p]) }
      let a = seats[0]
      let b = seats[1]
      winner = if key[a] > key[b] then a else if key[b] > key[a] then b else none
      order = map(c in sort(c in allCards() of [c.suit.index, -c.rank]) of c.rank)
      seen = distinct(map(c in allCards() of c.suit))
      order += reverse([max(r in 0..3 of r * 2), count(s in Suit where s >= H), sum([1, 2, 3])])
      if key[seats[0]] == [3, 4] { finish seats[0] "three fours" }
    }
  }
}
flow { turn(seats[0]) }
`;

describe("list builtins", () => {
  it("compute keys with sort, subsets and lexicographic max, and compare them", async () => {
    const e = await loadEngine("hands", { "hands.ludic": GAME });
    let st = e.position({
      zones: { "hand[0]": ["2C", "2D", "5S", "1H"], "hand[1]": ["6C", "6D", "3S", "4H"] },
    });
    st = e.applyMove(st, { seat: 0, action: "score", args: {} });
    const vars = e.view(st, "spectator").vars;
    expect(vars["key[0]"]).toEqual([1, 2, 5]);
    expect(vars["key[1]"]).toEqual([1, 6, 4]);
    expect(vars.winner).toBe(1);
    // by suit, then by rank descending: 6C 2C | 6D 2D | 4H 1H | 5S 3S; then the reversed extras.
    expect(vars.order).toEqual([6, 2, 6, 2, 4, 1, 5, 3, 6, 2, 6]);
    expect(vars.seen).toEqual(["C", "D", "S", "H"]);
  });

  it("compares a list key with a literal list", async () => {
    const e = await loadEngine("hands", { "hands.ludic": GAME });
    let st = e.position({ zones: { "hand[0]": ["4C", "4D", "4H"], "hand[1]": ["1C", "2D", "3H"] } });
    st = e.applyMove(st, { seat: 0, action: "score", args: {} });
    expect(e.outcome(st)).toMatchObject({ winners: [0], reason: "three fours" });
  });
});

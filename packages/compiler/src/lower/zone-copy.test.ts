/**
 * A zone stored where a list is kept (a `list<Card>` local or variable, a rule's list parameter or
 * result) is a copy of its cards at that moment (value semantics): moving cards afterwards does
 * not change the stored list, before a decision or after one. A local of type `zone` names the
 * zone itself, like a `zone` parameter.
 */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game keep {
  title "Keep"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
card Card { rank: int }
cards Card into deck { for r in 1..6 { card "C" + r { rank: r } } }
zone deck: pile, public
zone hand[seat]: hand, public
zone discard: pile, public
var inferred: int = 0
var typed: int = 0
var kept: list<Card> = []
var later: int = 0
var moved: int = 0

rule discardAll(cs: list<Card>): int {
  let n = 0
  for c in cs { move c to discard; n += 1 }
  return n
}
fn held(p: seat): list<Card> = hand[p]

rule turn(me: seat) {
  let xs = hand[me]
  let ys: list<Card> = hand[me]
  kept = hand[me]
  move top(hand[me]) to discard
  inferred = size(xs)
  typed = size(ys)
  choose me { go { } }
  move top(hand[me]) to discard
  later = size(ys) + size(kept)
  let zs = held(me)
  move top(hand[me]) to deck
  later += 10 * size(zs)
  moved = discardAll(hand[seats[1]])
  let z = hand[seats[1]]
  move top(discard) to z
}
flow { turn(seats[0]) }
`;

describe("zones stored in locals and variables", () => {
  it("hold a copy of the zone's cards, not the zone's live array", async () => {
    const e = await loadEngine("keep", { "keep.ludic": GAME });
    let st = e.position({ zones: { "hand[0]": ["C1", "C2", "C3"], "hand[1]": ["C4", "C5", "C6"] } });
    let vars = e.view(st, "spectator").vars;
    // xs is the zone itself (2 cards left); ys and kept hold the three cards they were given.
    expect([vars.inferred, vars.typed, vars.kept]).toEqual([2, 3, ["C1", "C2", "C3"]]);
    st = e.applyMove(st, { seat: 0, action: "go", args: {} });
    vars = e.view(st, "spectator").vars;
    expect(e.view(st, "spectator").zones["hand[0]"]?.cards).toHaveLength(0);
    // ys and kept: 3 + 3 after the decision; a fn's result kept in zs: still 1 card
    expect(vars.later).toBe(16);
    expect(vars.kept).toEqual(["C1", "C2", "C3"]);
    // A rule's list parameter is a copy: its loop moves every card of hand[1], none skipped.
    expect(vars.moved).toBe(3);
    // …and a `zone` local names the zone: the move into it lands in hand[1].
    expect(e.view(st, "spectator").zones["hand[1]"]?.cards).toHaveLength(1);
  });
});

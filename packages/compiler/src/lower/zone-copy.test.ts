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

// A fn whose value is a zone returns the zone's own array; the places that keep or walk a call's
// value copy it, and a `use` list only its decision reads is kept as it is, its slot emptied by
// every block of the set.
const LIVE = `
game live {
  title "Live"
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
var walked: int = 0
var passed: int = 0
var kept: list<Card> = []
fn held(p: seat): list<Card> = hand[p]
rule discardAll(cs: list<Card>): int {
  let n = 0
  for c in cs { move c to discard; n += 1 }
  return n
}
options play(me: seat, from: list<Card>) {
  toss(card: from) when card.rank > 1 { move card to discard }
}
rule turn(me: seat) {
  kept = held(me)
  for c in held(seats[1]) { move c to discard; walked += 1 }
  choose me { use play(me, held(me)) }
  passed = discardAll(held(me))
}
flow { turn(seats[0]) }
`;

describe("a fn whose value is a zone", () => {
  it("returns the zone's own array; a `use` list is kept as it is and emptied by its blocks", async () => {
    const { compileText } = await import("../testing/compile-and-load.js");
    const result = compileText({ "live.ludic": LIVE });
    expect(result.ok).toBe(true);
    const code = result.ok ? (result.files.find((f) => f.path === "src/rules.ts")?.text ?? "") : "";
    expect(code).toContain("return st.z[(Z.hand + $p)];");
    expect(code).toContain("f.play_from = fn_held(st, f.me);");
    expect(code).toMatch(/case \d+: \{ \/\/ toss[^\n]*\n\s+f\.play_from = \[\];\n/);
    expect(code).toContain("st.g.kept = fn_held(st, f.me).slice();");
  });

  it("is copied where a call's value is kept or walked: every card moved, the kept list unchanged", async () => {
    const e = await loadEngine("live", { "live.ludic": LIVE });
    let st = e.position({ zones: { "hand[0]": ["C1", "C2", "C3"], "hand[1]": ["C4", "C5", "C6"] } });
    let view = e.view(st, "spectator");
    // The `for` walked a copy: all three of hand[1] moved, none skipped.
    expect(view.vars.walked).toBe(3);
    expect(view.zones["hand[1]"]?.cards).toHaveLength(0);
    const toss = e.legalMoves(st, 0).map((m) => (m.args as { card: string }).card);
    expect(toss).toEqual(["C2", "C3"]);
    st = e.applyMove(st, { seat: 0, action: "toss", args: { card: "C2" } });
    view = e.view(st, "spectator");
    // The rule's list parameter is a copy: both cards left in hand[0] moved.
    expect(view.vars.passed).toBe(2);
    expect(view.vars.kept).toEqual(["C1", "C2", "C3"]);
    // The frame below keeps no list the moves change: the slot emptied once the move was bound.
    expect(JSON.stringify(st)).not.toContain('"play_from":["C');
  });
});

/**
 * position() without a `position` rule in the header: it starts the flow's turn loop with the seat
 * to move (lang check/position-entry.ts), or says why it cannot.
 */
import { InvalidSetupError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const game = (flowAndLoop: string) => `
game g {
  title "G"
  players 3
  variant "classic"
}
card Card { rank: int }
cards Card into deck { for r in 1..9 { card "C" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone trick: row, public
rule playCard(me: seat) {
  choose me { play(c: hand[me]) { move c to trick } }
}
${flowAndLoop}
`;

const TRICKS = game(`rule tricks(first: seat) {
  let leader = first
  loop {
    let me = leader
    for i in 1..players {
      playCard(me)
      me = next(me)
    }
    move trick to deck
  }
}
flow {
  shuffle deck
  for p in seats { move top(deck, 3) to hand[p] }
  tricks(seats[0])
}`);

describe("position() through the flow's turn loop", { timeout: 60_000 }, () => {
  it("starts the loop at the seat to move, and a trick goes on from the moves played", async () => {
    const e = await loadEngine("position-tricks", { "g.ludic": TRICKS });
    const st = e.position({
      toMove: 2,
      zones: { "hand[0]": ["C1"], "hand[1]": ["C2"], "hand[2]": ["C3"] },
      outOfPlay: "unlisted",
    });
    expect(e.decisions(st).map((d) => d.seat)).toEqual([2]);
    const after = e.applyMove(st, { seat: 2, action: "play", args: { c: "C3" } });
    expect(e.decisions(after).map((d) => d.seat)).toEqual([0]);
    expect(e.view(after, "spectator").zones.trick?.cards).toEqual([{ id: "C3" }]);
  });

  it("refuses a position when the flow ends with no turn loop, saying where to read", async () => {
    const e = await loadEngine("position-once", {
      "g.ludic": game(`rule once(me: seat) { playCard(me) }
flow { once(seats[0]) }`),
    });
    expect(() => e.position({ zones: {} })).toThrow(InvalidSetupError);
    expect(() => e.position({ zones: {} })).toThrow(/does not end with a turn loop/);
  });
});

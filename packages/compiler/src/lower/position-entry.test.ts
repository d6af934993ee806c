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

// A trick kept in its zone: who led is the seat after the last to play once the trick is full.
const ZONE_TRICKS = game(`var taken[seat]: int = 0
rule tricks(first: seat) {
  let me = first
  loop {
    playCard(me)
    if size(trick) < players {
      me = next(me)
    } else {
      let w = next(me)
      taken[w] += 1
      move trick to deck
      me = w
    }
  }
}
flow {
  shuffle deck
  for p in seats { move top(deck, 3) to hand[p] }
  tricks(seats[0])
}`);

// Rounds: each deals two cards from the start player on; the player to empty their hand ends the
// round and starts the next one.
const ROUNDS = game(`var rounds: int = 0
rule round(start: seat): seat {
  rounds += 1
  move trick to deck
  for p in seats { move hand[p] to deck }
  shuffle deck
  for p in seats { move top(deck, 2) to hand[p] }
  let me = start
  loop {
    choose me { play(c: hand[me]) { move c to trick } }
    if size(hand[me]) == 0 { return me }
    me = next(me)
  }
}
flow {
  let start = seats[0]
  loop { start = round(start) }
}`);

describe("position() through the flow's turn loop", { timeout: 60_000 }, () => {
  it("goes on with a trick whose first cards the position lays out", async () => {
    const e = await loadEngine("position-zone-tricks", { "g.ludic": ZONE_TRICKS });
    const st = e.position({
      toMove: 2,
      zones: { "hand[0]": ["C1"], "hand[1]": ["C2"], "hand[2]": ["C3"], trick: ["C4", "C5"] },
      outOfPlay: "unlisted",
    });
    expect(e.decisions(st).map((d) => d.seat)).toEqual([2]);
    const after = e.applyMove(st, { seat: 2, action: "play", args: { c: "C3" } });
    // The trick is full: seat 0 (after seat 2) led it and takes it.
    expect(e.view(after, "spectator").zones.trick?.cards).toEqual([]);
    expect(e.view(after, "spectator").vars["taken[0]"]).toBe(1);
    expect(e.decisions(after).map((d) => d.seat)).toEqual([0]);
  });

  it("starts a round in progress at the seat to move, then the next round is set up", async () => {
    const e = await loadEngine("position-rounds", { "g.ludic": ROUNDS });
    const st = e.position({
      toMove: 1,
      zones: { "hand[0]": ["C1"], "hand[1]": ["C2"], "hand[2]": ["C3", "C4"] },
      vars: { rounds: 4 },
      outOfPlay: "unlisted",
    });
    // No deal: the round goes on from seat 1 with the hands as laid out, in rule `round`.
    expect(e.decisions(st).map((d) => [d.seat, d.rule])).toEqual([[1, "round"]]);
    expect(e.view(st, "spectator").vars.rounds).toBe(4);
    const after = e.applyMove(st, { seat: 1, action: "play", args: { c: "C2" } });
    // Seat 1's hand is empty: the round ends and the next one (a deal) starts from seat 1.
    expect(e.view(after, "spectator").vars.rounds).toBe(5);
    expect(e.decisions(after).map((d) => d.seat)).toEqual([1]);
    expect(e.view(after, "spectator").zones["hand[1]"]?.cards).toHaveLength(2);
  });

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

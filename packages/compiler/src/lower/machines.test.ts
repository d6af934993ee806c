/**
 * Rules with decisions compile to resumable machines: these small games put a decision in every
 * place a rule can stop — in a loop, after a suspending call, inside a `for`, in an option body,
 * through an option set a variant overrides — and check the engine resumes at the right point.
 */
import { IllegalMoveError, InvalidSetupError, type Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const RACE = `
game race {
  title "Race"
  players 2..3
  variant "standard"
  version "1.0.0"
  position turn
}
card Chip { value: int }
cards Chip into bag {
  for v in 1..6 { card "C" + v { value: v } }
}
zone bag: pile, hidden
zone hand[seat]: hand, owner
zone pot: row, public
var points[seat]: int = 0
var bids: int = 0

fn score(s: seat): int = points[s]

rule bidding(me: seat): int {          // a decision inside a loop, with break and a return value
  let rounds = 0
  loop {
    choose me {
      raise when rounds < 2 { rounds += 1; bids += 1 }
      stop { break }
    }
  }
  return rounds
}

options takeOne(me: seat) {
  take(chip: hand[me]) { move chip to pot }
}

rule turn(me: seat) {
  let r = bidding(me)                   // resumes here after the nested rule's decisions
  points[me] += r
  for p in seats {                      // a decision per seat, inside a for
    if size(hand[p]) > 0 {
      choose p { use takeOne(p) }
    }
  }
  if points[me] >= 3 { finish me "reached three" }
  if size(bag) == 0 and all(p in seats where size(hand[p]) == 0) { finish [] "out of chips" }
}

flow {
  shuffle bag
  for p in seats { move top(bag, 2) to hand[p] }
  let me = seats[0]
  loop { turn(me); me = next(me) }
}
`;

const QUICK = `
variant "quick" extends "standard" {
  title "Race, quick"
  summary "Anyone may also pass instead of taking a chip."
}
override options takeOne(me: seat) {
  take(chip: hand[me]) { move chip to pot }
  keep { log "keeps their chips" }
}
`;

describe("resumable rules", () => {
  it("stops at a decision in a loop and resumes where it stopped", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    let st = e.setup({ players: 2, seed: "s" });
    expect(e.decisions(st).map((d) => [d.seat, d.actions])).toEqual([[0, ["raise", "stop"]]]);
    st = e.applyMove(st, { seat: 0, action: "raise", args: {} });
    st = e.applyMove(st, { seat: 0, action: "raise", args: {} });
    // `raise` is allowed twice: the loop's `when` now refuses a third.
    expect(e.legalMoves(st, 0).map((m) => m.action)).toEqual(["stop"]);
    st = e.applyMove(st, { seat: 0, action: "stop", args: {} });
    // bidding returned 2 to `let r`, and the for loop asks seat 0 then seat 1.
    expect(e.view(st, "spectator").vars["points[0]"]).toBe(2);
    expect(e.decisions(st)[0]?.seat).toBe(0);
    const chip = e.legalMoves(st, 0)[0];
    if (!chip) throw new Error("no chip to take");
    st = e.applyMove(st, chip);
    expect(e.decisions(st)[0]?.seat).toBe(1);
    const other = e.legalMoves(st, 1)[0];
    if (!other) throw new Error("no chip to take");
    st = e.applyMove(st, other);
    // Seat 0 did not reach 3: the flow's loop goes on with seat 1's bidding.
    expect(e.decisions(st)).toMatchObject([{ seat: 1, actions: ["raise", "stop"] }]);
    expect(e.view(st, "spectator").zones.pot?.cards).toHaveLength(2);
  });

  it("finishes the game from inside nested rules", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    let st = e.position({
      players: 2,
      zones: { "hand[0]": ["C1"], "hand[1]": ["C2"] },
      vars: { "points[0]": 2 },
    });
    st = e.applyMove(st, { seat: 0, action: "raise", args: {} });
    st = e.applyMove(st, { seat: 0, action: "stop", args: {} });
    st = e.applyMove(st, { seat: 0, action: "take", args: { chip: "C1" } });
    st = e.applyMove(st, { seat: 1, action: "take", args: { chip: "C2" } });
    expect(e.outcome(st)).toEqual({ winners: [0], scores: [3, 0], reason: "reached three" });
    expect(e.decisions(st)).toEqual([]);
    expect(() => e.applyMove(st, { seat: 1, action: "raise", args: {} })).toThrow(IllegalMoveError);
  });

  it("gives each variant its own options when a variant overrides an option set", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    const spec = { players: 2, zones: { "hand[0]": ["C1"], "hand[1]": ["C2"] } };
    for (const [variant, actions] of [
      ["standard", ["take"]],
      ["quick", ["take", "keep"]],
    ] as const) {
      let st = e.position({ ...spec, variant });
      st = e.applyMove(st, { seat: 0, action: "stop", args: {} });
      expect(e.decisions(st)[0]?.actions).toEqual(actions);
    }
    expect(e.meta.variants.map((v) => v.id)).toEqual(["standard", "quick"]);
  });

  it("refuses bad moves with the reason and leaves the state as it was", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    let st = e.position({ players: 2, zones: { "hand[0]": ["C1"], "hand[1]": ["C2"] } });
    st = e.applyMove(st, { seat: 0, action: "stop", args: {} });
    const before = JSON.stringify(st);
    const attempts: Move[] = [
      { seat: 1, action: "take", args: { chip: "C2" } }, // not seat 1's decision yet
      { seat: 0, action: "take", args: { chip: "C2" } }, // not in seat 0's hand
      { seat: 0, action: "take", args: { chip: "C99" } }, // no such card
      { seat: 0, action: "take", args: {} }, // missing argument
      { seat: 0, action: "fly", args: {} }, // no such action
    ];
    const codes = attempts.map((m) => {
      try {
        e.applyMove(st, m);
        return "accepted";
      } catch (err) {
        return err instanceof IllegalMoveError ? err.code : "other";
      }
    });
    expect(codes).toEqual(["not-your-turn", "not-allowed", "not-allowed", "not-allowed", "unknown-action"]);
    expect(JSON.stringify(st)).toBe(before);
  });

  it("reports impossible setups and positions in words", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    expect(() => e.setup({ players: 5, seed: "x" })).toThrow(/2 to 3 players/);
    expect(() => e.setup({ players: 2, seed: "x", variant: "slow" })).toThrow(InvalidSetupError);
    expect(() => e.position({ players: 2, zones: { "hand[0]": ["C1"], pot: ["C1"] } })).toThrow(
      /listed twice/,
    );
    expect(() => e.position({ players: 2, zones: { table: ["C1"] } })).toThrow(/unknown zone "table"/);
  });

  it("replays a record to the same state, and the same seed gives the same deal", async () => {
    const e = await loadEngine("race", { "race.ludic": RACE, "quick.ludic": QUICK });
    const a = e.setup({ players: 3, seed: "same" });
    const b = e.setup({ players: 3, seed: "same" });
    expect(b).toEqual(a);
    let st = a;
    const moves = [];
    for (let i = 0; i < 12 && e.outcome(st) === null; i++) {
      const d = e.decisions(st)[0];
      if (!d) break;
      const m = e.legalMoves(st, d.seat).at(-1);
      if (!m) break;
      moves.push(m);
      st = e.applyMove(st, m);
    }
    const again = e.replay({
      game: "race",
      rulesVersion: "1.0.0",
      seed: "same",
      players: 3,
      variant: "standard",
      options: {},
      moves,
    });
    expect(again).toEqual(st);
  });
});

/** `base(…)` end to end: an override calls the version it replaces — fn, rule (even one that asks), option set. */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game bids {
  title "Bids"
  players 2
  variant "plain"
  version "1.0.0"
  position turn
}
card Chip { n: int }
cards Chip into bag { for n in 1..4 { card "c" + n { n: n } } }
zone bag: pile, public
zone hand[seat]: hand, public
var points[seat]: int = 0

fn bonus(s: seat): int = size(hand[s])
fn score(s: seat): int = points[s] + bonus(s)

options moves(me: seat) {
  take(c: bag) when c.n <= 2 { move c to hand[me] }
}

rule ask(me: seat): int {
  choose me {
    one { return 1 }
    two { return 2 }
  }
}

rule turn(me: seat) {
  let x = ask(me)
  points[me] += x
  choose me { use moves(me)  stop { finish [] "stopped" } }
  turn(next(me))
}
flow { turn(seats[0]) }
`;

const DOUBLE = `
variant "double" extends "plain" { title "Bids, doubled" }
override fn bonus(s: seat): int = 10 * base(s)
override rule ask(me: seat): int {
  let x = base(me)                 // the base asks for a decision: this rule waits inside it
  return x * 2
}
override options moves(me: seat) {
  use base(me)
  big(c: bag) when c.n > 2 { move c to hand[me]; points[me] += base2(me) }
}
fn base2(me: seat): int = 100
`;

const TRIPLE = `
variant "triple" extends "double" { title "Bids, tripled" }
override fn bonus(s: seat): int = base(s) + 1    // double's bonus, plus one
`;

const engine = () =>
  loadEngine("bids", { "bids.ludic": GAME, "double.ludic": DOUBLE, "triple.ludic": TRIPLE });

describe("base(…) in overrides", () => {
  it("calls the replaced fn, through a chain of variants", async () => {
    const e = await engine();
    const scores = ["plain", "double", "triple"].map((variant) => {
      let st = e.position({ variant, zones: { "hand[0]": ["c1", "c2"] } });
      st = e.applyMove(st, { seat: 0, action: "one", args: {} });
      st = e.applyMove(st, { seat: 0, action: "stop", args: {} });
      return e.outcome(st)?.scores[0];
    });
    // points: 1 (plain), 2 (doubled ask); bonus: 2, 20, 21.
    expect(scores).toEqual([3, 22, 23]);
  });

  it("waits at the decisions of a base rule and returns its value to the override", async () => {
    const e = await engine();
    let st = e.position({ variant: "double", zones: {} });
    expect(e.decisions(st)[0]?.actions).toEqual(["one", "two"]);
    st = e.applyMove(st, { seat: 0, action: "two", args: {} });
    expect(e.view(st, "spectator").vars["points[0]"]).toBe(4);
  });

  it("brings the replaced option set's options into the override", async () => {
    const e = await engine();
    let st = e.position({ variant: "double", zones: {} });
    st = e.applyMove(st, { seat: 0, action: "one", args: {} });
    expect(e.legalMoves(st, 0).map((m) => `${m.action} ${m.args.c ?? ""}`.trim())).toEqual([
      "take c1",
      "take c2",
      "big c3",
      "big c4",
      "stop",
    ]);
    let plain = e.position({ zones: {} });
    plain = e.applyMove(plain, { seat: 0, action: "one", args: {} });
    expect(e.decisions(plain)[0]?.actions).toEqual(["take", "stop"]);
  });
});

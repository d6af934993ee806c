/** `match` end to end: both forms, in plain code, in machines (arms that ask for decisions), at compile time. */
import { RulesError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game pick {
  title "Pick"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
enum Suit { C "clubs", D "diamonds", H "hearts", S "spades" }
const KINDS: list<str> = ["low", "mid", "high", "odd"]
card Card {
  rank: int
  suit: Suit
  kind: str = match rank { 1, 2 => "low"  3 => "mid"  else => "high" }   // at compile time
}
cards Card into deck { for s in Suit { for r in 1..4 { card "" + r + s { rank: r, suit: s } } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table: row, public
var points[seat]: int = 0
var last: str = ""

fn value(c: Card): int = match c.suit { C, S => c.rank  D => 2 * c.rank  H => 3 * c.rank }
fn bonus(c: Card): int {
  match c.kind {
    "low" { return 1 }
    "mid" { return 2 }
    "high" { return 3 }
  }
}
fn strict(c: Card): int = match c.rank + 0 { 1 => 10  2 => 20 }    // no else: 3 and 4 are rules errors

rule turn(me: seat) {
  choose me {
    play(card: hand[me]) {
      move card to table
      match card.suit {                  // arms that ask for decisions: the rule is a machine
        H {
          choose next(me) {
            take(c: hand[next(me)]) { move c to table; last = "taken" }
            refuse { last = "refused" }
          }
        }
        C, S { points[me] += value(card) + bonus(card) }
        else { last = match card.rank { 4 => "four" else => "other" } }
      }
    }
    probe(card: hand[me]) { points[me] = strict(card) }
  }
  turn(next(me))
}

flow { turn(seats[0]) }
`;

const engine = () => loadEngine("pick", { "pick.ludic": GAME });

describe("match", () => {
  it("is evaluated in derived attributes when the catalogue is built", async () => {
    const e = await engine();
    expect(e.meta.cards.filter((c) => c.attributes.suit === "C").map((c) => c.attributes.kind)).toEqual([
      "low",
      "low",
      "mid",
      "high",
    ]);
  });

  it("runs the first arm that names the value, in plain code and in machines", async () => {
    const e = await engine();
    const start = (hand0: string[], hand1: string[]) =>
      e.position({ zones: { "hand[0]": hand0, "hand[1]": hand1 } });
    let st = e.applyMove(start(["3S"], ["1C"]), { seat: 0, action: "play", args: { card: "3S" } });
    expect(e.view(st, "spectator").vars["points[0]"]).toBe(3 + 2);
    st = e.applyMove(start(["2H"], ["1C"]), { seat: 0, action: "play", args: { card: "2H" } });
    expect(e.decisions(st)).toMatchObject([{ seat: 1, actions: ["take", "refuse"] }]);
    st = e.applyMove(st, { seat: 1, action: "refuse", args: {} });
    expect(e.view(st, "spectator").vars.last).toBe("refused");
    st = e.applyMove(start(["4D"], ["1C"]), { seat: 0, action: "play", args: { card: "4D" } });
    expect(e.view(st, "spectator").vars.last).toBe("four");
  });

  it("stops with a rules error naming the value when no arm names it", async () => {
    const e = await engine();
    const st = e.position({ zones: { "hand[0]": ["1C", "3C"], "hand[1]": ["2C"] } });
    expect(
      e.view(e.applyMove(st, { seat: 0, action: "probe", args: { card: "1C" } }), "spectator").vars[
        "points[0]"
      ],
    ).toBe(10);
    let error: unknown;
    try {
      e.applyMove(st, { seat: 0, action: "probe", args: { card: "3C" } });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).message).toMatch(/^no arm of this match is 3 \(rules\/pick\.ludic:31:27/);
  });
});

/** Optional values end to end: `none` in vars (state and views as null), frames, narrowing, positions. */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game duel {
  title "Duel"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
card Card { rank: int }
cards Card into deck { for r in 1..6 { card "c" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table: row, public
var winner: seat? = none
var lastPlayed: Card? = none
var playedBy[Card]: seat? = none

fn best(s: seat): Card? = if size(hand[s]) > 0 then first(c in hand[s] where c.rank == max(x in hand[s] of x.rank)) else none
fn beats(c: Card): bool = lastPlayed == none or c.rank > lastPlayed.rank
fn owners(): list<seat> = filter(s in map(c in table of playedBy[c]) where s != none)

rule answer(me: seat): Card? {          // a rule returning an optional, across a decision
  let pick: Card? = none
  choose me {
    play(card: hand[me]) when beats(card) { pick = card }
    pass { }
  }
  return pick
}

rule turn(me: seat) {
  let c = answer(me)
  if c == none {
    winner = next(me)
    log "seat " + me + " passes; last card " + lastPlayed
    finish [next(me)] "no answer"
  }
  move c to table                        // narrowed: c is a Card here
  playedBy[c] = me
  lastPlayed = c
  log "seat " + me + " plays " + c + " after " + lastPlayed
  let b = best(next(me))
  if b != none and b.rank < c.rank { winner = me }
  turn(next(me))
}

flow { turn(seats[0]) }
`;

const engine = () => loadEngine("optional-duel", { "optional-duel.ludic": GAME });

describe("optional values", () => {
  it("start as none: null in the state and in views", async () => {
    const e = await engine();
    const st = e.position({ zones: { "hand[0]": ["c2"], "hand[1]": ["c5"] } });
    const vars = e.view(st, "spectator").vars;
    expect([vars.winner, vars.lastPlayed, vars["playedBy[c1]"]]).toEqual([null, null, null]);
    expect(JSON.parse(JSON.stringify(st)).g.winner).toBeNull();
  });

  it("hold values, narrowed after tests, through decisions and rule results", async () => {
    const e = await engine();
    let st = e.position({ zones: { "hand[0]": ["c2"], "hand[1]": ["c5"] } });
    st = e.applyMove(st, { seat: 0, action: "play", args: { card: "c2" } });
    let vars = e.view(st, "spectator").vars;
    expect([vars.lastPlayed, vars["playedBy[c2]"], vars.winner]).toEqual(["c2", 0, null]);
    expect(e.view(st, "spectator").log.at(-1)).toBe("seat 0 plays c2 after c2");
    // c5 beats c2; c1 would not.
    expect(e.legalMoves(st, 1).map((m) => m.action)).toEqual(["play", "pass"]);
    st = e.applyMove(st, { seat: 1, action: "play", args: { card: "c5" } });
    vars = e.view(st, "spectator").vars;
    expect([vars.lastPlayed, vars["playedBy[c5]"]]).toEqual(["c5", 1]);
    st = e.applyMove(st, { seat: 0, action: "pass", args: {} });
    expect(e.outcome(st)).toMatchObject({ winners: [1], reason: "no answer" });
    expect(e.view(st, "spectator").vars.winner).toBe(1);
    expect(e.view(st, "spectator").log.at(-1)).toBe("seat 0 passes; last card c5");
  });

  it("are set by positions, none as null", async () => {
    const e = await engine();
    const st = e.position({
      zones: { "hand[0]": ["c1", "c3"], "hand[1]": ["c4"] },
      vars: { lastPlayed: "c2", "playedBy[c2]": 1, winner: null },
    });
    expect(e.legalMoves(st, 0).map((m) => m.args.card ?? m.action)).toEqual(["c3", "pass"]);
    expect(e.view(st, "spectator").vars["playedBy[c2]"]).toBe(1);
  });
});

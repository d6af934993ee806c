import { describe, expect, it } from "vitest";
import { checkTexts, where } from "./test-util.js";

const game = (rules: string, header = "") => `game g {
  title "G"
  players 2..4
  variant "classic"
  version "1.0.0"
  ${header}
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone trick: row, public
card Card { rank: int }
cards Card into deck { for r in 1..8 { card "C" + r { rank: r } } }
rule playCard(me: seat) {
  choose me { play(c: hand[me]) { move c to trick } }
}
${rules}`;

const positionRule = (rules: string, header = "") => {
  const r = checkTexts({ "g.ludic": game(rules, header) });
  expect(where(r)).toEqual([]);
  return r.game?.positionRule;
};

describe("the rule position() starts when the header names none", () => {
  it("is the flow's last call when that rule goes round the seats", () => {
    const rules = `rule play(starter: seat) {
  let me = starter
  loop { playCard(me); me = next(me) }
}
flow { shuffle deck; play(seats[0]) }`;
    expect(positionRule(rules)).toBe("play");
  });

  it("finds the round inside a trick: a `for` within the loop", () => {
    const rules = `rule tricks(leader: seat) {
  let lead = leader
  loop {
    let me = lead
    for i in 1..players {
      playCard(me)
      me = next(me)
    }
    move trick to deck
  }
}
flow { tricks(seats[0]) }`;
    expect(positionRule(rules)).toBe("tricks");
  });

  it("is none when the last call does not go round the seats (a match of rounds)", () => {
    const rules = `rule round(start: seat) { playCard(start) }
rule match(opener: seat) {
  loop { round(opener) }
}
flow { match(seats[0]) }`;
    expect(positionRule(rules)).toBeNull();
  });

  it("is a made rule when the call passes more than the seat", () => {
    const rules = `rule play(starter: seat, rounds: int) {
  let me = starter
  loop { playCard(me); me = next(me) }
}
flow { play(seats[0], 3) }`;
    expect(positionRule(rules)).toBe("positionEntry");
  });

  it("goes down a match of rounds: the round's set-up is skipped, the match goes on", () => {
    const rules = `rule round(start: seat): seat {
  move top(deck, 2) to hand[start]
  let me = start
  loop {
    playCard(me)
    if size(hand[me]) == 0 { return me }
    me = first(p in others(me) where size(hand[p]) > 0)
  }
}
flow {
  shuffle deck
  let s = seats[0]
  loop { s = round(s) }
}`;
    const r = checkTexts({ "g.ludic": game(rules) });
    expect(where(r)).toEqual([]);
    expect(r.game?.positionRule).toBe("positionEntry");
    const base = r.game?.variants[0];
    const made = base?.declarations.get("round__position");
    expect(made?.kind).toBe("RuleDecl");
    // The copy of the round starts at its turn loop: the deal (a move) is left out, its let kept.
    const kinds = made?.kind === "RuleDecl" ? made.body.statements.map((s) => s.kind) : [];
    expect(kinds).toEqual(["LetStmt", "LoopStmt"]);
    const entry = base?.declarations.get("positionEntry");
    const top = entry?.kind === "RuleDecl" ? entry.body.statements.map((s) => s.kind) : [];
    // let s; this round (the copy from me); then the match's loop.
    expect(top).toEqual(["LetStmt", "IfStmt", "LoopStmt"]);
  });

  it("gives way to the header's `position`", () => {
    const rules = `rule play(starter: seat) {
  let me = starter
  loop { playCard(me); me = next(me) }
}
rule resume(me: seat) { play(me) }
flow { play(seats[0]) }`;
    expect(positionRule(rules, "position resume")).toBe("resume");
  });
});

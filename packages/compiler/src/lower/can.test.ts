/**
 * `can`, `complete` and `require`: whether a rule can be carried out in full is derived from
 * the rule itself, by running it on a copy of the state and exploring its decisions.
 */
import { IllegalMoveError, RulesError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const EFFECTS = `
game effects {
  title "Effects"
  players 2
  variant "standard"
  position turn
}
card Card { rank: int }
cards Card into deck {
  for r in 1..9 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table[seat]: row, public
zone scrap: pile, public

rule effect(me: seat, card: Card) {
  if card.rank == 1 { require size(deck) > 0; move top(deck) to hand[me] }
  else if card.rank == 2 { choose me { take(t: table[next(me)]) { move t to hand[me] } } }
  else if card.rank == 3 { choose next(me) { discard(c: hand[next(me)]) { move c to scrap } } }
  else if card.rank == 4 { move top(scrap) to hand[me] }
  else if card.rank == 5 {
    choose me {
      pick(t: table[me]) {
        move t to scrap
        choose me { beat(c: hand[me]) when c.rank > t.rank { move c to scrap } }
      }
    }
  }
}

rule cast(me: seat, card: Card) complete {
  move card to table[me]
  effect(me, card)
}

rule turn(me: seat) {
  loop {
    choose me {
      apply(card: hand[me]) when can effect(me, card) { move card to scrap; effect(me, card) }
      play(card: hand[me]) when can cast(me, card) { cast(me, card) }
      force(card: hand[me]) { cast(me, card) }
      raw(card: hand[me]) { effect(me, card) }
      stop { finish [] "stopped" }
    }
  }
}

flow { turn(seats[0]) }
`;

const files = { "effects.ludic": EFFECTS };

/** The cards seat 0 may `use` (by `can effect`) and `play` (by `can cast`). */
function usable(e: Awaited<ReturnType<typeof loadEngine>>, st: unknown, action: string): unknown[] {
  return e
    .legalMoves(st, 0)
    .filter((m) => m.action === action)
    .map((m) => m.args.card);
}

function error(f: () => unknown): string {
  try {
    f();
    return "no error";
  } catch (e) {
    if (e instanceof IllegalMoveError) return `illegal ${e.code}: ${e.message}`;
    if (e instanceof RulesError) return `rules error: ${e.message}`;
    return String(e);
  }
}

describe("can, complete and require", { timeout: 60_000 }, () => {
  it("can: a failing require, a choice with no option, or top of nothing make the rule impossible", async () => {
    const e = await loadEngine("effects", files);
    const hand = ["C1", "C2", "C3", "C4"];
    // Every card a position does not place is in the deck: these place them all.
    const empty = e.position({ zones: { "hand[0]": hand, "table[0]": ["C5", "C6", "C7", "C8", "C9"] } });
    expect(usable(e, empty, "apply")).toEqual([]);
    const full = e.position({
      zones: { "hand[0]": hand, "table[1]": ["C7"], "hand[1]": ["C8"], scrap: ["C9"] },
    });
    expect(usable(e, full, "apply")).toEqual(["C1", "C2", "C3", "C4"]);
  });

  it("can counts another seat's choices, and reads the state as it is now", async () => {
    const e = await loadEngine("effects", files);
    const st = e.position({ zones: { "hand[0]": ["C3", "C4"], "hand[1]": ["C8"] } });
    // C3 asks seat 1 to discard (it can); C4 takes the top of an empty scrap, even though using
    // it would first put the C4 there.
    expect(usable(e, st, "apply")).toEqual(["C3"]);
  });

  it("complete: inside the rule, a decision offers only the moves after which it can finish", async () => {
    const e = await loadEngine("effects", files);
    let st = e.position({ zones: { "hand[0]": ["C5", "C4"], "table[0]": ["C8", "C2"] } });
    expect(usable(e, st, "play")).toEqual(["C5"]);
    st = e.applyMove(st, { seat: 0, action: "play", args: { card: "C5" } });
    // The table holds C8, C2 and the C5 itself; only the C2 can be beaten by the C4 in hand.
    expect(e.legalMoves(st, 0)).toEqual([{ seat: 0, action: "pick", args: { t: "C2" } }]);
    expect(e.decisions(st)).toMatchObject([{ seat: 0, actions: ["pick"] }]);
    expect(error(() => e.applyMove(st, { seat: 0, action: "pick", args: { t: "C8" } }))).toMatch(
      /^illegal not-allowed: .*the rule "cast" could not be carried out in full/,
    );
    st = e.applyMove(st, { seat: 0, action: "pick", args: { t: "C2" } });
    st = e.applyMove(st, { seat: 0, action: "beat", args: { c: "C4" } });
    expect(e.view(st, "spectator").zones.scrap?.cards).toEqual([{ id: "C4" }, { id: "C2" }]);
    expect(e.legalMoves(st, 0).map((m) => m.action)).toEqual(["stop"]);
  });

  it("without complete, a dead end is a rules error; entering a complete rule that cannot finish too", async () => {
    const e = await loadEngine("effects", files);
    const st = e.position({
      zones: {
        "hand[0]": ["C5", "C4", "C1"],
        "table[0]": ["C8"],
        "table[1]": ["C2", "C3", "C6", "C7", "C9"],
      },
    });
    // Outside a complete rule the decision is not filtered: picking the C8 leaves nothing to beat it.
    const used = e.applyMove(st, { seat: 0, action: "raw", args: { card: "C5" } });
    expect(e.legalMoves(used, 0).map((m) => m.args.t)).toEqual(["C8"]);
    expect(error(() => e.applyMove(used, { seat: 0, action: "pick", args: { t: "C8" } }))).toMatch(
      /^rules error: this decision offers no legal move and has no otherwise/,
    );
    expect(error(() => e.applyMove(st, { seat: 0, action: "force", args: { card: "C1" } }))).toMatch(
      /^rules error: the rule "cast" cannot be carried out in full here/,
    );
    expect(error(() => e.applyMove(st, { seat: 0, action: "raw", args: { card: "C1" } }))).toMatch(
      /^rules error: required: size\(deck\) > 0/,
    );
  });

  it("is checked: can takes a call to a rule (LUD451), require a bool", () => {
    const bad = `${EFFECTS.replace("when can effect(me, card)", "when can size(deck)")
      .replace("when can cast(me, card)", "when can score(me)")
      .replace("require size(deck) > 0", "require size(deck)")}fn score(s: seat): int = 0\n`;
    const result = compileText({ "effects.ludic": bad });
    expect(result.diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`)).toEqual([
      "LUD402 18:31",
      "LUD301 40:38",
      "LUD451 41:37",
    ]);
  });
});

/**
 * Knowledge: `peek CARDS to SEATS` shows cards to seats until the cards move (or their zone is
 * shuffled); `knows(s, c)` reads it; views show known cards to the knowing seats only;
 * positions can set it.
 */
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const SPY = `
game spy {
  title "Spy"
  players 2..3
  variant "standard"
  position turn
}
card Card { rank: int }
cards Card into deck {
  for r in 1..8 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone pile: pile, hidden
var told: int = 0

fn knownTop(s: seat): bool = size(deck) > 0 and knows(s, top(deck))

rule turn(me: seat) {
  loop {
    choose me {
      look when size(deck) > 0 { peek top(deck) to me }
      tell(o: others(me)) when size(deck) > 0 and knownTop(me) { peek top(deck) to [o, me]; told += 1 }
      showHand { peek hand[me] to seats }
      draw when size(deck) > 0 { move top(deck) to hand[me] }
      bury when size(deck) > 0 { move top(deck) to deck at bottom }
      mix { shuffle deck }
      stop { finish [] "stopped" }
    }
  }
}

flow { turn(seats[0]) }
`;

const files = { "spy.ludic": SPY };
/** The top two cards of the deck as a view shows them. */
const deckOf = (v: { zones: Record<string, { cards: unknown[] } | undefined> }) =>
  v.zones.deck?.cards.slice(0, 2);

describe("knowledge", { timeout: 60_000 }, () => {
  it("shows a peeked card to the knowing seat only, marked known", async () => {
    const e = await loadEngine("spy", files);
    let st = e.position({ players: 3, zones: { deck: ["C1", "C2"] } });
    st = e.applyMove(st, { seat: 0, action: "look", args: {} });
    expect(deckOf(e.view(st, 0))).toEqual([{ id: "C1", known: true }, { hidden: true }]);
    expect(deckOf(e.view(st, 1))).toEqual([{ hidden: true }, { hidden: true }]);
    expect(deckOf(e.view(st, "spectator"))).toEqual([{ hidden: true }, { hidden: true }]);
    // `knows` in a `when`: only a seat that knows the top card may tell it.
    expect(e.legalMoves(st, 0).filter((m) => m.action === "tell")).toEqual([
      { seat: 0, action: "tell", args: { o: 1 } },
      { seat: 0, action: "tell", args: { o: 2 } },
    ]);
    st = e.applyMove(st, { seat: 0, action: "tell", args: { o: 2 } });
    expect(deckOf(e.view(st, 2))?.[0]).toEqual({ id: "C1", known: true });
    expect(deckOf(e.view(st, 1))?.[0]).toEqual({ hidden: true });
  });

  it("forgets a card when it moves, even within its zone, and when its zone is shuffled", async () => {
    const e = await loadEngine("spy", files);
    const start = e.applyMove(e.position({ players: 2, zones: { deck: ["C1", "C2", "C3"] } }), {
      seat: 0,
      action: "look",
      args: {},
    });
    const drawn = e.applyMove(start, { seat: 0, action: "draw", args: {} });
    expect(e.view(drawn, 1).zones["hand[0]"]?.cards).toEqual([{ hidden: true }]);
    const buried = e.applyMove(start, { seat: 0, action: "bury", args: {} });
    expect(e.view(buried, 0).zones.deck?.cards.filter((c) => "id" in c)).toEqual([]);
    const mixed = e.applyMove(start, { seat: 0, action: "mix", args: {} });
    expect(e.view(mixed, 0).zones.deck?.cards.filter((c) => "id" in c)).toEqual([]);
  });

  it("shows a known hand card to other seats, but its owner sees it anyway (not marked)", async () => {
    const e = await loadEngine("spy", files);
    let st = e.position({ players: 2, zones: { "hand[0]": ["C4"] } });
    st = e.applyMove(st, { seat: 0, action: "showHand", args: {} });
    expect(e.view(st, 1).zones["hand[0]"]?.cards).toEqual([{ id: "C4", known: true }]);
    expect(e.view(st, 0).zones["hand[0]"]?.cards).toEqual([{ id: "C4" }]);
    expect(e.view(st, "spectator").zones["hand[0]"]?.cards).toEqual([{ hidden: true }]);
  });

  it("takes knowledge from a position, and refuses a seat that is not at the table", async () => {
    const e = await loadEngine("spy", files);
    const st = e.position({ players: 2, zones: { deck: ["C5", "C6"] }, known: { "1": ["C6"] } });
    expect(deckOf(e.view(st, 1))).toEqual([{ hidden: true }, { id: "C6", known: true }]);
    expect(() => e.position({ players: 2, zones: {}, known: { "2": ["C6"] } })).toThrow(/not a seat/);
    expect(() => e.position({ players: 2, zones: {}, known: { "1": ["X9"] } })).toThrow(/not a card/);
  });

  it("is checked: peek needs cards and seats, and cannot be done in a fn (LUD402, LUD401)", () => {
    const bad = SPY.replace("peek top(deck) to me }", "peek me to top(deck) }").replace(
      "fn knownTop(s: seat): bool = size(deck) > 0 and knows(s, top(deck))",
      "fn knownTop(s: seat): bool { peek deck to s; return true }",
    );
    const result = compileText({ "spy.ludic": bad });
    const at = result.diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`);
    expect(at).toEqual(["LUD401 17:30", "LUD402 22:39", "LUD402 22:45"]);
  });
});

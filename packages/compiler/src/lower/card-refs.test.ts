/**
 * Hidden cards in moves: a seat names a card it cannot see by its place (`display[1]@0`,
 * `display[1]@0/0` for a card attached to it), so legal moves never carry a hidden card's id;
 * `applyMove` accepts exactly those names.
 */
import { IllegalMoveError, type Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const LOOK = `
game look {
  title "Look"
  players 2
  variant "standard"
  position turn
}
card Card { rank: int }
cards Card into deck {
  for r in 1..8 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone display[seat]: row, owner
var up[Card]: bool = false
reveal c: Card in display[s] to v when up[c]

rule turn(me: seat) {
  loop {
    choose me {
      look(c: display[next(me)]) { peek c to me }
      take(c: display[next(me)]) when c.rank > 4 { move c to hand[me] }
      grab(host: display[next(me)], x: attached(host)) { move x to hand[me] }
      stop { finish [] "stopped" }
    }
  }
}

flow { turn(seats[0]) }
`;

const files = { "look.ludic": LOOK };

function refused(f: () => unknown): string {
  try {
    f();
    return "accepted";
  } catch (e) {
    return e instanceof IllegalMoveError ? `${e.code}: ${e.message}` : String(e);
  }
}

describe("hidden cards in moves", { timeout: 60_000 }, () => {
  it("names the cards a seat cannot see by their place, the others by id", async () => {
    const e = await loadEngine("look", files);
    const st = e.position({
      zones: { "display[1]": ["C2", "C6", "C7"] },
      attachments: { C6: ["C1"] },
      vars: { "up[C7]": true },
    });
    const args = (action: string) =>
      e.legalMoves(st, 0).flatMap((m) => (m.action === action ? Object.values(m.args) : []));
    expect(args("look")).toEqual(["display[1]@0", "display[1]@1", "C7"]);
    // `when` reads the hidden card (c.rank > 4), yet the move names only its place.
    expect(args("take")).toEqual(["display[1]@1", "C7"]);
    expect(args("grab")).toEqual(["display[1]@1", "display[1]@1/0"]);
    // The owner sees them all, by id.
    expect(e.legalMoves(e.applyMove(st, { seat: 0, action: "stop", args: {} }), 1)).toEqual([]);
  });

  it("accepts a hidden card by its place only, and a visible one by its id only", async () => {
    const e = await loadEngine("look", files);
    const st = e.position({ zones: { "display[1]": ["C2", "C6"] }, vars: { "up[C6]": true } });
    const tries: Move[] = [
      { seat: 0, action: "look", args: { c: "C2" } },
      { seat: 0, action: "look", args: { c: "display[1]@1" } },
      { seat: 0, action: "look", args: { c: "display[1]@7" } },
      { seat: 0, action: "look", args: { c: "hand[0]@0" } },
    ];
    expect(tries.map((m) => refused(() => e.applyMove(st, m)))).toEqual([
      // Refused without saying where the C2 lies (docs/security.md).
      "not-allowed: seat 0 look c=C2 is not allowed: c: C2 is not a card you can name",
      expect.stringMatching(/^not-allowed: .*display\[1\]@1 is a card seat 0 sees, named by its id/),
      expect.stringMatching(/^not-allowed: .*is not a card of this game/),
      expect.stringMatching(/^not-allowed: .*is not a card of this game/),
    ]);
    const looked = e.applyMove(st, { seat: 0, action: "look", args: { c: "display[1]@0" } });
    // Now seat 0 knows the C2: it is named by id, and its place no longer works.
    expect(
      e
        .legalMoves(looked, 0)
        .filter((m) => m.action === "look")
        .map((m) => m.args),
    ).toEqual([{ c: "C2" }, { c: "C6" }]);
    expect(
      refused(() => e.applyMove(looked, { seat: 0, action: "look", args: { c: "display[1]@0" } })),
    ).toMatch(/named by its id/);
  });

  it("replays a game whose moves name hidden cards by place", async () => {
    const e = await loadEngine("look", files);
    let st = e.setup({ players: 2, seed: "r" });
    expect(e.legalMoves(st, 0).map((m) => m.action)).toEqual(["stop"]);
    st = e.position({ seed: "r", zones: { "display[1]": ["C5", "C6"] } });
    const moves: Move[] = [
      { seat: 0, action: "take", args: { c: "display[1]@1" } },
      { seat: 0, action: "take", args: { c: "display[1]@0" } },
    ];
    for (const m of moves) st = e.applyMove(st, m);
    expect(e.view(st, 0).zones["hand[0]"]?.cards).toEqual([{ id: "C6" }, { id: "C5" }]);
  });
});

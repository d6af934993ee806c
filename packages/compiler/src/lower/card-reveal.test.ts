/**
 * Card-level `reveal`: per-card visibility rules (face-up cards in a row only its owner sees,
 * a card of a hand shown to one seat, marked cards anywhere), applied in views to cards and to
 * attached cards.
 */
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const DISPLAY = `
game display {
  title "Display"
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
zone display[seat]: row, owner
var up[Card]: bool = false
var marked[Card]: bool = false

reveal c: Card in display[s] to v when up[c]                       // face-up cards are public
reveal c: Card in hand[s] to v when c.rank == 1 and v == next(s)   // an ace in hand, to the next seat
reveal c: Card to v when marked[c]                                 // anywhere, attached too

rule turn(me: seat) {
  loop {
    choose me {
      down(card: hand[me]) { move card to display[me] }
      flip(card: display[me]) { up[card] = not up[card] }
      tuck(card: hand[me], host: display[me]) { attach card to host }
      mark(card: hand[me]) { marked[card] = true }
      stop { finish [] "stopped" }
    }
  }
}

flow { turn(seats[0]) }
`;

const files = { "display.ludic": DISPLAY };

describe("card-level reveal", { timeout: 60_000 }, () => {
  it("shows face-up cards of a row to everyone, face-down ones to the owner only", async () => {
    const e = await loadEngine("display", files);
    const st = e.position({
      players: 3,
      zones: { "display[0]": ["C2", "C3"] },
      vars: { "up[C2]": true },
    });
    const row = (viewer: number | "spectator") => e.view(st, viewer).zones["display[0]"]?.cards;
    expect(row(0)).toEqual([{ id: "C2" }, { id: "C3" }]);
    expect(row(1)).toEqual([{ id: "C2" }, { hidden: true }]);
    expect(row(2)).toEqual([{ id: "C2" }, { hidden: true }]);
    // `up[c]` never reads the viewer: face-up cards are public, the spectator sees them too.
    expect(row("spectator")).toEqual([{ id: "C2" }, { hidden: true }]);
    const flipped = e.applyMove(st, { seat: 0, action: "flip", args: { card: "C2" } });
    expect(e.view(flipped, 1).zones["display[0]"]?.cards).toEqual([{ hidden: true }, { hidden: true }]);
  });

  it("binds the zone's seat: an ace in a hand is shown to the next seat only", async () => {
    const e = await loadEngine("display", files);
    const st = e.position({ players: 3, zones: { "hand[1]": ["C1", "C4"] } });
    const hand = (viewer: number) => e.view(st, viewer).zones["hand[1]"]?.cards;
    expect(hand(2)).toEqual([{ id: "C1" }, { hidden: true }]);
    expect(hand(0)).toEqual([{ hidden: true }, { hidden: true }]);
    // A condition that names the viewer is for seats: the spectator does not see the ace.
    expect(e.view(st, "spectator").zones["hand[1]"]?.cards).toEqual([{ hidden: true }, { hidden: true }]);
  });

  it("says in meta which reveals hold for everyone", async () => {
    const e = await loadEngine("display", files);
    expect(e.meta.cardReveals).toEqual([
      { type: "Card", zone: "display", everyone: true, variants: ["standard"] },
      { type: "Card", zone: "hand", everyone: false, variants: ["standard"] },
      { type: "Card", zone: null, everyone: true, variants: ["standard"] },
    ]);
  });

  it("applies to attached cards: seen with a visible host, or by their own reveal", async () => {
    const e = await loadEngine("display", files);
    let st = e.position({
      players: 2,
      zones: { "display[0]": ["C2", "C3"], "hand[0]": ["C5", "C6", "C7"] },
      vars: { "up[C2]": true },
    });
    st = e.applyMove(st, { seat: 0, action: "tuck", args: { card: "C5", host: "C2" } });
    st = e.applyMove(st, { seat: 0, action: "tuck", args: { card: "C6", host: "C3" } });
    st = e.applyMove(st, { seat: 0, action: "mark", args: { card: "C7" } });
    st = e.applyMove(st, { seat: 0, action: "tuck", args: { card: "C7", host: "C3" } });
    expect(e.view(st, 1).zones["display[0]"]?.cards).toEqual([
      { id: "C2", attached: [{ id: "C5" }] },
      { hidden: true, attached: [{ hidden: true }, { id: "C7" }] },
    ]);
  });

  it("is checked: a card type, a zone with its seat, distinct names", () => {
    const diagnostics = (extra: string) =>
      compileText({ "display.ludic": `${DISPLAY}\n${extra}\n` }).diagnostics.map(
        (d) => `${d.code} ${d.span.start.column}`,
      );
    expect(diagnostics("reveal c: Crad to v when true")).toEqual(["LUD307 11"]);
    expect(diagnostics("reveal c: Card in display to v when true")).toEqual(["LUD332 19"]);
    expect(diagnostics("reveal c: Card in deck[s] to v when true")).toEqual(["LUD332 24"]);
    expect(diagnostics("reveal c: Card in nowhere to v when true")).toEqual(["LUD301 19"]);
    expect(diagnostics("reveal c: Card in hand[c] to v when true")).toEqual(["LUD303 24"]);
    expect(diagnostics("reveal c: Card to v when c.rank")).toEqual(["LUD402 26"]);
  });
});

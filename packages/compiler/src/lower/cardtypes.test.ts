/** Several card types end to end: zones of a type, attributes per type, chips attached to cards, cardsOf. */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game chips {
  title "Chips"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
card Card { value: int }
card Chip { n: int }
cards Card into deck { for v in 1..4 { card "card-" + v { value: v } } }
cards Chip into reserve { for n in 1..3 { card "chip-" + n { n: n } } }
zone deck: pile, hidden
zone display[seat]: row, public
zone reserve: row of Chip, public
var face[Chip]: int = 0

fn chips(c: Card): int = sum(x in attached(c) of face[x])
fn hostValue(x: Chip): int {              // hostOf(x) is a Card?: none while x is in the reserve
  let h = hostOf(x)
  if h == none { return 0 }
  return h.value
}
var placed: int = 0
fn score(s: seat): int = sum(c in display[s] of c.value + chips(c))

rule turn(me: seat) {
  choose me {
    chip(x: reserve, on: display[me]) when x.n <= 2 and not attachedTo(x) {
      attach x to on
      placed = hostValue(x) + count(y in cardsOf(Chip) where attachedTo(y))
    }
    stop { finish [] "stopped" }
  }
  turn(next(me))
}

flow {
  for x in cardsOf(Chip) { face[x] = 10 * x.n }
  for p in seats { move top(deck) to display[p] }
  turn(seats[0])
}
`;

describe("several card types", () => {
  it("lists each zone's card type and each card's type in meta", async () => {
    const e = await loadEngine("chips", { "chips.ludic": GAME });
    expect(e.meta.zones.map((z) => [z.name, z.cards])).toEqual([
      ["deck", "Card"],
      ["display", "Card"],
      ["reserve", "Chip"],
    ]);
    expect(e.meta.cards.map((c) => c.type)).toEqual(["Card", "Card", "Card", "Card", "Chip", "Chip", "Chip"]);
  });

  it("offers chips from the chip zone, attaches them and reads their own attributes", async () => {
    const e = await loadEngine("chips", { "chips.ludic": GAME });
    let st = e.position({ zones: { "display[0]": ["card-3"], "display[1]": ["card-1"] } });
    expect(e.legalMoves(st, 0).map((m) => [m.action, m.args.x, m.args.on])).toEqual([
      ["chip", "chip-1", "card-3"],
      ["chip", "chip-2", "card-3"],
      ["stop", undefined, undefined],
    ]);
    st = e.setup({ players: 2, seed: "s" });
    const on = e.legalMoves(st, 0)[1];
    if (!on) throw new Error("no move");
    st = e.applyMove(st, on);
    st = e.applyMove(st, { seat: 1, action: "stop", args: {} });
    const v = e.view(st, "spectator");
    expect(v.zones["display[0]"]?.cards[0]?.attached).toEqual([{ id: "chip-2" }]);
    expect(v.vars["face[chip-3]"]).toBe(30);
    const card = v.zones["display[0]"]?.cards[0];
    const value = card && "id" in card ? Number(card.id.slice(5)) : 0;
    expect(e.outcome(st)?.scores[0]).toBe(value + 20);
    // hostOf(chip-2) is the card it was attached to; one chip is attached.
    expect(v.vars.placed).toBe(value + 1);
  });
});

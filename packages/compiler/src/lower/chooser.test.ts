/**
 * `chooser` and `auto`: a decision may be taken by the rules themselves. `choose auto { … }`
 * picks a random legal move with the game's seeded generator, at once; `decisions()` only ever
 * asks people.
 */
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const NEUTRAL = `
game neutral {
  title "Neutral"
  players 1..2
  variant "standard"
  position turn
}
enum Colour { red, blue, grey }
card Card { rank: int }
cards Card into deck {
  for r in 1..9 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone taken[Colour]: row, public
var picks: int = 0

fn controller(k: Colour): chooser = if k.index < players then seats[k.index] else auto
fn human(k: Colour): bool = controller(k) != auto

rule turn(me: seat) {
  loop {
    for k in Colour {
      if size(deck) == 0 { finish [] "deck empty" }
      choose controller(k) {
        take(c: top(deck, 3)) { move c to taken[k]; picks += 1 }
      }
    }
  }
}

flow { shuffle deck; turn(seats[0]) }
`;

const files = { "neutral.ludic": NEUTRAL };

describe("chooser and auto", { timeout: 60_000 }, () => {
  it("lets the rules decide for auto at once, and asks only people", async () => {
    const e = await loadEngine("neutral", files);
    let st = e.setup({ players: 1, seed: "s" });
    // Red is seat 0's; blue and grey are automata.
    expect(e.decisions(st).map((d) => d.seat)).toEqual([0]);
    const m = e.legalMoves(st, 0)[0];
    if (!m) throw new Error("no move");
    st = e.applyMove(st, m);
    // Blue and grey took their cards inside applyMove; seat 0 decides again.
    expect(e.view(st, "spectator").vars.picks).toBe(3);
    expect(e.decisions(st).map((d) => d.seat)).toEqual([0]);
    expect(e.view(st, "spectator").zones["taken[grey]"]?.cards).toHaveLength(1);
  });

  it("draws its choices from the seeded generator: the same seed and moves give the same game", async () => {
    const e = await loadEngine("neutral", files);
    const play = (seed: string) => {
      let st = e.setup({ players: 2, seed });
      while (e.outcome(st) === null) {
        const d = e.decisions(st)[0];
        if (!d) break;
        st = e.applyMove(st, e.legalMoves(st, d.seat)[0] as never);
      }
      return st;
    };
    expect(play("x")).toEqual(play("x"));
    expect(e.outcome(play("x"))?.reason).toBe("deck empty");
    const grey = (seed: string) => e.view(play(seed), "spectator").zones["taken[grey]"]?.cards;
    expect(new Set(["a", "b", "c", "d"].map((s) => JSON.stringify(grey(s)))).size).toBeGreaterThan(1);
  });

  it("inside a `complete` rule and for `can`, picks only moves after which the rule can finish", async () => {
    // Each colour takes one of the top three cards and must take an even one (a `complete`
    // rule): the automata, like the person, never take an odd card, and `can` skips a colour
    // when none of the three is even.
    const even = NEUTRAL.replace(
      "zone taken[Colour]: row, public",
      "zone taken[Colour]: row, public\nzone discard: pile, public",
    )
      .replace(
        `      if size(deck) == 0 { finish [] "deck empty" }
      choose controller(k) {
        take(c: top(deck, 3)) { move c to taken[k]; picks += 1 }
      }`,
        `      if size(deck) < 3 { finish [] "deck low" }
      if can grab(k) { grab(k) } else { move top(deck) to discard }`,
      )
      .replace(
        "flow {",
        `rule grab(k: Colour) complete {
  choose controller(k) {
    take(c: top(deck, 3)) { move c to taken[k]; picks += 1; require c.rank % 2 == 0 }
  }
}
flow {`,
      );
    const e = await loadEngine("neutral-even", { "neutral.ludic": even });
    const ranks = new Set<string>();
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      let st = e.setup({ players: 1, seed });
      while (e.outcome(st) === null) {
        const d = e.decisions(st)[0];
        if (!d) throw new Error("no decision");
        expect(d.seat).toBe(0);
        const legal = e.legalMoves(st, 0);
        st = e.applyMove(st, legal[legal.length - 1] as never);
      }
      const v = e.view(st, "spectator");
      for (const k of ["red", "blue", "grey"])
        for (const c of v.zones[`taken[${k}]`]?.cards ?? []) ranks.add(`${k} ${"id" in c ? c.id : "?"}`);
    }
    const taken = [...ranks];
    expect(taken.some((r) => r.startsWith("grey"))).toBe(true);
    expect(taken.filter((r) => !/^(red|blue|grey) C[2468]$/.test(r))).toEqual([]);
  });

  it("runs the `otherwise` when an automaton has no legal move", async () => {
    const none = NEUTRAL.replace(
      "take(c: top(deck, 3)) { move c to taken[k]; picks += 1 }\n      }",
      "take(c: filter(x in top(deck, 3) where x.rank > 9 or k != grey)) { move c to taken[k]; picks += 1 }\n      } otherwise { move top(deck) to taken[red] }",
    );
    const e = await loadEngine("neutral-none", { "neutral.ludic": none });
    let st = e.setup({ players: 1, seed: "s" });
    st = e.applyMove(st, e.legalMoves(st, 0)[0] as never);
    const v = e.view(st, "spectator");
    expect(v.vars.picks).toBe(2);
    expect(v.zones["taken[grey]"]?.cards).toHaveLength(0);
    expect(v.zones["taken[red]"]?.cards).toHaveLength(2);
  });

  it('reads as its seat\'s number or "auto" in text', async () => {
    const logged = NEUTRAL.replace(
      "picks += 1 }",
      'picks += 1; log "by " + controller(k); who = controller(k) }',
    ).replace("var picks: int = 0", "var picks: int = 0\nvar who: chooser = auto");
    const e = await loadEngine("neutral-log", { "neutral.ludic": logged });
    let st = e.setup({ players: 2, seed: "s" });
    st = e.applyMove(st, e.legalMoves(st, 0)[0] as never);
    st = e.applyMove(st, e.legalMoves(st, 1)[0] as never);
    expect(e.view(st, "spectator").log.filter((l) => l.startsWith("by "))).toEqual([
      "by 0",
      "by 1",
      "by auto",
    ]);
  });

  it("is checked: a chooser is a seat or auto, and a seat is a chooser", () => {
    const bad = NEUTRAL.replace("choose controller(k) {", "choose k {").replace(
      "fn human(k: Colour): bool = controller(k) != auto",
      "fn human(k: Colour): seat = auto",
    );
    const result = compileText({ "neutral.ludic": bad });
    expect(result.diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`)).toEqual([
      "LUD405 18:29",
      "LUD402 24:14",
    ]);
  });
});

/**
 * A loop that goes round without a decision on some path (the checker cannot know the path is
 * taken for ever) stops with a RulesError at its line instead of hanging setup or applyMove.
 */
import { RulesError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";
import { LOOP_BUDGET } from "./loop-budget.js";

const SPIN = `
game spin {
  title "Spin"
  players 2
  position turn
}
card Chip { value: int }
cards Chip into bag { for v in 1..3 { card "C" + v { value: v } } }
zone bag: pile, hidden
zone hand[seat]: hand, owner
var counted: int = 0
option mode: int = 0 in 0..1

rule turn(me: seat) {
  choose me { take { move top(bag) to hand[me] } }
}

rule countUp(limit: int) {                     // no decision inside: a plain loop
  let i = 0
  while i < limit { i += 1 }
  counted = i
}

rule play(me: seat) {
  if mode == 1 { countUp(${LOOP_BUDGET / 2}) }  // finite, long, and fine
  loop {                                      // decides only while the bag has 3 chips
    if size(bag) == 3 { turn(me) }
  }
}

rule endless() {
  let i = 0
  while i >= 0 { i += 1 }                     // i only grows
}

flow { play(seats[0]) }
`;

const VARIANT = `
variant "endless" extends "base" {
  title "Endless"
}
override rule play(me: seat) { endless() }
`;

/** The 1-based line of the first line of SPIN that starts with `start`. */
const lineOf = (start: string) => SPIN.split("\n").findIndex((l) => l.startsWith(start)) + 1;

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return null;
}

describe("the loop step budget", () => {
  it("stops a state-machine loop that stopped deciding, at the loop's line", async () => {
    const e = await loadEngine("loop-budget", { "spin.ludic": SPIN, "endless.ludic": VARIANT });
    const st = e.setup({ players: 2, seed: "s" });
    expect(e.legalMoves(st, 0).map((m) => m.action)).toEqual(["take"]);
    const error = thrown(() => e.applyMove(st, e.legalMoves(st, 0)[0]!));
    expect(error).toBeInstanceOf(RulesError);
    const line = lineOf("  loop {");
    expect((error as RulesError).rule).toMatchObject({ line, column: 3 });
    expect((error as RulesError).message).toMatch(new RegExp(`without a decision.*spin\\.ludic:${line}:3`));
  }, 120_000);

  it("stops a plain loop that never ends, and lets a long finite one run", async () => {
    const e = await loadEngine("loop-budget", { "spin.ludic": SPIN, "endless.ludic": VARIANT });
    const error = thrown(() => e.setup({ players: 2, seed: "s", variant: "endless" }));
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).rule).toMatchObject({ line: lineOf("  while i >= 0"), column: 3 });
    const st = e.setup({ players: 2, seed: "s", options: { mode: 1 } });
    expect(e.view(st, "spectator").vars.counted).toBe(LOOP_BUDGET / 2);
  }, 120_000);
});

/**
 * makePlayouts' runner of new deals (docs/engine-api.md "Playouts"), on a game of one decision
 * whose machine logs a line and finishes: each deal starts from an empty stack and log; an empty
 * one is kept (no allocation per game), one with lines is replaced, never emptied in place.
 */
import { describe, expect, it } from "vitest";
import { seedRng } from "../rng.js";
import type { Outcome } from "../types.js";
import { makePlayouts, type PlayLoop, type PlayoutTables, type PlayState } from "./playouts.js";

type F = { pc: number };
type S = PlayState<F> & { o: object; n: number };

function game(quietLines: boolean, stacks: F[][] = []) {
  const PLAY: PlayLoop<S> = { st: null, choose: () => 0, made: 0, max: 0, moves: [] };
  let quiet: S | null = null;
  const outcome: Outcome = { winners: [0], scores: [1, 0], reason: "done" };
  const setup = (): S => ({
    v: 0,
    n: 2,
    o: {},
    seed: "",
    rng: seedRng("x"),
    z: [[]],
    a: [],
    loc: [0],
    kn: [0],
    cr: -1,
    g: {},
    stack: [],
    pend: null,
    held: null,
    ret: null,
    out: null,
    log: [],
    moves: 0,
  });
  const t: PlayoutTables<S, F, unknown, { seed: string }> = {
    CARD_COUNT: 1,
    CARD_HOME: [0],
    FLOW_BY_VARIANT: [() => ({ pc: 0 })],
    unchecked: () => {
      throw new Error("not used");
    },
    setup,
    initVars: () => ({}),
    cloneState: (st) => ({ ...st }),
    // The flow writes a line (unless quiet) and finishes as finishRun does: a new empty stack.
    runEngine: (st) => {
      stacks.push(st.stack);
      if (st !== quiet || quietLines) st.log.push("dealt");
      st.out = outcome;
      st.stack = [];
    },
    playQuiet: (st) => {
      const was = quiet;
      quiet = st;
      return was;
    },
    PLAY,
    playFast: () => true,
    playFill: () => 0,
    playBind: () => false,
    playNoMove: () => {
      throw new Error("no move");
    },
    siteSeats: () => [0],
  };
  return makePlayouts(t);
}

describe("a runner of new deals", () => {
  it("keeps an empty stack and log from one deal to the next", () => {
    const stacks: F[][] = [];
    const run = game(false, stacks).playouts({}, { log: false });
    const first = run("a", () => 0);
    const { stack, log } = first;
    const second = run("b", () => 0);
    expect(second).toBe(first);
    expect(second.log).toBe(log);
    expect(second.log).toEqual([]);
    // The second deal pushed its flow frame onto the (empty) stack the first game ended with.
    expect(stacks[1]).toBe(stack);
    expect(stacks[1]).toHaveLength(1);
  });

  it("replaces a log with lines instead of emptying it: the last game's lines stay with its caller", () => {
    const run = game(true).playouts({});
    const log = run("a", () => 0).log;
    expect(log).toEqual(["dealt"]);
    const next = run("b", () => 0).log;
    expect(next).not.toBe(log);
    expect(log).toEqual(["dealt"]);
    expect(next).toEqual(["dealt"]);
  });
});

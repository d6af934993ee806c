import { describe, expect, it } from "vitest";
import { makeSearch } from "../contract/search.js";
import { type CoreState, disownLog, endShare, shareZones } from "../core.js";
import { seedRng } from "../rng.js";
import { appendLog, LOG_LINES } from "./scores.js";

/** A state with a game log, as the generated State; the search's fields for makeSearch. */
type LogState = CoreState & {
  log: string[];
  cr: number;
  stack: { p: number; pc: number }[];
  pend: null;
  held: null;
};

function state(log: string[]): LogState {
  return { rng: seedRng("log"), z: [[]], a: [[]], loc: [], log, cr: -1, stack: [], pend: null, held: null };
}

/** As the generated cloneState: the copy shares its state's log. */
function clone(st: LogState): LogState {
  return { ...st, rng: [...st.rng] as LogState["rng"], stack: st.stack.slice() as LogState["stack"] };
}

/** An applyMove: `run` on a copy of `input`, in a shareZones scope (contract/engine.ts runOn). */
function applied(input: LogState, run: (next: LogState) => void): LogState {
  const next = clone(input);
  const before = shareZones(next, input);
  try {
    run(next);
  } finally {
    endShare(before);
  }
  return next;
}

describe("the game log (appendLog)", () => {
  it("copies an applyMove's log once, then adds its lines in place; never changes its input's or an earlier state's", () => {
    const first = state(["setup"]);
    const second = applied(first, (st) => {
      for (let i = 0; i < 27; i++) appendLog(st, `a${i}`, false);
    });
    expect(first.log).toEqual(["setup"]);
    expect(second.log).toHaveLength(28);
    const copied = second.log;
    const third = applied(second, (st) => {
      appendLog(st, "b0", false);
      const own = st.log;
      appendLog(st, "b1", false);
      expect(st.log).toBe(own); // the second line goes onto the first line's copy
    });
    expect(second.log).toBe(copied);
    expect(second.log).toHaveLength(28);
    expect(first.log).toEqual(["setup"]);
    expect(third.log.slice(-3)).toEqual(["a26", "b0", "b1"]);
    // A state applyMove returned is its caller's: lines outside its run copy its log again.
    const given = third.log;
    appendLog(third, "c0", false);
    expect(given).toHaveLength(30);
  });

  it("keeps the latest LOG_LINES lines, in place or copied", () => {
    const full = state(Array.from({ length: LOG_LINES }, (_, i) => `l${i}`));
    const next = applied(full, (st) => {
      appendLog(st, "x", false);
      appendLog(st, "y", false);
    });
    expect(full.log).toHaveLength(LOG_LINES);
    expect(full.log[0]).toBe("l0");
    expect(next.log).toHaveLength(LOG_LINES);
    expect(next.log.slice(0, 1)).toEqual(["l2"]);
    expect(next.log.slice(-2)).toEqual(["x", "y"]);
  });

  it("does not add in place to a log a copy made during the run shares (disownLog)", () => {
    const input = state([]);
    let copy: LogState | null = null;
    applied(input, (st) => {
      appendLog(st, "one", false);
      disownLog(st);
      copy = clone(st);
      appendLog(st, "two", false);
    });
    expect((copy as LogState | null)?.log).toEqual(["one"]);
    expect(input.log).toEqual([]);
  });

  it("does not change the log of a search's copy of the running state (can: canCall)", () => {
    const search = makeSearch<LogState, { p: number; pc: number }>({
      step: () => 0,
      suspended: 0,
      limit: 10,
      siteSeats: () => [],
      siteMoves: () => {},
      siteAccept: () => "none",
      cloneState: clone,
      SITE_SOURCE: [],
      PROC_RULE: [],
    });
    let seen: LogState | null = null;
    const next = applied(state([]), (st) => {
      appendLog(st, "one", false);
      search.canCall(st, (s) => {
        seen = s;
      });
      appendLog(st, "two", false);
    });
    expect((seen as LogState | null)?.log).toEqual(["one"]);
    expect(next.log).toEqual(["one", "two"]);
  });
});

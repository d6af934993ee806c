/**
 * One regression test per failure class the fuzzer found (docs/fuzzing.md, "Findings"). Each
 * asserts the behaviour the contract promises. A finding whose fix is still on another branch is
 * written `it.fails` (it passes while the bug is there) and listed in known-findings.ts; when the
 * fix is merged it becomes `it` and leaves that list. All of them are fixed now.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Engine } from "@ludic/runtime";
import { afterAll, describe, expect, it } from "vitest";
import { WORKSPACE_ROOT } from "./corpus.js";
import { ENGINES } from "./engine/engines.js";
import { firstSetup, runEngineCase } from "./engine/run-case.js";
import { isFailure, isTypedError } from "./outcome.js";
import { engineCase, rulesPipeline } from "./regressions/pipeline.js";
import { useFreshMutantsDir } from "./rules/play-engine.js";
import { WorkerPool } from "./runner/pool.js";

const mutants = useFreshMutantsDir();
const pool = new WorkerPool(1);
afterAll(async () => {
  await pool.close();
  rmSync(mutants, { recursive: true, force: true });
});

const TTT_PATH = "rules/examples/tic-tac-toe/tic-tac-toe.ludic";
const ticTacToe = readFileSync(join(WORKSPACE_ROOT, TTT_PATH), "utf8");
const engineIndex = (id: string) => ENGINES.findIndex((e) => e.meta.id === id);

/** What `f` does on every engine: "ok", "typed" or the untyped error's name and message. */
function onEveryEngine(f: (e: Engine, st: unknown) => unknown): string[] {
  return ENGINES.map((e) => {
    const st = e.setup(firstSetup(e, "regression"));
    try {
      f(e, st);
      return `${e.meta.id}: ok`;
    } catch (err) {
      return `${e.meta.id}: ${isTypedError(err) ? "typed" : `${(err as Error).name}: ${(err as Error).message}`}`;
    }
  });
}

const untyped = (results: string[]) => results.filter((r) => !r.endsWith(": ok") && !r.endsWith(": typed"));

describe("engine inputs found by the fuzzer (area: boundary)", () => {
  // FZ-B1: an action named after an Object.prototype member throws TypeError (`names is not iterable`).
  it("FZ-B1: a move whose action is constructor, __proto__, toString or hasOwnProperty is refused with IllegalMoveError", () => {
    for (const action of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const results = onEveryEngine((e, st) =>
        e.applyMove(st, { seat: e.decisions(st)[0]!.seat, action, args: {} }),
      );
      expect(results.filter((r) => !r.endsWith(": typed"))).toEqual([]);
    }
  });

  // FZ-B2: replay, position and decisions read fields of null or malformed input (TypeError).
  it("FZ-B2: replay, position and decisions refuse null and malformed input with a typed error", () => {
    const record = (e: Engine) => {
      const o = firstSetup(e, "s");
      return {
        game: e.meta.id,
        rulesVersion: e.meta.rulesVersion,
        seed: "s",
        players: o.players,
        variant: o.variant,
        options: {},
        moves: [],
      };
    };
    const calls: ((e: Engine) => unknown)[] = [
      (e) => e.replay(null as never),
      (e) => e.replay({ ...record(e), moves: 5 } as never),
      (e) => e.replay({ ...record(e), variant: {} } as never),
      (e) => e.position(undefined as never),
      (e) => e.decisions(undefined),
    ];
    for (const call of calls) expect(untyped(onEveryEngine((e) => call(e)))).toEqual([]);
  });

  // FZ-B3: Cuttle's view of a seat outside the game throws TypeError in reveal_hand.
  it("FZ-B3: view with a seat outside the game is a typed error or a view, never a TypeError", () => {
    for (const viewer of [99, 2, -1, 1.5, "0", null])
      expect(untyped(onEveryEngine((e, st) => e.view(st, viewer as never)))).toEqual([]);
  });

  // FZ-B4: a state tampered with after a JSON round trip (here Cuttle's variant set to null) reaches
  // generated code and throws TypeError (`fn_mayDraw_BY_VARIANT[st.v] is not a function`).
  it("FZ-B4: a move on a tampered state is refused with a typed error", () => {
    const r = runEngineCase({
      game: engineIndex("cuttle"),
      seed: 0,
      warmup: 0,
      attack: { kind: "tamper", edits: [{ op: "set", path: [0], value: null }], call: "applyMove" },
    });
    expect(r.outcome).toBe("refused-with-typed-error");
  });

  // FZ-B8 (found after the merges): playout read a tampered state unchecked (TypeError in
  // cloneState, hangs); it checks a state from outside now, as every other function does.
  it("FZ-B8: a playout from a tampered state is refused with a typed error", () => {
    for (const [game, edits] of [
      ["cuttle", [{ op: "set", path: [667], value: "<undefined>" }]],
      ["tic-tac-toe", [{ op: "delete", path: [691] }]],
      // A path step is taken modulo the keys: 268 of a state's 18 keys is `log` (270 of 17 before `a`).
      ["kingdom-builder", [{ op: "set", path: [268], value: 0 }]],
    ] as const) {
      const r = runEngineCase({
        game: engineIndex(game),
        seed: 0,
        warmup: 0,
        attack: { kind: "tamper", edits: edits as never, call: "playout" },
      });
      expect(r.outcome, game).toBe("refused-with-typed-error");
    }
  });

  // FZ-B9 (found after the merges): a record whose players is an object threw TypeError in setup.
  it("FZ-B9: a record whose players is not a number is refused with a typed error", () => {
    const r = runEngineCase({
      game: engineIndex("kingdom-builder"),
      seed: 0,
      warmup: 0,
      attack: { kind: "bent-record", field: "players", which: 0, value: {} },
    });
    expect(r.outcome).toBe("refused-with-typed-error");
  });

  // FZ-B5: a tampered state whose top frame names no rule makes applyMove loop for ever.
  it("FZ-B5: a state whose running rule does not exist is refused, not run for ever", async () => {
    const game = engineIndex("tic-tac-toe");
    const e = ENGINES[game]!;
    const st = e.setup(firstSetup(e, "fuzz-0")) as { stack: unknown[] };
    const keys = Object.keys(st);
    const path = [keys.indexOf("stack"), st.stack.length - 1, 0]; // stack[top].p, the frame's rule
    const r = await engineCase(pool, {
      game,
      seed: 0,
      warmup: 0,
      attack: { kind: "tamper", edits: [{ op: "set", path, value: 999 }], call: "applyMove" },
    });
    expect(r.outcome).toBe("refused-with-typed-error");
  }, 300_000); // while the bug is there, this waits for the hang guard

  // FZ-B6: a tampered state in which a card lies in two places is played on silently.
  it("FZ-B6: a state with a card in two places is refused", () => {
    const results = onEveryEngine((e, st) => {
      const bad = JSON.parse(JSON.stringify(st)) as { z: number[][] };
      const from = bad.z.find((z) => z.length > 0);
      const to = bad.z.find((z) => z !== from);
      if (!from || !to) throw new TypeError("no card to duplicate");
      to.push(from[0]!);
      e.applyMove(bad, e.legalMoves(st, e.decisions(st)[0]!.seat)[0]!);
    });
    expect(
      results.filter(
        (r) => !r.endsWith(": typed") && !r.startsWith("connect-four") && !r.startsWith("tic-tac-toe"),
      ),
    ).toEqual([]);
  });
});

describe("rules files found by the fuzzer", () => {
  const ttt = (text: string) => [{ path: TTT_PATH, text }];

  // FZ-C1 (checker): a flat chain of 2,000 `or` (or 3,000 `+`) terms overflows the checker's stack:
  // the compiler throws RangeError instead of giving diagnostics.
  it("FZ-C1: a flat chain of 3,000 `+ 1` terms gives diagnostics or an engine, not an exception", async () => {
    const r = await rulesPipeline(
      pool,
      ttt(ticTacToe.replace("then 1 else 0", `then 1 else 0${" + 1".repeat(3000)}`)),
    );
    expect(isFailure(r.outcome), r.detail).toBe(false);
  });

  // FZ-E1 (emit): a title containing `*/` ends the generated comment: the rest is code in index.ts.
  it("FZ-E1: a title that closes a comment stays text: the engine type-checks, imports without effect and plays", async () => {
    const r = await rulesPipeline(
      pool,
      ttt(ticTacToe.replace('title "Tic-tac-toe"', 'title "T */ globalThis.__ludicFuzzPwned = 1; /* "')),
    );
    expect(r).toEqual({ outcome: "compiled-and-played" });
  });

  // FZ-E2 (emit): an enum named Object or State collides with the generated code's names.
  it("FZ-E2: enums named Object and State compile to engines that type-check", async () => {
    for (const name of ["Object", "State"]) {
      const r = await rulesPipeline(pool, ttt(ticTacToe.replaceAll("Mark", name)));
      expect(r, name).toEqual({ outcome: "compiled-and-played" });
    }
  });

  it("a title with U+2028, a BOM and an RTL mark compiles, type-checks and plays", async () => {
    const r = await rulesPipeline(
      pool,
      ttt(`\uFEFF${ticTacToe.replace('title "Tic-tac-toe"', 'title "Tic\u2028tac\u202Etoe"')}`),
    );
    expect(r).toEqual({ outcome: "compiled-and-played" });
  });

  it("a rules file cut inside a declaration is rejected with diagnostics", async () => {
    const cut = ticTacToe.indexOf("board grid:") + "board grid: square(rows".length;
    const r = await rulesPipeline(pool, ttt(ticTacToe.slice(0, cut)));
    expect(r).toEqual({ outcome: "rejected-with-diagnostics" });
  });

  it("rules cut before any rule (a game that ends at setup) compile, type-check and play", async () => {
    // Found when the header's `position` line became optional: the first half of Tic-tac-toe has
    // declarations but no rule and no flow, which the checker accepts; its engine did not
    // type-check (a Frame of `never`, an untyped empty FLOW_BY_VARIANT). Cut before the first
    // rule, not at a fraction of the file: the file grows (its presentation lines are at the end).
    const cut = ticTacToe.indexOf("\nrule ");
    expect(cut).toBeGreaterThan(0);
    const r = await rulesPipeline(pool, ttt(ticTacToe.slice(0, cut + 1)));
    expect(r).toEqual({ outcome: "compiled-and-played" });
  });
});

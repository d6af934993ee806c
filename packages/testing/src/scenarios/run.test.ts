import type { PositionSpec, SetupOptions } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { type FakeBugs, makeFakeGame } from "../fake/card-game.js";
import { parseScenarios } from "./parse.js";
import { runScenario } from "./run.js";

/** Parses one scenario (no parse error allowed) and runs it against the fake game. */
function run(text: string, bugs: Partial<FakeBugs> = {}) {
  const { scenarios, errors } = parseScenarios(text, "fake.scenarios");
  expect(errors).toEqual([]);
  expect(scenarios).toHaveLength(1);
  return runScenario(makeFakeGame(bugs), scenarios[0] as (typeof scenarios)[number]);
}

const POSITION = `scenario "stacking and scoring" F-2
  position
    to move: 0
    hand[0]: 3H 5C
    hand[1]: 2C
    table: 4H
    on 4H: 1H
    deck: 6H 6C
    var vp[1]: 4
`;

describe("runScenario against the fake game", () => {
  it("passes a scenario whose every expectation holds", () => {
    const r = run(`${POSITION}  expect
    hand[0]: 3H 5C
    hand[0] has: 5C
    hand[0] lacks: 2C 6H
    table: 4H
    on 4H: 1H
    deck size: 7
    deck has: 6C 2H
    deck lacks: 3H
    decides: 0
    actions 0: draw play stack show pass
    actions 1: none
    legal 0 stack card=3H host=4H
    not legal 0 stack card=5C host=4H
    not legal 1 pass
    winner: none
    var vp[1]: 4
    var passes: 0
    view 1 hand[0]: ? ?
    view 0 hand[0]: 3H 5C
    view spectator deck size: 7
    view spectator table: 4H
  move 0 stack card=3H host=4H
  illegal 0 pass
  illegal 1 play card=6H
  illegal 1 fly
  expect
    on 4H: 1H 3H
    hand[0]: 5C
    decides: 1
  move 1 pass
  move 0 pass
  expect
    decides: none
    winner: 1
    reason: "passes"
`);
    expect(r).toEqual({ ok: true, failures: [] });
  });

  it("starts from setup() with the seed when there is no position", () => {
    const text = `scenario "seeded" F-1\n  seed: "abc"\n  expect\n    hand[0] size: 2\n    deck size: 8\n    decides: 0\n`;
    expect(run(text).ok).toBe(true);
    // The same seed deals the same hand: read it from the engine, then expect it.
    const game = makeFakeGame();
    const hand = game
      .view(game.setup({ players: 2, seed: "abc" }), 0)
      .zones["hand[0]"]?.cards.map((c) => ("id" in c ? c.id : "?"));
    expect(run(`scenario "seeded"\n  seed: "abc"\n  expect\n    hand[0]: ${hand?.join(" ")}\n`).ok).toBe(
      true,
    );
    expect(
      run(
        `scenario "quick" F-9\n  variant: quick\n  position\n    hand[0]: 6H\n    var vp[0]: 3\n  move 0 play card=6H\n  expect\n    winner: 0\n    reason: "eight points"\n`,
      ).ok,
    ).toBe(true);
  });

  it("reports each failing expectation with its line, expected and actual", () => {
    const r = run(`${POSITION}  expect
    hand[0]: 5C 3H
    hand[0] has: 2C
    hand[0] lacks: 3H
    table: empty
    on 4H: 2H
    deck size: 3
    decides: 1
    actions 0: draw pass
    legal 0 stack card=5C host=4H
    not legal 0 pass
    winner: 0
    reason: "passes"
    var vp[1]: 5
    var score: 1
    view 1 hand[0]: 3H 5C
    view 1 hand[0] size: 3
    view 1 graveyard: empty
    points[0]: empty
`);
    expect(r.ok).toBe(false);
    expect(r.failures).toEqual([
      "fake.scenarios:11: hand[0]: 5C 3H — expected 5C 3H, got 3H 5C",
      "fake.scenarios:12: hand[0] has: 2C — expected hand[0] to contain 2C, but it is in hand[1] (hand[0]: 3H 5C)",
      "fake.scenarios:13: hand[0] lacks: 3H — expected hand[0] not to contain 3H, but it does (hand[0]: 3H 5C)",
      "fake.scenarios:14: table: empty — expected empty, got 4H",
      "fake.scenarios:15: on 4H: 2H — expected 2H, got 1H",
      "fake.scenarios:16: deck size: 3 — expected 3 cards, got 7",
      "fake.scenarios:17: decides: 1 — expected seat 1 to decide, got seat 0",
      "fake.scenarios:18: actions 0: draw pass — expected draw pass, got draw pass play show stack",
      expect.stringMatching(
        /^fake.scenarios:19: legal 0 stack card=5C host=4H — expected "seat 0 stack card=5C host=4H" to be legal; legal moves: seat 0 draw; .*seat 0 stack card=3H host=4H/,
      ),
      "fake.scenarios:20: not legal 0 pass — expected this move not to be legal, but it is",
      "fake.scenarios:21: winner: 0 — expected seat 0, got the game not over",
      `fake.scenarios:22: reason: "passes" — expected the game over with reason "passes", but it is not over`,
      "fake.scenarios:23: var vp[1]: 5 — expected 5, got 4",
      "fake.scenarios:24: var score: 1 — no var score in the spectator view (vars: passes, lastPlayer, vp[0], vp[1])",
      "fake.scenarios:25: view 1 hand[0]: 3H 5C — expected 3H 5C, got ? ?",
      "fake.scenarios:26: view 1 hand[0] size: 3 — expected 3 cards, got 2 (? ?)",
      "fake.scenarios:27: view 1 graveyard: empty — no zone graveyard in the view (zones: deck, hand[0], hand[1], table)",
      "fake.scenarios:28: points[0]: empty — no zone points[0] (zones: deck, hand[0], hand[1], table)",
    ]);
  });

  it("reads `none` as an optional var's value, in a position and in `expect var` (issue 15)", () => {
    const fresh = run(`scenario "nobody has played" F-2
  expect
    var lastPlayer: none
`);
    expect(fresh.failures).toEqual([]);
    const played = run(`scenario "seat 0 played" F-2
  position
    to move: 0
    hand[0]: 3H
    var lastPlayer: 1
  move 0 play card=3H
  expect
    var lastPlayer: none
`);
    expect(played.failures).toEqual(["fake.scenarios:8: var lastPlayer: none — expected none, got 0"]);
    const reset = run(`scenario "a position forgets who played" F-2
  position
    to move: 0
    hand[0]: 3H
    var lastPlayer: none
  expect
    var lastPlayer: none
`);
    expect(reset.failures).toEqual([]);
  });

  it("says when the views cannot decide: order and place of cards nobody sees", () => {
    const r = run(`${POSITION}  expect\n    deck: 6H 6C\n`);
    expect(r.failures[0]).toMatch(
      /^fake.scenarios:11: deck: 6H 6C — cannot check the order of cards no viewer sees .*use "deck has:"/,
    );
  });

  it("fails a move that is not legal, naming the offered moves, and stops there", () => {
    const r = run(`${POSITION}  move 0 play card=2C\n  expect\n    decides: 0\n`);
    expect(r.failures).toEqual([
      "fake.scenarios:10: move 0 play card=2C — expected a legal move, but seat 0 is not offered it (offered: seat 0 play card=3H; seat 0 play card=5C)",
      "fake.scenarios:10: move 0 play card=2C — expected the move to be accepted, but it was refused: IllegalMoveError: cannot play",
    ]);
  });

  it("fails an illegal move that is accepted, or refused the wrong way", () => {
    expect(run(`${POSITION}  illegal 0 play card=6H\n`, { acceptsIllegal: true }).failures).toEqual([
      "fake.scenarios:10: illegal 0 play card=6H — expected IllegalMoveError, but the move was accepted",
    ]);
    expect(run(`${POSITION}  illegal 0 fly\n`, { crashesOnUnknownAction: true }).failures).toEqual([
      "fake.scenarios:10: illegal 0 fly — expected IllegalMoveError, but it threw TypeError: cannot read properties of undefined",
    ]);
    expect(run(`${POSITION}  illegal 0 play card=6H\n`, { dirtiesOnRefusal: true }).failures).toEqual([
      "fake.scenarios:10: illegal 0 play card=6H — the refused move changed the state",
    ]);
    expect(run(`${POSITION}  illegal 0 pass\n`).failures).toEqual([
      "fake.scenarios:10: illegal 0 pass — expected an illegal move, but legalMoves offers it",
      "fake.scenarios:10: illegal 0 pass — expected IllegalMoveError, but the move was accepted",
    ]);
  });

  it("fails a position the engine refuses, at the position line", () => {
    const r = run(`scenario "bad"\n  position\n    hand[0]: 9Z\n`);
    expect(r.failures).toEqual([
      "fake.scenarios:2: position — the engine refused the start: InvalidSetupError: no card 9Z",
    ]);
  });

  it("sets up the game with the scenario's options, from setup() and from a position", () => {
    const text = `option startVp: 3
scenario "every seat starts with the option's points" F-9
  expect
    var vp[0]: 3
    var vp[1]: 3

scenario "and so does a position" F-9
  position
    hand[0]: 3H
    var vp[1]: 1
  expect
    var vp[0]: 3
    var vp[1]: 1
`;
    const { scenarios, errors } = parseScenarios(text, "options.scenarios");
    expect(errors).toEqual([]);
    for (const s of scenarios) expect(runScenario(makeFakeGame(), s)).toEqual({ ok: true, failures: [] });
    // An engine that ignores the options fails them: the option line is what makes them pass.
    const fake = makeFakeGame();
    const deaf = {
      ...fake,
      setup: (o: SetupOptions) => fake.setup({ ...o, options: {} }),
      position: (p: PositionSpec) => fake.position({ ...p, options: {} }),
    };
    const failed = scenarios.map((s) => runScenario(deaf, s));
    expect(failed.map((r) => r.ok)).toEqual([false, false]);
    expect(failed[0]?.failures[0]).toMatch(/var vp\[0\]: 3 — expected 3, got 0/);
  });
});

/**
 * Sutu's rules tests: every scenario (the option scenarios run with their option set), then the
 * invariants over seeded random play — 2,000 single rounds with 2 players and 2,000 with 3
 * (variant `one-round`), and 200 whole matches to 300 / 100 — conservation of cards, a legal
 * move for every pending decision, legal ⇔ accepted, refused moves leave the state unchanged,
 * views leak no hidden card, and a record replays to the same state.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameOptions } from "@ludic/runtime";
import engine from "@ludic/sutu";
import { checkInvariants, describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const file = (name: string) => join(here, `${name}.scenarios`);

describeScenarios(engine, ["deal", "turn", "steals", "scoring", "gostop", "rounds"].map(file));

/** The engine with setup options fixed, for the scenario files of one option. */
function withOptions(options: GameOptions): typeof engine {
  return {
    ...engine,
    setup: (o) => engine.setup({ ...o, options: { ...options, ...o.options } }),
    position: (spec) => engine.position({ ...spec, options: { ...options, ...spec.options } }),
    replay: (record) => engine.replay({ ...record, options: { ...options, ...record.options } }),
  };
}

// Scenario files cannot set options, so each file under options/ runs with its option set here
// (and `ludic test rules/sutu`, which reads only this folder, leaves them out).
const optionFiles: [string, GameOptions][] = [
  ["options/rain-knight", { rainKnightRule: true }],
  ["options/go-bak-next-turn", { goBakWindow: "next-turn-only" }],
  ["options/single-settlement", { threePlayerSettlement: "single" }],
  ["options/carry-single", { nagariCarry: "single" }],
  ["options/carry-none", { nagariCarry: "none" }],
  ["options/missions-off", { missionMode: "off" }],
  ["options/missions", { missions: [["m11-knight", "m12-knight"]] }],
];
for (const [name, options] of optionFiles) describeScenarios(withOptions(options), [file(name)]);

describe("Sutu invariants", () => {
  it.each([2, 3])(
    "hold over 2,000 random rounds with %i players",
    (players) => {
      const report = checkInvariants(engine, {
        games: 2000,
        players: [players],
        variants: ["one-round"],
        seedPrefix: `round-${players}p-`,
      });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(2000);
      // Every round ends: a Stop, an instant win or a void round, never a round left running.
      expect(report.outcomes.unfinished ?? 0).toBe(0);
    },
    300_000,
  );

  it("hold over 200 random rounds with every option changed", () => {
    const options: GameOptions = {
      missionMode: "off",
      rainKnightRule: true,
      goBakWindow: "next-turn-only",
      threePlayerSettlement: "single",
      nagariCarry: "single",
    };
    const report = checkInvariants(withOptions(options), {
      games: 200,
      players: [2, 3],
      variants: ["one-round"],
      seedPrefix: "options-",
    });
    expect(report.failures).toEqual([]);
    expect(report.outcomes.unfinished ?? 0).toBe(0);
  }, 300_000);

  it("hold over 200 random matches to 300 (2 players) and 100 (3 players)", () => {
    const report = checkInvariants(engine, {
      games: 200,
      players: [2, 3],
      variants: ["standard"],
      seedPrefix: "match-",
      maxMoves: 100_000,
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
    expect(report.outcomes.unfinished ?? 0).toBe(0);
  }, 300_000);
});

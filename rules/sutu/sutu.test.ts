/**
 * Sutu's rules tests: every scenario (the option-*.scenarios files set their options), then the
 * invariants over seeded random play — 2,000 single rounds with 2 players and 2,000 with 3
 * (variant `one-round`), and 200 whole matches to 300 / 100 — conservation of cards, a legal
 * move for every pending decision, legal ⇔ accepted, refused moves leave the state unchanged,
 * views leak no hidden card, and a record replays to the same state.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import engine from "@ludic/sutu";
import { describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ciGames, runSuite, suitesOf } from "../invariants.js";

const here = dirname(fileURLToPath(import.meta.url));
const file = (name: string) => join(here, `${name}.scenarios`);

describeScenarios(engine, ["deal", "turn", "steals", "scoring", "gostop", "rounds"].map(file));

// The option-*.scenarios files set their options with `option` lines (docs/scenarios.md).
describeScenarios(
  engine,
  [
    "rain-knight",
    "go-bak-any-later-turn",
    "single-settlement",
    "carry-single",
    "carry-none",
    "missions-off",
    "missions",
  ].map((name) => file(`option-${name}`)),
);

describe("Sutu invariants", () => {
  for (const suite of suitesOf("sutu")) {
    const games = ciGames(suite);
    it(`hold over ${games.toLocaleString("en")} random games: ${suite.name}`, async () => {
      const report = await runSuite(suite, games);
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(games);
      // Every round ends: a Stop, an instant win or a void round, never a round left running.
      expect(report.outcomes.unfinished ?? 0).toBe(0);
    }, 600_000);
  }
});

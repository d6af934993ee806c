/**
 * Cuttle's rules tests: every scenario of both rule sets, then the invariants over 2,000 seeded
 * random games (1,000 per rule set) — conservation of cards, a legal move for every pending
 * decision, legal ⇔ accepted, refused moves leave the state unchanged, views leak no hidden
 * card, and a record replays to the same state.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import engine from "@ludic/cuttle";
import { describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ciGames, runSuite, suitesOf } from "../invariants.js";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "cuttle.scenarios"), join(here, "cuttle-cards.scenarios")]);

describe("Cuttle invariants", () => {
  for (const suite of suitesOf("cuttle")) {
    const games = ciGames(suite);
    it(`hold over ${games.toLocaleString("en")} random games, ${suite.name}`, async () => {
      const report = await runSuite(suite, games);
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(games);
      // Every game ends: a win, a draw or a concession, never a game left running.
      expect(report.outcomes.unfinished ?? 0).toBe(0);
    }, 600_000);
  }
});

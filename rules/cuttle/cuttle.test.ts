/**
 * Cuttle's rules tests: every scenario of both rule sets, then the invariants over 2,000 seeded
 * random games (1,000 per rule set) — conservation of cards, a legal move for every pending
 * decision, legal ⇔ accepted, refused moves leave the state unchanged, views leak no hidden
 * card, and a record replays to the same state.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import engine from "@ludic/cuttle";
import { checkInvariants, describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "cuttle.scenarios"), join(here, "cuttle-cards.scenarios")]);

describe("Cuttle invariants", () => {
  it.each(["classic", "cuttle-cards"])("hold over 1,000 random %s games", (variant) => {
    const report = checkInvariants(engine, {
      games: 1000,
      players: [2],
      variants: [variant],
      seedPrefix: `${variant}-`,
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(1000);
    // Every game ends: a win, a draw or a concession, never a game left running.
    expect(report.outcomes.unfinished ?? 0).toBe(0);
  });
});

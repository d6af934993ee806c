/**
 * Refusals keep secrets (docs/security.md), for every game: at positions of seeded random games
 * covering every decision kind, every seat tries every action with every card id and every hidden
 * card's place in each argument; what `applyMove` says when it refuses must be the same in the real
 * state and in re-deals of it the seat cannot tell apart (@ludic/testing checkRefusalSecrets).
 */
import { IllegalMoveError } from "@ludic/runtime";
import { checkRefusalSecrets, type SecretsOptions } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./games.js";

/** Per game: enough games to reach every decision kind, few enough to stay well under a minute. */
const PLANS: Record<string, Omit<SecretsOptions, "seedPrefix">> = {
  "tic-tac-toe": { games: 2, players: [2] },
  "connect-four": { games: 2, players: [2] },
  cuttle: { games: 8, players: [2], every: 10 },
  sutu: { games: 4, players: [2, 3], every: 15 },
  "kombat-kittens": { games: 4, players: [2, 3, 4] },
  "rat-jack": { games: 3, players: [2, 3, 4], positionsPerGame: 2 },
  "kingdom-builder": { games: 3, players: [2], positionsPerGame: 1, every: 40, maxMoves: 120 },
};

describe("refusals keep secrets", () => {
  for (const [game, engine] of Object.entries(ENGINES)) {
    const plan = PLANS[game] ?? { games: 2, players: [engine.meta.players.min] };
    it(`${game}: a refusal is the same whatever the hidden cards are`, () => {
      const report = checkRefusalSecrets(engine, { ...plan, seedPrefix: `secrets-${game}-` });
      expect(report.failures).toEqual([]);
      expect(report.positions).toBeGreaterThan(0);
      // A game with cards has moves to try: the check is not vacuous.
      if (engine.meta.cards.length > 0) expect(report.probes).toBeGreaterThan(0);
    }, 600_000);
  }
});

describe("the secrets check", () => {
  it("catches a refusal that depends on where the hidden cards are", () => {
    const cuttle = ENGINES.cuttle as (typeof ENGINES)[string];
    // Cuttle with one leak: every refusal ends with the order of the cards in every zone.
    const leaky = {
      ...cuttle,
      applyMove(st: { z: number[][] }, m: Parameters<typeof cuttle.applyMove>[1]) {
        try {
          return cuttle.applyMove(st, m);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          throw new IllegalMoveError(
            e.code as "not-allowed",
            `${e.message} [${st.z.flat().join(",")}]`,
            e.move,
            e.rule,
          );
        }
      },
    };
    const report = checkRefusalSecrets(leaky, { games: 1, players: [2], seedPrefix: "leaky-", maxMoves: 3 });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toContain("re-dealt");
  });
});

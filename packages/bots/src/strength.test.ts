/**
 * The search bot is worth playing against: information-set MCTS with a modest budget beats the
 * random bot in at least 70% of 200 seeded Cuttle games, each bot in each seat 100 times. The
 * games run over worker threads (both cores); the seeds make the result the same on every run.
 */
import { describe, expect, it } from "vitest";
import { simulate } from "./node/simulate.js";

describe("MCTS against random on Cuttle", () => {
  it("wins at least 70% of 200 games", async () => {
    const sim = await simulate({
      engine: "@ludic/cuttle",
      games: 200,
      bots: [{ kind: "mcts", iterations: 40 }, { kind: "random" }],
      players: 2,
      seed: "strength-",
    });
    const mcts = sim.report.byBot.find((b) => b.bot === "mcts:40");
    const random = sim.report.byBot.find((b) => b.bot === "random");
    expect(mcts?.games).toBe(200);
    expect(random?.games).toBe(200);
    expect(sim.report.unfinished).toBe(0);
    const rate = (mcts?.wins ?? 0) / 200;
    expect(rate, `MCTS won ${mcts?.wins} of 200`).toBeGreaterThanOrEqual(0.7);
    // A hang guard: about 20 s on a quiet machine, two minutes at a load average of 20.
  }, 900_000);
});

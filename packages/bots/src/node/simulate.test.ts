import cuttle from "@ludic/cuttle";
import type { Engine, SetupOptions } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { type GameSummary, planGames, playJob } from "./games.js";
import { summarize } from "./report.js";
import { simulate } from "./simulate.js";

const engine = cuttle as unknown as Engine;

describe("planGames", () => {
  it("seats the bots in turn, so each plays every seat as often", () => {
    const jobs = planGames({
      games: 4,
      bots: [{ kind: "random" }, { kind: "mcts", iterations: 5 }],
      players: 2,
      seed: "p-",
    });
    expect(jobs.map((j) => j.seed)).toEqual(["p-0", "p-1", "p-2", "p-3"]);
    expect(jobs.map((j) => j.seats.map((b) => b.kind).join(","))).toEqual([
      "random,mcts",
      "mcts,random",
      "random,mcts",
      "mcts,random",
    ]);
    expect(() => planGames({ games: 1, bots: [], players: 2 })).toThrow(/at least one bot/);
  });

  it("sets up every game with the plan's setup options", () => {
    const seen: SetupOptions[] = [];
    // Cuttle has no options: the wrapper records them and sets up the plain game.
    const recording = {
      ...engine,
      setup: (o: SetupOptions) => {
        seen.push(o);
        return engine.setup({ players: o.players, seed: o.seed });
      },
    } as Engine;
    const jobs = planGames({ games: 2, bots: [{ kind: "random" }], players: 2, options: { fast: true } });
    expect(jobs.map((j) => j.options)).toEqual([{ fast: true }, { fast: true }]);
    playJob(recording, jobs[0] as (typeof jobs)[number]);
    expect(seen[0]?.options).toEqual({ fast: true });
  });
});

describe("summarize", () => {
  it("counts wins by seat and by bot, draws, unfinished games, length and decisions", () => {
    const g = (index: number, seats: string[], winners: number[] | null, moves: number): GameSummary => ({
      index,
      seed: `s${index}`,
      seats,
      winners,
      reason: winners === null ? "cap" : "goal",
      moves,
      decisions: [2, 3],
      thinkingMs: [4, 6],
    });
    const r = summarize([
      g(0, ["mcts", "random"], [0], 10),
      g(1, ["random", "mcts"], [1], 20),
      g(2, ["mcts", "random"], [], 30),
      g(3, ["random", "mcts"], null, 40),
    ]);
    expect(r.games).toBe(4);
    expect(r.bySeat).toEqual([
      { seat: 0, games: 4, wins: 1 },
      { seat: 1, games: 4, wins: 1 },
    ]);
    expect(r.byBot.find((b) => b.bot === "mcts")).toMatchObject({ games: 4, wins: 2 });
    expect(r.byBot.find((b) => b.bot === "random")).toMatchObject({
      games: 4,
      wins: 0,
      decisionsPerGame: 2.5,
    });
    expect(r.draws).toBe(1);
    expect(r.unfinished).toBe(1);
    expect(r.averageLength).toBe(25);
    expect(r.decisionsPerGame).toBe(5);
    expect(r.reasons).toEqual({ goal: 3, cap: 1 });
  });
});

describe("simulate", () => {
  it("plays over worker threads the same games as in this thread, in game order", async () => {
    const plan = {
      games: 6,
      bots: [{ kind: "mcts", iterations: 8 } as const, { kind: "random" } as const],
      players: 2,
      seed: "t-",
    };
    const progress: number[] = [];
    const sim = await simulate({
      ...plan,
      engine: "@ludic/cuttle",
      threads: 2,
      onProgress: (done) => progress.push(done),
    });
    expect(sim.threads).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    const here = planGames(plan).map((job) => playJob(engine, job));
    const strip = (gs: GameSummary[]) => gs.map(({ thinkingMs: _, ...rest }) => rest);
    expect(strip(sim.games)).toEqual(strip(here));
    expect(sim.report.games).toBe(6);
  });

  it("fails with the reason when the engine module does not load", async () => {
    await expect(
      simulate({
        engine: "@ludic/no-such-engine",
        games: 1,
        bots: [{ kind: "random" }],
        players: 2,
        threads: 1,
      }),
    ).rejects.toThrow(/no-such-engine/);
  });
});

import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { SimulateOptions, Simulation } from "@ludic/bots/node";
import type { Engine } from "@ludic/runtime";
import { describe, expect, it } from "vitest";

import { main } from "../cli.js";
import { memoryIo } from "../io.js";
import { fakeGameDeps } from "../testing/fake-deps.js";
import * as lastcard from "../testing/fake-engine.js";
import { progressBar, simulateCommand, table } from "./simulate.js";

const here = dirname(fileURLToPath(import.meta.url));
const engine = lastcard as unknown as Engine;
/** Last card, with a determinize that changes nothing (its hands are the only hidden cards). */
const withSampler = { ...engine, determinize: (s: unknown) => s } as Engine;

const canned: Simulation = {
  threads: 2,
  ms: 1234,
  games: [],
  report: {
    games: 4,
    bySeat: [
      { seat: 0, games: 4, wins: 3 },
      { seat: 1, games: 4, wins: 1 },
    ],
    byBot: [
      { bot: "random", games: 4, wins: 1, decisionsPerGame: 2, msPerDecision: 0.01 },
      { bot: "mcts:50", games: 4, wins: 3, decisionsPerGame: 2.5, msPerDecision: 12.34 },
    ],
    draws: 0,
    unfinished: 0,
    averageLength: 5,
    decisionsPerGame: 4.5,
    reasons: { "took the last card": 4 },
  },
};

describe("ludic simulate", () => {
  it("passes the game, bots, seats and seeds to the simulation and prints the figures", async () => {
    const io = memoryIo();
    let seen: SimulateOptions | null = null;
    const code = await simulateCommand(
      { game: "lastcard", games: 4, bots: ["random", "mcts"], iterations: 50 },
      fakeGameDeps(withSampler, "file:///engine.mjs"),
      io,
      async (o) => {
        seen = o;
        o.onProgress?.(4, 4);
        return canned;
      },
    );
    expect(code).toBe(0);
    expect(seen).toMatchObject({
      engine: "file:///engine.mjs",
      games: 4,
      bots: [{ kind: "random" }, { kind: "mcts", iterations: 50 }],
      players: 2,
      variant: "classic",
      seed: "sim-",
    });
    const out = io.stdout.join("\n");
    expect(out).toContain(
      "lastcard (classic), 2 players, 4 games, bots random, mcts:50 in turn — 2 threads, 1.2 s",
    );
    expect(out).toMatch(/^0\s+4\s+3\s+75\.0%$/m);
    expect(out).toMatch(/^mcts:50\s+4\s+3\s+75\.0%\s+2\.5\s+12\.3$/m);
    expect(out).toContain("draws 0, unfinished 0 · 5.0 moves per game · 4.5 decisions per game");
    expect(out).toContain("how games ended: took the last card 4");
    expect(io.stderr).toEqual([progressBar(4, 4)]);
  });

  it("refuses unknown bots, player counts and variants the game does not have", async () => {
    const deps = fakeGameDeps(withSampler);
    for (const [args, message] of [
      [["--bots", "random,minimax"], 'unknown bot "minimax"'],
      [["--players", "3"], "Last card is played by 2 players, not 3"],
      [["--variant", "long"], 'Last card has no variant "long"; its variants are classic, short'],
      [["--games", "0"], "--games must be a whole number, at least 1"],
      [["--threads", "0"], "--threads must be a whole number, at least 1"],
      [["--option", "speed=fast"], 'lastcard has no option "speed"'],
    ] as const) {
      const io = memoryIo();
      expect(await main(["simulate", "lastcard", ...args], deps, io)).toBe(2);
      expect(io.stderr[0]).toContain(message);
    }
  });

  it("says when the engine cannot sample hidden cards for the mcts bot", async () => {
    const io = memoryIo();
    expect(await main(["simulate", "lastcard"], fakeGameDeps(engine), io)).toBe(1);
    expect(io.stderr[0]).toContain("the lastcard engine has no determinize()");
  });

  it("plays real games over worker threads", async () => {
    const io = memoryIo();
    // The threads import the engine themselves, by URL (from the sources, through tsx).
    const deps = fakeGameDeps(engine, pathToFileURL(join(here, "..", "testing", "fake-engine.ts")).href);
    const code = await main(
      ["simulate", "lastcard", "--games", "6", "--bots", "random", "--threads", "2"],
      deps,
      io,
    );
    expect(io.stderr.join("\n")).toBe(progressBar(6, 6));
    expect(code).toBe(0);
    const out = io.stdout.join("\n");
    expect(out).toContain("lastcard (classic), 2 players, 6 games, bots random in turn — 2 threads");
    expect(out).toMatch(/^random\s+12\s+6\s+50\.0%/m);
    expect(out).toContain("how games ended: took the last card 6");
    expect(io.stderr.at(-1)).toBe(progressBar(6, 6));
  });
});

describe("simulate's text", () => {
  it("pads table columns, numbers to the right", () => {
    expect(
      table(
        ["bot", "wins"],
        [
          ["random", "3"],
          ["mcts:200", "17"],
        ],
      ),
    ).toBe(["bot       wins", "--------  ----", "random       3", "mcts:200    17"].join("\n"));
  });

  it("draws a progress bar", () => {
    expect(progressBar(0, 4, 8)).toBe("[--------] 0/4 games");
    expect(progressBar(2, 4, 8)).toBe("[####----] 2/4 games");
    expect(progressBar(4, 4, 8)).toBe("[########] 4/4 games");
  });
});

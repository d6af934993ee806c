import { describe, expect, it } from "vitest";
import { makeFakeGame } from "../fake/card-game.js";
import { checkInvariants } from "../invariants/check.js";
import { checkInvariantsInParallel } from "./parallel.js";

const fake = new URL("../fake/engine.ts", import.meta.url).href;
const mutating = new URL("../fake/engine-mutates.ts", import.meta.url).href;
const opts = { games: 24, players: [2], variants: ["base", "quick"], seedPrefix: "p-" };

describe("checkInvariantsInParallel", () => {
  it("gives the report checkInvariants gives, over two threads", async () => {
    const progress: number[] = [];
    const report = await checkInvariantsInParallel(fake, {
      ...opts,
      threads: 2,
      onProgress: (done) => progress.push(done),
    });
    expect(report).toEqual(checkInvariants(makeFakeGame(), opts));
    expect(report.games).toBe(24);
    expect(progress.at(-1)).toBe(24);
  });

  it("reports the failures of a broken engine, in game order", async () => {
    const report = await checkInvariantsInParallel(mutating, { ...opts, threads: 2 });
    expect(report.failures.map((f) => f.check)).toContain("immutability");
    expect(report).toEqual(checkInvariants(makeFakeGame({ mutatesInput: true }), opts));
  });

  it("runs in this thread when given one thread", async () => {
    const report = await checkInvariantsInParallel(fake, { ...opts, games: 4, threads: 1 });
    expect(report).toEqual(checkInvariants(makeFakeGame(), { ...opts, games: 4 }));
  });
});

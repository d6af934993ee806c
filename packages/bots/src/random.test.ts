import cuttle from "@ludic/cuttle";
import type { Engine, Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { botContext } from "./play.js";
import { randomBot } from "./random.js";

const engine = cuttle as unknown as Engine;

describe("randomBot", () => {
  const s = engine.setup({ players: 2, seed: "r1" });
  const seat = engine.decisions(s)[0]?.seat ?? 0;
  const ctx = botContext(engine, s, seat);

  it("picks one of the legal moves", () => {
    const bot = randomBot("a");
    for (let i = 0; i < 50; i++) expect(ctx.moves).toContainEqual(bot.choose(ctx));
  });

  it("is deterministic for a seed, and seeds differ", () => {
    const run = (seed: string): Move[] => {
      const bot = randomBot(seed);
      return Array.from({ length: 30 }, () => bot.choose(ctx));
    };
    expect(run("x")).toEqual(run("x"));
    expect(run("x")).not.toEqual(run("y"));
  });

  it("spreads its choices over every move", () => {
    const bot = randomBot("spread");
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) seen.add(JSON.stringify(bot.choose(ctx)));
    expect(seen.size).toBe(ctx.moves.length);
  });

  it("says so when there is nothing to choose", () => {
    expect(() => randomBot("e").choose({ ...ctx, moves: [] })).toThrow(/no legal move/);
  });
});

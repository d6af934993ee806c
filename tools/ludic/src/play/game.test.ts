import { describe, expect, it } from "vitest";

import { asEngine } from "../engine-loader.js";
import { memoryIo } from "../io.js";
import * as lastcard from "../testing/fake-engine.js";
import { playGame } from "./game.js";

const engine = asEngine(lastcard as unknown as Record<string, unknown>, "fake engine");
const base = { seed: "s1", seat: 0, botDelayMs: 0 };

describe("playGame", () => {
  it("plays a scripted game to its outcome", async () => {
    const io = memoryIo(["1", "1", "1"]);
    expect(await playGame(engine, base, io)).toBe(0);
    const out = io.stdout.join("\n");
    // The view names cards from meta, numbers the moves and ends with the outcome.
    expect(out).toContain("Last card · classic · you are seat 0");
    expect(out).toContain(" 1. take card: Ace of spades (AS)");
    expect(out).toMatch(/seat 1 \(bot\): take card: .+ \(\dS\)/);
    expect(io.stdout.at(-1)).toMatch(/^You win \(took the last card\) — scores you 3, seat 1 2$/);
  });

  it("hides the bot's hand as [##]", async () => {
    const io = memoryIo(["1", "1", "1"]);
    await playGame(engine, base, io);
    expect(io.stdout.join("\n")).toMatch(/hand \(seat 1\) +1 card: \[##\]/);
  });

  it("asks again after input that is not a move", async () => {
    const io = memoryIo(["seven", "", "9", "1", "1", "1"]);
    expect(await playGame(engine, base, io)).toBe(0);
    const out = io.stdout.join("\n");
    expect(out).toContain('"seven" is not one of the moves: type a number from 1 to 5.');
    expect(out).toContain('"9" is not one of the moves');
  });

  it("quits on q", async () => {
    const io = memoryIo(["q"]);
    expect(await playGame(engine, base, io)).toBe(0);
    expect(io.stdout.at(-1)).toBe("You left the game.");
  });

  it("fails with a message when input ends first", async () => {
    const io = memoryIo(["1"]);
    await expect(playGame(engine, base, io)).rejects.toThrow("input ended before the game did");
  });

  it("plays the second seat, the bot moving first", async () => {
    const io = memoryIo(["1", "1"]);
    expect(await playGame(engine, { ...base, seat: 1 }, io)).toBe(0);
    expect(io.stdout.find((l) => l.includes("(bot)"))).toMatch(/^seat 0 \(bot\)/);
  });

  it("starts a variant, and refuses an unknown one with the known ones", async () => {
    const io = memoryIo(["1", "1"]);
    expect(await playGame(engine, { ...base, variant: "short" }, io)).toBe(0);
    expect(io.stdout.join("\n")).toContain("Last card · short");
    await expect(playGame(engine, { ...base, variant: "long" }, memoryIo())).rejects.toThrow(
      'lastcard has no variant "long" (variants: classic, short)',
    );
  });

  it("refuses a seat outside the table", async () => {
    await expect(playGame(engine, { ...base, seat: 2 }, memoryIo())).rejects.toThrow(
      "--seat must be between 0 and 1",
    );
  });

  it("bots pick the same moves for the same seed", async () => {
    const a = memoryIo(["1", "1", "1"]);
    const b = memoryIo(["1", "1", "1"]);
    await playGame(engine, { ...base, seed: "same" }, a);
    await playGame(engine, { ...base, seed: "same" }, b);
    expect(a.stdout).toEqual(b.stdout);
  });
});

import type { GameOptions, GameRecord, SetupOptions } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { type FakeBugs, makeFakeGame } from "../fake/card-game.js";
import { checkInvariants, planGame } from "./check.js";

const run = (bugs: Partial<FakeBugs> = {}, games = 30) =>
  checkInvariants(makeFakeGame(bugs), { games, players: [2], variants: ["base", "quick"], seedPrefix: "t-" });

const checksOf = (bugs: Partial<FakeBugs>) => new Set(run(bugs).failures.map((f) => f.check));

describe("checkInvariants", () => {
  it("passes a correct engine and counts games, moves, reveals and outcomes", () => {
    const progress: number[] = [];
    const report = checkInvariants(makeFakeGame(), {
      games: 40,
      players: [2],
      variants: ["base", "quick"],
      onProgress: (done) => progress.push(done),
    });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(40);
    expect(report.moves).toBeGreaterThan(40 * 3);
    expect(report.revealedToOthers).toBeGreaterThan(0); // "show" reveals hand cards to the opponent
    expect(Object.values(report.outcomes).reduce((a, b) => a + b, 0)).toBe(40);
    expect(report.outcomes.unfinished).toBeUndefined();
    expect(progress).toHaveLength(40);
    expect(progress.at(-1)).toBe(40);
  });

  it("is deterministic: same options, same report", () => {
    expect(run({}, 10)).toEqual(run({}, 10));
  });

  it("catches an engine that mutates its input", () => {
    expect(checksOf({ mutatesInput: true })).toContain("immutability");
  });

  it("catches a hidden card shown to a seat", () => {
    const report = run({ leaksDeckTop: true });
    const leak = report.failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(/in deck, a hidden zone/);
    expect(leak?.seed).toMatch(/^t-\d+$/);
  });

  it("catches an owner-only card shown to the spectator", () => {
    const leak = run({ leaksHandToSpectator: true }).failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(/spectator sees .* in hand\[0\]/);
  });

  it("catches a replay that differs", () => {
    expect(checksOf({ replayDiverges: true })).toContain("replay");
  });

  it("catches an illegal move that is accepted", () => {
    const illegal = run({ acceptsIllegal: true }).failures.filter((f) => f.check === "illegal");
    expect(illegal.length).toBeGreaterThan(0);
    expect(illegal[0]?.detail).toMatch(/illegal move accepted/);
  });

  it("catches an illegal move refused with the wrong error", () => {
    const illegal = run({ crashesOnUnknownAction: true }).failures.find((f) => f.check === "illegal");
    expect(illegal?.detail).toMatch(/TypeError.*not IllegalMoveError/);
  });

  it("catches a refusal that changes the state", () => {
    expect(checksOf({ dirtiesOnRefusal: true })).toContain("immutability");
  });

  it("catches a card shown twice", () => {
    const f = run({ duplicatesCard: true }).failures.find((x) => x.check === "conservation");
    expect(f?.detail).toMatch(/holds 13 cards, the catalogue 12|twice/);
  });

  it("catches a seat that must decide with no legal move", () => {
    expect(checksOf({ stuckWhenDeckEmpty: true })).toContain("liveness");
  });

  it("catches a legal move that applyMove refuses", () => {
    const f = run({ offersRefusedMove: true }).failures.find((x) => x.check === "legal");
    expect(f?.detail).toMatch(/legal move "seat \d draw" was refused/);
  });

  it("reports a game that does not end within maxMoves", () => {
    const report = checkInvariants(makeFakeGame(), { games: 3, players: [2], maxMoves: 2 });
    expect(report.failures.map((f) => f.check)).toEqual(["termination", "termination", "termination"]);
    expect(report.outcomes.unfinished).toBe(3);
  });

  it("stops collecting failures after 20", () => {
    const report = run({ mutatesInput: true, replayDiverges: true }, 40);
    expect(report.failures).toHaveLength(20);
    expect(report.games).toBe(40);
  });

  it("sets up every game with the options, and replays its record with them", () => {
    const fake = makeFakeGame();
    const setups: (GameOptions | undefined)[] = [];
    const replays: GameOptions[] = [];
    const engine = {
      ...fake,
      setup: (o: SetupOptions) => {
        setups.push(o.options);
        return fake.setup(o);
      },
      replay: (r: GameRecord) => {
        replays.push(r.options);
        return fake.replay(r);
      },
    };
    const report = checkInvariants(engine, {
      games: 6,
      players: [2],
      options: { pace: 1 },
      optionSets: [{ deck: "a" }, { deck: "b", pace: 2 }],
    });
    expect(report.failures).toEqual([]);
    // One player count and one variant: the sets alternate, each laid over `options`.
    const expected = [0, 1, 2, 3, 4, 5].map((g) =>
      g % 2 === 0 ? { pace: 1, deck: "a" } : { deck: "b", pace: 2 },
    );
    expect(setups).toEqual(expected);
    expect(replays).toEqual(expected);
  });

  it("plans game g: players first, then variants, then option sets", () => {
    const opts = {
      games: 12,
      players: [2, 3],
      variants: ["x", "y"],
      optionSets: [{ n: 1 }, { n: 2 }, { n: 3 }],
    };
    const plans = Array.from({ length: 12 }, (_, g) => planGame(opts, g));
    expect(plans.map((p) => p.players)).toEqual([2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3]);
    expect(plans.map((p) => p.variant)).toEqual(["x", "x", "y", "y", "x", "x", "y", "y", "x", "x", "y", "y"]);
    expect(plans.map((p) => p.options.n)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(plans[5]?.seed).toBe("inv-5");
  });

  it("with a view sample, plays the same games and still catches leaks", () => {
    const full = run({}, 10);
    const sampled = checkInvariants(makeFakeGame(), {
      games: 10,
      players: [2],
      variants: ["base", "quick"],
      seedPrefix: "t-",
      viewSample: 0.25,
    });
    expect(sampled.moves).toBe(full.moves);
    expect(sampled.outcomes).toEqual(full.outcomes);
    const leaky = checkInvariants(makeFakeGame({ leaksDeckTop: true }), {
      games: 10,
      players: [2],
      viewSample: 0.25,
    });
    expect(leaky.failures.map((f) => f.check)).toContain("leak");
  });
});

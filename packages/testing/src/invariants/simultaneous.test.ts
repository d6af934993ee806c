import { describe, expect, it } from "vitest";
import { makeSecretGame, type SecretBugs } from "../fake/secret-game.js";
import { checkInvariants } from "./check.js";

const run = (bugs: Partial<SecretBugs> = {}) =>
  checkInvariants(makeSecretGame(bugs), { games: 20, players: [2], seedPrefix: "s-" });

describe("checkInvariants with simultaneous decisions", () => {
  it("plays every pending seat, in a random order, and passes a correct engine", () => {
    const report = run();
    expect(report.failures).toEqual([]);
    expect(report.outcomes.unfinished).toBeUndefined();
    // Three rounds of two commitments per game.
    expect(report.moves).toBe(20 * 6);
  });

  it("catches a committed answer shown to the other seat", () => {
    const leak = run({ revealsEarly: true }).failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(/view changed when seat \d committed a hidden answer/);
  });

  it("catches another seat's answer in the commitments of a view", () => {
    const leak = run({ showsAnswers: true }).failures.find((f) => f.check === "leak");
    // Seen at once as a changed view, or later in any view that shows the answer.
    expect(leak?.detail).toMatch(
      /view changed when seat \d committed|sees seat \d's committed answer \(play\)/,
    );
  });

  it("catches legal moves that depend on another seat's hidden answer", () => {
    const leak = run({ answerChangesOthersMoves: true }).failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(/seat 1's legal moves changed when seat 0 committed/);
  });
});

describe("checkInvariants with a view sample of 0", () => {
  it("still checks every view on both sides of a committed answer", () => {
    const sampled = (bugs: Partial<SecretBugs>) =>
      checkInvariants(makeSecretGame(bugs), { games: 20, players: [2], seedPrefix: "s-", viewSample: 0 });
    expect(sampled({}).failures).toEqual([]);
    const leak = sampled({ showsAnswers: true }).failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(
      /view changed when seat \d committed|sees seat \d's committed answer \(play\)/,
    );
  });
});

describe("checkInvariants on card names in moves", () => {
  it("catches a legal move naming a card its seat cannot see", () => {
    const leak = run({ namesHiddenCard: true }).failures.find((f) => f.check === "leak");
    expect(leak?.detail).toMatch(/legalMoves\(s, \d\) names \w+ \(play peer=…\), a card seat \d cannot see/);
  });
});

describe("checkInvariants with moves of seats that need not decide", () => {
  it("plays them too (anytime moves such as conceding)", () => {
    const report = run({ withConcede: true });
    expect(report.failures).toEqual([]);
    expect(report.moves).toBeLessThan(20 * 6);
    expect(Object.keys(report.outcomes).length).toBeGreaterThan(0);
  });

  it("plays anytime moves only in their share of the moves (anytimeShare)", () => {
    const share = (anytimeShare: number) =>
      checkInvariants(makeSecretGame({ withConcede: true }), {
        games: 20,
        players: [2],
        seedPrefix: "s-",
        anytimeShare,
      });
    const never = share(0);
    expect(never.failures).toEqual([]);
    // Nobody concedes: every game plays its three rounds of two commitments.
    expect(never.moves).toBe(20 * 6);
    const some = share(0.3);
    expect(some.failures).toEqual([]);
    expect(some.moves).toBeGreaterThan(run({ withConcede: true }).moves);
    expect(some.moves).toBeLessThan(20 * 6);
  });
});

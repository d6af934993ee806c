import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rulesMutantArbitrary } from "./rules/arbitrary.js";
import { draw, runSeed, shrink } from "./seeds.js";

describe("reproducible runs", () => {
  it("a run's seed depends on the campaign seed, the target and the index", () => {
    expect(runSeed("ci", "rules", 7)).toBe(runSeed("ci", "rules", 7));
    expect(
      new Set([
        runSeed("ci", "rules", 7),
        runSeed("ci", "rules", 8),
        runSeed("ci", "engine", 7),
        runSeed("x", "rules", 7),
      ]).size,
    ).toBe(4);
  });

  it("the same (seed, index) draws the same mutant", () => {
    const s = runSeed("ci", "rules", 3);
    expect(draw(rulesMutantArbitrary(), s)).toEqual(draw(rulesMutantArbitrary(), s));
  });

  it("shrinking starts from the very value the run drew", () => {
    const s = runSeed("ci", "engine", 11);
    const arb = fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 9 });
    const drawn = draw(arb, s);
    // Failing always: fast-check shrinks it to the smallest array it can build.
    expect(shrink(arb, s, () => true, 10_000)).toEqual([0, 0, 0, 0, 0]);
    // Failing only for the drawn value itself: nothing smaller fails, the repro is the draw.
    expect(shrink(arb, s, (v) => JSON.stringify(v) === JSON.stringify(drawn), 10_000)).toEqual(drawn);
  });
});

import { describe, expect, it } from "vitest";

import { RATIO_TARGETS, type RatioTarget, verdict } from "./targets.js";

const cuttle = RATIO_TARGETS.find(
  (t) => t.game === "cuttle" && t.against === "hand-written" && t.path === "fastest",
) as RatioTarget;

describe("bench targets", () => {
  it("fail --check only below half a checked target", () => {
    expect(verdict(1, cuttle)).toBe("met");
    expect(verdict(0.78, cuttle)).toBe("not met");
    expect(verdict(0.5, cuttle)).toBe("not met");
    expect(verdict(0.49, cuttle)).toBe("FAILS --check");
  });

  it("report a target that is not checked, whatever the ratio", () => {
    expect(verdict(0.01, { ...cuttle, checked: false })).toBe("not met (reported, not checked)");
    expect(verdict(1.2, { ...cuttle, checked: false })).toBe("met");
  });

  it("are issue 18's: the playout path 1× hand-written, Cuttle's contract path 0.5×, Cuttle 100× boardgame.io", () => {
    expect(RATIO_TARGETS.map((t) => [t.game, t.against, t.path, t.min])).toEqual([
      ["cuttle", "hand-written", "fastest", 1],
      ["cuttle", "hand-written", "contract", 0.5],
      ["cuttle", "boardgame.io", "fastest", 100],
      ["connect-four", "hand-written", "fastest", 1],
      ["tic-tac-toe", "hand-written", "fastest", 1],
      ["kingdom-builder", "hand-written", "fastest", 1],
      ["kingdom-builder/card-luck-free", "hand-written", "fastest", 1],
    ]);
  });

  it("check the ratios that are met or that keep an earlier guard, at half their target", () => {
    expect(RATIO_TARGETS.filter((t) => t.checked).map((t) => `${t.game} ${t.against} ${t.path}`)).toEqual([
      "cuttle hand-written fastest",
      "cuttle hand-written contract",
      "cuttle boardgame.io fastest",
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { RATIO_TARGETS, type RatioTarget, verdict } from "./targets.js";

const cuttle = RATIO_TARGETS.find(
  (t) => t.game === "cuttle" && t.against === "hand-written" && t.path === "fastest",
) as RatioTarget;

describe("bench targets", () => {
  it("fail --check only below half a checked target", () => {
    const met = { ...cuttle, checked: true, floor: undefined };
    expect(verdict(1, met)).toBe("met");
    expect(verdict(0.78, met)).toBe("not met");
    expect(verdict(0.5, met)).toBe("not met");
    expect(verdict(0.49, met)).toBe("FAILS --check");
  });

  it("fail --check below an unmet target's floor, and only there", () => {
    expect(cuttle.floor).toBe(0.38);
    expect(verdict(1, cuttle)).toBe("met");
    expect(verdict(0.52, cuttle)).toBe("not met");
    expect(verdict(0.38, cuttle)).toBe("not met");
    expect(verdict(0.37, cuttle)).toBe("FAILS --check");
  });

  it("report a target that is neither checked nor guarded, whatever the ratio", () => {
    const loose = { ...cuttle, checked: false, floor: undefined };
    expect(verdict(0.01, loose)).toBe("not met (reported, not checked)");
    expect(verdict(1.2, loose)).toBe("met");
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

  it("check the met ratios at half their target, and guard every unmet one with a floor under it", () => {
    expect(RATIO_TARGETS.filter((t) => t.checked).map((t) => `${t.game} ${t.against} ${t.path}`)).toEqual([
      "cuttle boardgame.io fastest",
      "connect-four hand-written fastest",
      "kingdom-builder hand-written fastest",
      "kingdom-builder/card-luck-free hand-written fastest",
    ]);
    for (const t of RATIO_TARGETS.filter((x) => !x.checked)) {
      expect(t.floor, t.game).toBeGreaterThan(0);
      expect(t.floor as number, t.game).toBeLessThan(t.min / 2);
    }
  });
});

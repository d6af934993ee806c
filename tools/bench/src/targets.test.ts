import { describe, expect, it } from "vitest";

import { RATIO_TARGETS, type RatioTarget, verdict } from "./targets.js";

const cuttle = RATIO_TARGETS.find((t) => t.game === "cuttle" && t.against === "hand-written") as RatioTarget;

describe("bench targets", () => {
  it("fail --check only below half a checked target", () => {
    expect(verdict(0.5, cuttle)).toBe("met");
    expect(verdict(0.3, cuttle)).toBe("not met");
    expect(verdict(0.25, cuttle)).toBe("not met");
    expect(verdict(0.24, cuttle)).toBe("FAILS --check");
  });

  it("report a target that is not checked, whatever the ratio", () => {
    expect(verdict(0.01, { ...cuttle, checked: false })).toBe("not met (reported, not checked)");
    expect(verdict(0.6, { ...cuttle, checked: false })).toBe("met");
  });

  it("are the issue's: Cuttle 0.5× hand-written and 100× boardgame.io, Connect Four 0.5× hand-written", () => {
    expect(RATIO_TARGETS.map((t) => [t.game, t.against, t.min])).toEqual([
      ["cuttle", "hand-written", 0.5],
      ["cuttle", "boardgame.io", 100],
      ["connect-four", "hand-written", 0.5],
    ]);
  });
});

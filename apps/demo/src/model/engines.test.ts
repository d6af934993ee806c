import { describe, expect, it } from "vitest";
import { engineOf, playersText, variantName } from "./engines.js";

describe("game and variant names", () => {
  it("says how many play", () => {
    expect(playersText({ min: 1, max: 1 })).toBe("1 player");
    expect(playersText({ min: 2, max: 2 })).toBe("2 players");
    expect(playersText({ min: 2, max: 5 })).toBe("2–5 players");
  });

  it("names variants under their game without repeating it", () => {
    const kb = { title: "Kingdom Builder" };
    expect(variantName(kb, { id: "base", title: "Kingdom Builder" })).toBe("Base rules");
    expect(variantName(kb, { id: "x", title: "Kingdom Builder, card-luck-free" })).toBe("Card-luck-free");
    expect(variantName({ title: "Cuttle" }, { id: "c", title: "Cuttle (cuttle.cards rules)" })).toBe(
      "cuttle.cards rules",
    );
    expect(variantName({ title: "Sutu" }, { id: "one-round", title: "Sutu (one round)" })).toBe("One round");
    expect(variantName({ title: "A+B" }, { id: "v", title: "Speed chess" })).toBe("Speed chess");
  });

  it("finds the engine an engine module exports, or says it is none", () => {
    const engine = {
      meta: { id: "g" },
      ...Object.fromEntries(
        ["setup", "decisions", "legalMoves", "applyMove", "view", "outcome", "replay"].map((f) => [
          f,
          () => null,
        ]),
      ),
    };
    expect(engineOf({ default: engine }, "g")).toBe(engine);
    expect(engineOf({ engine }, "g")).toBe(engine);
    expect(() => engineOf({ default: {} }, "nope")).toThrow(/"nope" is not a Ludic engine module/);
  });
});

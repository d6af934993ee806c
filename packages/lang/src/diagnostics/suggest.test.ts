import { describe, expect, it } from "vitest";
import { didYouMean, editDistance } from "./suggest.js";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps, ignoring case", () => {
    expect(editDistance("hnad", "hand")).toBe(1);
    expect(editDistance("scrap", "scarp")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("deck", "decks")).toBe(1);
    expect(editDistance("Deck", "deck")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("didYouMean", () => {
  it("suggests the closest plausible name", () => {
    expect(didYouMean("hnad", ["deck", "hand", "scrap"])).toBe("hand");
    expect(didYouMean("pionts", ["points", "royals"])).toBe("points");
    expect(didYouMean("dek", ["deck", "desk"])).toBe("deck"); // ties go to the first candidate
  });

  it("suggests nothing when no name is close, or for the name itself", () => {
    expect(didYouMean("xyz", ["deck", "hand"])).toBeNull();
    expect(didYouMean("hand", ["hand"])).toBeNull();
    expect(didYouMean("a", [])).toBeNull();
  });
});

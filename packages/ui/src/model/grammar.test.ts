import { describe, expect, it } from "vitest";
import { agreeWithYou, plainForm, sentence, thirdPerson } from "./grammar.js";

describe("agreement in log lines", () => {
  it("puts the mover before the move and agrees the verb", () => {
    expect(sentence("You", "Discard the nine of clubs")).toBe("You discard the nine of clubs");
    expect(sentence("Bot", "Discard the nine of clubs")).toBe("Bot discards the nine of clubs");
    expect(sentence("Bot", "Pass")).toBe("Bot passes");
    expect(sentence("Ada", "Play the seven of diamonds as a one-off")).toBe(
      "Ada plays the seven of diamonds as a one-off",
    );
    expect(sentence("Bot", "Go")).toBe("Bot goes");
  });

  it("puts a description that is not a verb after a colon", () => {
    expect(sentence("Bot", "No flip")).toBe("Bot: no flip");
  });

  it("turns the engine's third person back after You", () => {
    expect(agreeWithYou(" discards ")).toBe(" discard ");
    expect(agreeWithYou(" counters with ")).toBe(" counter with ");
    expect(agreeWithYou(" stops and gains 12")).toBe(" stop and gain 12");
    expect(agreeWithYou(" has placed its last settlement")).toBe(" have placed your last settlement");
    expect(agreeWithYou(" is caught in a trap")).toBe(" are caught in a trap");
  });

  it("conjugates regular and irregular verbs both ways", () => {
    expect(["pass", "carry", "match", "scuttle", "have"].map(thirdPerson)).toEqual([
      "passes",
      "carries",
      "matches",
      "scuttles",
      "has",
    ]);
    expect(["passes", "carries", "matches", "scuttles", "has", "challenges"].map(plainForm)).toEqual([
      "pass",
      "carry",
      "match",
      "scuttle",
      "have",
      "challenge",
    ]);
  });
});

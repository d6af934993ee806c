import type { GameMeta } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { changedOptions, optionFields, optionText, parseOption } from "./options.js";

const meta = {
  options: [
    { name: "rounds", type: "int", default: 3 },
    { name: "fast", type: "bool", default: false },
    { name: "mode", type: "str", default: "a", allowed: ["a", "b"], overrides: { short: { default: "b" } } },
    { name: "deck", type: "Deck", default: "Big", members: ["Big", "Small"] },
    { name: "missions", type: "list<list<str>>", default: [["x"]], variants: ["long"] },
  ],
} as unknown as GameMeta;

describe("game options in the new-game form", () => {
  it("gives each option the control its type wants, with the variant's default", () => {
    const fields = optionFields(meta, "long");
    expect(fields.map((f) => [f.name, f.control])).toEqual([
      ["rounds", "number"],
      ["fast", "checkbox"],
      ["mode", "select"],
      ["deck", "select"],
      ["missions", "json"],
    ]);
    expect(optionFields(meta, "short").find((f) => f.name === "mode")?.default).toBe("b");
    expect(optionFields(meta, "short").some((f) => f.name === "missions")).toBe(false);
  });

  it("reads the controls' text back, refusing what is not a value", () => {
    const [rounds, fast, mode, , missions] = optionFields(meta, "long");
    if (!rounds || !fast || !mode || !missions) throw new Error("fields");
    expect(parseOption(rounds, "5")).toEqual({ value: 5 });
    expect(parseOption(rounds, "2.5")).toHaveProperty("error");
    expect(parseOption(fast, "true")).toEqual({ value: true });
    expect(parseOption(mode, "b")).toEqual({ value: "b" });
    expect(parseOption(mode, "z")).toHaveProperty("error");
    expect(parseOption(missions, optionText(missions))).toEqual({ value: [["x"]] });
    expect(parseOption(missions, "[[")).toHaveProperty("error");
    expect(parseOption(missions, '[{"a":1}]')).toHaveProperty("error");
  });

  it("keeps only the options that differ from the defaults", () => {
    const fields = optionFields(meta, "long");
    expect(changedOptions(fields, { rounds: 3, fast: true, missions: [["x"]] })).toEqual({ fast: true });
  });
});

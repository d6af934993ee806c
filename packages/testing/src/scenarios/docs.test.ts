import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseScenarios } from "./parse.js";

// The reference's complete examples must stay valid scenario files.
const doc = readFileSync(new URL("../../../../docs/scenarios.md", import.meta.url), "utf8");
const blocks = [...doc.matchAll(/```\n([\s\S]*?)```/g)]
  .map((m) => m[1] as string)
  .filter((b) => /^((\/\/|option ).*\n)*scenario "/.test(b) && !b.includes("…"));

describe("docs/scenarios.md", () => {
  it("has complete examples", () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((b, i) => [i, b]))("example %i parses without errors", (_, block) => {
    const r = parseScenarios(block as string, "docs");
    expect(r.errors).toEqual([]);
    expect(r.scenarios.length).toBeGreaterThan(0);
  });

  it("documents every expect and position line kind the parser knows", () => {
    for (const kind of [
      "has:",
      "lacks:",
      "size:",
      "on HOST:",
      "decides:",
      "not legal",
      "actions SEAT:",
      "winner:",
      "reason:",
      "var NAME:",
      "view VIEWER",
      "to move:",
      "known SEAT:",
      "out of play:",
      "start seat:",
      "score SEAT:",
      "goal SEAT:",
      "illegal SEAT",
      "variant:",
      "players:",
      "seed:",
      "option NAME:",
    ]) {
      expect(doc).toContain(kind);
    }
  });
});

/**
 * docs/scenarios.md's worked example of positions ("Where a position starts") compiles, and its
 * scenarios pass against it: a trick game with no `position` rule resumes mid-trick.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseScenarios, runScenario } from "@ludic/testing/harness";
import { describe, expect, it } from "vitest";
import { loadRules } from "./load-rules.js";

const doc = readFileSync(new URL("../../../docs/scenarios.md", import.meta.url), "utf8");
const start = doc.indexOf("### Where a position starts");
const section = doc.slice(start, doc.indexOf("\n### ", start + 1));
const rules = /```ludic\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
const scenarios = [...section.matchAll(/```\n(scenario [\s\S]*?)```/g)].map((m) => m[1]).join("\n");

describe("docs/scenarios.md: where a position starts", () => {
  it("shows a rules file without a `position` line and scenarios for it", () => {
    expect(rules).toContain("game tricks");
    expect(rules).not.toMatch(/^\s*position /m);
    expect(scenarios).toContain("scenario ");
  });

  it("resumes mid-trick through the flow's turn loop: every scenario passes", {
    timeout: 120_000,
  }, async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "ludic-docs-")), "tricks");
    mkdirSync(dir);
    writeFileSync(join(dir, "tricks.ludic"), rules);
    const engine = await loadRules(dir);
    const parsed = parseScenarios(scenarios, "docs/scenarios.md");
    expect(parsed.errors).toEqual([]);
    expect(parsed.scenarios.length).toBeGreaterThanOrEqual(2);
    for (const s of parsed.scenarios) {
      expect({ title: s.title, ...runScenario(engine, s) }).toEqual({
        title: s.title,
        ok: true,
        failures: [],
      });
    }
  });
});

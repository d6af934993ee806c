/**
 * The worked examples of positions compile, and their scenarios pass against them: in
 * docs/scenarios.md ("Where a position starts") a trick game with no `position` rule resumes
 * mid-trick, played or laid out; in docs/language.md (§3 "Where a position starts") a match of
 * rounds resumes a round in progress, then scores it and deals the next.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseScenarios, runScenario } from "@ludic/testing/harness";
import { describe, expect, it } from "vitest";
import { loadRules } from "./load-rules.js";

function example(file: string, heading: string): { rules: string; scenarios: string } {
  const doc = readFileSync(new URL(`../../../docs/${file}`, import.meta.url), "utf8");
  const start = doc.indexOf(heading);
  const section = doc.slice(start, doc.indexOf("\n### ", start + 1));
  return {
    rules: /```ludic\n([\s\S]*?)```/.exec(section)?.[1] ?? "",
    scenarios: [...section.matchAll(/```\n(scenario [\s\S]*?)```/g)].map((m) => m[1]).join("\n"),
  };
}

const examples = [
  { file: "scenarios.md", game: "tricks", ...example("scenarios.md", "### Where a position starts") },
  { file: "language.md", game: "rounds", ...example("language.md", "### Where a position starts") },
];

describe.each(examples)("docs/$file: where a position starts", ({ file, game, rules, scenarios }) => {
  it("shows a rules file without a `position` line and scenarios for it", () => {
    expect(rules).toContain(`game ${game}`);
    expect(rules).not.toMatch(/^\s*position /m);
    expect(scenarios).toContain("scenario ");
  });

  it("resumes through the flow's turn loop: every scenario passes", { timeout: 120_000 }, async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "ludic-docs-")), game);
    mkdirSync(dir);
    writeFileSync(join(dir, `${game}.ludic`), rules);
    const engine = await loadRules(dir);
    const parsed = parseScenarios(scenarios, `docs/${file}`);
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

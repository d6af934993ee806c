import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEngine } from "./build.js";
import { EngineHost } from "./engine-host.js";
import { dataUrlHost, loadEngine } from "./load-engine.js";

const rules = join(import.meta.dirname, "../../../../rules/examples/tic-tac-toe");
const base = readFileSync(join(rules, "tic-tac-toe.ludic"), "utf8");
const source = (text: string) => [{ path: "/tic-tac-toe/tic-tac-toe.ludic", text }];

describe("the playground's build, as the workers run it", () => {
  it("compiles edited rules to JS that loads as an engine and plays to the end", async () => {
    const edited = base.replace('title "Tic-tac-toe"', 'title "Tic-tac-toe, edited"');
    const steps: string[] = [];
    const built = buildEngine(source(edited), (step) => steps.push(step));
    expect(built.ok).toBe(true);
    expect(steps[0]).toBe("compile");
    expect(steps).toContain("transpile");
    expect(built.files.map((f) => f.path)).toContain("src/index.js");
    const engine = await loadEngine(built.files, dataUrlHost);
    expect(engine.meta.title).toBe("Tic-tac-toe, edited");
    const host = new EngineHost(engine);
    let snap = host.start({ players: 2, variant: engine.meta.variants[0]?.id ?? "", seed: "t" });
    while (!snap.outcome) {
      const move = snap.moves[0];
      snap = move ? host.move(move) : (host.botMove() ?? snap);
    }
    expect(snap.played).toBeGreaterThanOrEqual(5);
  });

  it("returns the checker's diagnostics, and no files, for rules with an error", () => {
    const built = buildEngine(source(base.replace("markOf(me)\n      log", "markOff(me)\n      log")));
    expect(built.ok).toBe(false);
    expect(built.files).toEqual([]);
    expect(built.diagnostics.some((d) => d.severity === "error" && d.message.includes("markOff"))).toBe(true);
  });

  it("runs the folder's scenarios with pass and fail and their rule ids", async () => {
    const built = buildEngine(source(base));
    const host = new EngineHost(await loadEngine(built.files, dataUrlHost));
    const text = readFileSync(join(rules, "tic-tac-toe.scenarios"), "utf8");
    const results = host.scenarios([{ path: "tic-tac-toe.scenarios", text }]);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.some((r) => r.rules.includes("TTT-3"))).toBe(true);
    // A scenario whose expectation the rules do not meet fails, naming its line.
    const broken = host.scenarios([
      { path: "x.scenarios", text: 'scenario "the grid starts full" TTT-4\n  expect\n    outcome: draw\n' },
    ]);
    expect(broken).toHaveLength(1);
    expect(broken[0]?.ok).toBe(false);
    expect(broken[0]?.rules).toEqual(["TTT-4"]);
  });
});

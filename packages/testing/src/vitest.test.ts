import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeFakeGame } from "./fake/card-game.js";
import { describeScenarios, planScenarioTests } from "./vitest.js";

const dir = mkdtempSync(join(tmpdir(), "ludic-scenarios-"));
const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

const good = write(
  "good.scenarios",
  `scenario "passing ends the game" F-7 F-8\n  position\n    var passes: 1\n  move 0 pass\n  expect\n    winner: draw\n`,
);
const engine = makeFakeGame();

describe("planScenarioTests", () => {
  it("plans one test per scenario, titled rule ids first, that passes when the scenario holds", () => {
    const tests = planScenarioTests(engine, good);
    expect(tests.map((t) => t.title)).toEqual(["F-7 F-8 passing ends the game"]);
    expect(() => tests[0]?.run()).not.toThrow();
  });

  it("fails a scenario's test with its messages", () => {
    const file = write(
      "bad.scenarios",
      `scenario "wrong winner" F-9\n  position\n    var passes: 1\n  move 0 pass\n  expect\n    winner: 1\n`,
    );
    const [test] = planScenarioTests(engine, file);
    expect(test?.title).toBe("F-9 wrong winner");
    expect(() => test?.run()).toThrow(/bad\.scenarios:6: winner: 1 — expected seat 1, got draw/);
  });

  it("adds a failing test named after a file with parse errors, keeping its good scenarios", () => {
    const file = write("broken.scenarios", `scenario "ok"\n  move 0 pass\nscenario "typo"\n  mvoe 0 pass\n`);
    const tests = planScenarioTests(engine, file);
    expect(tests.map((t) => t.title)).toEqual([file, "ok", "typo"]);
    expect(() => tests[0]?.run()).toThrow(
      `${file}:4: expected variant:, players:, seed:, start seat:, option, position, move, illegal or expect, got "mvoe 0 pass"`,
    );
  });

  it("fails a file that holds no scenario or cannot be read", () => {
    const empty = write("empty.scenarios", "// nothing yet\n");
    expect(() => planScenarioTests(engine, empty)[0]?.run()).toThrow(/holds no scenario/);
    const missing = join(dir, "missing.scenarios");
    const [test] = planScenarioTests(engine, missing);
    expect(test?.title).toBe(missing);
    expect(() => test?.run()).toThrow(/cannot read/);
  });
});

// The real registration: this file's own run shows "good.scenarios > F-7 F-8 passing ends the game".
describeScenarios(engine, [good]);

/**
 * Vitest glue. `@ludic/testing` exports it with the rest; `@ludic/testing/harness` leaves it
 * out, for benchmarks and tools that run without vitest.
 */
import { readFileSync } from "node:fs";
import type { Engine, Move } from "@ludic/runtime";
import { describe, it } from "vitest";
import { parseScenarios } from "./scenarios/parse.js";
import { runScenario } from "./scenarios/run.js";
import type { Scenario } from "./scenarios/types.js";

/** The test title: rule ids first, so a failure names the rule ("CU-5 a nine scuttles a nine"). */
export function scenarioTitle(s: Scenario): string {
  return [...s.rules, s.title].join(" ");
}

export interface PlannedTest {
  title: string;
  /** Throws an Error holding every failure message when the test fails. */
  run: () => void;
}

/**
 * The tests of one scenario file: one per scenario, plus one named after the file when it
 * cannot be read, does not parse, or holds no scenario. Kept apart from vitest to be tested.
 */
export function planScenarioTests<S, M extends Move>(engine: Engine<S, M>, file: string): PlannedTest[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return [{ title: file, run: () => fail([`cannot read ${file}: ${why}`]) }];
  }
  const { scenarios, errors } = parseScenarios(text, file);
  const tests: PlannedTest[] = [];
  if (errors.length > 0 || scenarios.length === 0) {
    const lines =
      errors.length > 0
        ? errors.map((e) => `${file}:${e.line}: ${e.message}`)
        : [`${file} holds no scenario`];
    tests.push({ title: file, run: () => fail(lines) });
  }
  for (const scenario of scenarios) {
    tests.push({
      title: scenarioTitle(scenario),
      run: () => {
        const result = runScenario(engine, scenario);
        if (!result.ok) fail(result.failures);
      },
    });
  }
  return tests;
}

function fail(lines: string[]): never {
  throw new Error(lines.join("\n"));
}

/** Registers one vitest `describe` per file and one `it` per scenario. */
export function describeScenarios<S, M extends Move>(engine: Engine<S, M>, files: string[]): void {
  for (const file of files) {
    describe(file, () => {
      for (const test of planScenarioTests(engine, file)) it(test.title, test.run);
    });
  }
}

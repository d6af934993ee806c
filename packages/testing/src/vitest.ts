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

/**
 * One `describe` per file, one `it` per scenario. A file that does not parse, or holds no
 * scenario, fails a test named after the file.
 */
export function describeScenarios<S, M extends Move>(engine: Engine<S, M>, files: string[]): void {
  for (const file of files) {
    describe(file, () => {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (e) {
        it(file, () => {
          throw new Error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
        });
        return;
      }
      const { scenarios, errors } = parseScenarios(text, file);
      if (errors.length > 0 || scenarios.length === 0) {
        it(file, () => {
          const lines = errors.map((err) => `${file}:${err.line}: ${err.message}`);
          throw new Error(lines.length > 0 ? lines.join("\n") : `${file} holds no scenario`);
        });
      }
      for (const scenario of scenarios) {
        it(scenarioTitle(scenario), () => {
          const result = runScenario(engine, scenario);
          if (!result.ok) throw new Error(result.failures.join("\n"));
        });
      }
    });
  }
}

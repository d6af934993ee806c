/**
 * Runs a game's scenario files through @ludic/testing inside Vitest (its `describeScenarios`
 * registers one test per scenario). The entry file is written to a temporary folder and imports
 * the engine and the testing package by absolute path, so no config in the game folder is needed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function scenarioEntry(engineEntry: string, testingEntry: string, scenarioFiles: string[]): string {
  return [
    "// Written by `ludic test`; deleted after the run.",
    `import * as engine from ${JSON.stringify(engineEntry)};`,
    `import { describeScenarios } from ${JSON.stringify(testingEntry)};`,
    "",
    `describeScenarios(engine, ${JSON.stringify(scenarioFiles, null, 2)});`,
    "",
  ].join("\n");
}

export async function runScenariosWithVitest(
  engineEntry: string,
  testingEntry: string,
  scenarioFiles: string[],
): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "ludic-test-"));
  try {
    writeFileSync(join(dir, "scenarios.test.ts"), scenarioEntry(engineEntry, testingEntry, scenarioFiles));
    const { startVitest } = await import("vitest/node");
    const before = process.exitCode;
    const vitest = await startVitest("test", [], {
      root: dir,
      config: false,
      watch: false,
      include: ["scenarios.test.ts"],
      reporters: ["default"],
    });
    await vitest.close();
    // Vitest reports failures through process.exitCode; hand it back as our result instead.
    const failed = process.exitCode !== undefined && process.exitCode !== 0 && process.exitCode !== before;
    const failedTests = vitest.state.getCountOfFailedTests();
    process.exitCode = before;
    return failed || failedTests > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../tools/ci/timeouts.mjs";

// The games' scenario and invariant tests (rules/<game>/*.test.ts) against the generated engines.
export default defineConfig({
  test: {
    include: ["*.test.ts", "*/**/*.test.ts"],
    environment: "node",
    // Hang guards only, never speed limits (tools/ci/timeouts.mjs).
    ...vitestTimeouts,
    // A rules project with no test is a mistake, not a pass.
    passWithNoTests: false,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

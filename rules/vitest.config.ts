import { defineConfig } from "vitest/config";

// The games' scenario and invariant tests (rules/<game>/*.test.ts) against the generated engines.
export default defineConfig({
  test: {
    include: ["*.test.ts", "*/**/*.test.ts"],
    environment: "node",
    // A rules project with no test is a mistake, not a pass.
    passWithNoTests: false,
    // Random playouts over a whole game take a while on a 2-core machine.
    testTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

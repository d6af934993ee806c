import { defineConfig } from "vitest/config";

// The fuzz suite's own tests, its regression tests (one per finding) and the seeded sample
// campaign CI runs (sample.test.ts, which has its own hang guard).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Compiling and importing an engine takes seconds on a loaded 2-core machine: a hang guard only.
    testTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

import { defineConfig } from "vitest/config";

// The baselines are checked against the generated engines move by move (src/**/*.test.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

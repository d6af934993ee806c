import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../tools/ci/timeouts.mjs";

// The baselines are checked against the generated engines move by move (src/**/*.test.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Hang guards only, never speed limits (tools/ci/timeouts.mjs).
    ...vitestTimeouts,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

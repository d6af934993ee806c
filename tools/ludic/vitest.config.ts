import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../../tools/ci/timeouts.mjs";

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

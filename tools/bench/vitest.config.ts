import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../../tools/ci/timeouts.mjs";

// Unit tests of the bench's own logic (targets); the measurements themselves run in npm run bench.
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

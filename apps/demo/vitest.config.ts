import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../../tools/ci/timeouts.mjs";

// The app's logic (records, seats, hand-over, routes, options, the rules pages) in Node; the
// pages themselves are tested end to end in Chromium (e2e/run.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "rules-pages/**/*.test.ts"],
    environment: "node",
    // Hang guards only, never speed limits (tools/ci/timeouts.mjs).
    ...vitestTimeouts,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

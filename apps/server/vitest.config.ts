import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Each end-to-end file starts real server processes (tsx start-up is seconds on a loaded
    // machine) and plays whole games over loopback; the timeouts only guard against hangs.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Files start their own servers, Redis and PostgreSQL: one at a time keeps the 2 cores usable.
    fileParallelism: false,
  },
});

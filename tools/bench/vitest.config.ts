import { defineConfig } from "vitest/config";

// Unit tests of the bench's own logic (targets); the measurements themselves run in npm run bench.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

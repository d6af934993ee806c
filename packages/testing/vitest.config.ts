import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { vitestTimeouts } from "../../tools/ci/timeouts.mjs";

export default defineConfig({
  // Until `npm install` links the new workspace packages into node_modules, point the runtime
  // import at its source (the same file the workspace link resolves to, so `instanceof` holds).
  resolve: {
    alias: { "@ludic/runtime": fileURLToPath(new URL("../runtime/src/index.ts", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Hang guards only, never speed limits (tools/ci/timeouts.mjs).
    ...vitestTimeouts,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

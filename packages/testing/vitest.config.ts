import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Until `npm install` links the new workspace packages into node_modules, point the runtime
  // import at its source (the same file the workspace link resolves to, so `instanceof` holds).
  resolve: {
    alias: { "@ludic/runtime": fileURLToPath(new URL("../runtime/src/index.ts", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});

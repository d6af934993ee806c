/**
 * The demo app's end-to-end tests: `npx nx run @ludic/demo:e2e` (builds the app first) or, with
 * dist/ built, `node --import tsx e2e/run.ts [name filter]`. Screenshots go to
 * apps/demo/test-results/screenshots, the report to apps/demo/test-results/e2e.json.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runTests } from "./harness.js";
import { onlineTests } from "./online.js";
import { playgroundTests } from "./playground.js";
import { tests } from "./tests.js";

const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(app, "dist");
if (!existsSync(join(dist, "index.html"))) {
  console.error("apps/demo/dist is missing: build the app first (npx nx run @ludic/demo:build)");
  process.exit(1);
}
const ok = await runTests([...tests, ...onlineTests, ...playgroundTests], {
  dist,
  out: join(app, "test-results"),
  only: process.argv[2],
});
process.exit(ok ? 0 : 1);

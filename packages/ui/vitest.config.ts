import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { hangGuard, vitestTimeouts } from "../../tools/ci/timeouts.mjs";

const here = dirname(fileURLToPath(import.meta.url));

// Debian's chromium (installed by .ci/run with apt), never a browser download. No network: every
// host name resolves to nothing except the local test server.
const chromiumArgs = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// A fresh object per project: Vitest fills in project-specific fields.
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  }),
  instances: [{ browser: "chromium" as const }],
});

// Three projects: pure model tests in Node, component tests (Testing Library) in Chromium, and
// every story (render, play function, axe accessibility check) in Chromium through Storybook.
export default defineConfig({
  plugins: [react()],
  test: {
    // Hang guards only, never speed limits (tools/ci/timeouts.mjs).
    ...vitestTimeouts,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "components", include: ["src/**/*.test.tsx"], browser: browser() } },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${here}/.storybook` })],
        // A story may play a whole game through the controls (Games/Cuttle PlayAFullHand).
        test: { name: "storybook", browser: browser(), testTimeout: hangGuard(600_000) },
      },
    ],
  },
});

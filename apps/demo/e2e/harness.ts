/**
 * A small end-to-end harness: serves the built app (dist/) on 127.0.0.1, drives Debian's headless
 * Chromium with playwright-core (never a downloaded browser), runs the tests one after another
 * in fresh pages, keeps a screenshot of each test's last screen, and writes a Vitest-shaped
 * report (test-results/e2e.json) that tools/ci/summarize-tests.mjs counts.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { hangGuard } from "../../../tools/ci/timeouts.mjs";

/**
 * Hang guards, never speed limits (tools/ci/timeouts.mjs, scaled by LUDIC_TIMEOUT_FACTOR): a test
 * gets ten minutes, and every wait in it (Playwright's actions and `waitFor`) as long, so a
 * loaded machine only makes a test slower. A wait that hangs fails with what it waited for; the
 * test's own guard, a little later, catches anything else.
 */
export const TEST_GUARD_MS = hangGuard(600_000);
const AFTER_WAITS_MS = hangGuard(15_000);

export const CHROMIUM_ARGS = [
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

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Serves `dir` (the built app) on 127.0.0.1 at a free port. */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? "/").split(/[?#]/)[0] ?? "/"));
    let file = join(root, path);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

export interface TestContext {
  page: Page;
  /** The app's address. */
  url: string;
  /** A screenshot now, kept under test-results/screenshots/<test>-<label>.png. */
  shot(label: string): Promise<void>;
  log(message: string): void;
}

export interface E2ETest {
  name: string;
  /** A hang guard for the whole test and each of its waits (default `TEST_GUARD_MS`, ten minutes). */
  timeout?: number;
  run(t: TestContext): Promise<void>;
}

interface Result {
  title: string;
  status: "passed" | "failed";
  duration: number;
  failureMessages: string[];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function runTests(
  tests: readonly E2ETest[],
  options: { dist: string; out: string; only?: string },
): Promise<boolean> {
  const shots = join(options.out, "screenshots");
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const server = await serve(options.dist);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const results: Result[] = [];
  const started = Date.now();
  try {
    for (const test of tests) {
      if (options.only && !test.name.includes(options.only)) continue;
      const context = await browser.newContext({
        viewport: { width: 1360, height: 900 },
        acceptDownloads: true,
      });
      const limit = test.timeout ?? TEST_GUARD_MS;
      context.setDefaultTimeout(limit);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(`console error: ${m.text()}`);
      });
      const name = slug(test.name);
      const t: TestContext = {
        page,
        url: server.url,
        shot: async (label) => {
          await page.screenshot({ path: join(shots, `${name}-${slug(label)}.png`), fullPage: true });
        },
        log: (m) => console.log(`    ${m}`),
      };
      const t0 = Date.now();
      let failure: string | null = null;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          test.run(t),
          new Promise((_, reject) => {
            const guard = limit + AFTER_WAITS_MS;
            timer = setTimeout(() => reject(new Error(`hung: still running after ${guard / 1000} s`)), guard);
          }),
        ]);
        if (errors.length > 0) failure = errors.join("\n");
      } catch (e) {
        failure = [e instanceof Error ? (e.stack ?? e.message) : String(e), ...errors].join("\n");
      } finally {
        clearTimeout(timer);
      }
      await page
        .screenshot({ path: join(shots, `${name}${failure ? "-FAILED" : ""}.png`), fullPage: true })
        .catch(() => {});
      const duration = Date.now() - t0;
      results.push({
        title: test.name,
        status: failure ? "failed" : "passed",
        duration,
        failureMessages: failure ? [failure] : [],
      });
      console.log(`${failure ? "✗" : "✓"} ${test.name} (${(duration / 1000).toFixed(1)} s)`);
      if (failure) console.log(failure.replace(/^/gm, "    "));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.length - passed;
  mkdirSync(options.out, { recursive: true });
  writeFileSync(
    join(options.out, "e2e.json"),
    `${JSON.stringify(
      {
        numTotalTests: results.length,
        numPassedTests: passed,
        numFailedTests: failed,
        startTime: started,
        success: failed === 0,
        testResults: [
          {
            name: "apps/demo/e2e",
            status: failed === 0 ? "passed" : "failed",
            assertionResults: results.map((r) => ({ ...r, fullName: r.title, ancestorTitles: ["e2e"] })),
          },
        ],
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\ne2e: ${passed} passed, ${failed} failed; screenshots in ${shots}`);
  return failed === 0 && results.length > 0;
}

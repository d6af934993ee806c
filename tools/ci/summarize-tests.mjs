#!/usr/bin/env node
// Sums every Vitest JSON report (**/test-results/vitest.json, outside node_modules) and the end-to-end
// reports in the same shape (**/test-results/e2e.json), and prints the
// plain line "N passed, N failed" that CI reads. Suites that failed to load (a syntax error, a
// missing import) count as failures: they ran no test but are not a pass. Exit 1 on any failure,
// or when no test ran at all (a green run that tested nothing is a broken run).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.argv[2] ?? process.cwd();
const SKIP = new Set(["node_modules", ".git", ".nx", "dist", "out-tsc", "coverage"]);

function* reports(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.name === "test-results") {
      // vitest.json from Vitest; e2e.json from end-to-end runners writing the same shape (apps/demo/e2e).
      for (const name of ["vitest.json", "e2e.json"]) {
        const file = join(path, name);
        try {
          yield [file, JSON.parse(readFileSync(file, "utf8"))];
        } catch (e) {
          if (e.code !== "ENOENT") yield [file, { unreadable: e.message }];
        }
      }
    } else yield* reports(path);
  }
}

let passed = 0;
let failed = 0;
for (const [file, r] of reports(root)) {
  const where = relative(root, file);
  if (r.unreadable) {
    console.log(`${where}: unreadable report (${r.unreadable})`);
    failed++;
    continue;
  }
  // A suite that failed to load has no tests in it: count the suite itself.
  const brokenSuites = (r.testResults ?? []).filter(
    (s) => s.status === "failed" && (s.assertionResults ?? []).length === 0,
  ).length;
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + brokenSuites;
  if ((r.numFailedTests ?? 0) + brokenSuites > 0) {
    console.log(`${where}: ${r.numFailedTests ?? 0} failed test(s), ${brokenSuites} suite(s) failed to load`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;

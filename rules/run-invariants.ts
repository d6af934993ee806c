/**
 * `npm run invariants -- [--full] [--game <folder>]… [--games <n>] [--threads <n>] [--view-sample <x>]`
 *
 * Runs the invariant suites of rules/invariants.ts over worker threads (one per core) and prints,
 * per suite, the games, moves, time, games per second (of wall time, and of the CPU time of all
 * threads, which does not depend on the machine's load) and what failed. Without `--full` each
 * suite plays its `npm test` count; with it, the count of the issue. `--games` sets every suite's
 * count; `--view-sample` checks every seat's view on that share of positions only (default 1:
 * every view). Exit code 1 when a suite fails.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { ciGames, type InvariantSuite, runSuite, SUITES } from "./invariants.js";

const { values } = parseArgs({
  options: {
    full: { type: "boolean", default: false },
    game: { type: "string", multiple: true },
    games: { type: "string" },
    threads: { type: "string" },
    "view-sample": { type: "string" },
  },
});

const games = (suite: InvariantSuite): number =>
  values.games !== undefined ? Number(values.games) : values.full ? suite.full : ciGames(suite);
const threads = values.threads === undefined ? availableParallelism() : Number(values.threads);
const viewSample = values["view-sample"] === undefined ? undefined : Number(values["view-sample"]);
const wanted = values.game ?? [];
const suites = SUITES.filter((s) => wanted.length === 0 || wanted.includes(s.game));
if (suites.length === 0) {
  console.error(
    `no suite for ${wanted.join(", ")}; games: ${[...new Set(SUITES.map((s) => s.game))].join(", ")}`,
  );
  process.exit(2);
}

console.log(
  `${suites.length} suites, ${threads} thread(s)${viewSample === undefined ? "" : `, view sample ${viewSample}`}`,
);
let failed = false;
const started = performance.now();
for (const suite of suites) {
  const n = games(suite);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const report = await runSuite(suite, n, {
    threads,
    viewSample,
    onProgress: (done, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${suite.game}: ${suite.name} ${done}/${total}`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write("\r\x1b[K");
  const s = (performance.now() - t0) / 1000;
  // CPU time of every thread of the process: the figure that does not depend on the machine's load.
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  const unfinished = report.outcomes.unfinished ?? 0;
  const ok = report.failures.length === 0 && unfinished === 0;
  failed ||= !ok;
  console.log(
    [
      ok ? "ok  " : "FAIL",
      `${suite.game}: ${suite.name}`,
      `${report.games} games`,
      `${report.moves} moves`,
      `${s.toFixed(1)} s`,
      `${(report.games / s).toFixed(2)} games/s`,
      `${cpu.toFixed(1)} s CPU`,
      `${(report.games / cpu).toFixed(2)} games/CPU-s`,
      `${unfinished} unfinished`,
      `${report.revealedToOthers} revealed`,
    ].join("  "),
  );
  for (const f of report.failures)
    console.log(`      game ${f.game} (seed ${f.seed}), move ${f.moveIndex}: ${f.check}: ${f.detail}`);
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s in all`);
process.exit(failed ? 1 : 0);

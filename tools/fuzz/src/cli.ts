/**
 * npm run fuzz -- --count N [--seed s] [--target rules|engine] [--index i] [--workers w]
 *                 [--max-typechecks n] [--max-plays n] [--huge-scale x] [--no-minimize]
 * Runs N rules mutants and N engine inputs (or one target), prints counts by outcome and each
 * failure class with a minimized repro, and exits 1 when any run failed.
 */
import { parseArgs } from "node:util";
import { type CampaignReport, runCampaign } from "./campaign.js";
import { formatReports } from "./report.js";
import type { Target } from "./seeds.js";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    seed: { type: "string", default: "ludic" },
    target: { type: "string" },
    index: { type: "string" },
    workers: { type: "string" },
    "max-typechecks": { type: "string" },
    "max-plays": { type: "string" },
    "huge-scale": { type: "string", default: "1" },
    "no-minimize": { type: "boolean", default: false },
  },
});

const targets: Target[] =
  values.target === undefined
    ? ["rules", "engine"]
    : values.target === "rules" || values.target === "engine"
      ? [values.target]
      : [];
if (targets.length === 0) {
  process.stderr.write(`--target must be rules or engine, not ${values.target}\n`);
  process.exit(2);
}
const single = values.index === undefined ? null : Number(values.index);
const count = single === null ? Number(values.count) : 1;
if (!Number.isSafeInteger(count) || count < 1 || (single !== null && !Number.isSafeInteger(single))) {
  process.stderr.write("--count and --index take whole numbers\n");
  process.exit(2);
}

const reports: CampaignReport[] = [];
for (const target of targets) {
  const t = performance.now();
  reports.push(
    await runCampaign({
      target,
      count,
      seed: values.seed,
      start: single ?? 0,
      ...(values.workers ? { workers: Number(values.workers) } : {}),
      ...(values["max-typechecks"] ? { maxTypechecks: Number(values["max-typechecks"]) } : {}),
      ...(values["max-plays"] ? { maxPlays: Number(values["max-plays"]) } : {}),
      hugeScale: Number(values["huge-scale"]),
      minimize: !values["no-minimize"],
      onProgress: (done, total) => {
        if (process.stderr.isTTY && (done % 50 === 0 || done === total))
          process.stderr.write(
            `\r${target}: ${done}/${total} (${((performance.now() - t) / 1000).toFixed(0)} s)`,
          );
      },
    }),
  );
  if (process.stderr.isTTY) process.stderr.write("\n");
}
process.stdout.write(`${formatReports(reports)}\n`);

process.exit(reports.some((r) => r.failures.length > 0) ? 1 : 0);

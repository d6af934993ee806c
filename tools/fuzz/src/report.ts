/** A campaign's report as text: counts by outcome, phases reached, failure classes with repros. */
import type { CampaignReport } from "./campaign.js";
import { FAILURES, OUTCOMES } from "./outcome.js";

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows
    .map((r, i) => {
      const line = r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join("  ");
      return i === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

export function formatReports(reports: CampaignReport[]): string {
  const out: string[] = [];
  const used = OUTCOMES.filter((o) => reports.some((r) => (r.counts[o] ?? 0) > 0));
  out.push(
    table([
      ["outcome", ...reports.map((r) => r.target)],
      ...used.map((o) => [
        `${o}${FAILURES.has(o) ? " (failure)" : ""}`,
        ...reports.map((r) => String(r.counts[o] ?? 0)),
      ]),
      ["total", ...reports.map((r) => String(r.count))],
      ["seconds", ...reports.map((r) => (r.ms / 1000).toFixed(1))],
      ...["runs", "type-check", "play", "minimize"].map((stage) => [
        `  ${stage}`,
        ...reports.map((r) => (r.seconds[stage] === undefined ? "" : r.seconds[stage].toFixed(1))),
      ]),
    ]),
  );
  for (const r of reports) {
    if (r.target !== "rules") continue;
    const order = ["parsed", "checked", "lowered", "emitted", "type-checked", "played"];
    out.push(
      "",
      `rules mutants reaching each phase (seed ${r.seed}; ${r.distinctEngines} distinct engines compiled):`,
      table([
        ["phase", "mutants", "share"],
        ...order.map((p) => [
          p,
          String(r.phases[p] ?? 0),
          `${(((r.phases[p] ?? 0) / Math.max(1, r.count)) * 100).toFixed(1)}%`,
        ]),
      ]),
    );
  }
  for (const r of reports) {
    for (const c of r.classes) {
      out.push(
        "",
        `${c.first.known ? `known finding ${c.first.known.id} (${c.first.known.area})` : "NEW FAILURE"}: ${c.signature} — ${c.count} run(s)`,
        `  first: npm run fuzz -- --target ${r.target} --seed ${c.first.seed} --index ${c.first.index}${r.target === "rules" && r.hugeScale !== 1 ? ` --huge-scale ${r.hugeScale}` : ""}`,
        `  ${c.first.detail.slice(0, 400)}`,
        ...(c.repro ? [`  minimized: ${c.repro.slice(0, 1500)}`] : []),
      );
    }
  }
  return out.join("\n");
}

/**
 * The seeded sample CI runs: 2,000 rules mutants and 5,000 engine inputs (issue 13's minimum),
 * capped by counts (never by time): the costly phases, type-checking and playing compiled
 * mutants, are capped at 16 and 24 distinct engines, which keeps it to a few minutes on a quiet
 * 2-core machine. With seed ci-1 the mutants try every kind of mutation on every game (checked
 * below);
 * `npm run fuzz -- --count N` runs more. It fails on any failure outcome that is not a
 * known finding (known-findings.ts), so a regression or a new bug found by this seed stops CI,
 * while findings being fixed elsewhere keep it green.
 */
import { describe, expect, it } from "vitest";
import { type CampaignReport, runCampaign } from "./campaign.js";
import { corpus } from "./corpus.js";
import { ENGINES } from "./engine/engines.js";
import { engineCaseArbitrary } from "./engine/run-case.js";
import { formatReports } from "./report.js";
import { rulesMutant } from "./runner/tasks.js";
import { draw, runSeed } from "./seeds.js";

export const CI_SAMPLE = {
  seed: "ci-1",
  rules: 2_000,
  engine: 5_000,
  /** Distinct compiled engines type-checked (the costliest phase: ~0.3 s each, in batches of 8). */
  maxTypechecks: 16,
  /** Distinct compiled engines imported and played (~1 s each: tsx transpiles the engine). */
  maxPlays: 24,
  /** Huge inputs at a tenth of the CLI's size: big enough to nest and chain, small enough for CI. */
  hugeScale: 0.1,
};

/** Progress on stderr, for a CI log that shows where a slow run is. */
const progress = (target: string) => (done: number, total: number) => {
  if (done % 500 === 0 || done === total) process.stderr.write(`fuzz sample: ${target} ${done}/${total}\n`);
};

function unexplained(r: CampaignReport): string[] {
  return r.classes
    .filter((c) => c.first.known === null)
    .map((c) => `${c.signature} (first at index ${c.first.index})`);
}

/** Every kind of rules mutation (mutations.ts) and of engine attack (engine/inputs.ts). */
const MUTATION_KINDS = [
  "chain",
  "delete",
  "duplicate",
  "flip",
  "grow",
  "hostile",
  "nest",
  "replace",
  "splice",
  "swap",
  "truncate",
  "unicode",
];
const ATTACK_KINDS = [
  "bent-move",
  "bent-record",
  "decisions-of",
  "legalMoves",
  "move",
  "position",
  "replay",
  "setup",
  "tamper",
  "view",
];

describe(`the seeded fuzz sample (seed ${CI_SAMPLE.seed})`, () => {
  const reports: CampaignReport[] = [];

  it("tries every kind of mutation on every game's rules, and every attack on every engine", () => {
    const rules = new Set<string>();
    for (let i = 0; i < CI_SAMPLE.rules; i++) {
      const m = rulesMutant(CI_SAMPLE.seed, i, CI_SAMPLE.hugeScale);
      for (const x of m.mutations) rules.add(`${m.game} ${x.kind}`);
    }
    const engine = new Set<string>();
    for (let i = 0; i < CI_SAMPLE.engine; i++) {
      const c = draw(engineCaseArbitrary(), runSeed(CI_SAMPLE.seed, "engine", i));
      engine.add(`${c.game} ${c.attack.kind}`);
    }
    const every = (games: number, kinds: string[]) =>
      Array.from({ length: games }, (_, g) => kinds.map((k) => `${g} ${k}`))
        .flat()
        .sort();
    expect([...rules].sort()).toEqual(every(corpus().length, MUTATION_KINDS));
    expect([...engine].sort()).toEqual(every(ENGINES.length, ATTACK_KINDS));
  });

  it(
    `${CI_SAMPLE.rules} rules mutants fail only in known ways, and some compile and play`,
    async () => {
      const r = await runCampaign({
        target: "rules",
        count: CI_SAMPLE.rules,
        seed: CI_SAMPLE.seed,
        maxTypechecks: CI_SAMPLE.maxTypechecks,
        maxPlays: CI_SAMPLE.maxPlays,
        hugeScale: CI_SAMPLE.hugeScale,
        onProgress: progress("rules"),
      });
      reports.push(r);
      console.info(formatReports([r]));
      expect(Object.values(r.counts).reduce((a, b) => a + (b ?? 0), 0)).toBe(CI_SAMPLE.rules);
      expect(r.counts["rejected-with-diagnostics"] ?? 0).toBeGreaterThan(0);
      expect(r.counts["compiled-and-played"] ?? 0).toBeGreaterThan(0);
      expect(r.phases["type-checked"] ?? 0).toBeGreaterThan(0);
      expect(unexplained(r)).toEqual([]);
    },
    // A hang guard only: on a quiet 2-core machine the rules part takes about a minute.
    60 * 60_000,
  );

  it(
    `${CI_SAMPLE.engine} malformed engine inputs fail only in known ways`,
    async () => {
      const r = await runCampaign({
        target: "engine",
        count: CI_SAMPLE.engine,
        seed: CI_SAMPLE.seed,
        onProgress: progress("engine"),
      });
      reports.push(r);
      console.info(formatReports([r]));
      expect(Object.values(r.counts).reduce((a, b) => a + (b ?? 0), 0)).toBe(CI_SAMPLE.engine);
      expect(r.counts["refused-with-typed-error"] ?? 0).toBeGreaterThan(0);
      expect(unexplained(r)).toEqual([]);
    },
    60 * 60_000,
  );
});

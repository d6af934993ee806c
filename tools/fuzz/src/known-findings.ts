/**
 * Failure classes the fuzzer has found that are being fixed on other branches (ids as in
 * docs/fuzzing.md and regressions.test.ts). The seeded CI sample fails on any failure that
 * matches none of these. Empty the list as the fixes are merged: a finding left here after its
 * fix hides nothing, but one removed too early turns CI red, which is the point.
 */
import type { Outcome } from "./outcome.js";
import type { Target } from "./seeds.js";

export interface KnownFinding {
  id: string;
  /** Who fixes it: "checker", "emit" or "boundary". */
  area: "checker" | "emit" | "boundary";
  target: Target;
  outcome: Outcome;
  /** Matched against the failure's signature (outcome | label | normalized detail). */
  pattern: RegExp;
  summary: string;
}

// Every finding of the first runs (FZ-B1–B7, FZ-C1–C3, FZ-E1–E2: docs/fuzzing.md) is fixed and
// kept as a regression test in regressions.test.ts; add a finding here only while its fix is
// on another branch.
export const KNOWN_FINDINGS: readonly KnownFinding[] = [];

/** The known finding a failure belongs to, or null: a new failure. */
export function knownFindingOf(f: {
  target: Target;
  outcome: Outcome;
  signature: string;
}): KnownFinding | null {
  return (
    KNOWN_FINDINGS.find(
      (k) => k.target === f.target && k.outcome === f.outcome && k.pattern.test(f.signature),
    ) ?? null
  );
}

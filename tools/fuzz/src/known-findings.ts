/**
 * Failure classes the fuzzer has found that are being fixed on other branches (the finding ids
 * are those of /work/wt/_notes/fuzz-findings.md and docs/fuzzing.md). The seeded CI sample
 * fails on any failure that matches none of these; empty the list as the fixes are merged.
 */
import type { Outcome } from "./outcome.js";

export interface KnownFinding {
  id: string;
  /** Who fixes it: "checker", "emit" or "boundary". */
  area: "checker" | "emit" | "boundary";
  outcome: Outcome;
  /** Matched against the failure's signature (outcome | label | normalized detail). */
  pattern: RegExp;
  summary: string;
}

export const KNOWN_FINDINGS: readonly KnownFinding[] = [];

export function knownFindingOf(f: { outcome: Outcome; signature: string }): KnownFinding | null {
  return KNOWN_FINDINGS.find((k) => k.outcome === f.outcome && k.pattern.test(f.signature)) ?? null;
}

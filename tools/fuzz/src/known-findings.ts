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

export const KNOWN_FINDINGS: readonly KnownFinding[] = [
  {
    id: "FZ-B1",
    area: "boundary",
    target: "engine",
    outcome: "threw",
    pattern: /TypeError: names is not iterable at byIds/,
    summary:
      "a move whose action is an Object.prototype name (constructor, __proto__, valueOf…) throws TypeError",
  },
  {
    id: "FZ-B2",
    area: "boundary",
    target: "engine",
    outcome: "threw",
    pattern:
      /^threw \| (replay|position|decisions|setup)\((malformed record|record, \w+ changed|bad spec|not a state|bad options)\)/,
    summary: "replay, position and decisions of null or malformed input throw TypeError",
  },
  {
    id: "FZ-B3",
    area: "boundary",
    target: "engine",
    outcome: "threw",
    pattern: /^threw \| (view|legalMoves)\(bad (viewer|seat)\)/,
    summary: "view with a seat outside the game throws TypeError (Cuttle)",
  },
  {
    id: "FZ-B4",
    area: "boundary",
    target: "engine",
    outcome: "threw",
    pattern: /^threw \| \w+\(tampered state\)/,
    summary:
      "a state tampered with after a JSON round trip reaches generated code and throws TypeError/RangeError",
  },
  {
    id: "FZ-B5",
    area: "boundary",
    target: "engine",
    outcome: "hang",
    pattern: /^hang/,
    summary:
      "a tampered state whose running frame names no rule makes applyMove (and the others) loop for ever",
  },
  {
    id: "FZ-B7",
    area: "boundary",
    target: "engine",
    outcome: "crashed",
    pattern: /^crashed/,
    summary: "a tampered state can grow an array past V8's limit: a fatal error that aborts the process",
  },
  {
    id: "FZ-C1",
    area: "checker",
    target: "rules",
    outcome: "threw",
    pattern: /^threw \| compiler threw RangeError: Maximum call stack size exceeded/,
    summary: "a flat chain of ~2,000 `and`/`or`/`+` terms overflows the checker's stack",
  },
  {
    id: "FZ-C2",
    area: "checker",
    target: "rules",
    outcome: "typecheck-failed",
    pattern:
      /TypeScript threw RangeError: Maximum call stack size exceeded|type-checking (a batch of N engines|the engine): hang/,
    summary:
      "a chain or nesting a few thousand deep passes the checker and emits code TypeScript cannot parse or check",
  },
  {
    id: "FZ-C3",
    area: "checker",
    target: "rules",
    outcome: "hang",
    pattern: /^hang/,
    summary: "long flat chains (5,000 `or false`) keep the compiler busy past the hang guard",
  },
  {
    id: "FZ-E2",
    area: "emit",
    target: "rules",
    outcome: "typecheck-failed",
    pattern: /TS2300: Duplicate identifier|TS2339: Property …|TS7017/,
    summary:
      "rules names colliding with generated names (enum Object, State) give engines that do not type-check",
  },
];

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

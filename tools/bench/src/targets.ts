/**
 * The targets of the bench (docs/performance.md): generated engines against the baselines, as
 * ratios of random playouts per second measured in the same run, and the compile time of every
 * rules folder together. `--check` fails only when a ratio falls below half its target: ratios
 * hold across machines, absolute times do not.
 */
export interface RatioTarget {
  game: string;
  against: "hand-written" | "boardgame.io";
  min: number;
}

export const RATIO_TARGETS: RatioTarget[] = [
  { game: "cuttle", against: "hand-written", min: 0.5 },
  { game: "cuttle", against: "boardgame.io", min: 100 },
  { game: "connect-four", against: "hand-written", min: 0.5 },
];

/** Every rules folder compiled once, one after the other, in one process (never checked by --check). */
export const COMPILE_TARGET_MS = 3_000;

export type Verdict = "met" | "not met" | "FAILS --check";

export function verdict(ratio: number, target: RatioTarget): Verdict {
  if (ratio >= target.min) return "met";
  return ratio >= target.min / 2 ? "not met" : "FAILS --check";
}

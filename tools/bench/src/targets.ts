/**
 * The targets of the bench (docs/performance.md, issue 18 item 4): generated engines against the
 * baselines, as ratios of random playouts per second measured in the same run; legalMoves and
 * applyMove latency; the compile time of every rules folder together. `--check` fails only when
 * a checked ratio falls below half its target: ratios hold across machines, absolute times do not.
 */
export interface RatioTarget {
  game: string;
  against: "hand-written" | "boardgame.io";
  /**
   * Which path of the generated engine: `fastest` is its playout path when it has one (the path
   * for bots and simulations), `contract` is legalMoves + applyMove, as any client drives it.
   */
  path: "fastest" | "contract";
  min: number;
  /**
   * Whether --check fails below half the target. A target the engines do not meet yet is
   * reported, not checked (docs/performance.md says why): checking it would fail every run.
   * Cuttle's playout path is checked at half its target (0.5): met in the run of 2 December 2026
   * that docs/performance.md shows (1.1; 0.81–0.91 in `--check` runs that day). Cuttle's contract
   * path is checked at half its target (0.25): 0.46–0.52 in the runs of that day, met in some.
   */
  checked: boolean;
}

export const RATIO_TARGETS: RatioTarget[] = [
  { game: "cuttle", against: "hand-written", path: "fastest", min: 1, checked: true },
  { game: "cuttle", against: "hand-written", path: "contract", min: 0.5, checked: true },
  { game: "cuttle", against: "boardgame.io", path: "fastest", min: 100, checked: true },
  { game: "connect-four", against: "hand-written", path: "fastest", min: 1, checked: false },
  { game: "tic-tac-toe", against: "hand-written", path: "fastest", min: 1, checked: false },
  { game: "kingdom-builder", against: "hand-written", path: "fastest", min: 1, checked: false },
  // Not in the issue: the one variant written by hand too, measured alike.
  {
    game: "kingdom-builder/card-luck-free",
    against: "hand-written",
    path: "fastest",
    min: 1,
    checked: false,
  },
];

/** Every rules folder compiled once, one after the other, in one process: issue 18 (never checked by --check). */
export const COMPILE_TARGET_MS = 1_000;

/** legalMoves and applyMove p99, every game and variant (wall time per call: reported, never checked). */
export const LATENCY_TARGET_US = 100;

export type Verdict = "met" | "not met" | "not met (reported, not checked)" | "FAILS --check";

export function verdict(ratio: number, target: RatioTarget): Verdict {
  if (ratio >= target.min) return "met";
  if (!target.checked) return "not met (reported, not checked)";
  return ratio >= target.min / 2 ? "not met" : "FAILS --check";
}

/**
 * The targets of the bench (docs/performance.md, issue 18 item 4): generated engines against the
 * baselines, as ratios of random playouts per second measured in the same run; legalMoves and
 * applyMove latency; the compile time of every rules folder together. `--check` fails only when
 * a met ratio falls below half its target, or an unmet one below its floor (a regression guard):
 * ratios hold across machines, absolute times do not.
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
   * Whether --check fails below half the target: for a target that is met (issue 18: "guard each
   * met ratio at half its target"). A target the engines do not meet is reported, and guarded only
   * by its `floor` when it has one.
   */
  checked: boolean;
  /**
   * A target not met yet: --check fails below this ratio, a guard against a regression of about
   * half the figure measured when it was set (docs/performance.md), never a claim about the target.
   * Cuttle's ratios against hand-written were checked at half their targets until the evening of
   * 2 December 2026, when the hand-written baseline was found running at half its speed (its
   * module was shared with boardgame.io's, which called it on immer proxies: tools/bench/src/isolate.ts);
   * measured fairly they were about 0.52 (playout path) and 0.27 (contract path), below those checks.
   * The floors were raised on the night of 2 December 2026 to about half that day's figures, and again late
   * that night to about half the figures of the late night's whole bench, and Cuttle's playout path's
   * again on 3 December 2026 (0.76 in that day's whole bench; docs/performance.md).
   */
  floor?: number;
}

export const RATIO_TARGETS: RatioTarget[] = [
  { game: "cuttle", against: "hand-written", path: "fastest", min: 1, checked: false, floor: 0.38 },
  { game: "cuttle", against: "hand-written", path: "contract", min: 0.5, checked: false, floor: 0.17 },
  { game: "cuttle", against: "boardgame.io", path: "fastest", min: 100, checked: true },
  // Met in the whole bench of 3 December 2026 (1.0): checked at half from then on.
  { game: "connect-four", against: "hand-written", path: "fastest", min: 1, checked: true },
  { game: "tic-tac-toe", against: "hand-written", path: "fastest", min: 1, checked: false, floor: 0.2 },
  { game: "kingdom-builder", against: "hand-written", path: "fastest", min: 1, checked: true },
  // Not in the issue: the one variant written by hand too, measured alike.
  {
    game: "kingdom-builder/card-luck-free",
    against: "hand-written",
    path: "fastest",
    min: 1,
    checked: true,
  },
];

/** Every rules folder compiled once, one after the other, in one process: issue 18 (never checked by --check). */
export const COMPILE_TARGET_MS = 1_000;

/** legalMoves and applyMove p99, every game and variant (wall time per call: reported, never checked). */
export const LATENCY_TARGET_US = 100;

export type Verdict = "met" | "not met" | "not met (reported, not checked)" | "FAILS --check";

/** The ratio below which --check fails: half a checked target, else an unmet target's floor, else none. */
export function failsBelow(target: RatioTarget): number {
  return target.checked ? target.min / 2 : (target.floor ?? 0);
}

export function verdict(ratio: number, target: RatioTarget): Verdict {
  if (ratio >= target.min) return "met";
  if (ratio < failsBelow(target)) return "FAILS --check";
  return target.checked || target.floor !== undefined ? "not met" : "not met (reported, not checked)";
}

/** What every baseline gives the bench: random playouts, a state to measure, its source for bundling. */

/** A uniform number in [0, 1). */
export type Random = () => number;

export interface PlayoutResult {
  /** Moves made (every decision counts, a counter or a discard too). */
  moves: number;
  /** The winning seats; [] for a draw; null when the game hit the move cap. */
  winners: number[] | null;
}

export type GameName =
  | "cuttle"
  | "connect-four"
  | "kingdom-builder"
  | "kingdom-builder/card-luck-free"
  | "tic-tac-toe";
export type Implementation = "hand-written" | "boardgame.io";

export interface Baseline {
  game: GameName;
  impl: Implementation;
  /**
   * One random game: a new deal from `seed`, then each move drawn uniformly from the legal
   * moves with `random`, until the game ends (or `maxMoves`).
   */
  playout(seed: number, random: Random, maxMoves?: number): PlayoutResult;
  /** The size as JSON of every state of one random game (the deal of `seed`, moves from `random`). */
  sizes(seed: number, random: Random): number[];
  /** The module to bundle for its size (the game and, for boardgame.io, the framework it runs on). */
  entry: string;
}

/** mulberry32: a small, fast seeded generator for deals and random choices. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates, in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}

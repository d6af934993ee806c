/** A seeded random bot: any legal move, uniformly; the same seed plays the same game. */
import type { Move } from "@ludic/runtime";

export type Bot = (moves: readonly Move[]) => Move;

export function randomBot(seed: number): Bot {
  let s = seed >>> 0 || 1;
  const next = (): number => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (moves) => {
    const m = moves[Math.floor(next() * moves.length)];
    if (!m) throw new Error("the bot has no legal move");
    return m;
  };
}

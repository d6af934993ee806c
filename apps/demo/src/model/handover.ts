/**
 * Hot-seat play at one screen: the table shows one person's view at a time, and before another
 * person's decision the screen is covered by a hand-over curtain, so no seat ever sees another
 * seat's hidden cards. Pure: the page keeps `holder` (who took the screen last) and asks.
 */
import type { Seat } from "@ludic/runtime";

export type Viewer = Seat | "spectator";

export interface Screen {
  /** Whose view the table shows; null while the curtain is up (then nothing of the table shows). */
  viewer: Viewer | null;
  /** The person the screen must be handed to; the table shows again when they say they have it. */
  curtain: Seat | null;
}

export interface ScreenInput {
  /** The seats played by people at this screen. */
  people: readonly Seat[];
  /** The seats the game waits for now (`decisions(state)`), in the engine's order. */
  waiting: readonly Seat[];
  /** The person who took the screen last; null before anyone has. */
  holder: Seat | null;
  /** The game is over. */
  over: boolean;
}

export function screenFor({ people, waiting, holder, over }: ScreenInput): Screen {
  // Nobody to hide anything from: bots only (the spectator's view), or one person (theirs).
  if (people.length === 0) return { viewer: "spectator", curtain: null };
  if (people.length === 1) return { viewer: people[0] as Seat, curtain: null };
  // Several people: the end of the game shows what everyone may see.
  if (over) return { viewer: "spectator", curtain: null };
  const due = waiting.filter((s) => people.includes(s));
  if (holder !== null && due.includes(holder)) return { viewer: holder, curtain: null };
  const next = due[0];
  if (next !== undefined) return { viewer: null, curtain: next };
  // Only bots to move: whoever holds the screen keeps watching from their seat.
  return { viewer: holder ?? "spectator", curtain: null };
}

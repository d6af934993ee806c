/**
 * What every generated engine's rules.ts shares besides its machines: `endGame` and `seatLines`
 * read the rules' `score` and `goal`, `appendLog` keeps the game log. The loop that runs the
 * machines (`runEngine`) stays in each rules.ts: it is on the playout path, where one copy per game
 * is faster than one shared by every engine of a process (docs/performance.md).
 */
import { OWN_LOG, seatsOf } from "../core.js";
import type { Outcome } from "../types.js";

/** A rules function of one seat (`fn score(s: seat): int`), per variant; null where the rules define none. */
type SeatFn<S> = ((st: S, s: number) => number) | null;

/** `fn score` and `fn goal` of each variant (rules.ts SCORE_BY_VARIANT, GOAL_BY_VARIANT). */
export interface ScoreTables<S> {
  SCORE_BY_VARIANT: readonly SeatFn<S>[];
  GOAL_BY_VARIANT: readonly SeatFn<S>[];
}

export interface Scores<S> {
  /** The outcome of `finish`: its winners, and every seat's `score` when the rules define one. */
  endGame(st: S, winners: number[], reason: string): Outcome;
  /** Every seat's `score` and `goal`, for views, when the rules define them (null otherwise). */
  seatLines(st: S): { scores: number[] | null; goals: number[] | null };
}

export function makeScores<S extends { v: number; n: number }>(t: ScoreTables<S>): Scores<S> {
  const { SCORE_BY_VARIANT, GOAL_BY_VARIANT } = t;
  return {
    endGame: (st, winners, reason) => {
      const score = SCORE_BY_VARIANT[st.v];
      // A loop, not seatsOf(n).map: once per game, but a short game's end is a share of it.
      const scores: number[] = [];
      for (let s = 0; s < st.n; s++) scores.push(score ? score(st, s) : 0);
      return { winners: winners.slice(), scores, reason };
    },
    seatLines: (st) => {
      const score = SCORE_BY_VARIANT[st.v];
      const goal = GOAL_BY_VARIANT[st.v];
      const seats = seatsOf(st.n);
      return {
        scores: score ? seats.map((s) => score(st, s)) : null,
        goals: goal ? seats.map((s) => goal(st, s)) : null,
      };
    },
  };
}

/** How many lines the game log keeps (the moves themselves are the full record). */
export const LOG_LINES = 200;

/**
 * Adds a line to the game log, which keeps its latest LOG_LINES lines. A state a playout owns
 * (`inPlace`) has a log of its own: the line goes onto it. Any other state's log may be shared with
 * the state it was copied from: its first line copies the log, which the state then owns
 * (core.ts `OWN_LOG`), so the later lines of the same applyMove go onto that copy in place.
 */
export function appendLog(st: { log: string[] }, line: string, inPlace: boolean): void {
  const log = st.log;
  if (inPlace || (st === OWN_LOG.st && log === OWN_LOG.log)) {
    while (log.length >= LOG_LINES) log.shift();
    log.push(line);
    return;
  }
  const own = log.length >= LOG_LINES ? [...log.slice(1 - LOG_LINES), line] : [...log, line];
  st.log = own;
  OWN_LOG.st = st;
  OWN_LOG.log = own;
}

/** Which invariant a failure breaks; see `checkInvariants`. */
export type InvariantCheck =
  | "conservation"
  | "liveness"
  | "legal"
  | "illegal"
  | "immutability"
  | "leak"
  | "replay"
  | "termination"
  | "crash";

export interface InvariantFailure {
  game: number;
  seed: string;
  /** How many moves had been played in that game when the check failed. */
  moveIndex: number;
  check: InvariantCheck;
  detail: string;
}

export interface InvariantReport {
  games: number;
  moves: number;
  /** The first failures only (at most MAX_FAILURES), at most one per check per game. */
  failures: InvariantFailure[];
  /**
   * Distinct (game, viewing seat, card) triples where a seat saw a card of another seat's
   * `owner` zone. Not a failure: games with reveal rules (Cuttle's glasses eight) do this.
   */
  revealedToOthers: number;
  /** Games per result: "seat 0", "seats 0,2" (shared win), "draw", or "unfinished". */
  outcomes: Record<string, number>;
}

export const MAX_FAILURES = 20;

/** Collects failures for one game: one per check (a broken rule repeats on every move). */
export class GameFailures {
  private readonly seen = new Set<InvariantCheck>();
  readonly list: InvariantFailure[] = [];

  constructor(
    readonly game: number,
    readonly seed: string,
  ) {}

  moveIndex = 0;

  fail(check: InvariantCheck, detail: string): void {
    if (this.seen.has(check)) return;
    this.seen.add(check);
    this.list.push({ game: this.game, seed: this.seed, moveIndex: this.moveIndex, check, detail });
  }
}

export function outcomeKey(winners: number[] | null): string {
  if (winners === null) return "unfinished";
  if (winners.length === 0) return "draw";
  return winners.length === 1 ? `seat ${winners[0]}` : `seats ${winners.join(",")}`;
}

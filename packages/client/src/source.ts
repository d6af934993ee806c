/**
 * What a table UI needs, wherever the game runs: a snapshot (the seat it plays, that seat's view
 * and moves, who sits where, the clock, the outcome) and a way to move. `localTable` runs the
 * engine in the page; `onlineTable` follows a @ludic/server table. Both fit React's
 * `useSyncExternalStore` (see `useTable` in `@ludic/client/react`).
 */
import type { Move, Outcome, Seat, View } from "@ludic/runtime";
import type { LogLine, SeatInfo } from "./wire.js";

export interface TableSnapshot {
  /** The engine's `meta.id` and the variant played (null until the server said). */
  game: string | null;
  variant: string | null;
  /** The seat this table plays (the deciding seat at a hot-seat table), a spectator, or null before seating. */
  seat: Seat | "spectator" | null;
  view: View | null;
  /** The legal moves of `seat` now. */
  moves: Move[];
  /** Those of `moves` that end the game (concede, stop, forfeit): a table asks before it plays them. */
  ending: Move[];
  /** The seats the game waits for now (the engine's `decisions`), where the source knows them. */
  waiting: Seat[];
  /** A bot seat deciding now (local tables; null online, where bots think on the server). */
  thinking: Seat | null;
  /** Moves played so far. */
  seq: number;
  seats: SeatInfo[];
  deadline: number | null;
  outcome: Outcome | null;
  /** The last refusal of a move this table sent, until the next accepted move. */
  refusal: { code: string; message: string } | null;
  connection: "connecting" | "open" | "reconnecting" | "closed";
  /** Online, after the game: the table of the rematch, once someone at the table asked for one. */
  rematch: string | null;
  /**
   * Online: the log as the server told it for this seat, a line for every move and automatic
   * step (seats named "seat N" but the viewer's "You": see `nameSeats`). Local tables tell their
   * log from their moves instead, and leave this empty.
   */
  log: LogLine[];
}

export interface TableSource {
  getSnapshot(): TableSnapshot;
  subscribe(listener: () => void): () => void;
  /** Plays a move as `seat`; the seat in `move`, if any, is ignored. */
  play(move: { action: string; args: Move["args"] }): void;
  close(): Promise<void>;
}

export const EMPTY: TableSnapshot = {
  game: null,
  variant: null,
  seat: null,
  view: null,
  moves: [],
  ending: [],
  waiting: [],
  thinking: null,
  seq: 0,
  seats: [],
  deadline: null,
  outcome: null,
  refusal: null,
  connection: "connecting",
  rematch: null,
  log: [],
};

/**
 * The server's log lines with the table's seat names: "seat 1" in a move's words becomes
 * `names[1]` (an engine's line keeps "seat N", which the log itself names, as at one screen).
 */
export function nameSeats(lines: readonly LogLine[], names: readonly string[]): LogLine[] {
  return lines.map((l) =>
    l.kind === "move"
      ? { ...l, text: l.text.replace(/\bseat (\d+)\b/g, (m, n: string) => names[Number(n)] ?? m) }
      : l,
  );
}

/** Holds the snapshot and tells subscribers when it changes. */
export class SnapshotStore<T extends TableSnapshot = TableSnapshot> {
  private snapshot: T;
  private readonly listeners = new Set<() => void>();

  constructor(first: T = EMPTY as T) {
    this.snapshot = first;
  }

  get(): T {
    return this.snapshot;
  }

  /** How many subscribers there are (a local table's bots move only while someone is watching). */
  get watchers(): number {
    return this.listeners.size;
  }

  set(patch: Partial<T>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of [...this.listeners]) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The messages @ludic/server sends (docs/server.md "Protocol"); the server builds them from these types. */
import type { Move, Outcome, Seat, View } from "@ludic/runtime";

/** The port a @ludic/server listens on unless PORT says otherwise; the demo's default address uses it too. */
export const DEFAULT_SERVER_PORT = 2567;

/** A person's seat ("open" until someone takes it) or a bot: "random", "mcts", "mcts:400", "mcts:250ms". */
export type SeatKind = string;

export interface SeatInfo {
  kind: SeatKind;
  /** A person holds the seat (connected or not); always true for a bot. */
  taken: boolean;
  connected: boolean;
  /** Epoch ms until which the server waits for a dropped person's connection; null otherwise. */
  graceUntil: number | null;
}

/** Sent once on joining: who this connection is at the table. */
export interface TableMessage {
  tableId: string;
  game: string;
  variant: string;
  players: number;
  seat: Seat | "spectator";
  /** Only to the seat it belongs to: presented as `resume` it gives the seat back, even after a restart. */
  token?: string;
  turnSeconds: number | null;
  onTimeout: "auto" | "forfeit";
}

/**
 * One line of a table's log as the server tells it to a seat (the shape of `@ludic/ui`'s
 * `LogEntry`): a move in words, or a line the engine logged. `index` is the move a line tells,
 * null for what followed it. Seats other than the receiver's are named "seat N" (from 0), the
 * receiver's own "You": `nameSeats` puts the table's names in.
 */
export type LogLine =
  | { kind: "move"; seat: Seat; text: string; index: number | null }
  | { kind: "event"; line: string; index: number | null };

/** Sent to every connection after every accepted move (and on joining): its own view and moves. */
export interface StateMessage {
  /** Moves accepted so far. */
  seq: number;
  view: View;
  /** The legal moves of the receiving seat ([] for spectators). */
  moves: Move[];
  /** Those of `moves` that end the game (concede, stop, forfeit), found on the server's state: the table asks first. */
  ending: Move[];
  seats: SeatInfo[];
  /** Epoch milliseconds by which the deciding people must move, or null. */
  deadline: number | null;
  /** The game's outcome, the engine's or a forfeit's. */
  outcome: Outcome | null;
  /**
   * Log lines this connection has not been sent yet, told for its seat (spectators: the
   * spectator's), which replace its log from line `from` on: after a move, that move's lines; on
   * joining, the whole log so far. Absent when there is nothing new.
   */
  log?: { from: number; lines: LogLine[] };
}

/** What changed from one view to the next (`diffView`, `applyViewPatch` in `patch.ts`). */
export interface ViewPatch {
  /** Top-level fields replaced (any but `zones`, `vars` and `log`). */
  set?: Record<string, unknown>;
  /** Top-level fields gone. */
  unset?: string[];
  /** Zones replaced or added, by key. */
  zones?: Record<string, unknown>;
  /** Zones gone. */
  dropZones?: string[];
  /** Variables replaced or added, by name. */
  vars?: Record<string, unknown>;
  /** Variables gone. */
  dropVars?: string[];
  /** The engine's log: `drop` lines gone from its start (it keeps only its latest), `add` at its end. */
  log?: { drop: number; add: string[] };
}

/**
 * A `state` as it crosses the wire: the whole `view` (the first state a connection gets, and the
 * first after it reconnects), or a `patch` against the view of the state before it (`base`: that
 * state's `seq`); `stateReader` turns frames back into states.
 */
export type StateFrame = Omit<StateMessage, "view"> & { view?: View; patch?: ViewPatch; base?: number };

export interface RefusedMessage {
  /** The engine's error code ("not-your-turn", "not-allowed", …) or the server's ("malformed", "rate-limited", "not-your-seat", "spectator", "unknown-message", "game-over", "unavailable"). */
  code: string;
  message: string;
  /** Moves accepted when the refusal was sent. */
  seq: number;
  /** The `seq` the refused move was sent with, if it had one. */
  sentAt?: number;
}

/** Sent to everyone at a finished table once one of its people asked for a rematch: the next table. */
export interface RematchMessage {
  tableId: string;
}

/**
 * The game log, told on the server for each side of a table: for every accepted move, the lines
 * a seat (or a spectator) may read of it, made by the describer the local table and the replay
 * page use (`@ludic/ui/describe`), from that seat's own views before and after the move. A card
 * the seat sees neither before nor after is "a hidden card", so a line never says more than the
 * seat's views already do ("Bot draws a card", not which).
 *
 * Seats are named the engine's way ("seat 1", from 0) except the viewer's own, "You", so the
 * verbs agree as at one screen; the client puts its own seat names in (`nameSeats` of
 * `@ludic/client`), as it does for the engine's lines.
 */
import type { Move, Seat, View } from "@ludic/runtime";
import {
  type Catalogue,
  catalogueOf,
  entriesForMove,
  type LogEntry,
  tableWords,
  type Words,
} from "@ludic/ui/describe";
import type { Table } from "./table.js";

export type Viewer = Seat | "spectator";

interface Told {
  /** The move the log is told up to. */
  seq: number;
  /** The viewer's view at that move: the "before" of the next move's lines. */
  view: View;
  lines: LogEntry[];
}

/** The seat names lines are told with: "You" for the viewer, "seat N" for the others. */
export function toldNames(players: number, viewer: Viewer): string[] {
  return Array.from({ length: players }, (_, s) => (s === viewer ? "You" : `seat ${s}`));
}

export class SeatLogs {
  private readonly logs = new Map<Viewer, Told>();
  private readonly words = new Map<Viewer, Words>();
  private readonly cards: Catalogue;

  constructor(private readonly table: Table) {
    this.cards = catalogueOf(table.engine.meta);
  }

  private wordsFor(viewer: Viewer, view: View): Words {
    let words = this.words.get(viewer);
    if (words === undefined) {
      words = tableWords(this.table.engine.meta, view, toldNames(this.table.record.players, viewer));
      this.words.set(viewer, words);
    }
    return words;
  }

  /** `viewer`'s whole log at the current move (told again from the record if nobody kept it). */
  of(viewer: Viewer): readonly LogEntry[] {
    const kept = this.logs.get(viewer);
    if (kept !== undefined && kept.seq === this.table.seq) return kept.lines;
    const told = this.replay(viewer);
    this.logs.set(viewer, told);
    return told.lines;
  }

  /**
   * After the move `move` was committed: its lines for each viewer in `held`, from the view the
   * log kept and the view after it (`viewOf`). The logs of viewers nobody holds any more are
   * dropped: told again from the record if someone watches from there again.
   */
  told(move: Move, viewOf: (viewer: Viewer) => View, held: ReadonlySet<Viewer>): void {
    const seq = this.table.seq;
    for (const [viewer, log] of this.logs) {
      if (!held.has(viewer) || log.seq !== seq - 1) {
        this.logs.delete(viewer);
        continue;
      }
      const after = viewOf(viewer);
      const words = this.wordsFor(viewer, after);
      log.lines.push(...entriesForMove(words, this.cards, move, seq - 1, viewer, log.view, after));
      log.view = after;
      log.seq = seq;
    }
  }

  /** The log replayed from the record: the deal's lines, then each move's. */
  private replay(viewer: Viewer): Told {
    const { engine, record } = this.table;
    let state = engine.replay({ ...record, moves: [] });
    let view = engine.view(state, viewer) as View;
    const words = this.wordsFor(viewer, view);
    const lines: LogEntry[] = view.log.map((line) => ({ kind: "event", line, index: null }));
    record.moves.forEach((move, i) => {
      state = engine.applyMove(state, move);
      const after = engine.view(state, viewer) as View;
      lines.push(...entriesForMove(words, this.cards, move, i, viewer, view, after));
      view = after;
    });
    return { seq: record.moves.length, view, lines };
  }
}

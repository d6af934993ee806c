/**
 * React over a table source. `useGame(source)` is what a table UI reads, whether the engine runs
 * in the page (`localTable`: hot-seat people, bots) or on a server (`onlineTable`): the seat it
 * plays, that seat's view and legal moves, the seats, the clock, the outcome, the last refusal,
 * the connection, and the actions (`play`, and `askRematch` where the source offers one).
 * `useTable(source)` is the snapshot alone.
 */
import type { Move } from "@ludic/runtime";
import { useMemo, useSyncExternalStore } from "react";
import type { TableSnapshot, TableSource } from "./source.js";

/** The source's own snapshot: a local table's has the position and the moves played too. */
type SnapshotOf<T extends TableSource> = ReturnType<T["getSnapshot"]>;

export function useTable<T extends TableSource>(source: T): SnapshotOf<T> {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot) as SnapshotOf<T>;
}

export type Game<T extends TableSnapshot = TableSnapshot> = T & GameActions;

export interface GameActions {
  /** Plays a move as this table's seat (a refusal shows in `refusal`). */
  play(move: { action: string; args: Move["args"] }): void;
  /** After the game, where the source can set up the next one (online tables); `rematch` then names its table. */
  askRematch: (() => void) | null;
}

export function useGame<T extends TableSource & { rematch?(): void }>(source: T): Game<SnapshotOf<T>> {
  const snapshot = useTable(source);
  return useMemo(
    (): Game<SnapshotOf<T>> => ({
      ...snapshot,
      play: (move) => source.play(move),
      askRematch: source.rematch ? () => source.rematch?.() : null,
    }),
    [snapshot, source],
  );
}

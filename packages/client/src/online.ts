/**
 * A table on a @ludic/server: the snapshot is what the server sent this connection (its seat's
 * view and moves, never more). A dropped connection comes back by itself: first with Colyseus'
 * reconnection token, then, if the server no longer knows it (a restart), with the seat token.
 */
import { Client, type Room } from "colyseus.js";
import { stateReader } from "./patch.js";
import { SnapshotStore, type TableSource } from "./source.js";
import type { RefusedMessage, RematchMessage, StateFrame, TableMessage } from "./wire.js";

/** Where seat tokens are kept between page loads: `localStorage` in a browser. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface OnlineOptions {
  /** The server's WebSocket address, e.g. ws://127.0.0.1:2567. */
  url: string;
  /** A new table: its options (docs/server.md), e.g. { game: "cuttle", seats: ["open", "random"] }. */
  create?: Record<string, unknown>;
  /** Or an existing one, by id: a seat, watching, or (by default) the first free seat. */
  join?: { tableId: string; seat?: number; spectate?: boolean };
  storage?: TokenStorage;
  /** Reconnection attempts before giving up (default 8, backing off from 250 ms to 5 s). */
  reconnectAttempts?: number;
}

export interface OnlineTable extends TableSource {
  readonly tableId: string;
  /** The Colyseus room under the table now (a new one after each reconnection): for tools and tests. */
  readonly room: Room;
  /** After the game: asks for the next table (same game, seats rotated); `rematch` in the snapshot names it. */
  rematch(): void;
}

/** Colyseus' close codes for a leave that was meant: no reconnection. */
const MEANT = new Set([1000, 4000, 4429]);
/** Where `storage` keeps the seat token of a table. */
export const seatTokenKey = (tableId: string): string => `ludic:seat:${tableId}`;
const tokenKey = seatTokenKey;

export async function onlineTable(o: OnlineOptions): Promise<OnlineTable> {
  const client = new Client(o.url);
  const store = new SnapshotStore();
  let leaving = false;
  let tableId = "";
  let token: string | undefined;

  const attach = (room: Room): Room => {
    // Each connection's frames patch the views before them (its first frame has the whole view).
    const read = stateReader();
    room.onMessage("table", (t: TableMessage) => {
      tableId = t.tableId;
      if (t.token !== undefined) {
        token = t.token;
        o.storage?.setItem(tokenKey(t.tableId), t.token);
      }
      store.set({ seat: t.seat, game: t.game, variant: t.variant, connection: "open" });
    });
    room.onMessage("state", (frame: StateFrame) => {
      const s = read(frame);
      const before = store.get();
      const advanced = s.seq > before.seq;
      // New lines replace the log from where they start; lines further on than the log reaches
      // (never sent so: each connection gets every line once, in order) are left out.
      const log =
        s.log !== undefined && s.log.from <= before.log.length
          ? [...before.log.slice(0, s.log.from), ...s.log.lines]
          : before.log;
      store.set({
        log,
        view: s.view,
        moves: s.moves,
        ending: s.ending ?? [],
        seq: s.seq,
        seats: s.seats,
        deadline: s.deadline,
        outcome: s.outcome,
        connection: "open",
        ...(advanced ? { refusal: null } : {}),
      });
    });
    room.onMessage("rematch", (r: RematchMessage) => store.set({ rematch: r.tableId }));
    room.onMessage("refused", (r: RefusedMessage) =>
      store.set({ refusal: { code: r.code, message: r.message } }),
    );
    room.onLeave((code) => {
      if (leaving || MEANT.has(code)) store.set({ connection: "closed" });
      else void comeBack(room);
    });
    return room;
  };

  async function comeBack(lost: Room): Promise<void> {
    store.set({ connection: "reconnecting" });
    const attempts = o.reconnectAttempts ?? 8;
    for (let i = 0; i < attempts && !leaving; i++) {
      await new Promise((r) => setTimeout(r, Math.min(5000, 250 * 2 ** i)));
      try {
        current = attach(await client.reconnect(lost.reconnectionToken));
        return;
      } catch {
        // The server may have restarted: the seat token still holds the seat.
        if (token !== undefined) {
          try {
            current = attach(await client.joinById(tableId, { resume: token }));
            return;
          } catch {
            // Not back yet: try again after a longer pause.
          }
        }
      }
    }
    store.set({ connection: "closed" });
  }

  let current: Room;
  if (o.create !== undefined) {
    current = attach(await client.create("game", o.create));
  } else if (o.join !== undefined) {
    const saved = o.storage?.getItem(tokenKey(o.join.tableId)) ?? undefined;
    const options =
      saved !== undefined ? { resume: saved } : { seat: o.join.seat, spectate: o.join.spectate };
    try {
      current = attach(await client.joinById(o.join.tableId, options));
    } catch (e) {
      // A stale token from an earlier game at a table of the same id: join as new.
      if (saved === undefined) throw e;
      current = attach(
        await client.joinById(o.join.tableId, { seat: o.join.seat, spectate: o.join.spectate }),
      );
    }
  } else {
    throw new Error("onlineTable: give `create` (new table options) or `join` ({ tableId })");
  }
  tableId = current.roomId;

  return {
    get tableId() {
      return tableId;
    },
    get room() {
      return current;
    },
    getSnapshot: () => store.get(),
    subscribe: (l) => store.subscribe(l),
    play(move) {
      current.send("move", { action: move.action, args: move.args, seq: store.get().seq });
    },
    rematch() {
      current.send("rematch", {});
    },
    async close() {
      leaving = true;
      await current.leave(true).catch(() => undefined);
      store.set({ connection: "closed" });
    },
  };
}

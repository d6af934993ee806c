/**
 * The online tables this page is at, by id, so moving between the app's pages keeps the
 * connection: the lobby creates or joins one, the table page reads it. Seat tokens are kept in
 * this tab's session storage: a reload takes the seat back, and two tabs are two players.
 */
import { type OnlineTable, onlineTable, seatTokenKey } from "@ludic/client";
import { serverAddress } from "./address.js";

const open = new Map<string, OnlineTable>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function keep(table: OnlineTable): OnlineTable {
  open.set(table.tableId, table);
  return table;
}

/** A new table (options as in docs/server.md): this page takes its first free seat. */
export async function createTable(options: Record<string, unknown>): Promise<OnlineTable> {
  const store = storage();
  return keep(
    await onlineTable({ url: serverAddress().ws, create: options, ...(store ? { storage: store } : {}) }),
  );
}

/**
 * A table by id: the connection this page has, else a new one, which takes back the seat this
 * tab held (its token), or asks for `seat`, watching, or the first free seat.
 */
export async function joinTable(
  tableId: string,
  how: { seat?: number; spectate?: boolean } = {},
): Promise<OnlineTable> {
  const here = open.get(tableId);
  if (here && here.getSnapshot().connection !== "closed") return here;
  const store = storage();
  return keep(
    await onlineTable({
      url: serverAddress().ws,
      join: { tableId, ...how },
      ...(store ? { storage: store } : {}),
    }),
  );
}

export function tableHere(tableId: string): OnlineTable | undefined {
  const t = open.get(tableId);
  return t && t.getSnapshot().connection !== "closed" ? t : undefined;
}

/** Whether this tab holds a seat at the table (its token), so opening it takes the seat back. */
export function holdsSeat(tableId: string): boolean {
  return storage()?.getItem(seatTokenKey(tableId)) != null;
}

export async function leaveTable(tableId: string): Promise<void> {
  const t = open.get(tableId);
  open.delete(tableId);
  await t?.close();
}

export interface Listing {
  tableId: string;
  clients: number;
  game: string;
  variant: string;
  players: number;
  open: number;
}

/** The lobby: the server's tables that are not private. */
export async function listTables(): Promise<Listing[]> {
  const res = await fetch(`${serverAddress().http}/tables`);
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  return (await res.json()) as Listing[];
}

/**
 * Seats that survive the network and the server: a dropped connection gets its seat back with
 * Colyseus' reconnection token, and a server killed with SIGKILL mid-game comes back with every
 * accepted move — the players present their seat tokens and carry on from the last one.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chooser,
  Player,
  playMoves,
  playOut,
  type ServerProcess,
  startServerProcess,
  tempDir,
  until,
} from "./harness.js";

let dir: string;

beforeAll(() => {
  dir = tempDir("resume");
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const env = (name: string): Record<string, string> => ({
  LUDIC_SQLITE: join(dir, `${name}.sqlite`),
  LUDIC_RATE: "1000",
  LUDIC_BURST: "1000",
  LUDIC_JOIN_RATE: "1000",
  LUDIC_JOIN_BURST: "1000",
  LUDIC_RECONNECT_SECONDS: "120",
});

async function seatTwo(server: ServerProcess): Promise<{ a: Player; b: Player; tableId: string }> {
  const a = await Player.create(server.url, { game: "cuttle" });
  const tableId = (await until("a seat", () => a.table)).tableId;
  const b = await Player.join(server.url, tableId);
  await until("both connected", () => a.latest?.seats.every((s) => s.connected) && b.latest);
  return { a, b, tableId };
}

describe("a dropped connection", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(env("drop"));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("reconnects to its seat with its reconnection token; the other seat sees it go and come back", async () => {
    const { a, b } = await seatTwo(server);
    await playMoves([a, b], 3);
    const seat = b.seat;
    b.drop();
    await until("a to see b gone", () => a.latest?.seats[seat as number]?.connected === false);
    const before = b.states.length;
    await b.reconnect();
    await until("b's state again", () => b.states.length > before && b.table);
    expect(b.seat).toBe(seat);
    expect(b.latest?.seq).toBe(3);
    await until("a to see b back", () => a.latest?.seats[seat as number]?.connected === true);
    await playOut([a, b], chooser(3));
    expect(a.latest?.outcome).not.toBeNull();
    await Promise.all([a.leave(), b.leave()]);
  });

  it("takes its seat back with its seat token from a new connection", async () => {
    const { a, b, tableId } = await seatTwo(server);
    await playMoves([a, b], 2);
    const seat = a.seat;
    a.drop();
    await a.resume(server.url, tableId);
    await until("a's state again", () => a.latest?.seq === 2 && a.table?.seat === seat);
    await playMoves([a, b], 2);
    expect(b.latest?.seq).toBe(4);
    await Promise.all([a.leave(), b.leave()]);
  });

  it("moves a seat to the newest connection that presents its token, closing the old one", async () => {
    const { a, b, tableId } = await seatTwo(server);
    const seat = a.seat;
    const token = a.table?.token as string;
    const elsewhere = await Player.join(server.url, tableId, { resume: token });
    await until("the new connection's state", () => elsewhere.latest && elsewhere.table);
    expect(elsewhere.seat).toBe(seat);
    await until("the old connection to be closed", () => a.closed);
    await Promise.all([elsewhere.leave(), b.leave()]);
  });

  it("refuses a made-up seat token", async () => {
    const { a, b, tableId } = await seatTwo(server);
    await expect(Player.join(server.url, tableId, { resume: "x".repeat(32) })).rejects.toThrow(/not valid/);
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe("a server killed in the middle of a game", () => {
  it("restarts with every accepted move; the players carry on from the last one", async () => {
    const first = await startServerProcess(env("kill"));
    const { a, b, tableId } = await seatTwo(first);
    await playMoves([a, b], 6);
    const viewA = a.latest?.view;
    await first.kill();
    await until("both to notice", () => a.closed && b.closed);

    const second = await startServerProcess(env("kill"), first.port);
    try {
      expect(second.output()).toMatch(/1 games restored/);
      await a.resume(second.url, tableId);
      await b.resume(second.url, tableId);
      await until(
        "both states",
        () => a.latest?.seq === 6 && b.latest?.seq === 6 && a.table?.tableId === tableId,
      );
      // The same position as before the kill, as each seat saw it.
      expect(a.latest?.view).toEqual(viewA);
      await playOut([a, b], chooser(5));
      const res = await fetch(`${second.http}/games/${tableId}/record`);
      const record = (await res.json()) as { moves: unknown[] };
      expect(record.moves).toHaveLength(a.latest?.seq ?? -1);
      await Promise.all([a.leave(), b.leave()]);
    } finally {
      await second.stop();
    }
  });
});

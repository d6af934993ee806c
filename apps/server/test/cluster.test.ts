/**
 * Two server processes as one, as the scaled-out setup runs: Redis (presence and driver) and
 * PostgreSQL, both started and stopped here on loopback. A table created through one process is
 * listed by the other and joined through it, and the game is kept in PostgreSQL.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chooser,
  eventually,
  freePort,
  Player,
  playMoves,
  playOut,
  type ServerProcess,
  type Service,
  startPostgres,
  startRedis,
  startServerProcess,
  until,
} from "./harness.js";

let redis: Service;
let postgres: Service;
let a: ServerProcess;
let b: ServerProcess;
let envA: Record<string, string>;

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const common = {
    REDIS_URL: redis.url,
    DATABASE_URL: postgres.url,
    LUDIC_RATE: "1000",
    LUDIC_BURST: "1000",
    LUDIC_JOIN_RATE: "1000",
    LUDIC_JOIN_BURST: "1000",
  };
  const [pa, pb] = [await freePort(), await freePort()];
  // One after the other: both run the migrations on start, and the first must finish first.
  envA = { ...common, LUDIC_PUBLIC_ADDRESS: `127.0.0.1:${pa}` };
  a = await startServerProcess(envA, pa);
  b = await startServerProcess({ ...common, LUDIC_PUBLIC_ADDRESS: `127.0.0.1:${pb}` }, pb);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([redis?.stop(), postgres?.stop()]);
});

interface Listed {
  tableId: string;
  game: string;
  open: number;
}

describe("two processes behind Redis and PostgreSQL", () => {
  it("lists a table created through one process on the other, and plays it through both", async () => {
    const alice = await Player.create(a.url, { game: "cuttle" });
    const tableId = (await until("alice's seat", () => alice.table)).tableId;
    // B's lobby lists it (from the shared driver), with its one open seat.
    const listed = await eventually("the table in b's lobby", async () => {
      const tables = (await (await fetch(`${b.http}/tables`)).json()) as Listed[];
      return tables.find((t) => t.tableId === tableId && t.open === 1);
    });
    expect(listed.game).toBe("cuttle");
    // Joined through B: B reserves the seat on whichever process hosts the room.
    const bob = await Player.join(b.url, tableId);
    await until("bob's state", () => bob.latest && alice.latest?.seats.every((s) => s.connected));
    expect(bob.seat).toBe(1);
    // The room lives on A: B sent bob's WebSocket to A's public address.
    const socket = (bob.room.connection.transport as unknown as { ws: { url: string } }).ws;
    expect(socket.url).toContain(`127.0.0.1:${a.port}/`);
    await playOut([alice, bob], chooser(9));
    const outcome = alice.latest?.outcome;
    expect(outcome).not.toBeNull();
    expect(bob.latest?.outcome).toEqual(outcome);

    // The record is in PostgreSQL, move by move, and both processes serve it.
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const rows = await db.query("select count(*) as n from moves where game_id = $1", [tableId]);
      expect(Number(rows.rows[0].n)).toBe(alice.latest?.seq);
      const status = await db.query("select status from games where id = $1", [tableId]);
      expect(status.rows[0].status).toBe("over");
    } finally {
      await db.end();
    }
    for (const server of [a, b]) {
      const res = await fetch(`${server.http}/games/${tableId}/record`);
      expect(res.status).toBe(200);
    }
    await Promise.all([alice.leave(), bob.leave()]);
  });

  it("brings back a table whose process was killed: restarted, it replays the game from PostgreSQL", async () => {
    const alice = await Player.create(a.url, { game: "cuttle" });
    const tableId = (await until("alice's seat", () => alice.table)).tableId;
    const bob = await Player.join(b.url, tableId);
    await until("bob's state", () => bob.latest && alice.latest?.seats.every((s) => s.connected));
    await playMoves([alice, bob], 4);
    const seen = bob.latest?.view;
    await a.kill();
    await until("both to notice", () => alice.closed && bob.closed);
    // Restarted on its port: it drops the dead process's entries from Redis, then restores.
    a = await startServerProcess(envA, a.port);
    expect(a.output()).toMatch(/[1-9]\d* games restored/);
    // Both come back through B, which finds the table on the new A.
    await alice.resume(b.url, tableId);
    await bob.resume(b.url, tableId);
    await until("both at move 4", () => alice.latest?.seq === 4 && bob.latest?.seq === 4);
    expect(bob.latest?.view).toEqual(seen);
    await playOut([alice, bob], chooser(6));
    expect(alice.latest?.outcome).not.toBeNull();
    await Promise.all([alice.leave(), bob.leave()]);
  });

  it("creates through B and joins by id through A", async () => {
    const carol = await Player.create(b.url, { game: "tic-tac-toe" });
    const tableId = (await until("carol's seat", () => carol.table)).tableId;
    const dave = await Player.join(a.url, tableId);
    await until("dave's state", () => dave.latest);
    await playOut([carol, dave], chooser(4));
    expect(dave.latest?.outcome).not.toBeNull();
    await Promise.all([carol.leave(), dave.leave()]);
  });
});

/** The store on SQLite (PostgreSQL runs the same code in test/cluster.test.ts). */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "./store.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const record = {
  game: "cuttle",
  rulesVersion: "1.0.0",
  seed: "s",
  players: 2,
  variant: "classic",
  options: {},
};

describe("the game store", () => {
  it("keeps a game's record move by move, across reopening the file", async () => {
    const dir = join(tmpdir(), `ludic-store-${process.pid}-${Date.now()}`);
    dirs.push(dir);
    const path = join(dir, "games.sqlite");
    const store = await openStore({ sqlitePath: path });
    await store.createGame({ id: "g1", record, setup: { seats: ["open", "random"] } });
    await store.appendMove("g1", 0, { seat: 1, action: "draw", args: {} });
    await store.appendMove("g1", 1, { seat: 0, action: "points", args: { card: "9H" } });
    await store.setSeatToken("g1", 0, "h0");
    await store.close();

    const again = await openStore({ sqlitePath: path });
    const g = await again.load("g1");
    expect(g?.record.moves).toEqual([
      { seat: 1, action: "draw", args: {} },
      { seat: 0, action: "points", args: { card: "9H" } },
    ]);
    expect(g?.setup).toEqual({ seats: ["open", "random"] });
    expect(await again.unfinished()).toEqual(["g1"]);
    expect(await again.seatTokens("g1")).toEqual(new Map([[0, "h0"]]));
    await again.finish("g1", "over", { winners: [0], scores: [21, 3], reason: "21 points" });
    expect(await again.unfinished()).toEqual([]);
    expect((await again.load("g1"))?.outcome?.winners).toEqual([0]);
    await again.close();
  });

  it("refuses a second move with the same number and a move of an unknown game", async () => {
    const store = await openStore({});
    await store.createGame({ id: "g", record, setup: {} });
    await store.appendMove("g", 0, { seat: 0, action: "draw", args: {} });
    await expect(store.appendMove("g", 0, { seat: 1, action: "draw", args: {} })).rejects.toThrow();
    await expect(store.appendMove("nope", 0, { seat: 1, action: "draw", args: {} })).rejects.toThrow();
    expect((await store.load("g"))?.record.moves).toHaveLength(1);
    await store.close();
  });

  it("writes the moves of one tick together, and a bad one among them fails alone", async () => {
    const store = await openStore({});
    for (const id of ["a", "b", "c"]) await store.createGame({ id, record, setup: {} });
    await store.appendMove("a", 0, { seat: 0, action: "draw", args: {} });
    const draw = { seat: 1, action: "draw", args: {} };
    // All in one tick: a duplicate seq for "a", new moves for "b" and "c".
    const results = await Promise.allSettled([
      store.appendMove("b", 0, draw),
      store.appendMove("a", 0, draw),
      store.appendMove("c", 0, draw),
      store.appendMove("b", 1, draw),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect((await store.load("a"))?.record.moves).toEqual([{ seat: 0, action: "draw", args: {} }]);
    expect((await store.load("b"))?.record.moves).toEqual([draw, draw]);
    expect((await store.load("c"))?.record.moves).toEqual([draw]);
    await store.close();
  });
});

/**
 * Seats the server fills itself, and the turn clock: a person plays a whole game against the
 * server's bots, and a person who lets the clock run out gets a random move made for them or
 * forfeits, as the table was set up.
 */
import { describe, expect, it } from "vitest";
import { chooser, Player, playOut, until } from "./harness.js";
import { useTestServer } from "./use-server.js";

const server = useTestServer("bots");

describe("bots on the server", () => {
  it("plays a whole Cuttle game against the random bot", async () => {
    const me = await Player.create(server.url, { game: "cuttle", seats: ["open", "random"] });
    await until("my state", () => me.latest);
    expect(me.seat).toBe(0);
    expect(me.latest?.seats.map((s) => s.kind)).toEqual(["open", "random"]);
    await playOut([me], chooser(2));
    expect(me.latest?.outcome).not.toBeNull();
    await me.leave();
  });

  it("plays Connect Four against the search bot, which thinks within its time budget", async () => {
    const me = await Player.create(server.url, { game: "connect-four", seats: ["mcts:10ms", "open"] });
    await until("my state", () => me.latest);
    expect(me.seat).toBe(1);
    await playOut([me], chooser(8));
    expect(me.latest?.outcome).not.toBeNull();
    await me.leave();
  });

  it("refuses a bot it does not know", async () => {
    await expect(Player.create(server.url, { game: "cuttle", seats: ["open", "genius"] })).rejects.toThrow(
      /seats/,
    );
  });

  it("plays a table of bots only, watched by a spectator", async () => {
    const watcher = await Player.create(server.url, {
      game: "tic-tac-toe",
      seats: ["random", "random"],
      spectate: true,
    });
    await until("the end", () => watcher.latest?.outcome);
    expect(watcher.seat).toBe("spectator");
    await watcher.leave();
  });
});

describe("the turn clock", () => {
  it("makes a random move for a person whose time ran out", async () => {
    const me = await Player.create(server.url, { game: "cuttle", seats: ["open", "open"], turnSeconds: 1 });
    const tableId = (await until("my seat", () => me.latest && me.table)).tableId;
    // No clock before the table is full.
    expect(me.latest?.deadline).toBeNull();
    const other = await Player.join(server.url, tableId);
    const first = await until("a deadline", () => other.states.find((s) => s.deadline !== null));
    // Nobody moves: the clock does, for whoever had to, once the deadline has passed.
    const next = await until("the clock's move", () => me.states.find((s) => s.seq === first.seq + 1));
    expect(next.outcome).toBeNull();
    expect(Date.now()).toBeGreaterThanOrEqual(first.deadline ?? 0);
    expect(me.refusals).toEqual([]);
    await Promise.all([me.leave(), other.leave()]);
  });

  it("ends the game by forfeit when the table says so", async () => {
    const me = await Player.create(server.url, {
      game: "tic-tac-toe",
      seats: ["open", "random"],
      turnSeconds: 1,
      onTimeout: "forfeit",
    });
    await until("my state", () => me.latest);
    const end = await until("the forfeit", () => me.latest?.outcome);
    expect(end.winners).toEqual([1]);
    expect(end.reason).toMatch(/seat 0 ran out of time/);
    await me.leave();
  });
});

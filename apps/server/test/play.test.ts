/**
 * Two people play a whole game of Cuttle through a real server process: each gets its own
 * seat, view and moves after every accepted move, and the finished game's record, downloaded
 * from the server, replays to the same outcome.
 */
import cuttle, { type GameRecord, type Outcome } from "@ludic/cuttle";
import { describe, expect, it } from "vitest";
import { chooser, Player, playOut, until } from "./harness.js";
import { useTestServer } from "./use-server.js";

const server = useTestServer("play");

describe("a whole game between two people", () => {
  it("plays Cuttle to its end, each seat seeing only its own hand", async () => {
    const alice = await Player.create(server.url, { game: "cuttle" });
    await until("alice's seat", () => alice.table);
    const tableId = alice.table?.tableId as string;
    const bob = await Player.join(server.url, tableId);
    await until("bob's seat", () => bob.table && bob.latest);
    expect(alice.seat).toBe(0);
    expect(bob.seat).toBe(1);
    // Each sees its own hand and only the backs of the other's.
    const start = bob.latest;
    expect(start?.view.zones["hand[1]"]?.cards.every((c) => "id" in c)).toBe(true);
    expect(start?.view.zones["hand[0]"]?.cards.every((c) => "hidden" in c)).toBe(true);

    const moves = await playOut([alice, bob], chooser(7));
    const outcome = alice.latest?.outcome as Outcome;
    expect(typeof outcome.reason).toBe("string");
    expect(bob.latest?.outcome).toEqual(outcome);

    const res = await fetch(`${server.http}/games/${tableId}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as GameRecord & { outcome: Outcome };
    expect(record.moves).toHaveLength(moves);
    expect(cuttle.outcome(cuttle.replay(record))).toEqual(outcome);
    await Promise.all([alice.leave(), bob.leave()]);
  });

  it("keeps the record of a game in progress to itself: its seed would reveal every card", async () => {
    const alice = await Player.create(server.url, { game: "cuttle", seats: ["open", "random"] });
    await until("alice's state", () => alice.latest);
    const res = await fetch(`${server.http}/games/${alice.table?.tableId}/record`);
    expect(res.status).toBe(409);
    expect(await res.text()).not.toContain("seed");
    await alice.leave();
  });

  it("refuses a table for a game or variant that does not exist", async () => {
    await expect(Player.create(server.url, { game: "chess" })).rejects.toThrow(/no game "chess"/);
    await expect(Player.create(server.url, { game: "cuttle", variant: "nope" })).rejects.toThrow(
      /no variant/,
    );
  });
});

/**
 * What happens around a seat beyond the moves: a dropped person's grace period runs out (the
 * seat then comes back only with its seat token), a finished table offers everyone the same
 * rematch, and the per-address limit on table requests believes `x-forwarded-for` only from a
 * configured proxy.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { chooser, Player, playOut, until } from "./harness.js";
import { useTestServer } from "./use-server.js";

describe("a dropped seat", () => {
  // A one-second grace period, so it runs out within the test.
  const server = useTestServer("grace", { LUDIC_RECONNECT_SECONDS: "1" });

  it("is awaited for the grace period, then only its seat token brings it back", async () => {
    const alice = await Player.create(server.url, { game: "cuttle" });
    const tableId = (await until("alice's seat", () => alice.table)).tableId;
    const bob = await Player.join(server.url, tableId);
    await until("both seated", () => alice.latest?.seats.every((s) => s.connected));
    expect((await until("bob's seat", () => bob.table)).token).toBeDefined();

    bob.drop();
    const waiting = await until("alice to see bob away", () => {
      const seat = alice.latest?.seats[1];
      return seat !== undefined && !seat.connected && seat.graceUntil !== null && seat;
    });
    expect(waiting.taken).toBe(true);
    // The grace period ends: the seat is still bob's, but no longer awaited.
    const expired = await until("bob's grace period to run out", () => {
      const seat = alice.latest?.seats[1];
      return seat !== undefined && !seat.connected && seat.graceUntil === null && seat;
    });
    expect(expired.taken).toBe(true);
    await expect(bob.reconnect()).rejects.toThrow();

    await bob.resume(server.url, tableId);
    await until("bob back", () => alice.latest?.seats[1]?.connected);
    expect(bob.table?.seat).toBe(1);
    await Promise.all([alice.leave(), bob.leave()]);
  });
});

describe("a rematch", () => {
  const server = useTestServer("rematch");

  it("is one new table for everyone, with the seats rotated", async () => {
    const me = await Player.create(server.url, { game: "tic-tac-toe", seats: ["open", "random"] });
    const tableId = (await until("my seat", () => me.table)).tableId;
    const watcher = await Player.join(server.url, tableId, { spectate: true });
    await until("the watcher's state", () => watcher.latest);
    me.room.send("rematch", {});
    expect((await me.refusal(1)).code).toBe("not-over");
    me.refusals.splice(0);

    await playOut([me], chooser(3));
    watcher.room.send("rematch", {});
    expect((await watcher.refusal(1)).code).toBe("spectator");
    const announced: string[] = [];
    me.room.onMessage("rematch", (m: { tableId: string }) => announced.push(m.tableId));
    watcher.room.onMessage("rematch", (m: { tableId: string }) => announced.push(m.tableId));
    me.room.send("rematch", {});
    me.room.send("rematch", {});
    await until("two announcements each", () => announced.length >= 4);
    expect(new Set(announced).size).toBe(1);
    const next = announced[0] as string;
    expect(next).not.toBe(tableId);

    const again = await Player.join(server.url, next, { seat: 1 });
    const state = await until("the rematch's state", () => again.latest);
    expect(state.seats.map((s) => s.kind)).toEqual(["random", "open"]);
    // A new game: the bot, now at seat 0, may already have opened it.
    expect(state.seq).toBeLessThanOrEqual(1);
    expect(again.table?.seat).toBe(1);
    await Promise.all([me.leave(), watcher.leave(), again.leave()]);
  });
});

describe("the limit on table requests per client address", () => {
  // Three requests per address, hardly refilled; 127.0.0.2 plays the proxy in front of the server.
  const server = useTestServer("proxies", {
    LUDIC_JOIN_RATE: "0.001",
    LUDIC_JOIN_BURST: "3",
    LUDIC_TRUSTED_PROXIES: "127.0.0.2",
  });

  /** A matchmaking request as colyseus.js sends it; true when a table was made. */
  function createTable(headers: Record<string, string>, from?: string): Promise<boolean> {
    const url = new URL(`${server.http}/matchmake/create/game`);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          ...(from !== undefined ? { localAddress: from } : {}),
        },
        (res) => {
          let body = "";
          res.on("data", (d) => {
            body += String(d);
          });
          res.on("end", () => {
            const answer = JSON.parse(body) as { error?: string; room?: unknown };
            if (answer.error !== undefined && !/too many table requests/.test(answer.error))
              reject(new Error(answer.error));
            else resolve(answer.room !== undefined);
          });
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ game: "tic-tac-toe", private: true }));
    });
  }

  it("ignores x-forwarded-for from a client that is not a configured proxy", async () => {
    const made: boolean[] = [];
    for (let i = 0; i < 5; i++) made.push(await createTable({ "x-forwarded-for": `198.51.100.${i + 1}` }));
    expect(made).toEqual([true, true, true, false, false]);
  });

  it("counts each real client behind a configured proxy on its own", async () => {
    const made: boolean[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await createTable({ "x-forwarded-for": `203.0.113.${i + 1}` }, "127.0.0.2"));
    expect(made).toEqual([true, true, true, true, true]);
    // A client's own x-forwarded-for entry, left of the address the proxy appended, does not count.
    const one: boolean[] = [];
    for (let i = 0; i < 3; i++)
      one.push(await createTable({ "x-forwarded-for": `10.9.9.${i}, 203.0.113.1` }, "127.0.0.2"));
    expect(one).toEqual([true, true, false]);
  });
});

/**
 * A client behaving as an attacker: moving for the other seat, sending what is not a move,
 * flooding. Each is refused and the game is exactly where it was; the honest player carries on.
 */
import { describe, expect, it } from "vitest";
import { Player, until } from "./harness.js";
import { useTestServer } from "./use-server.js";

// The default limits: 10 messages a second, bursts of 20, closed after 50 refused in a row.
const server = useTestServer("attacks", {
  LUDIC_RATE: "10",
  LUDIC_BURST: "20",
  LUDIC_JOIN_RATE: "2",
  LUDIC_JOIN_BURST: "30",
});

/**
 * A Cuttle table of two: `first` is the seat that must move (the dealer's opponent, whoever the
 * shuffle made dealer), `dealer` the one that is out of turn.
 */
async function table(): Promise<{ dealer: Player; first: Player; tableId: string }> {
  const a = await Player.create(server.url, { game: "cuttle" });
  const tableId = (await until("a seat", () => a.table)).tableId;
  const b = await Player.join(server.url, tableId);
  await until("both states", () => a.latest?.seats.every((s) => s.connected) && b.latest);
  const deciding = b.latest?.view.decisions.map((d) => d.seat);
  expect(deciding).toHaveLength(1);
  return deciding?.[0] === a.seat ? { first: a, dealer: b, tableId } : { first: b, dealer: a, tableId };
}

describe("a client cannot act for another seat", () => {
  it("refuses a move naming the other seat, and the other seat's move sent as its own", async () => {
    const { dealer, first } = await table();
    const theirs = first.latest?.moves[0];
    expect(theirs).toBeDefined();
    // Named as the other seat's move.
    dealer.send({ seat: first.seat, action: theirs?.action, args: theirs?.args });
    expect((await dealer.refusal(1)).code).toBe("not-your-seat");
    // The same move without a seat is the dealer's own move, out of turn: the engine says so.
    dealer.send({ action: theirs?.action, args: theirs?.args });
    const refused = await dealer.refusal(2);
    expect(refused.code).toBe("not-your-turn");
    expect(refused.seq).toBe(0);
    // Nothing happened: no new state was sent, and the rightful player's move still goes through.
    expect(dealer.latest?.seq).toBe(0);
    expect(first.latest?.seq).toBe(0);
    first.send({ action: theirs?.action, args: theirs?.args });
    expect((await dealer.stateAt(1)).seq).toBe(1);
    await Promise.all([dealer.leave(), first.leave()]);
  });

  it("refuses a spectator's move", async () => {
    const { dealer, first, tableId } = await table();
    const watcher = await Player.join(server.url, tableId, { spectate: true });
    await until("the spectator's state", () => watcher.latest);
    expect(watcher.seat).toBe("spectator");
    expect(watcher.latest?.moves).toEqual([]);
    const move = first.latest?.moves[0];
    watcher.send({ action: move?.action, args: move?.args });
    expect((await watcher.refusal(1)).code).toBe("spectator");
    expect(first.latest?.seq).toBe(0);
    await Promise.all([dealer.leave(), first.leave(), watcher.leave()]);
  });
});

describe("messages that are not moves", () => {
  it("refuses each malformed message and changes nothing", async () => {
    const { dealer, first } = await table();
    const junk: unknown[] = [
      "draw",
      42,
      null,
      [],
      { action: "draw" },
      { action: 7, args: {} },
      { action: "draw", args: { card: { $gt: "" } } },
      { action: "draw", args: [] },
      { action: "draw", args: {}, extra: "field" },
      { action: "x".repeat(1000), args: {} },
      { action: "points", args: { card: 1.5 } },
    ];
    for (const m of junk) first.send(m);
    await until("every refusal", () => first.refusals.length === junk.length && first.refusals);
    expect(first.refusals.every((r) => r.code === "malformed" && r.seq === 0)).toBe(true);
    // A move the engine has never heard of, well formed: the engine refuses it.
    first.send({ action: "checkmate", args: {} });
    expect((await first.refusal(junk.length + 1)).code).toBe("unknown-action");
    // A message type the room does not know.
    first.room.send("cheat", { give: "me everything" });
    expect((await first.refusal(junk.length + 2)).code).toBe("unknown-message");
    expect(first.latest?.seq).toBe(0);
    expect(dealer.latest?.seq).toBe(0);
    // The player who sent them can still play.
    const move = first.latest?.moves[0];
    first.send({ action: move?.action, args: move?.args });
    expect((await dealer.stateAt(1)).seq).toBe(1);
    await Promise.all([dealer.leave(), first.leave()]);
  });

  it("closes a connection that sends bytes that do not decode; the table carries on", async () => {
    const { dealer, first } = await table();
    const ws = (dealer.room.connection.transport as unknown as { ws: import("ws").WebSocket }).ws;
    // ROOM_DATA, a message type, then something that is not MessagePack.
    ws.send(Buffer.from([13, 0xa4, 0x6d, 0x6f, 0x76, 0x65, 0xc1, 0xc1, 0xc1]));
    await until("the connection to close", () => dealer.closed);
    const move = first.latest?.moves[0];
    first.send({ action: move?.action, args: move?.args });
    expect((await first.stateAt(1)).seq).toBe(1);
    await first.leave();
  });
});

describe("floods", () => {
  it("rate-limits a flooding connection, then closes it; nothing changes", async () => {
    const { dealer, first } = await table();
    const move = first.latest?.moves[0];
    // The dealer floods with the other seat's move, and with junk.
    for (let i = 0; i < 400; i++) dealer.send(i % 2 ? { action: move?.action, args: move?.args } : "junk");
    await until("the flood to be cut off", () => dealer.closed);
    expect(dealer.refusals.some((r) => r.code === "rate-limited")).toBe(true);
    // The limit answers once per burst, not once per message: the flood is not echoed back.
    expect(dealer.refusals.length).toBeLessThan(40);
    expect(first.latest?.seq).toBe(0);
    first.send({ action: move?.action, args: move?.args });
    expect((await first.stateAt(1)).seq).toBe(1);
    await first.leave();
  });
});

describe("a flood of table requests", () => {
  // Last in this file: it spends this address's request allowance (30 at once, then 2 a second).
  it("refuses an address that keeps asking for tables, before any table is made", async () => {
    const { Client } = await import("colyseus.js");
    const client = new Client(server.url);
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () =>
        client.create("game", { game: "tic-tac-toe", seats: ["random", "random"] }),
      ),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/too many table requests/);
    for (const r of results) if (r.status === "fulfilled") await r.value.leave();
  });
});

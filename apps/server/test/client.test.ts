/**
 * @ludic/client's online table against a real server: two tables play a whole game through
 * the same interface a UI uses, and a table whose connection drops comes back by itself.
 */
import { type OnlineTable, onlineTable, type TableSnapshot } from "@ludic/client";
import { describe, expect, it } from "vitest";
import { until } from "./harness.js";
import { useTestServer } from "./use-server.js";

const server = useTestServer("client");

/** A `Storage`-like map, as localStorage would be in a browser. */
function memoryStorage(): { getItem(k: string): string | null; setItem(k: string, v: string): void } {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

function mustMove(t: OnlineTable): TableSnapshot | undefined {
  const s = t.getSnapshot();
  return s.view?.decisions.some((d) => d.seat === s.seat) && s.moves.length > 0 ? s : undefined;
}

describe("an online table through @ludic/client", () => {
  it("plays a whole game of Connect Four between two tables", async () => {
    const a = await onlineTable({ url: server.url, create: { game: "connect-four" } });
    await until("a's seat", () => a.getSnapshot().view);
    const b = await onlineTable({ url: server.url, join: { tableId: a.tableId } });
    await until("b's view", () => b.getSnapshot().view);
    expect([a.getSnapshot().seat, b.getSnapshot().seat]).toEqual([0, 1]);
    while (a.getSnapshot().outcome === null) {
      const seq = a.getSnapshot().seq;
      const mover = await until(`a mover at ${seq}`, () => [a, b].find((t) => mustMove(t)?.seq === seq));
      const move = mover.getSnapshot().moves[0];
      if (move) mover.play(move);
      await until(`move ${seq + 1}`, () => a.getSnapshot().seq > seq && b.getSnapshot().seq > seq);
    }
    expect(b.getSnapshot().outcome).toEqual(a.getSnapshot().outcome);
    await Promise.all([a.close(), b.close()]);
  });

  it("reconnects by itself after its connection drops", async () => {
    const storage = memoryStorage();
    const a = await onlineTable({
      url: server.url,
      create: { game: "cuttle", seats: ["open", "random"] },
      storage,
    });
    await until("a's view", () => a.getSnapshot().view);
    expect(storage.getItem(`ludic:seat:${a.tableId}`)).toMatch(/^[\w-]{32}$/);
    const seq = a.getSnapshot().seq;
    // Drop the socket under the table, the way a lost network does (no close frame).
    (a.room.connection.transport as unknown as { ws: import("ws").WebSocket }).ws.terminate();
    await until("the drop to be noticed", () => a.getSnapshot().connection === "reconnecting");
    await until(
      "the table to be back",
      () => a.getSnapshot().connection === "open" && a.getSnapshot().seq >= seq,
    );
    const s = await until("a decision", () => mustMove(a));
    const move = s.moves[0];
    if (move) a.play(move);
    await until("the move to be played", () => a.getSnapshot().seq > s.seq);
    await a.close();
  });
});

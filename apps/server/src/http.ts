/**
 * The few HTTP routes beside Colyseus' matchmaking: the lobby's list of open tables (shared by
 * every process through the driver) and the records of finished games, for replay and download.
 * A game still being played has no record here: its seed would reveal every hidden card.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";
import type { Store } from "./store.js";

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Access-Control-Allow-Origin": "*",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify(body));
}

export function httpRoutes(store: Store): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "GET") return send(res, 405, { error: "only GET" });
    if (url.pathname === "/health") {
      const { roomCount, ccu } = matchMaker.stats.local;
      const cpu = process.cpuUsage();
      return send(res, 200, {
        ok: true,
        store: store.kind,
        rooms: roomCount,
        clients: ccu,
        rss: process.memoryUsage().rss,
        /** CPU time this process has used, user and system, in microseconds (the benchmark's CPU per move). */
        cpuMicros: cpu.user + cpu.system,
      });
    }
    if (url.pathname === "/tables") {
      matchMaker
        .query({ name: "game" })
        .then((rooms) =>
          send(
            res,
            200,
            rooms
              .filter((r) => !r.private)
              .map((r) => ({ tableId: r.roomId, clients: r.clients, ...(r.metadata as object) })),
          ),
        )
        .catch(() => send(res, 503, { error: "the table list is unavailable" }));
      return;
    }
    const record = /^\/games\/([\w-]{1,64})\/record$/.exec(url.pathname);
    if (record?.[1] !== undefined) {
      store
        .load(record[1])
        .then((g) => {
          if (g === null) return send(res, 404, { error: "no such game" });
          if (g.status === "playing") return send(res, 409, { error: "the game is still being played" });
          send(res, 200, { ...g.record, outcome: g.outcome, status: g.status });
        })
        .catch(() => send(res, 503, { error: "the store is unavailable" }));
      return;
    }
    send(res, 404, { error: "not found" });
  };
}

/**
 * A Ludic server process: Colyseus with the game room, its HTTP routes, the store, and (with
 * REDIS_URL) Redis presence and driver so several processes share rooms. On start it brings
 * back, by replay, every game the store says is still being played.
 */
import { createServer } from "node:http";
import { matchMaker, Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { BotPool } from "./bot-pool.js";
import type { ServerConfig } from "./config.js";
import { httpRoutes } from "./http.js";
import { configureRooms, GameRoom, restoreOptions } from "./room.js";
import { openStore, type Store } from "./store.js";

export interface RunningServer {
  server: Server;
  store: Store;
  /** Games brought back from the store on start. */
  restored: string[];
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = await openStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const bots = new BotPool(config.botThreads);
  configureRooms({ store, config, bots });
  const http = createServer(httpRoutes(store));
  const redis = config.redisUrl;
  const server = new Server({
    transport: new WebSocketTransport({
      server: http,
      maxPayload: config.maxPayload,
      pingInterval: config.pingSeconds * 1000,
    }),
    greet: false,
    ...(redis
      ? {
          presence: new RedisPresence(redis),
          driver: new RedisDriver(redis),
          // Each process must name where its own rooms are reached, or joins through another fail.
          publicAddress: config.publicAddress ?? `${config.host}:${config.port}`,
          // A table lives on the process its creator reached (the default is "fewest rooms").
          selectProcessIdToCreateRoom: async () => matchMaker.processId,
        }
      : {}),
  });
  server.define("game", GameRoom);
  server.onShutdown(async () => {
    await bots.close();
    await store.close();
  });
  await server.listen(config.port, config.host);
  const restored: string[] = [];
  for (const id of await store.unfinished()) {
    if (matchMaker.getLocalRoomById(id) !== undefined) continue;
    if (redis && (await matchMaker.query({ roomId: id })).length > 0) continue;
    try {
      // Created here, not wherever the matchmaker would send it: this process read the record.
      await matchMaker.handleCreateRoom("game", restoreOptions(id));
      restored.push(id);
    } catch (e) {
      console.error(`game ${id} could not be restored:`, e);
    }
  }
  return { server, store, restored };
}

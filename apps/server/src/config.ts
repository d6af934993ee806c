import { DEFAULT_SERVER_PORT } from "@ludic/client";

/** The server's settings, read from the environment (docs/server.md lists them). */
export interface ServerConfig {
  /** Interface to listen on (LUDIC_HOST, default 127.0.0.1: loopback only). */
  host: string;
  /** PORT (default DEFAULT_SERVER_PORT, 2567; 0 is not allowed: other processes must be told the port). */
  port: number;
  /** DATABASE_URL: PostgreSQL when set, else SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  /** LUDIC_SQLITE (default data/ludic.sqlite, relative to the working directory). */
  sqlitePath: string;
  /** REDIS_URL: several processes share rooms through Redis when set. */
  redisUrl: string | undefined;
  /** LUDIC_PUBLIC_ADDRESS, host:port where clients reach this process (needed behind Redis). */
  publicAddress: string | undefined;
  /** LUDIC_RECONNECT_SECONDS: how long a dropped seat waits for its connection (default 60). */
  reconnectSeconds: number;
  /** LUDIC_RATE (messages per second per connection, default 10) and LUDIC_BURST (default 20). */
  ratePerSecond: number;
  rateBurst: number;
  /** LUDIC_JOIN_RATE (table requests per second per client address, default 2) and LUDIC_JOIN_BURST (default 30). */
  joinRatePerSecond: number;
  joinBurst: number;
  /** LUDIC_MAX_REFUSED_IN_A_ROW: rate-limited messages in a row before the connection is closed (default 50). */
  maxRateStrikes: number;
  /** LUDIC_BOT_DELAY_MS: pause before a bot moves, so people can follow (default 0). */
  botDelayMs: number;
  /** LUDIC_BOT_THREADS: worker threads for search bots (default 1). */
  botThreads: number;
  /** LUDIC_IDLE_SECONDS: a table nobody is connected to is closed after this long (default 1800). */
  idleSeconds: number;
  /**
   * LUDIC_PING_SECONDS: how often each connection is pinged (default 3, Colyseus' own); one that
   * misses two pings in a row is closed, which starts its seat's grace period. A thousand rooms'
   * people at 3 s are 667 pings a second; 10 s made no difference the load benchmark could see.
   */
  pingSeconds: number;
  /** LUDIC_MAX_PAYLOAD: largest WebSocket message accepted, in bytes (default 16384). */
  maxPayload: number;
  /**
   * LUDIC_TRUSTED_PROXIES: comma-separated addresses of the proxies in front of the server. Only
   * a request from one of them has its x-forwarded-for / x-real-ip believed (default: none).
   */
  trustedProxies: Set<string>;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, not "${text}"`);
  return n;
}

/** A positive number, fractions allowed (a rate of 0.1 is one every ten seconds). */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number > 0, not "${text}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.LUDIC_HOST || "127.0.0.1",
    port: int(env, "PORT", DEFAULT_SERVER_PORT, 1),
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.LUDIC_SQLITE || "data/ludic.sqlite",
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.LUDIC_PUBLIC_ADDRESS || undefined,
    reconnectSeconds: int(env, "LUDIC_RECONNECT_SECONDS", 60),
    ratePerSecond: int(env, "LUDIC_RATE", 10, 1),
    rateBurst: int(env, "LUDIC_BURST", 20, 1),
    joinRatePerSecond: positive(env, "LUDIC_JOIN_RATE", 2),
    joinBurst: int(env, "LUDIC_JOIN_BURST", 30, 1),
    maxRateStrikes: int(env, "LUDIC_MAX_REFUSED_IN_A_ROW", 50, 1),
    botDelayMs: int(env, "LUDIC_BOT_DELAY_MS", 0),
    botThreads: int(env, "LUDIC_BOT_THREADS", 1, 1),
    idleSeconds: int(env, "LUDIC_IDLE_SECONDS", 1800, 1),
    maxPayload: int(env, "LUDIC_MAX_PAYLOAD", 16_384, 256),
    pingSeconds: int(env, "LUDIC_PING_SECONDS", 3, 1),
    trustedProxies: new Set(
      (env.LUDIC_TRUSTED_PROXIES ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter((a) => a !== ""),
    ),
  };
}

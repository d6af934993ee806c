/**
 * What the end-to-end tests share: real server processes on loopback ports, Redis and
 * PostgreSQL started and stopped by the test, and players that are real colyseus.js clients
 * recording every frame they receive. Every wait is on a condition, bounded by a hang guard.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unpack } from "@colyseus/msgpackr";
import { decode } from "@colyseus/schema";
import { stateReader } from "@ludic/client";
import { Client, type Room } from "colyseus.js";
import type { RefusedMessage, StateFrame, StateMessage, TableMessage } from "../src/protocol.js";

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_DIR = join(here, "..");

/** A hang guard: >= 10x what any single step needs on a quiet machine. */
export const GUARD_MS = 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `ludic-${prefix}-`));
}

const wakers = new Set<() => void>();

/** Wakes every `until` to check its condition again (each received message calls it). */
export function notify(): void {
  for (const wake of [...wakers]) wake();
}

/** Resolves when `test()` holds, checking on every `notify()` and every 50 ms; rejects after the guard. */
export async function until<T>(
  what: string,
  test: () => T | undefined | null | false,
  guardMs = GUARD_MS,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = test();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() - start > guardMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const wake = (): void => {
        wakers.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, 50);
      wakers.add(wake);
    });
  }
}

/** `until` for a condition that must be fetched (an HTTP answer): asked again every 100 ms. */
export async function eventually<T>(
  what: string,
  test: () => Promise<T | undefined | null | false>,
  guardMs = GUARD_MS,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await test();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() - start > guardMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---- Server processes ----

export interface ServerProcess {
  port: number;
  url: string;
  http: string;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (no shutdown code runs) and wait for the exit. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * `node --import tsx src/main.ts` with `env`, resolved once it prints that it listens;
 * `nodeArgs` go before it (the load benchmark's `--cpu-prof`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(p), LUDIC_HOST: "127.0.0.1", DOTENV_CONFIG_QUIET: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  try {
    await until(`the server on port ${p} to listen`, () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
      return out.includes("ludic server listening");
    });
  } catch (e) {
    child.kill("SIGKILL");
    throw e;
  }
  return {
    port: p,
    url: `ws://127.0.0.1:${p}`,
    http: `http://127.0.0.1:${p}`,
    output: () => out,
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}

/** Limits high enough for random players, who move far faster than people. */
export const FAST_PLAYERS: Record<string, string> = {
  LUDIC_RATE: "1000",
  LUDIC_BURST: "1000",
  LUDIC_JOIN_RATE: "1000",
  LUDIC_JOIN_BURST: "1000",
};

/**
 * One server process for a test file (or a benchmark, or the demo's browser tests): SQLite in a
 * fresh temporary folder, the limits of `FAST_PLAYERS` unless `env` says otherwise; `stop()`
 * also removes the folder.
 */
export async function startTestServer(
  name: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dir = tempDir(name);
  let server: ServerProcess;
  try {
    server = await startServerProcess({ LUDIC_SQLITE: join(dir, "ludic.sqlite"), ...FAST_PLAYERS, ...env });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- Redis and PostgreSQL, started by the tests themselves ----

export interface Service {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<Service> {
  const port = await freePort();
  const dir = tempDir("redis");
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  await until("redis to accept connections", () => {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${out}`);
    return out.includes("Ready to accept connections");
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway PostgreSQL cluster on a loopback port (as the postgres user when run as root). */
export async function startPostgres(): Promise<Service> {
  const base = "/usr/lib/postgresql";
  const version = readdirSync(base)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (version === undefined) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const bin = join(base, version, "bin");
  const dir = tempDir("pg");
  const root = process.getuid?.() === 0;
  if (root) chownSync(dir, Number(id("-u", "postgres")), Number(id("-g", "postgres")));
  const run = (cmd: string, args: string[]): void => {
    const r = root
      ? spawnSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { encoding: "utf8" })
      : spawnSync(join(bin, cmd), args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}${r.stdout}`);
  };
  const port = await freePort();
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "app", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "app", "game"]);
  return {
    url: `postgres://app@127.0.0.1:${port}/game`,
    async stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function id(flag: string, user: string): string {
  return spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim();
}

// ---- Players ----

/** A frame as it arrived on the WebSocket, decoded the way colyseus.js decodes it. */
export interface Frame {
  type: string | number;
  message: unknown;
  raw: Buffer;
}

/** A WebSocket frame from the server decoded as colyseus.js does; null for frames that carry no message. */
export function decodeFrame(raw: Buffer): Frame | null {
  if (raw[0] !== 13) return null; // ROOM_DATA: the frames that carry messages
  const it = { offset: 1 };
  const type = decode.stringCheck(raw, it) ? decode.string(raw, it) : decode.number(raw, it);
  const message = raw.byteLength > it.offset ? unpack(raw.subarray(it.offset)) : undefined;
  return { type, message, raw };
}

export class Player {
  table: TableMessage | null = null;
  states: StateMessage[] = [];
  refusals: RefusedMessage[] = [];
  /** Every room-data frame this connection received, in order. */
  frames: Frame[] = [];
  closed = false;

  private constructor(
    readonly client: Client,
    public room: Room,
  ) {
    this.listen(room);
  }

  static async create(url: string, options: object): Promise<Player> {
    const client = new Client(url);
    return new Player(client, await client.create("game", options));
  }

  static async join(url: string, tableId: string, options: object = {}): Promise<Player> {
    const client = new Client(url);
    return new Player(client, await client.joinById(tableId, options));
  }

  private listen(room: Room): void {
    this.closed = false;
    room.onMessage("table", (m: TableMessage) => {
      this.table = m;
      notify();
    });
    // A connection's states patch the views before them: `states` has every whole view.
    const read = stateReader();
    room.onMessage("state", (m: StateFrame) => {
      this.states.push(read(m));
      notify();
    });
    room.onMessage("refused", (m: RefusedMessage) => {
      this.refusals.push(m);
      notify();
    });
    room.onLeave(() => {
      this.closed = true;
      notify();
    });
    const ws = (room.connection.transport as unknown as { ws: import("ws").WebSocket }).ws;
    ws.on("message", (data: ArrayBuffer | Buffer) => {
      const frame = decodeFrame(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
      if (frame !== null) this.frames.push(frame);
    });
  }

  get seat(): number | "spectator" {
    const s = this.table?.seat;
    if (s === undefined) throw new Error("not seated yet");
    return s;
  }

  get latest(): StateMessage | undefined {
    return this.states.at(-1);
  }

  /** The first state at or after move `seq`. */
  async stateAt(seq: number): Promise<StateMessage> {
    return until(`a state at move ${seq}`, () => this.states.find((s) => s.seq >= seq) && this.latest);
  }

  async refusal(count: number): Promise<RefusedMessage> {
    return until(`refusal #${count}`, () => this.refusals[count - 1]);
  }

  send(move: unknown): void {
    this.room.send("move", move);
  }

  /** Drops the connection the hard way: no close frame, as a lost network does. */
  drop(): void {
    const ws = (this.room.connection.transport as unknown as { ws: import("ws").WebSocket }).ws;
    ws.terminate();
  }

  async reconnect(): Promise<void> {
    this.room = await this.client.reconnect(this.room.reconnectionToken);
    this.listen(this.room);
  }

  /** Joins the table again as a new connection, presenting its seat token. */
  async resume(url: string, tableId: string): Promise<void> {
    const token = this.table?.token;
    if (token === undefined) throw new Error("this player has no seat token");
    const client = new Client(url);
    this.room = await client.joinById(tableId, { resume: token });
    this.listen(this.room);
  }

  async leave(): Promise<void> {
    await this.room.leave(true).catch(() => undefined);
  }
}

/** Plays `count` moves: whoever must decide sends its first offered move. */
export async function playMoves(players: Player[], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const seq = players[0]?.latest?.seq ?? 0;
    const mover = players.find((p) => p.latest?.view.decisions.some((d) => d.seat === p.seat));
    const move = mover?.latest?.moves[0];
    if (!mover || !move) throw new Error(`nobody can move at ${seq}`);
    mover.send({ action: move.action, args: move.args, seq });
    await Promise.all(players.map((p) => p.stateAt(seq + 1)));
  }
}

/** A small deterministic generator, so a failing test replays the same choices. */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * Plays until the game is over: whenever a player's latest state asks it to decide, it sends
 * one of the moves it was offered. Returns the final move count.
 */
export async function playOut(
  players: Player[],
  choose: (n: number) => number,
  maxMoves = 5000,
): Promise<number> {
  const sentAt = new Map<Player, number>();
  // Moves that another seat's move overtook (possible only when several seats may move).
  let raced = 0;
  for (;;) {
    const latest = players.map((p) => p.latest);
    const done = latest.find((s) => s?.outcome !== null && s !== undefined);
    if (done) {
      // Everyone has seen the last move.
      await until("every player to see the end", () => players.every((p) => p.latest?.seq === done.seq));
      return done.seq;
    }
    const seq = Math.max(...latest.map((s) => s?.seq ?? -1));
    if (seq > maxMoves) throw new Error(`no outcome after ${maxMoves} moves`);
    let sent = false;
    for (const p of players) {
      const s = p.latest;
      if (s === undefined || s.seq !== seq || sentAt.get(p) === seq) continue;
      const mine = s.view.decisions.some((d) => d.seat === p.seat);
      if (!mine || s.moves.length === 0) continue;
      const move = s.moves[choose(s.moves.length)];
      sentAt.set(p, seq);
      p.send({ action: move?.action, args: move?.args, seq });
      sent = true;
      break;
    }
    const before = players.map((p) => p.states.length + p.refusals.length);
    if (raced > maxMoves) throw new Error("too many moves overtaken by others");
    await until(sent ? `an answer to the move at ${seq}` : `a state after move ${seq}`, () =>
      players.some((p, i) => p.states.length + p.refusals.length > (before[i] ?? 0)),
    );
    for (const p of players) {
      for (const r of p.refusals.splice(0)) {
        // When several seats may move at once, another's move can get in first; a move offered
        // at the position it was played in must never be refused.
        if (r.sentAt === undefined || r.seq === r.sentAt)
          throw new Error(`a move offered by the server was refused: ${JSON.stringify(r)}`);
        raced += 1;
      }
    }
  }
}

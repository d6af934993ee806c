/**
 * The one room type: a table of any Ludic engine. The room owns the state and the seed; each
 * connection is given a seat (or watches), receives only its seat's view and legal moves after
 * every accepted move, and can only ever move as that seat. A move is stored before anyone is
 * told it happened, so a restarted server replays every table to its last accepted move.
 */
import { createHash, randomBytes } from "node:crypto";
import { type AuthContext, type Client, matchMaker, Room, ServerError } from "@colyseus/core";
import { type BotSpec, createBot, decide, parseBotSpec } from "@ludic/bots";
import { diffView } from "@ludic/client";
import type { Move, Outcome, Seat, View } from "@ludic/runtime";
import type { z } from "zod";
import type { BotPool } from "./bot-pool.js";
import { clientAddress } from "./client-address.js";
import type { ServerConfig } from "./config.js";
import { type AnyEngine, engineFor } from "./engines.js";
import {
  joinOptions,
  type MoveMessage,
  moveMessage,
  type RefusedMessage,
  type SeatInfo,
  type SeatKind,
  type StateFrame,
  type StateMessage,
  type TableMessage,
  tableOptions,
} from "./protocol.js";
import { RateLimiter } from "./rate-limit.js";
import type { Store } from "./store.js";
import { Table } from "./table.js";
import { SeatLogs } from "./told.js";

/** What every room of this process shares: set once by the server before it listens. */
export interface RoomContext {
  store: Store;
  config: ServerConfig;
  /** Where search bots think (worker threads). */
  bots: BotPool;
}

let context: RoomContext | null = null;

export function configureRooms(c: RoomContext): void {
  context = c;
}

function ctx(): RoomContext {
  if (context === null) throw new Error("configureRooms() was not called before a room was created");
  return context;
}

/** Only this process knows it: a client cannot ask for a stored game to be brought back. */
const RESTORE_KEY = randomBytes(24).toString("base64url");

export function restoreOptions(gameId: string): Record<string, string> {
  return { restoreGame: gameId, restoreKey: RESTORE_KEY };
}

/** What the store keeps of a table beyond the game record. */
interface TableSetup {
  seats: SeatKind[];
  turnSeconds: number | null;
  onTimeout: "auto" | "forfeit";
  private: boolean;
}

export interface TableListing {
  game: string;
  variant: string;
  players: number;
  /** Seats open for people that nobody has taken yet. */
  open: number;
}

/**
 * The room's timers are Node's own: the room has no Colyseus state, so it runs no patch interval
 * (`patchRate = 0`), which is also what would tick Colyseus' room clock every 50 ms in every
 * room, busy or idle.
 */
type Timer = ReturnType<typeof setTimeout>;

const hash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** zod's complaint, short: where and what. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length > 0 ? i.path.join(".") : "message"}: ${i.message}`)
    .join("; ");
}

/** Matchmaking requests (create, join, reconnect) per client address. */
const requestLimiters = new Map<string, RateLimiter>();

export class GameRoom extends Room {
  override maxClients = 64;
  /** No schema state, so no patches to send: no 50 ms interval in each room. */
  override patchRate = 0;

  /**
   * Before any table is created or joined: a client address that keeps asking is refused, so a
   * flood of requests cannot fill the database with tables.
   */
  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<boolean> {
    const { config } = ctx();
    const peer = context.req?.socket.remoteAddress;
    const ip = clientAddress(peer, context.headers ?? {}, config.trustedProxies);
    let limiter = requestLimiters.get(ip);
    if (limiter === undefined) {
      if (requestLimiters.size > 100_000) requestLimiters.clear();
      limiter = new RateLimiter(config.joinRatePerSecond, config.joinBurst);
      requestLimiters.set(ip, limiter);
    }
    if (!limiter.take()) throw new ServerError(429, "too many table requests: slow down");
    return true;
  }

  private engine!: AnyEngine;
  private table!: Table;
  private setup!: TableSetup;
  /** Seat tokens (their hashes), by seat: a seat with one is taken. */
  private tokens = new Map<Seat, string>();
  /** The seat of each connection (by sessionId, which survives Colyseus' reconnection). */
  private holders = new Map<string, Seat | "spectator">();
  /** Connections that are in the room now (not waiting for a reconnection). */
  private live = new Set<string>();
  /** Seats whose connection dropped, with the end of their grace period (epoch ms). */
  private away = new Map<Seat, number>();
  private limiters = new Map<string, { limiter: RateLimiter; strikes: number }>();
  /** The bot of each bot seat, as plain data: random bots draw here, search bots think in a thread. */
  private bots = new Map<Seat, BotSpec>();
  /** Moves are handled one at a time, in arrival order: each waits for the previous one's write. */
  private queue: Promise<void> = Promise.resolve();
  private forfeit: Outcome | null = null;
  private deadline: number | null = null;
  private turnTimer: Timer | null = null;
  private botTimers: Timer[] = [];
  private idleTimer: Timer | null = null;
  /** The table of the rematch, once someone asked for it: one per finished table. */
  private rematchId: string | null = null;
  /** Each viewer's log, told from its side (what it may see), for the viewers someone holds. */
  private logs!: SeatLogs;
  /** How many of its viewer's log lines each connection has been sent (by sessionId). */
  private logSent = new Map<string, number>();
  /** The views at the current move, made once for everyone who watches from that side. */
  private views = new Map<Seat | "spectator", View>();
  /** The views at the move before: what the state after a move is a patch against. */
  private previousViews = new Map<Seat | "spectator", View>();
  /** The move whose view each connection was sent last (by sessionId): its next state patches it. */
  private viewSent = new Map<string, number>();

  override async onCreate(raw: unknown): Promise<void> {
    const { store } = ctx();
    this.autoDispose = false;
    const restoring = raw as { restoreGame?: unknown; restoreKey?: unknown } | undefined;
    if (typeof restoring?.restoreGame === "string" && restoring.restoreKey === RESTORE_KEY) {
      await this.restore(restoring.restoreGame);
    } else {
      const parsed = tableOptions.safeParse(raw ?? {});
      if (!parsed.success) throw new ServerError(400, `table options: ${describeIssues(parsed.error)}`);
      const o = parsed.data;
      const engine = engineFor(o.game);
      if (engine === undefined) throw new ServerError(404, `there is no game "${o.game}"`);
      const variant = engine.meta.variants.find((v) => v.id === (o.variant ?? engine.meta.variants[0]?.id));
      const range = variant?.players ?? engine.meta.players;
      const players = o.players ?? o.seats?.length ?? range.min;
      const seats = o.seats ?? new Array<SeatKind>(players).fill("open");
      if (seats.length !== players) {
        throw new ServerError(400, `${players} players need ${players} seats, ${seats.length} were given`);
      }
      for (const kind of seats) if (kind !== "open") parseBotSpec(kind);
      let table: Table;
      try {
        table = Table.create(engine, { players, variant: o.variant, options: o.options });
      } catch (e) {
        throw new ServerError(400, e instanceof Error ? e.message : "the game could not be set up");
      }
      this.engine = engine;
      this.table = table;
      this.setup = {
        seats,
        turnSeconds: o.turnSeconds ?? null,
        onTimeout: o.onTimeout ?? "auto",
        private: o.private ?? false,
      };
      this.roomId = randomBytes(9).toString("base64url");
      await store.createGame({ id: this.roomId, record: table.record, setup: this.setup });
    }
    this.logs = new SeatLogs(this.table);
    this.makeBots();
    if (this.setup.private) await this.setPrivate(true);
    await this.setMetadata(this.lobbyEntry());
    this.onMessage("move", (client, message) => this.onMove(client, message));
    this.onMessage("rematch", (client) => this.onRematch(client));
    this.onMessage("*", (client, type) => {
      if (this.allowed(client))
        this.refuse(client, "unknown-message", `there is no message "${String(type)}"`);
    });
    this.afterChange();
    // Nobody may come (a restored table whose players are gone): it closes after the idle time.
    this.whenEmpty();
  }

  /** A stored game brought back by replaying its record. */
  private async restore(gameId: string): Promise<void> {
    const { store } = ctx();
    const stored = await store.load(gameId);
    if (stored === null || stored.status !== "playing")
      throw new ServerError(404, `no game ${gameId} to restore`);
    const engine = engineFor(stored.record.game);
    if (engine === undefined) throw new ServerError(500, `game ${gameId} is of an unknown game`);
    this.engine = engine;
    this.table = Table.restore(engine, stored.record);
    this.setup = stored.setup as TableSetup;
    this.tokens = await store.seatTokens(gameId);
    this.roomId = gameId;
  }

  private makeBots(): void {
    this.setup.seats.forEach((kind, seat) => {
      if (kind === "open") return;
      const spec = parseBotSpec(kind);
      // A search bot without a budget would think for as long as its default iterations take.
      if (spec.kind === "mcts" && spec.timeMs === undefined && spec.iterations === undefined)
        spec.timeMs = 200;
      this.bots.set(seat, spec);
    });
  }

  private lobbyEntry(): TableListing {
    const open = this.setup.seats.filter((k, s) => k === "open" && !this.tokens.has(s)).length;
    const { game, variant, players } = this.table.record;
    return { game, variant, players, open };
  }

  override async onJoin(client: Client, raw: unknown): Promise<void> {
    const { store } = ctx();
    const parsed = joinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(400, `join options: ${describeIssues(parsed.error)}`);
    const o = parsed.data;
    let seat: Seat | "spectator";
    let token: string | undefined;
    if (o.resume !== undefined) {
      const h = hash(o.resume);
      const found = [...this.tokens].find(([, t]) => t === h);
      if (found === undefined) throw new ServerError(403, "this seat token is not valid at this table");
      seat = found[0];
      token = o.resume;
      this.away.delete(seat);
      // Whoever held the seat before (an old connection, perhaps waiting to reconnect) loses it.
      for (const [sid, s] of this.holders) {
        if (s !== seat) continue;
        this.holders.delete(sid);
        this.forget(sid);
        this.clients.getById(sid)?.leave(4001);
      }
    } else if (o.spectate === true) {
      seat = "spectator";
    } else {
      const free = (s: number): boolean => this.setup.seats[s] === "open" && !this.tokens.has(s);
      if (o.seat !== undefined) {
        if (o.seat >= this.table.record.players) throw new ServerError(400, `there is no seat ${o.seat}`);
        if (!free(o.seat)) throw new ServerError(409, `seat ${o.seat} is not free`);
        seat = o.seat;
      } else {
        const first = this.setup.seats.findIndex((_, s) => free(s));
        seat = first < 0 ? "spectator" : first;
      }
      if (seat !== "spectator") {
        token = randomBytes(24).toString("base64url");
        // Taken before the write, so a second join meanwhile cannot take it too.
        this.tokens.set(seat, hash(token));
        try {
          await store.setSeatToken(this.roomId, seat, hash(token));
        } catch (e) {
          this.tokens.delete(seat);
          throw e;
        }
      }
    }
    this.holders.set(client.sessionId, seat);
    this.live.add(client.sessionId);
    this.cancelIdle();
    this.greet(client, seat, token);
    await this.setMetadata(this.lobbyEntry());
    this.broadcastState();
    this.afterChange();
  }

  private greet(client: Client, seat: Seat | "spectator", token: string | undefined): void {
    const { game, variant, players } = this.table.record;
    const message: TableMessage = {
      tableId: this.roomId,
      game,
      variant,
      players,
      seat,
      ...(token !== undefined ? { token } : {}),
      turnSeconds: this.setup.turnSeconds,
      onTimeout: this.setup.onTimeout,
    };
    client.send("table", message);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = this.holders.get(client.sessionId);
    this.live.delete(client.sessionId);
    this.limiters.delete(client.sessionId);
    if (seat === undefined) return;
    const waiting = !consented && seat !== "spectator" && this.outcome() === null;
    const grace = ctx().config.reconnectSeconds;
    if (waiting) this.away.set(seat, Date.now() + grace * 1000);
    this.broadcastState();
    if (waiting) {
      try {
        const back = await this.allowReconnection(client, grace);
        this.away.delete(seat);
        if (this.holders.get(back.sessionId) === seat) {
          this.live.add(back.sessionId);
          // Frames in flight when the connection dropped are lost: the whole view and log again.
          this.forget(back.sessionId);
          this.greet(back, seat, undefined);
          this.broadcastState();
          return;
        }
        // The seat was taken back with its token meanwhile: this connection has no seat now.
        back.leave();
      } catch {
        // The grace period ran out: the seat stays taken, its token can still bring it back.
        this.away.delete(seat);
      }
    }
    if (this.holders.get(client.sessionId) === seat) {
      this.holders.delete(client.sessionId);
      this.forget(client.sessionId);
    }
    this.broadcastState();
    this.whenEmpty();
  }

  /** What a connection was sent: it gets the whole view and log in its next state. */
  private forget(sessionId: string): void {
    this.logSent.delete(sessionId);
    this.viewSent.delete(sessionId);
  }

  override onDispose(): void {
    this.clearTimers();
    this.cancelIdle();
  }

  private outcome(): Outcome | null {
    return this.forfeit ?? this.table.outcome;
  }

  // ---- Moves ----

  /** The rate limit: a connection that keeps flooding is closed. */
  private allowed(client: Client): boolean {
    const { config } = ctx();
    let entry = this.limiters.get(client.sessionId);
    if (entry === undefined) {
      entry = { limiter: new RateLimiter(config.ratePerSecond, config.rateBurst), strikes: 0 };
      this.limiters.set(client.sessionId, entry);
    }
    if (entry.limiter.take()) {
      entry.strikes = 0;
      return true;
    }
    entry.strikes += 1;
    if (entry.strikes === 1) this.refuse(client, "rate-limited", "too many messages: slow down");
    if (entry.strikes >= config.maxRateStrikes) client.leave(4429);
    return false;
  }

  private refuse(client: Client, code: string, message: string, sentAt?: number): void {
    const refused: RefusedMessage = {
      code,
      message,
      seq: this.table.seq,
      ...(sentAt !== undefined ? { sentAt } : {}),
    };
    client.send("refused", refused);
  }

  private onMove(client: Client, raw: unknown): void {
    if (!this.allowed(client)) return;
    const seat = this.holders.get(client.sessionId);
    if (seat === undefined || seat === "spectator") {
      this.refuse(client, "spectator", "a spectator cannot move");
      return;
    }
    const parsed = moveMessage.safeParse(raw);
    if (!parsed.success) {
      this.refuse(client, "malformed", `a move is { action, args }: ${describeIssues(parsed.error)}`);
      return;
    }
    const m: MoveMessage = parsed.data;
    if (m.seat !== undefined && m.seat !== seat) {
      this.refuse(client, "not-your-seat", `this connection plays seat ${seat}, not seat ${m.seat}`);
      return;
    }
    this.enqueue(async () => {
      const refusal = await this.play({ seat, action: m.action, args: m.args });
      if (refusal !== null) this.refuse(client, refusal.code, refusal.message, m.seq);
    });
  }

  /**
   * After the game, a person asks for the next one: a new table with the same game, variant,
   * options and clock, its seats rotated one place (a bot keeps its place relative to the
   * others), announced to everyone here. Asked twice, it is the same table.
   */
  private onRematch(client: Client): void {
    if (!this.allowed(client)) return;
    if (typeof this.holders.get(client.sessionId) !== "number") {
      this.refuse(client, "spectator", "a spectator cannot ask for a rematch");
      return;
    }
    if (this.outcome() === null) {
      this.refuse(client, "not-over", "a rematch is for a finished game");
      return;
    }
    this.enqueue(async () => {
      if (this.rematchId === null) {
        const { game, variant, players, options } = this.table.record;
        const n = this.setup.seats.length;
        const room = await matchMaker.createRoom("game", {
          game,
          variant,
          players,
          ...(options !== undefined && Object.keys(options).length > 0 ? { options } : {}),
          seats: this.setup.seats.map((_, i) => this.setup.seats[(i - 1 + n) % n]),
          ...(this.setup.turnSeconds !== null ? { turnSeconds: this.setup.turnSeconds } : {}),
          onTimeout: this.setup.onTimeout,
          private: this.setup.private,
        });
        this.rematchId = room.roomId;
      }
      this.broadcast("rematch", { tableId: this.rematchId });
    });
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((e) => console.error(`room ${this.roomId}:`, e));
  }

  /** Asks the engine, stores the move, then tells everyone. Null when the move was accepted. */
  private async play(move: Move): Promise<{ code: string; message: string } | null> {
    if (this.outcome() !== null) return { code: "game-over", message: "the game is over" };
    const attempt = this.table.attempt(move);
    if (!attempt.ok) return attempt;
    const { store } = ctx();
    try {
      await store.appendMove(this.roomId, this.table.seq, attempt.move);
    } catch (e) {
      console.error(`room ${this.roomId}: a move could not be stored`, e);
      return { code: "unavailable", message: "the move could not be stored; try again" };
    }
    this.table.commit(attempt.move, attempt.next);
    this.previousViews = this.views;
    this.views = new Map();
    // Each held viewer's log gets the move's lines as that viewer may read them.
    this.logs.told(attempt.move, (viewer) => this.viewOf(viewer), this.heldViewers());
    const outcome = this.table.outcome;
    if (outcome !== null) await store.finish(this.roomId, "over", outcome);
    this.broadcastState();
    this.afterChange();
    return null;
  }

  // ---- What each connection is sent ----

  private seatInfo(): SeatInfo[] {
    const connected = new Set<Seat>();
    for (const sid of this.live) {
      const s = this.holders.get(sid);
      if (typeof s === "number") connected.add(s);
    }
    return this.setup.seats.map((kind, s) => ({
      kind,
      taken: kind !== "open" || this.tokens.has(s),
      connected: kind !== "open" || connected.has(s),
      graceUntil: this.away.get(s) ?? null,
    }));
  }

  /** The view of `viewer` at the current move, made once. */
  private viewOf(viewer: Seat | "spectator"): View {
    let view = this.views.get(viewer);
    if (view === undefined) {
      view = this.table.view(viewer) as View;
      this.views.set(viewer, view);
    }
    return view;
  }

  /** The sides someone at the table watches from (a seat's holder may be waiting to reconnect). */
  private heldViewers(): Set<Seat | "spectator"> {
    return new Set(this.holders.values());
  }

  private stateFor(seat: Seat | "spectator", seats: SeatInfo[]): StateMessage {
    const over = this.outcome();
    const moves = seat === "spectator" || over !== null ? [] : this.table.legalMoves(seat);
    const view = this.viewOf(seat);
    return {
      seq: this.table.seq,
      view,
      moves,
      // Found from this seat's view alone; a spectator has no moves, so none.
      ending: seat === "spectator" ? [] : this.table.ending(moves, view),
      seats,
      deadline: this.deadline,
      outcome: over,
    };
  }

  /**
   * Everyone's state: made once for each side watched, sent as a patch against the view the
   * connection was sent last (after a move, what the move changed; after a join elsewhere at the
   * table, nothing), with the log lines it has not been sent yet (after a move: that move's
   * lines; on joining: the whole log so far). A connection's first state has the whole view.
   */
  private broadcastState(): void {
    const seats = this.seatInfo();
    const seq = this.table.seq;
    const states = new Map<Seat | "spectator", StateMessage>();
    const frames = new Map<string, StateFrame>();
    for (const client of this.clients) {
      const seat = this.holders.get(client.sessionId);
      if (seat === undefined) continue;
      let state = states.get(seat);
      if (state === undefined) {
        state = this.stateFor(seat, seats);
        states.set(seat, state);
      }
      const sentAt = this.viewSent.get(client.sessionId);
      const against =
        sentAt === seq ? this.views.get(seat) : sentAt === seq - 1 ? this.previousViews.get(seat) : undefined;
      const lines = this.logs.of(seat);
      const sent = Math.min(this.logSent.get(client.sessionId) ?? 0, lines.length);
      const key = `${seat}:${against === undefined ? "view" : sentAt}:${sent}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        const { view, ...rest } = state;
        frame =
          against === undefined
            ? { ...rest, view }
            : { ...rest, patch: diffView(against, view), base: sentAt as number };
        if (sent < lines.length) frame.log = { from: sent, lines: lines.slice(sent) };
        frames.set(key, frame);
      }
      this.viewSent.set(client.sessionId, seq);
      this.logSent.set(client.sessionId, lines.length);
      client.send("state", frame);
    }
  }

  // ---- Bots and clocks ----

  private clearTimers(): void {
    if (this.turnTimer !== null) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    for (const t of this.botTimers) clearTimeout(t);
    this.botTimers = [];
  }

  /** After every change: bots to move, the turn clock to start. */
  private afterChange(): void {
    this.clearTimers();
    this.deadline = null;
    if (this.outcome() !== null) {
      // The idle clock of an unfinished table gives way to the shorter one of a finished table.
      this.cancelIdle();
      this.whenEmpty();
      return;
    }
    const seq = this.table.seq;
    const deciding = this.table.deciding();
    for (const seat of deciding) {
      const bot = this.bots.get(seat);
      if (bot === undefined) continue;
      this.botTimers.push(
        setTimeout(() => this.enqueue(() => this.botMove(seat, bot, seq)), ctx().config.botDelayMs),
      );
    }
    const people = deciding.filter((s) => !this.bots.has(s));
    const everyoneSeated = this.setup.seats.every((k, s) => k !== "open" || this.tokens.has(s));
    if (this.setup.turnSeconds !== null && people.length > 0 && everyoneSeated) {
      const ms = this.setup.turnSeconds * 1000;
      this.deadline = Date.now() + ms;
      this.turnTimer = setTimeout(() => this.enqueue(() => this.timeUp(seq)), ms);
    }
  }

  private async botMove(seat: Seat, spec: BotSpec, seq: number): Promise<void> {
    if (this.table.seq !== seq || this.outcome() !== null || !this.table.deciding().includes(seat)) return;
    // Seeded by the game's secret seed: the same game gets the same bot decisions, and nobody
    // outside can predict them.
    const seed = `${this.table.record.seed}:${seat}:${seq}`;
    let move: Move;
    try {
      move =
        spec.kind === "random"
          ? decide(this.engine, this.table.state, seat, createBot(spec, seed))
          : await ctx().bots.decide({
              engine: this.engine.meta.id,
              state: this.table.state,
              seat,
              bot: spec,
              seed,
            });
    } catch (e) {
      console.error(`room ${this.roomId}: the bot of seat ${seat} failed`, e);
      return;
    }
    if (this.table.seq !== seq) return;
    const refusal = await this.play(move);
    if (refusal !== null)
      console.error(`room ${this.roomId}: the bot's move was refused: ${refusal.message}`);
  }

  /** The deciding people ran out of time: a random move each, or the first of them forfeits. */
  private async timeUp(seq: number): Promise<void> {
    if (this.table.seq !== seq || this.outcome() !== null) return;
    const late = this.table.deciding().filter((s) => !this.bots.has(s));
    if (this.setup.onTimeout === "forfeit") {
      const loser = late[0];
      if (loser === undefined) return;
      const players = this.table.record.players;
      this.forfeit = {
        winners: Array.from({ length: players }, (_, s) => s).filter((s) => s !== loser),
        scores: new Array<number>(players).fill(0),
        reason: `seat ${loser} ran out of time and forfeits`,
      };
      await ctx().store.finish(this.roomId, "over", this.forfeit);
      this.clearTimers();
      this.deadline = null;
      this.broadcastState();
      this.cancelIdle();
      this.whenEmpty();
      return;
    }
    for (const seat of late) {
      if (this.outcome() !== null || !this.table.deciding().includes(seat)) continue;
      const moves = this.table.legalMoves(seat);
      const move = moves[Math.floor(Math.random() * moves.length)];
      if (move !== undefined) await this.play(move);
    }
  }

  // ---- Closing ----

  private cancelIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /**
   * A table nobody is at closes: a finished one once the seats already reserved (its creator's
   * connection may still be on its way) have had their time, an unfinished one after the idle time.
   */
  private whenEmpty(): void {
    if (this.holders.size > 0 || this.clients.length > 0 || this.idleTimer !== null) return;
    const over = this.outcome() !== null;
    const seconds = over ? this.seatReservationTime : ctx().config.idleSeconds;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.holders.size > 0 || this.clients.length > 0) return;
      if (this.outcome() !== null) void this.disconnect();
      else
        void ctx()
          .store.finish(this.roomId, "abandoned", null)
          .then(() => this.disconnect());
    }, seconds * 1000);
  }
}

/**
 * Where games are kept: every table's record (seed, variant, options, moves) and its seats, in
 * SQLite (better-sqlite3, the embedded default) or PostgreSQL (when a URL is given), through
 * Kysely with migrations kept in code. A move is written (with the others of the same turn of
 * the event loop, in one transaction) before the room acknowledges it, so a killed process loses
 * no accepted move.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { GameRecord, Move, Outcome } from "@ludic/runtime";
import Database from "better-sqlite3";
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";

interface GamesTable {
  id: string;
  game: string;
  rules_version: string;
  variant: string;
  players: number;
  seed: string;
  /** JSON: the game's options. */
  options: string;
  /** JSON: the table's seats and timing (TableSetup without the game's own fields). */
  table_setup: string;
  /** "playing", "over" or "abandoned". */
  status: string;
  /** JSON Outcome, the engine's or a forfeit's, once over. */
  outcome: string | null;
  created_at: string;
  updated_at: string;
}

interface MovesTable {
  game_id: string;
  seq: number;
  seat: number;
  /** JSON Move. */
  move: string;
  at: string;
}

interface SeatsTable {
  game_id: string;
  seat: number;
  /** sha256 of the seat's token, hex: the token itself is only ever with its holder. */
  token_hash: string;
}

interface Tables {
  games: GamesTable;
  moves: MovesTable;
  seats: SeatsTable;
}

const MIGRATIONS: Record<string, Migration> = {
  "0001_games": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("games")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("rules_version", "text", (c) => c.notNull())
        .addColumn("variant", "text", (c) => c.notNull())
        .addColumn("players", "integer", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("table_setup", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("games_status").on("games").column("status").execute();
      await db.schema
        .createTable("moves")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("move", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("moves_pk", ["game_id", "seq"])
        .execute();
      await db.schema
        .createTable("seats")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("seats_pk", ["game_id", "seat"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("seats").execute();
      await db.schema.dropTable("moves").execute();
      await db.schema.dropTable("games").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** A new game as the store keeps it. */
export interface NewGame {
  id: string;
  record: Omit<GameRecord, "moves">;
  /** The table's own settings (seats, timing), as JSON-able data. */
  setup: unknown;
}

export interface StoredGame {
  id: string;
  record: GameRecord;
  setup: unknown;
  status: "playing" | "over" | "abandoned";
  outcome: Outcome | null;
}

export interface Store {
  /** "sqlite" or "postgres". */
  readonly kind: string;
  createGame(g: NewGame): Promise<void>;
  /** Move number `seq` (0-based), committed before the promise resolves (with the other moves of the same tick); a second move with the same seq fails. */
  appendMove(gameId: string, seq: number, move: Move): Promise<void>;
  finish(gameId: string, status: "over" | "abandoned", outcome: Outcome | null): Promise<void>;
  setSeatToken(gameId: string, seat: number, tokenHash: string): Promise<void>;
  seatTokens(gameId: string): Promise<Map<number, string>>;
  load(gameId: string): Promise<StoredGame | null>;
  /** Ids of the games still being played: the rooms to restore on start. */
  unfinished(): Promise<string[]>;
  close(): Promise<void>;
}

const now = (): string => new Date().toISOString();
/** The most moves one group commit writes (far below SQLite's limit on bound values). */
const MAX_BATCH = 500;

/** Opens (and migrates) the database: PostgreSQL for a postgres:// URL, else SQLite at `sqlitePath`. */
export async function openStore(config: { databaseUrl?: string; sqlitePath?: string }): Promise<Store> {
  let db: Kysely<Tables>;
  let kind: string;
  let sqlite: Database.Database | null = null;
  if (config.databaseUrl) {
    kind = "postgres";
    db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 8 }) }),
    });
  } else {
    kind = "sqlite";
    const path = config.sqlitePath ?? ":memory:";
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    sqlite = new Database(path);
    // WAL with synchronous=NORMAL survives a killed process (not necessarily a power cut).
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "?";
    await db.destroy();
    throw new Error(`database migration ${failed} failed: ${String(error)}`);
  }
  /**
   * Group commit: the moves that arrive in one turn of the event loop (many rooms at once) are
   * written in one transaction, and each caller hears only after it committed, so a move is still
   * stored before it is acknowledged. If that transaction fails, each move is tried again in its
   * own, so one bad move (a duplicate seq) fails alone.
   */
  type Row = { game_id: string; seq: number; seat: number; move: string };
  const pending: { row: Row; resolve(): void; reject(e: unknown): void }[] = [];
  // SQLite: the hot path as two prepared statements in one transaction (Kysely compiling the
  // queries of every group commit was more of the server's CPU than SQLite writing them).
  const insertMove = sqlite?.prepare(
    "insert into moves (game_id, seq, seat, move, at) values (?, ?, ?, ?, ?)",
  );
  const touchGame = sqlite?.prepare("update games set updated_at = ? where id = ?");
  const writeSqlite = sqlite?.transaction((rows: Row[], at: string) => {
    for (const r of rows) insertMove?.run(r.game_id, r.seq, r.seat, r.move, at);
    for (const id of new Set(rows.map((r) => r.game_id))) touchGame?.run(at, id);
  });
  const write = (rows: Row[]): Promise<void> => {
    const at = now();
    if (writeSqlite !== undefined) return new Promise((resolve) => resolve(writeSqlite(rows, at)));
    const ids = [...new Set(rows.map((r) => r.game_id))];
    return db.transaction().execute(async (tx) => {
      await tx
        .insertInto("moves")
        .values(rows.map((r) => ({ ...r, at })))
        .execute();
      await tx.updateTable("games").set({ updated_at: at }).where("id", "in", ids).execute();
    });
  };
  const flush = async (): Promise<void> => {
    const batch = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) setImmediate(flush);
    try {
      await write(batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (e) {
      if (batch.length === 1) {
        batch[0]?.reject(e);
        return;
      }
      for (const p of batch) await write([p.row]).then(p.resolve, p.reject);
    }
  };
  return {
    kind,
    async createGame(g) {
      const at = now();
      await db
        .insertInto("games")
        .values({
          id: g.id,
          game: g.record.game,
          rules_version: g.record.rulesVersion,
          variant: g.record.variant,
          players: g.record.players,
          seed: g.record.seed,
          options: JSON.stringify(g.record.options),
          table_setup: JSON.stringify(g.setup),
          status: "playing",
          outcome: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    appendMove: (gameId, seq, move) =>
      new Promise<void>((resolve, reject) => {
        pending.push({
          row: { game_id: gameId, seq, seat: move.seat, move: JSON.stringify(move) },
          resolve,
          reject,
        });
        if (pending.length === 1) setImmediate(flush);
      }),
    async finish(gameId, status, outcome) {
      await db
        .updateTable("games")
        .set({ status, outcome: outcome === null ? null : JSON.stringify(outcome), updated_at: now() })
        .where("id", "=", gameId)
        .execute();
    },
    async setSeatToken(gameId, seat, tokenHash) {
      await db
        .insertInto("seats")
        .values({ game_id: gameId, seat, token_hash: tokenHash })
        .onConflict((oc) => oc.columns(["game_id", "seat"]).doUpdateSet({ token_hash: tokenHash }))
        .execute();
    },
    async seatTokens(gameId) {
      const rows = await db
        .selectFrom("seats")
        .select(["seat", "token_hash"])
        .where("game_id", "=", gameId)
        .execute();
      return new Map(rows.map((r) => [Number(r.seat), r.token_hash]));
    },
    async load(gameId) {
      const g = await db.selectFrom("games").selectAll().where("id", "=", gameId).executeTakeFirst();
      if (!g) return null;
      const moves = await db
        .selectFrom("moves")
        .select(["seq", "move"])
        .where("game_id", "=", gameId)
        .orderBy("seq")
        .execute();
      return {
        id: g.id,
        record: {
          game: g.game,
          rulesVersion: g.rules_version,
          seed: g.seed,
          players: Number(g.players),
          variant: g.variant,
          options: JSON.parse(g.options),
          moves: moves.map((m) => JSON.parse(m.move) as Move),
        },
        setup: JSON.parse(g.table_setup),
        status: g.status as StoredGame["status"],
        outcome: g.outcome === null ? null : (JSON.parse(g.outcome) as Outcome),
      };
    },
    async unfinished() {
      const rows = await db.selectFrom("games").select("id").where("status", "=", "playing").execute();
      return rows.map((r) => r.id);
    },
    async close() {
      await db.destroy();
    },
  };
}

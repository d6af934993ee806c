/**
 * A game at the table: the plan it was started with (game, variant, seats, seed, options, bot
 * pace), and the local table that plays it.
 */
import { type LocalOptions, type LocalTable, localTable } from "@ludic/client/local";
import type { Engine, GameMeta, GameOptions, GameRecord, Move } from "@ludic/runtime";
import { defaultSeats, nextSeed, rematchSeats, type SeatPlan } from "./seats.js";

export interface GamePlan {
  game: string;
  variant: string;
  players: number;
  seed: string;
  /** The options that differ from the variant's defaults. */
  options: GameOptions;
  seats: SeatPlan[];
  /** Milliseconds a bot's move takes at least, so people can follow it. */
  pace: number;
}

/**
 * A game at this screen: its plan and the one thing that holds its state, a local table
 * (`@ludic/client`'s `localTable`, the same kind of source an online table is). The position and
 * the record are read from the table.
 */
export interface Session<S = unknown> {
  plan: GamePlan;
  table: LocalTable<S>;
  /** The position now. */
  readonly state: S;
  /** The game so far as a record (setup and every move played). */
  readonly record: GameRecord;
}

/** Where a session's bots decide (given a seat's strength), and who hears of every move (to keep the game across reloads). */
export interface SessionHooks<S = unknown> {
  decide?: LocalOptions<S>["decide"];
  onMove?(session: Session<S>): void;
}

export const PACES: readonly { ms: number; label: string }[] = [
  { ms: 0, label: "No delay" },
  { ms: 300, label: "Quick" },
  { ms: 800, label: "Normal" },
  { ms: 1600, label: "Slow" },
];

export const DEFAULT_PACE = 800;

/** The seats a variant is played with (its own `players`, else the game's). */
export function variantPlayers(meta: GameMeta, variant: string): { min: number; max: number } {
  return meta.variants.find((v) => v.id === variant)?.players ?? meta.players;
}

export function defaultVariant(meta: GameMeta): string {
  return meta.variants[0]?.id ?? "";
}

export function defaultPlan(meta: GameMeta, variant: string = defaultVariant(meta), seed = ""): GamePlan {
  const players = variantPlayers(meta, variant).min;
  return {
    game: meta.id,
    variant,
    players,
    seed,
    options: {},
    seats: defaultSeats(players),
    pace: DEFAULT_PACE,
  };
}

/** A game from its plan, and from its record's moves when it is resumed (a reload of the page). */
export function startSession<S>(
  engine: Engine<S>,
  plan: GamePlan,
  hooks: SessionHooks<S> = {},
  moves: readonly Move[] = [],
): Session<S> {
  const people = plan.seats.flatMap((s, i) => (s.kind === "person" ? [i] : []));
  const table = localTable(engine, {
    players: plan.players,
    seed: plan.seed,
    variant: plan.variant,
    ...(Object.keys(plan.options).length > 0 ? { options: plan.options } : {}),
    moves,
    // A person, or the bot's strength (`decide` knows what each one means).
    seats: plan.seats.map((s) => (s.kind === "person" ? "human" : s.strength)),
    viewer: people.length === 0 ? "spectator" : people.length === 1 ? (people[0] as number) : "deciding",
    botDelayMs: plan.pace,
    ...(hooks.decide ? { decide: hooks.decide } : {}),
    onMove: () => hooks.onMove?.(session),
  });
  const header = {
    game: engine.meta.id,
    rulesVersion: engine.meta.rulesVersion,
    seed: plan.seed,
    players: plan.players,
    variant: plan.variant,
    options: plan.options,
  };
  const session: Session<S> = {
    plan,
    table,
    get state() {
      return table.getSnapshot().state;
    },
    get record(): GameRecord {
      return { ...header, moves: [...table.getSnapshot().played] };
    },
  };
  return session;
}

/** A session rebuilt from its plan and record (a reload of the page). */
export function resumeSession<S>(
  engine: Engine<S>,
  plan: GamePlan,
  record: GameRecord,
  hooks: SessionHooks<S> = {},
): Session<S> {
  return startSession(engine, plan, hooks, record.moves);
}

/** The next game of a series: the seats rotated one place, the next seed. */
export function rematchPlan(plan: GamePlan): GamePlan {
  return { ...plan, seed: nextSeed(plan.seed), seats: rematchSeats(plan.seats) };
}

/**
 * A game at the table: the plan it was started with (game, variant, seats, seed, options, bot
 * pace), the engine state, and the record of every move so far.
 */
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

export interface Session<S = unknown> {
  plan: GamePlan;
  state: S;
  record: GameRecord;
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

export function startSession<S>(engine: Engine<S>, plan: GamePlan): Session<S> {
  const setup = {
    players: plan.players,
    seed: plan.seed,
    variant: plan.variant,
    ...(Object.keys(plan.options).length > 0 ? { options: plan.options } : {}),
  };
  const state = engine.setup(setup);
  const record: GameRecord = {
    game: engine.meta.id,
    rulesVersion: engine.meta.rulesVersion,
    seed: plan.seed,
    players: plan.players,
    variant: plan.variant,
    options: plan.options,
    moves: [],
  };
  return { plan, state, record };
}

/** The session after a move (the engine refuses an illegal one with an `IllegalMoveError`). */
export function playMove<S>(engine: Engine<S>, session: Session<S>, move: Move): Session<S> {
  const state = engine.applyMove(session.state, move);
  return { ...session, state, record: { ...session.record, moves: [...session.record.moves, move] } };
}

/** A session rebuilt from its plan and record (a reload of the page). */
export function resumeSession<S>(engine: Engine<S>, plan: GamePlan, record: GameRecord): Session<S> {
  return { plan, state: engine.replay(record), record };
}

/** The next game of a series: the seats rotated one place, the next seed. */
export function rematchPlan(plan: GamePlan): GamePlan {
  return { ...plan, seed: nextSeed(plan.seed), seats: rematchSeats(plan.seats) };
}

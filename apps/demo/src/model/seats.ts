/** Who sits at each seat: a person or a bot of some strength; rematches rotate the seats. */
import type { BotSpec } from "@ludic/bots";

export type Strength = "random" | "easy" | "medium" | "hard";

export interface SeatPlan {
  kind: "person" | "bot";
  /** The bot's strength (kept for a person too, so switching back remembers it). */
  strength: Strength;
  /** The name shown at the table; empty for the default. */
  name: string;
}

export const STRENGTHS: readonly { id: Strength; label: string; hint: string; spec: BotSpec }[] = [
  { id: "random", label: "Random", hint: "any legal move", spec: { kind: "random" } },
  { id: "easy", label: "Easy", hint: "a short search", spec: { kind: "mcts", iterations: 60, timeMs: 400 } },
  { id: "medium", label: "Medium", hint: "searches about ½ s", spec: { kind: "mcts", timeMs: 500 } },
  { id: "hard", label: "Hard", hint: "searches about 1½ s", spec: { kind: "mcts", timeMs: 1500 } },
];

export function botSpec(strength: Strength): BotSpec {
  return (STRENGTHS.find((s) => s.id === strength) ?? STRENGTHS[0])?.spec ?? { kind: "random" };
}

export function strengthLabel(strength: Strength): string {
  return STRENGTHS.find((s) => s.id === strength)?.label ?? strength;
}

/** The first seat a person, the others medium bots; an existing plan keeps the seats it has. */
export function defaultSeats(players: number, existing: readonly SeatPlan[] = []): SeatPlan[] {
  return Array.from(
    { length: players },
    (_, s): SeatPlan => existing[s] ?? { kind: s === 0 ? "person" : "bot", strength: "medium", name: "" },
  );
}

/**
 * The names at the table: a given name, else "You" for the only person, "Player 2" for one of
 * several people (the seat, from 1), "Bot (easy)" for the only bot, "Bot B (easy)" for one of
 * several (lettered in seat order, so a bot's name never looks like a seat number).
 */
export function seatNames(seats: readonly SeatPlan[]): string[] {
  const people = seats.filter((s) => s.kind === "person").length;
  const bots = seats.filter((s) => s.kind === "bot").length;
  let bot = 0;
  return seats.map((s, i) => {
    if (s.kind === "bot") bot++;
    if (s.name.trim() !== "") return s.name.trim();
    if (s.kind === "person") return people === 1 ? "You" : `Player ${i + 1}`;
    const strength = strengthLabel(s.strength).toLowerCase();
    return bots === 1 ? `Bot (${strength})` : `Bot ${String.fromCharCode(64 + bot)} (${strength})`;
  });
}

/**
 * A rematch: everyone moves one seat on (seat 0's player takes seat 1, the last seat's takes
 * seat 0), keeping their name, so whoever started does not start again.
 */
export function rotateSeats<T>(seats: readonly T[]): T[] {
  const n = seats.length;
  return seats.map((_, i) => seats[(i - 1 + n) % n] as T);
}

/** Names are fixed before rotating, so "Player 1" stays Player 1 in the next seat. */
export function rematchSeats(seats: readonly SeatPlan[]): SeatPlan[] {
  const names = seatNames(seats);
  return rotateSeats(seats.map((s, i) => ({ ...s, name: names[i] ?? s.name })));
}

/** The seed of the next game of a series: `abc` → `abc #2` → `abc #3`. */
export function nextSeed(seed: string): string {
  const m = /^(.*) #(\d+)$/.exec(seed);
  return m ? `${m[1]} #${Number(m[2]) + 1}` : `${seed} #2`;
}

/** A short random seed for a game started without one. */
export function randomSeed(random: () => number = Math.random): string {
  const letters = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: 6 }, () => letters[Math.floor(random() * letters.length)]).join("");
}

/** The seats of an online table: what the lobby's form offers, and how the table names them. */
import type { SeatInfo } from "@ludic/client";
import type { Seat } from "@ludic/runtime";
import { STRENGTHS, type Strength } from "../model/seats.js";

/** A seat of the lobby's form: a person (someone joins it) or a bot of the demo's strengths. */
export type OnlineSeat = "person" | Strength;

/** The server's seat kinds (docs/server.md) for the demo's bot strengths. */
const BOT_KIND: Record<Strength, string> = {
  random: "random",
  easy: "mcts:60",
  medium: "mcts:500ms",
  hard: "mcts:1500ms",
};

export function serverSeat(seat: OnlineSeat): string {
  return seat === "person" ? "open" : BOT_KIND[seat];
}

function strengthOf(kind: string): string {
  const found = STRENGTHS.find((s) => BOT_KIND[s.id] === kind);
  return found ? found.label.toLowerCase() : kind;
}

/** "You" at the viewer's seat, "Player 2" for another person, "Bot (easy)" for a bot. */
export function onlineSeatNames(seats: readonly SeatInfo[], mine: Seat | "spectator" | null): string[] {
  return seats.map((s, i) => {
    if (i === mine) return "You";
    if (s.kind !== "open") return `Bot ${i + 1} (${strengthOf(s.kind)})`;
    return `Player ${i + 1}`;
  });
}

/** Who is at a seat now, for the list beside the table. */
export function seatStatus(s: SeatInfo, now: number): string {
  if (s.kind !== "open") return "bot";
  if (!s.taken) return "waiting for someone to join";
  if (s.connected) return "connected";
  if (s.graceUntil !== null) {
    const left = Math.max(0, Math.ceil((s.graceUntil - now) / 1000));
    return `connection lost; seat kept ${left} s for them`;
  }
  return "away; their link brings them back";
}

/** The seat to ask for at the rematch: the next one, as the server rotated the seats. */
export function rematchSeat(seat: Seat | "spectator" | null, players: number): Seat | undefined {
  return typeof seat === "number" && players > 0 ? (seat + 1) % players : undefined;
}

import type { SeatInfo } from "@ludic/client";
import { describe, expect, it } from "vitest";
import { onlineSeatNames, rematchSeat, seatStatus, serverSeat } from "./seats.js";

const person = (taken: boolean, connected: boolean, graceUntil: number | null = null): SeatInfo => ({
  kind: "open",
  taken,
  connected,
  graceUntil,
});

describe("the seats of an online table", () => {
  it("asks the server for a bot of each of the demo's strengths", () => {
    expect(["person", "random", "easy", "medium", "hard"].map((s) => serverSeat(s as never))).toEqual([
      "open",
      "random",
      "mcts:60",
      "mcts:500ms",
      "mcts:1500ms",
    ]);
  });

  it("names the viewer You, other people by seat, bots by strength", () => {
    const seats = [
      person(true, true),
      { kind: "mcts:500ms", taken: true, connected: true, graceUntil: null },
    ];
    expect(onlineSeatNames([...seats, person(false, false)], 0)).toEqual([
      "You",
      "Bot 2 (medium)",
      "Player 3",
    ]);
    expect(onlineSeatNames(seats, "spectator")[0]).toBe("Player 1");
  });

  it("tells who is there, who dropped (with the time left) and who is yet to come", () => {
    expect(seatStatus(person(false, false), 0)).toBe("waiting for someone to join");
    expect(seatStatus(person(true, true), 0)).toBe("connected");
    expect(seatStatus(person(true, false, 45_000), 1_000)).toBe("connection lost; seat kept 44 s for them");
    expect(seatStatus(person(true, false), 0)).toBe("away; their link brings them back");
  });

  it("moves a person one seat on at the rematch, as the server rotates the seats", () => {
    expect(rematchSeat(0, 2)).toBe(1);
    expect(rematchSeat(2, 3)).toBe(0);
    expect(rematchSeat("spectator", 2)).toBeUndefined();
  });
});

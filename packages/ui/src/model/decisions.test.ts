import { describe, expect, it } from "vitest";
import { duel, duelStart } from "../fixtures/duel.js";
import { noughts, noughtsAt } from "../fixtures/noughts.js";
import { randomBot } from "./bot.js";
import { committedSeats, deciders, isSimultaneous, ownCommitment, seatStatus } from "./decisions.js";

describe("decisions", () => {
  it("a simultaneous decision: both decide, then one has committed, hidden from the other", () => {
    const s = duelStart();
    expect(isSimultaneous(duel.view(s, 0))).toBe(true);
    expect(deciders(duel.view(s, 0))).toEqual([0, 1]);
    const t = duel.applyMove(s, { seat: 0, action: "play", args: { card: "stars-3" } });
    expect(committedSeats(duel.view(t, 1))).toEqual([0]);
    expect(seatStatus(duel.view(t, 1), 0)).toBe("committed");
    expect(seatStatus(duel.view(t, 1), 1)).toBe("deciding");
    expect(ownCommitment(duel.view(t, 0))).toEqual({ seat: 0, action: "play", args: { card: "stars-3" } });
    expect(ownCommitment(duel.view(t, 1))).toBeNull();
    expect(ownCommitment(duel.view(t, "spectator"))).toBeNull();
  });

  it("a turn is not simultaneous; the outcome decides the statuses", () => {
    const v = noughts.view(noughtsAt("XXXOO...."), 1);
    expect(isSimultaneous(v)).toBe(false);
    expect(seatStatus(v, 0)).toBe("winner");
    expect(seatStatus(v, 1)).toBe("loser");
    expect(seatStatus(noughts.view(noughtsAt("XOXXOOOXX"), 0), 0)).toBe("drawn");
    expect(seatStatus(noughts.view(noughtsAt("X........"), 0), 0)).toBe("waiting");
  });

  it("the random bot is seeded", () => {
    const moves = noughts.legalMoves(noughtsAt("........."), 0);
    const a = randomBot(7);
    const b = randomBot(7);
    expect([a(moves), a(moves), a(moves)]).toEqual([b(moves), b(moves), b(moves)]);
    expect(() => a([])).toThrow(/no legal move/);
  });
});

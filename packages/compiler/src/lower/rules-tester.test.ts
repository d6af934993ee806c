/**
 * What a rules tester sets and reads through the contract: `setup({ startSeat })` and the rules'
 * `startSeat()`, recorded so replays agree; `position({ outOfPlay })`; every seat's `score` and
 * `goal` in views (docs/engine-api.md).
 */
import { InvalidSetupError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const STARTER = `
game starter {
  title "Starter"
  players 2..3
  variant "standard"
  position turns
}
card Card { rank: int }
cards Card into deck {
  for r in 1..6 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner

fn score(s: seat): int = sum(c in hand[s] of c.rank)
fn goal(s: seat): int = 10 - size(hand[s])

rule turns(opener: seat) {
  let me = opener
  loop {
    choose me {
      take when size(deck) > 0 { move top(deck) to hand[me] }
      stop { finish [me] "stopped" }
    }
    me = next(me)
  }
}

flow {
  shuffle deck
  turns(startSeat())
}
`;

const files = { "starter.ludic": STARTER };
const seatToMove = (e: Awaited<ReturnType<typeof loadEngine>>, st: unknown) => e.decisions(st)[0]?.seat;

describe("setup's startSeat and the rules' startSeat()", { timeout: 60_000 }, () => {
  it("starts from the seat given, with the same deal as the seed's", async () => {
    const e = await loadEngine("starter", files);
    const free = e.setup({ players: 3, seed: "s" });
    const drawn = seatToMove(e, free) as number;
    for (const startSeat of [0, 1, 2]) {
      const st = e.setup({ players: 3, seed: "s", startSeat });
      expect(seatToMove(e, st)).toBe(startSeat);
      // The random start is still drawn, so the deck is shuffled as without a start seat.
      const took = e.applyMove(st, { seat: startSeat, action: "take", args: {} });
      const tookFree = e.applyMove(free, { seat: drawn, action: "take", args: {} });
      expect(e.view(took, startSeat).zones[`hand[${startSeat}]`]?.cards).toEqual(
        e.view(tookFree, drawn).zones[`hand[${drawn}]`]?.cards,
      );
    }
  });

  it("refuses a start seat that is not at the table", async () => {
    const e = await loadEngine("starter", files);
    expect(() => e.setup({ players: 2, seed: "s", startSeat: 2 })).toThrow(InvalidSetupError);
    expect(() => e.setup({ players: 2, seed: "s", startSeat: 0.5 })).toThrow(InvalidSetupError);
  });

  it("is kept by a record: the replay starts from the same seat", async () => {
    const e = await loadEngine("starter", files);
    const start = (1 - (seatToMove(e, e.setup({ players: 2, seed: "r" })) as number)) as 0 | 1;
    let st = e.setup({ players: 2, seed: "r", startSeat: start });
    const moves = [
      { seat: start, action: "take", args: {} },
      { seat: 1 - start, action: "take", args: {} },
    ];
    for (const m of moves) st = e.applyMove(st, m);
    const record = {
      game: "starter",
      rulesVersion: e.meta.rulesVersion,
      seed: "r",
      players: 2,
      variant: "standard",
      options: {},
      startSeat: start,
      moves,
    };
    expect(JSON.stringify(e.replay(record))).toBe(JSON.stringify(st));
    // Without it the seed's own start seat moves first, and the first move does not replay.
    const { startSeat: _, ...without } = record;
    expect(() => e.replay(without)).toThrow(InvalidSetupError);
  });
});

describe("position's outOfPlay", { timeout: 60_000 }, () => {
  it("takes every unlisted card out of play: the deck holds exactly the listed cards", async () => {
    const e = await loadEngine("starter", files);
    let st = e.position({
      players: 2,
      zones: { deck: ["C5", "C6"], "hand[1]": ["C1"] },
      outOfPlay: "unlisted",
    });
    const zones = e.view(st, 0).zones;
    expect(zones.deck?.cards).toHaveLength(2);
    expect(Object.values(zones).reduce((n, z) => n + z.cards.length, 0)).toBe(3);
    st = e.applyMove(st, { seat: 0, action: "take", args: {} });
    st = e.applyMove(st, { seat: 1, action: "take", args: {} });
    expect(e.view(st, 0).zones["hand[0]"]?.cards).toEqual([{ id: "C5" }]);
    expect(e.legalMoves(st, 0).map((m) => m.action)).toEqual(["stop"]);
  });

  it("takes listed cards out of play; the others go home as usual", async () => {
    const e = await loadEngine("starter", files);
    const st = e.position({ players: 2, zones: {}, outOfPlay: ["C1", "C2"] });
    expect(e.view(st, "spectator").zones.deck?.cards).toHaveLength(4);
    expect(() => e.position({ players: 2, zones: { deck: ["C1"] }, outOfPlay: ["C1"] })).toThrow(
      /listed twice/,
    );
    expect(() => e.position({ players: 2, zones: {}, outOfPlay: ["C9"] })).toThrow(InvalidSetupError);
  });
});

describe("scores and goals in views", { timeout: 60_000 }, () => {
  it("shows every seat's fn score and fn goal, to every viewer", async () => {
    const e = await loadEngine("starter", files);
    const st = e.position({ players: 3, zones: { "hand[0]": ["C4", "C2"], "hand[2]": ["C6"] } });
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = e.view(st, viewer);
      expect(v.scores).toEqual([6, 0, 6]);
      expect(v.goals).toEqual([8, 10, 9]);
    }
  });
});

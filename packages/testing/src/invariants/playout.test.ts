import { seedRng } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { makeFakeGame } from "../fake/card-game.js";
import { randomPlayout } from "./playout.js";

describe("randomPlayout", () => {
  const game = makeFakeGame();

  it("plays to an outcome, deterministically for a seed", () => {
    const a = randomPlayout(game, game.setup({ players: 2, seed: "p" }), seedRng("r"));
    const b = randomPlayout(game, game.setup({ players: 2, seed: "p" }), seedRng("r"));
    expect(a.outcome).not.toBeNull();
    expect(a.moves).toBeGreaterThan(0);
    expect(game.outcome(a.state)).toEqual(a.outcome);
    expect(b).toEqual(a);
  });

  it("stops at maxMoves without an outcome", () => {
    const r = randomPlayout(game, game.setup({ players: 2, seed: "p" }), seedRng("r"), 1);
    expect(r).toMatchObject({ moves: 1, outcome: null });
  });

  it("stops when a deciding seat has no legal move", () => {
    const stuck = makeFakeGame({ stuckWhenDeckEmpty: true });
    const r = randomPlayout(
      stuck,
      stuck.position({ zones: { deck: [], "hand[0]": ["1H"], "hand[1]": ["2H"], table: IDS_REST } }),
      seedRng("r"),
    );
    expect(r).toMatchObject({ moves: 0, outcome: null });
  });
});

const IDS_REST = ["3H", "4H", "5H", "6H", "1C", "2C", "3C", "4C", "5C", "6C"];

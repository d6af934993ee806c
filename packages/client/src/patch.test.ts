import ticTacToe from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { applyViewPatch, diffView } from "./patch.js";

describe("view patches", () => {
  it("put every view of a whole game back together from the view before it", () => {
    let state = ticTacToe.setup({ players: 2, seed: "patch" });
    let before = ticTacToe.view(state, 0);
    let moves = 0;
    while (ticTacToe.outcome(state) === null) {
      const seat = ticTacToe.decisions(state)[0]?.seat ?? 0;
      state = ticTacToe.applyMove(state, ticTacToe.legalMoves(state, seat)[0] as never);
      const after = ticTacToe.view(state, 0);
      const patch = diffView(before, after);
      expect(applyViewPatch(before, patch)).toEqual(after);
      // Smaller than the view it stands for: only what changed.
      expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(after).length);
      before = after;
      moves++;
    }
    expect(moves).toBeGreaterThan(4);
  });

  it("says nothing of a view that did not change, and handles fields, zones and lines that go", () => {
    const a = ticTacToe.view(ticTacToe.setup({ players: 2, seed: "p" }), 1);
    expect(diffView(a, a)).toEqual({});
    const b = {
      ...a,
      zones: {},
      vars: { x: 1 },
      log: ["new"],
      scores: [1, 2],
      outcome: { winners: [0], scores: [1, 0], reason: "r" },
    };
    delete (b as { options?: unknown }).options;
    expect(applyViewPatch(a, diffView(a, b as never))).toEqual(b);
    expect(applyViewPatch(b as never, diffView(b as never, a))).toEqual(a);
  });
});

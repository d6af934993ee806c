/**
 * Tic-tac-toe's rules tests: the scenarios, then the engine invariants over 500 seeded random
 * games (legal ⇔ accepted, refused moves change nothing, views, replay), and what a full game
 * must look like: at most nine moves, a winner with three in a row or a full grid.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkInvariants, describeScenarios } from "@ludic/testing";
import engine from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "tic-tac-toe.scenarios")]);

describe("Tic-tac-toe invariants", () => {
  it("hold over 500 random games, each over within nine moves", () => {
    const report = checkInvariants(engine, { games: 500, players: [2], seedPrefix: "ttt-", maxMoves: 9 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(500);
    expect(report.outcomes.unfinished ?? 0).toBe(0);
    expect(report.moves).toBeLessThanOrEqual(500 * 9);
  });

  it("offers every empty cell, names them r<row>c<col>, and describes its board", () => {
    const st = engine.setup({ players: 2, seed: "cells" });
    expect(engine.legalMoves(st, 0).map((m) => m.args.cell)).toEqual([
      "r0c0",
      "r0c1",
      "r0c2",
      "r1c0",
      "r1c1",
      "r1c2",
      "r2c0",
      "r2c1",
      "r2c2",
    ]);
    expect(engine.meta.board).toEqual({ name: "grid", shape: "square", rows: 3, cols: 3, diagonal: true });
    const after = engine.applyMove(st, { seat: 0, action: "place", args: { cell: "r2c0" } });
    expect(engine.view(after, "spectator").vars["mark[r2c0]"]).toBe("X");
    expect(engine.legalMoves(after, 1)).toHaveLength(8);
  });
});

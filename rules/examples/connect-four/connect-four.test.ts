/**
 * Connect Four's rules tests: the scenarios, then the engine invariants over 300 seeded random
 * games, and what every finished game must look like: at most 42 discs, each column filled from
 * the bottom, a winner only with four in a row.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import engine from "@ludic/connect-four";
import { checkInvariants, describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "connect-four.scenarios")]);

type Grid = string[][];

function gridOf(vars: Record<string, unknown>): Grid {
  return Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 7 }, (_, c) => String(vars[`disc[r${r}c${c}]`])),
  );
}

function fourInARow(g: Grid, colour: string): boolean {
  const at = (r: number, c: number) => g[r]?.[c];
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 7; c++)
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ] as const) {
        if ([0, 1, 2, 3].every((i) => at(r + i * dr, c + i * dc) === colour)) return true;
      }
  return false;
}

describe("Connect Four invariants", () => {
  it("hold over 300 random games", () => {
    const report = checkInvariants(engine, { games: 300, players: [2], seedPrefix: "c4-", maxMoves: 42 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(300);
    expect(report.outcomes.unfinished ?? 0).toBe(0);
  });

  it("stack discs from the bottom and end only with four in a row or a full grid", () => {
    for (let g = 0; g < 100; g++) {
      let st = engine.setup({ players: 2, seed: `shape-${g}` });
      let seed = g * 7919 + 1;
      while (engine.outcome(st) === null) {
        const [d] = engine.decisions(st);
        if (!d) throw new Error("a game that is not over waits for nobody");
        const moves = engine.legalMoves(st, d.seat);
        seed = (seed * 48271) % 2147483647;
        st = engine.applyMove(st, moves[seed % moves.length] as (typeof moves)[number]);
      }
      const grid = gridOf(engine.view(st, "spectator").vars);
      for (let c = 0; c < 7; c++) {
        const column = grid.map((row) => row[c]);
        const firstDisc = column.findIndex((x) => x !== "E");
        if (firstDisc >= 0) expect(column.slice(firstDisc).every((x) => x !== "E")).toBe(true);
      }
      const out = engine.outcome(st);
      if (out?.winners.length === 0) expect(grid.flat().every((x) => x !== "E")).toBe(true);
      else expect(fourInARow(grid, out?.winners[0] === 0 ? "R" : "Y")).toBe(true);
    }
  });
});

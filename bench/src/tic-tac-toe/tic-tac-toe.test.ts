/** The Tic-tac-toe baselines play the generated engine's game: same moves, same grid, same end. */
import { engine, type Move } from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";

import { activePlayer } from "../bgio.js";
import { mulberry32 } from "../types.js";
import { ticTacToe as bgio } from "./boardgameio.js";
import * as hw from "./hand-written.js";

const cellOf = (name: string): number => {
  const m = /^r(\d)c(\d)$/.exec(name);
  return Number(m?.[1]) * 3 + Number(m?.[2]);
};

describe("Tic-tac-toe baselines against the generated engine", () => {
  it("agree move by move on 500 random games", () => {
    const endings = new Set<string>();
    for (let g = 0; g < 500; g++) {
      let gen = engine.setup({ players: 2, seed: `agree-${g}` });
      const st = hw.setup();
      let b = bgio.newMatch(g);
      const random = mulberry32(g);
      while (engine.outcome(gen) === null) {
        const seat = engine.decisions(gen)[0]?.seat as number;
        const legal = engine.legalMoves(gen, seat);
        const cells = legal.map((m) => cellOf((m.args as { cell: string }).cell));
        expect(st.toMove).toBe(seat);
        expect(hw.legalMoves(st)).toEqual(cells);
        expect(activePlayer(b.ctx)).toBe(String(seat));
        expect(bgio.enumerate(b).map((m) => m.args[0])).toEqual(cells);
        const m = legal[Math.floor(random() * legal.length)] as Move;
        const cell = cellOf((m.args as { cell: string }).cell);
        gen = engine.applyMove(gen, m);
        hw.applyMove(st, cell);
        b = bgio.dispatch(b, "place", [cell], String(seat));
        expect(st.cells).toEqual(gen.g.mark);
        expect(b.G.cells.map((p) => (p === null ? 0 : Number(p) + 1))).toEqual(gen.g.mark);
      }
      const out = engine.outcome(gen);
      expect({ winners: st.winners, scores: st.scores, reason: st.reason }).toEqual(out);
      const over = b.ctx.gameover as { winner?: string };
      expect(over.winner === undefined ? [] : [Number(over.winner)]).toEqual(out?.winners);
      endings.add(`${out?.reason} ${out?.winners.join(",")}`);
    }
    expect([...endings].sort()).toEqual(["the grid is full ", "three in a row 0", "three in a row 1"]);
  });

  it("random playouts end", () => {
    const random = mulberry32(3);
    for (let g = 0; g < 50; g++) {
      expect(hw.playout(g, random).winners).not.toBeNull();
      expect(bgio.playout(g, random).winners).not.toBeNull();
    }
  });
});

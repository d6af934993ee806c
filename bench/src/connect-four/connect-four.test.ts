/** The Connect Four baselines play the generated engine's game: same moves, same board, same end. */
import { engine, type Move } from "@ludic/connect-four";
import { describe, expect, it } from "vitest";

import { activePlayer } from "../bgio.js";
import { mulberry32 } from "../types.js";
import { connectFour as bgio } from "./boardgameio.js";
import * as hw from "./hand-written.js";

describe("Connect Four baselines against the generated engine", () => {
  it("agree move by move on 300 random games", () => {
    const endings = new Set<string>();
    for (let g = 0; g < 300; g++) {
      let gen = engine.setup({ players: 2, seed: `agree-${g}` });
      const st = hw.setup();
      let b = bgio.newMatch(g);
      const random = mulberry32(g);
      while (engine.outcome(gen) === null) {
        const seat = engine.decisions(gen)[0]?.seat as number;
        const legal = engine.legalMoves(gen, seat);
        const cols = legal.map((m) => (m.args as { col: number }).col);
        expect(st.toMove).toBe(seat);
        expect(hw.legalMoves(st)).toEqual(cols);
        expect(activePlayer(b.ctx)).toBe(String(seat));
        expect(bgio.enumerate(b).map((m) => m.args[0])).toEqual(cols);
        const m = legal[Math.floor(random() * legal.length)] as Move;
        const col = (m.args as { col: number }).col;
        gen = engine.applyMove(gen, m);
        hw.applyMove(st, col);
        b = bgio.dispatch(b, "drop", [col], String(seat));
        expect(st.cells).toEqual(gen.g.disc);
        expect(b.G.cells.map((p) => (p === null ? 0 : Number(p) + 1))).toEqual(gen.g.disc);
      }
      const out = engine.outcome(gen);
      expect({ winners: st.winners, scores: st.scores, reason: st.reason }).toEqual(out);
      const over = b.ctx.gameover as { winner?: string };
      expect(over.winner === undefined ? [] : [Number(over.winner)]).toEqual(out?.winners);
      endings.add(`${out?.reason} ${out?.winners.join(",")}`);
    }
    expect(endings).toContain("four in a row 0");
    expect(endings).toContain("four in a row 1");
  });

  it("a full grid without four in a row is a draw in all three", () => {
    // Columns filled in an order that never lines up four (found by search, checked here).
    const order = [
      0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5,
      4, 6, 6, 6, 6, 6, 6,
    ];
    let gen = engine.setup({ players: 2, seed: "draw" });
    const st = hw.setup();
    let b = bgio.newMatch(0);
    for (const col of order) {
      const seat = engine.decisions(gen)[0]?.seat as number;
      gen = engine.applyMove(gen, { seat, action: "drop", args: { col } } as Move);
      hw.applyMove(st, col);
      b = bgio.dispatch(b, "drop", [col], String(seat));
    }
    expect(engine.outcome(gen)).toEqual({ winners: [], scores: [0, 0], reason: "the grid is full" });
    expect(st.winners).toEqual([]);
    expect(b.ctx.gameover).toEqual({ draw: true });
  });

  it("random playouts end", () => {
    const random = mulberry32(3);
    for (let g = 0; g < 50; g++) {
      expect(hw.playout(g, random).winners).not.toBeNull();
      expect(bgio.playout(g, random).winners).not.toBeNull();
    }
  });
});

/**
 * Connect Four on boardgame.io, written like its Tic-tac-toe tutorial: cells hold the player id
 * or null (row 0 on top), one move per turn, `endIf` looks for four in a row through the last
 * disc or a full grid, `ai.enumerate` lists the open columns.
 */
import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";

import { driver } from "../bgio.js";
import { COLS, ROWS } from "./hand-written.js";

export interface ConnectFourG {
  cells: (string | null)[];
  last: number;
}

const AXES = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

function isVictory(G: ConnectFourG): boolean {
  if (G.last < 0) return false;
  const r = Math.floor(G.last / COLS);
  const c = G.last % COLS;
  const p = G.cells[G.last];
  return AXES.some(([dr, dc]) => {
    let n = 1;
    for (const s of [1, -1]) {
      let rr = r + s * (dr as number);
      let cc = c + s * (dc as number);
      while (rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS && G.cells[rr * COLS + cc] === p) {
        n++;
        rr += s * (dr as number);
        cc += s * (dc as number);
      }
    }
    return n >= 4;
  });
}

export const ConnectFourGame: Game<ConnectFourG> = {
  name: "connect-four",
  disableUndo: true,
  setup: () => ({ cells: Array(ROWS * COLS).fill(null), last: -1 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    drop: ({ G, playerID }, col: number) => {
      if (G.cells[col] !== null) return INVALID_MOVE;
      let r = ROWS - 1;
      while (G.cells[r * COLS + col] !== null) r--;
      G.cells[r * COLS + col] = playerID;
      G.last = r * COLS + col;
    },
  },
  endIf: ({ G, ctx }) => {
    if (isVictory(G)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
  ai: {
    enumerate: (G: ConnectFourG) => {
      const moves = [];
      for (let c = 0; c < COLS; c++) if (G.cells[c] === null) moves.push({ move: "drop", args: [c] });
      return moves;
    },
  },
};

export const connectFour = driver(ConnectFourGame, (gameover) => {
  const g = gameover as { winner?: string };
  return g.winner === undefined ? [] : [Number(g.winner)];
});

/**
 * Tic-tac-toe on boardgame.io, as its tutorial writes it (boardgame.io/documentation/#/tutorial):
 * cells hold the player id or null, one move per turn, `endIf` looks for a full line or a full
 * grid, `ai.enumerate` lists the empty cells.
 */
import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";

import { driver } from "../bgio.js";
import { LINES } from "./hand-written.js";

export interface TicTacToeG {
  cells: (string | null)[];
}

function isVictory(cells: (string | null)[]): boolean {
  const isRowComplete = (row: number[]) => {
    const symbols = row.map((i) => cells[i]);
    return symbols.every((s) => s !== null && s === symbols[0]);
  };
  return LINES.map(isRowComplete).some((complete) => complete);
}

const isDraw = (cells: (string | null)[]): boolean => cells.filter((c) => c === null).length === 0;

export const TicTacToeGame: Game<TicTacToeG> = {
  name: "tic-tac-toe",
  disableUndo: true,
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    place: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (isDraw(G.cells)) return { draw: true };
  },
  ai: {
    enumerate: (G: TicTacToeG) => {
      const moves = [];
      for (let i = 0; i < 9; i++) if (G.cells[i] === null) moves.push({ move: "place", args: [i] });
      return moves;
    },
  },
};

export const ticTacToe = driver(TicTacToeGame, (gameover) => {
  const g = gameover as { winner?: string };
  return g.winner === undefined ? [] : [Number(g.winner)];
});

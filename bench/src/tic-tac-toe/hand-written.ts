/**
 * Tic-tac-toe (rules/examples/tic-tac-toe, TTT-1 … TTT-4) written by hand the straightforward way:
 * a mutable array of 9 cells (cell = row * 3 + col), the eight lines listed once.
 */
import type { PlayoutResult, Random } from "../types.js";

export const EMPTY = 0; // cross = 1 (seat 0), nought = 2 (seat 1), as the generated enum Mark

export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export interface TicTacToeState {
  cells: number[];
  toMove: number;
  marks: number;
  winners: number[] | null;
  scores: number[];
  reason: string;
}

export function setup(): TicTacToeState {
  return {
    cells: new Array<number>(9).fill(EMPTY),
    toMove: 0,
    marks: 0,
    winners: null,
    scores: [0, 0],
    reason: "",
  };
}

/** TTT-2: every empty cell. */
export function legalMoves(st: TicTacToeState): number[] {
  const out: number[] = [];
  if (st.winners !== null) return out;
  for (let i = 0; i < 9; i++) if (st.cells[i] === EMPTY) out.push(i);
  return out;
}

/** TTT-3: three of `p` in one of the lines. */
export function threeInARow(cells: number[], p: number): boolean {
  return LINES.some((line) => line.every((i) => cells[i] === p));
}

export function applyMove(st: TicTacToeState, cell: number): void {
  const me = st.toMove;
  st.cells[cell] = me + 1;
  st.marks++;
  if (threeInARow(st.cells, me + 1)) {
    end(st, [me], "three in a row");
    return;
  }
  if (st.marks === 9) {
    end(st, [], "the grid is full");
    return;
  }
  st.toMove = 1 - me;
}

function end(st: TicTacToeState, winners: number[], reason: string): void {
  st.winners = winners;
  st.scores = [threeInARow(st.cells, 1) ? 1 : 0, threeInARow(st.cells, 2) ? 1 : 0];
  st.reason = reason;
}

export function playout(_seed: number, random: Random, maxMoves = 5000): PlayoutResult {
  const st = setup();
  let moves = 0;
  while (st.winners === null && moves < maxMoves) {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as number);
    moves++;
  }
  return { moves, winners: st.winners };
}

export function sizes(_seed: number, random: Random): number[] {
  const st = setup();
  const out = [JSON.stringify(st).length];
  while (st.winners === null) {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as number);
    out.push(JSON.stringify(st).length);
  }
  return out;
}

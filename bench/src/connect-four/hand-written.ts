/**
 * Connect Four (rules/examples/connect-four, CF-1 … CF-4) written by hand the straightforward way:
 * a mutable array of 42 cells (row 0 on top, row 5 at the bottom, cell = row * 7 + col), the
 * legal moves as the open columns, and a four-in-a-row check through the disc just dropped.
 */
import type { PlayoutResult, Random } from "../types.js";

export const ROWS = 6;
export const COLS = 7;
export const EMPTY = 0; // red = 1 (seat 0), yellow = 2 (seat 1), as the generated enum Disc

export interface ConnectFourState {
  cells: number[];
  toMove: number;
  discs: number;
  winners: number[] | null;
  scores: number[];
  reason: string;
}

export function setup(): ConnectFourState {
  return {
    cells: new Array<number>(ROWS * COLS).fill(EMPTY),
    toMove: 0,
    discs: 0,
    winners: null,
    scores: [0, 0],
    reason: "",
  };
}

/** CF-2: every column that is not full, left to right. */
export function legalMoves(st: ConnectFourState): number[] {
  const out: number[] = [];
  if (st.winners !== null) return out;
  for (let c = 0; c < COLS; c++) if (st.cells[c] === EMPTY) out.push(c);
  return out;
}

const AXES = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

/** The discs of colour `p` in a row through (r, c) along (dr, dc), both ways. */
function run(cells: number[], r: number, c: number, dr: number, dc: number, p: number): number {
  let n = 1;
  for (const s of [1, -1]) {
    let rr = r + s * dr;
    let cc = c + s * dc;
    while (rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS && cells[rr * COLS + cc] === p) {
      n++;
      rr += s * dr;
      cc += s * dc;
    }
  }
  return n;
}

/** CF-3: is (r, c) one of four (or more) discs of colour p in a row? */
export function connects(cells: number[], r: number, c: number, p: number): boolean {
  for (const [dr, dc] of AXES) if (run(cells, r, c, dr as number, dc as number, p) >= 4) return true;
  return false;
}

/** The outcome's score: how many of the seat's discs are in a four. */
function score(cells: number[], p: number): number {
  let n = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === p && connects(cells, Math.floor(i / COLS), i % COLS, p)) n++;
  }
  return n;
}

/** CF-2: the disc lands on the lowest empty cell of the column; CF-3, CF-4: the end. */
export function applyMove(st: ConnectFourState, col: number): void {
  const me = st.toMove;
  const p = me + 1;
  let r = ROWS - 1;
  while (st.cells[r * COLS + col] !== EMPTY) r--;
  st.cells[r * COLS + col] = p;
  st.discs++;
  if (connects(st.cells, r, col, p)) {
    end(st, [me], "four in a row");
    return;
  }
  if (st.discs === ROWS * COLS) {
    end(st, [], "the grid is full");
    return;
  }
  st.toMove = 1 - me;
}

function end(st: ConnectFourState, winners: number[], reason: string): void {
  st.winners = winners;
  st.scores = [score(st.cells, 1), score(st.cells, 2)];
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

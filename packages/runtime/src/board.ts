/**
 * Boards of cells (docs/language.md "Boards and cells"): a game's `board` declaration becomes one
 * `Board`, built once when the engine loads, with every neighbour and step precomputed so the
 * rules' `neighbours`, `shift`, `inside`, `line` cost an array read.
 *
 * A cell is a number: `row * cols + col`, so `cells` is `0 … count - 1` in reading order (row by
 * row, left to right). Moves, views and positions name a cell `r3c4` (row 3, column 4, both from 0).
 *
 * Hex boards use offset rows (`oddR`: odd rows are shifted half a hex to the right, as Kingdom
 * Builder's board; `evenR`: even rows are). Directions are cube steps, counterclockwise from east:
 * 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE; direction d + 3 is the opposite of d. Square boards have 4
 * directions (0 E, 1 N, 2 W, 3 S) or, with `diagonal`, 8 (0 E, 1 NE, 2 N, 3 NW, 4 W, 5 SW, 6 S,
 * 7 SE); the opposite of d is d + half their number. In every shape the first half of the directions
 * are the line axes, one per axis.
 */
import { RulesError } from "./errors.js";
import type { SourceLocation } from "./types.js";

export type HexOffset = "oddR" | "evenR";

export type BoardSpec =
  | { name: string; shape: "hex"; rows: number; cols: number; offset: HexOffset }
  | { name: string; shape: "square"; rows: number; cols: number; diagonal: boolean };

export interface Board {
  spec: BoardSpec;
  rows: number;
  cols: number;
  /** Number of cells. */
  count: number;
  /** Every cell in reading order. Shared: never change it. */
  cells: number[];
  /** The directions `0 … n - 1`. Shared: never change it. */
  dirs: number[];
  /** The neighbours of each cell, in reading order. Shared: never change them. */
  nb: number[][];
  /** `step[d][c]`: the cell one step from c in direction d, or -1 off the board. */
  step: Int32Array[];
  /** Cells with fewer neighbours than an inner cell. */
  edge: boolean[];
  /** "r3c4" per cell. */
  names: string[];
  /**
   * `lines[n][d * count + c]`: `line(c, d, n)`; the table of one length n is built whole on its
   * first use (one read per line afterwards). Shared: never change them.
   */
  lines: (number[][] | undefined)[];
  /** Per direction and step count (-16 … 16): the cell that many steps away, -1 off the board; built on first use. */
  far: Int32Array[];
  /**
   * Per condition fn specialised at compile time (compiler lower/line-tables.ts), per value of its
   * cell parameter: the lines its board-only guards let through, null when building them failed.
   */
  memo: Record<string, (number[][] | null)[]>;
  /** The same lines as `memo`, as a lineWalkTable, for a fn whose test reads each cell alone. */
  walks: Record<string, (Int32Array | null)[]>;
}

/**
 * A line table's lines for a test that reads each cell alone and can fail nowhere (compiler
 * lower/line-tables.ts), arranged so that a cell that fails is read once for every line through
 * it: the cells every line holds (`common`, tested first), then the lines' other cells as a tree
 * (a trie, cells most lines share nearest the root), flattened depth first: node i tests
 * `cells[i]`; when it holds, `ends[i]` says a whole line held, else its first child is i + 1; when
 * it fails, the walk goes on at `skip[i]` (the node after i's subtree, -1 for none). `always`: a
 * line has no cell but the common ones. Some line holds the test on every cell exactly when the
 * walk reaches an end: every line is a path from the root, and a failed cell fails every line
 * through it.
 */
export interface LineWalk {
  common: number[];
  always: boolean;
  cells: Int32Array;
  ends: Uint8Array;
  skip: Int32Array;
}

interface WalkNode {
  cell: number;
  end: boolean;
  children: WalkNode[];
}

/** The lines as a LineWalk. */
export function lineWalk(lines: readonly number[][]): LineWalk {
  const first = lines[0] ?? [];
  const common =
    lines.length === 0
      ? []
      : first.filter((c, i) => first.indexOf(c) === i && lines.every((l) => l.includes(c)));
  const rest = lines.map((l) => l.filter((c, i) => !common.includes(c) && l.indexOf(c) === i));
  // Per line, its cells most shared first (then by cell), so that lines share their first nodes.
  const uses = new Map<number, number>();
  for (const l of rest) for (const c of l) uses.set(c, (uses.get(c) ?? 0) + 1);
  const root: WalkNode[] = [];
  let always = false;
  for (const l of rest) {
    if (l.length === 0) always = true;
    const path = l.slice().sort((a, b) => (uses.get(b) as number) - (uses.get(a) as number) || a - b);
    let level = root;
    path.forEach((c, i) => {
      let node = level.find((n) => n.cell === c);
      if (node === undefined) {
        node = { cell: c, end: false, children: [] };
        level.push(node);
      }
      if (i === path.length - 1) node.end = true;
      level = node.children;
    });
  }
  const cells: number[] = [];
  const ends: number[] = [];
  const skip: number[] = [];
  const flatten = (nodes: WalkNode[]): void => {
    for (const n of nodes) {
      const at = cells.length;
      cells.push(n.cell);
      ends.push(n.end ? 1 : 0);
      skip.push(-1);
      // Past an end the walk has returned: its children are never reached.
      if (!n.end) flatten(n.children);
      skip[at] = cells.length;
    }
  };
  flatten(root);
  const count = cells.length;
  return {
    common,
    always,
    cells: Int32Array.from(cells),
    ends: Uint8Array.from(ends),
    skip: Int32Array.from(skip, (x) => (x >= count ? -1 : x)),
  };
}

/**
 * The LineWalk of the lines as one table, what the generated walk reads (compiler
 * lower/line-tables.ts): `[start, cell, skip, next, cell, skip, next, …]`, a node per three
 * entries, the tree's nodes in their order, then the common cells. The walk starts at node
 * `start` and tests its cell: when it fails it goes on at `skip` (-1 for none: no line held),
 * when it holds at `next`, 0 when a whole line held. A node that ends a line goes on to the
 * common cells, each a node whose failure ends the walk, the last one's `next` 0. `start` is
 * -1 for no lines (none holds) and -2 when a line has no cells at all (one holds). The common
 * cells come last: they are the key cell itself in the games' fns (`connects(h, p)`,
 * `threeInARow(h, m)`), whose callers ask of the cell just played or of a cell already known to
 * hold (`disc[h] == p and connects(h, p)`), so a walk that tested them first read a cell that
 * held at nearly every call. One array and no object: a call reads its key's table and the
 * cells, nothing else.
 */
export function lineWalkTable(lines: readonly number[][]): Int32Array {
  const w = lineWalk(lines);
  if (w.always && w.common.length === 0) return Int32Array.of(-2);
  if (lines.length === 0) return Int32Array.of(-1);
  // A line of common cells only (always): the tree is never needed.
  const tree = w.always ? 0 : w.cells.length;
  const common = 1 + 3 * tree;
  const out: number[] = [tree > 0 ? 1 : common];
  const ended = w.common.length > 0 ? common : 0;
  for (let i = 0; i < tree; i++) {
    const skip = w.skip[i] as number;
    out.push(w.cells[i] as number, skip < 0 ? -1 : 1 + 3 * skip, w.ends[i] === 1 ? ended : 1 + 3 * (i + 1));
  }
  for (let i = 0; i < w.common.length; i++)
    out.push(w.common[i] as number, -1, i === w.common.length - 1 ? 0 : common + 3 * (i + 1));
  return Int32Array.from(out);
}

/** Cube steps (dx, dz) of the six hex directions; dy = -dx - dz. */
const HEX_STEPS: readonly (readonly [number, number])[] = [
  [1, 0], // E   (+1, −1, 0)
  [1, -1], // NE (+1, 0, −1)
  [0, -1], // NW (0, +1, −1)
  [-1, 0], // W  (−1, +1, 0)
  [-1, 1], // SW (−1, 0, +1)
  [0, 1], // SE  (0, −1, +1)
];
/** Row and column steps of the square directions, counterclockwise from east. */
const SQUARE_STEPS_4: readonly (readonly [number, number])[] = [
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 0],
];
const SQUARE_STEPS_8: readonly (readonly [number, number])[] = [
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/** Cube x of an offset hex (z is the row). */
function hexX(spec: BoardSpec, r: number, c: number): number {
  const odd = r & 1;
  return spec.shape === "hex" && spec.offset === "evenR" ? c - (r + odd) / 2 : c - (r - odd) / 2;
}

function hexCol(spec: BoardSpec, r: number, x: number): number {
  const odd = r & 1;
  return spec.shape === "hex" && spec.offset === "evenR" ? x + (r + odd) / 2 : x + (r - odd) / 2;
}

/** The cell k steps from (r, c) in direction d, or -1 when that is off the board. */
function walkFrom(spec: BoardSpec, r: number, c: number, d: number, k: number): number {
  let r2: number;
  let c2: number;
  if (spec.shape === "hex") {
    const [dx, dz] = HEX_STEPS[d] as readonly [number, number];
    r2 = r + k * dz;
    if (r2 < 0 || r2 >= spec.rows) return -1;
    c2 = hexCol(spec, r2, hexX(spec, r, c) + k * dx);
  } else {
    const steps = spec.diagonal ? SQUARE_STEPS_8 : SQUARE_STEPS_4;
    const [dr, dc] = steps[d] as readonly [number, number];
    r2 = r + k * dr;
    c2 = c + k * dc;
  }
  if (r2 < 0 || r2 >= spec.rows || c2 < 0 || c2 >= spec.cols) return -1;
  return r2 * spec.cols + c2;
}

function directionCount(spec: BoardSpec): number {
  return spec.shape === "hex" ? 6 : spec.diagonal ? 8 : 4;
}

export function makeBoard(spec: BoardSpec): Board {
  const { rows, cols } = spec;
  const count = rows * cols;
  const n = directionCount(spec);
  const cells = Array.from({ length: count }, (_, i) => i);
  const dirs = Array.from({ length: n }, (_, i) => i);
  const step = dirs.map((d) => {
    const a = new Int32Array(count);
    for (let c = 0; c < count; c++) a[c] = walkFrom(spec, Math.floor(c / cols), c % cols, d, 1);
    return a;
  });
  const nb = cells.map((c) =>
    step
      .map((a) => a[c] as number)
      .filter((x) => x >= 0)
      .sort((a, b) => a - b),
  );
  return {
    spec,
    rows,
    cols,
    count,
    cells,
    dirs,
    nb,
    step,
    edge: nb.map((list) => list.length < n),
    names: cells.map((c) => `r${Math.floor(c / cols)}c${c % cols}`),
    lines: [],
    far: [],
    // Without a prototype, yet in fast mode: Object.create(null) makes a dictionary, whose
    // lookup every call of a line table's fn pays (`BOARD.walks.fn_connects`).
    memo: Object.setPrototypeOf({}, null),
    walks: Object.setPrototypeOf({}, null),
  };
}

/** "r3c4". */
export function cellName(b: Board, c: number): string {
  return b.names[c] ?? `r?c?${c}`;
}

/** The cell a name such as "r3c4" stands for, or -1 when it names no cell of the board. */
export function parseCell(b: Board, text: string): number {
  const m = /^r(0|[1-9]\d*)c(0|[1-9]\d*)$/.exec(text);
  if (!m) return -1;
  const r = Number(m[1]);
  const c = Number(m[2]);
  return r < b.rows && c < b.cols ? r * b.cols + c : -1;
}

export function cellRow(b: Board, c: number): number {
  return Math.floor(c / b.cols);
}

export function cellCol(b: Board, c: number): number {
  return c % b.cols;
}

/** `cellAt(r, c)`: a rules error when (r, c) is off the board. */
export function cellAt(b: Board, r: number, c: number, where: SourceLocation): number {
  if (r < 0 || r >= b.rows || c < 0 || c >= b.cols) {
    throw new RulesError(`cellAt(${r}, ${c}) is off the ${b.rows} × ${b.cols} board`, where);
  }
  return r * b.cols + c;
}

export function neighboursOf(b: Board, c: number): number[] {
  return b.nb[c] ?? [];
}

export function adjacentCells(b: Board, a: number, c: number): boolean {
  return (b.nb[a] ?? []).includes(c);
}

export function onEdge(b: Board, c: number): boolean {
  return b.edge[c] === true;
}

function checkDirection(b: Board, d: number, where: SourceLocation): void {
  if (!Number.isInteger(d) || d < 0 || d >= b.dirs.length) {
    throw new RulesError(`${d} is not a direction: they are 0 to ${b.dirs.length - 1}`, where);
  }
}

/** Steps that `far` keeps a whole table for: -FAR … FAR. */
const FAR = 16;

/**
 * The cell k steps from c in direction d (k < 0 goes the other way), or -1 off the board. Small
 * k read a table built on first use; the hot path is a few array reads so that V8 inlines it.
 */
function far(b: Board, c: number, d: number, k: number, where: SourceLocation): number {
  if (d >= 0 && d < b.dirs.length && k >= -FAR && k <= FAR) {
    const table = b.far[d * (2 * FAR + 1) + k + FAR];
    if (table !== undefined) return table[c] ?? -1;
  }
  return farSlow(b, c, d, k, where);
}

function farSlow(b: Board, c: number, d: number, k: number, where: SourceLocation): number {
  checkDirection(b, d, where);
  if (Number.isInteger(k) && k >= -FAR && k <= FAR) {
    const table = new Int32Array(b.count);
    for (let x = 0; x < b.count; x++) table[x] = stepCells(b, x, d, k);
    b.far[d * (2 * FAR + 1) + k + FAR] = table;
    return table[c] ?? -1;
  }
  return stepCells(b, c, d, k);
}

/**
 * Unit steps through the tables. A straight line that leaves the board never comes back (rows
 * and columns change monotonically along it), so this is the cell `walkFrom` computes.
 */
function stepCells(b: Board, c: number, d: number, k: number): number {
  const n = b.dirs.length;
  const step = (k >= 0 ? b.step[d] : b.step[(d + n / 2) % n]) as Int32Array;
  let x = c;
  for (let i = Math.abs(k); i > 0 && x >= 0; i--) x = step[x] ?? -1;
  return x;
}

/** `inside(h, d, k)`: whether k steps from h in direction d is still on the board. */
export function insideBoard(b: Board, c: number, d: number, k: number, where: SourceLocation): boolean {
  return far(b, c, d, k, where) >= 0;
}

/** The cell k steps from c in direction d, or -1 off the board: `inside` and `shift` of the same arguments computed once. */
export function farCell(b: Board, c: number, d: number, k: number, where: SourceLocation): number {
  return far(b, c, d, k, where);
}

/** `shift(h, d, k)` of a `farCell` already computed: `to`, or a rules error when it is off the board. */
export function shiftTo(
  b: Board,
  to: number,
  c: number,
  d: number,
  k: number,
  where: SourceLocation,
): number {
  if (to < 0) offBoard(b, c, d, k, where);
  return to;
}

/** `shift(h, d, k)`: the cell k steps from h in direction d; a rules error off the board. */
export function shiftCell(b: Board, c: number, d: number, k: number, where: SourceLocation): number {
  const to = far(b, c, d, k, where);
  if (to < 0) offBoard(b, c, d, k, where);
  return to;
}

function offBoard(b: Board, c: number, d: number, k: number, where: SourceLocation): never {
  throw new RulesError(
    `${k} step${k === 1 ? "" : "s"} from ${cellName(b, c)} in direction ${d} is off the board`,
    where,
  );
}

/** `line(h, d, n)`: h and the cells after it in direction d, n in all, fewer at the board's edge. */
export function lineCells(b: Board, c: number, d: number, n: number, where: SourceLocation): number[] {
  // Built once per (length, direction, cell) and shared: lists are values, never changed.
  const table = b.lines[n];
  if (table !== undefined && d >= 0 && d < b.dirs.length && c >= 0 && c < b.count) {
    const hit = table[d * b.count + c];
    if (hit !== undefined) return hit;
  }
  return lineSlow(b, c, d, n, where);
}

/** The cells of one line by stepping from c. */
function walkLine(b: Board, c: number, d: number, n: number): number[] {
  const out: number[] = [];
  const step = b.step[d] as Int32Array;
  for (let x = c; x >= 0 && out.length < n; x = step[x] ?? -1) out.push(x);
  return out;
}

function lineSlow(b: Board, c: number, d: number, n: number, where: SourceLocation): number[] {
  checkDirection(b, d, where);
  if (!(Number.isInteger(c) && c >= 0 && c < b.count && Number.isInteger(n) && n >= 0 && n <= 64))
    return walkLine(b, c, d, n);
  // Every line of this length, for every direction and cell, at once.
  const table: number[][] = [];
  for (let e = 0; e < b.dirs.length; e++) for (let x = 0; x < b.count; x++) table.push(walkLine(b, x, e, n));
  b.lines[n] = table;
  return table[d * b.count + c] as number[];
}

/** `ray(h, d)`: the cells after h in direction d, up to the board's edge, nearest first. */
export function rayCells(b: Board, c: number, d: number, where: SourceLocation): number[] {
  checkDirection(b, d, where);
  const out: number[] = [];
  const step = b.step[d] as Int32Array;
  for (let x = step[c] as number; x >= 0; x = step[x] as number) out.push(x);
  return out;
}

/**
 * Per cell, the last call of componentsOf that met it: `walk` as a member not yet grouped,
 * `walk + 1` once in a group. One array for every call (no new arrays, no scan of the board).
 */
let marks = new Int32Array(0);
let walk = 0;

/**
 * `components(hs)`: the maximal groups of adjacent cells among hs; each group in reading order,
 * the groups ordered by their first cell. Repeated cells count once. Found from the list's own
 * cells (an ascending one, as a filter over `cells` is, as it is; any other, a sorted copy).
 */
export function componentsOf(b: Board, hs: readonly number[]): number[][] {
  for (let i = 1; i < hs.length; i++)
    if ((hs[i] as number) <= (hs[i - 1] as number)) {
      hs = [...hs].sort((x, y) => x - y);
      break;
    }
  if (marks.length < b.count) marks = new Int32Array(b.count);
  if (walk > 2 ** 30) {
    marks.fill(0);
    walk = 0;
  }
  walk += 2;
  const member = walk;
  const grouped = walk + 1;
  for (const h of hs) if (h >= 0 && h < b.count) marks[h] = member;
  const groups: number[][] = [];
  for (const start of hs) {
    if (start < 0 || start >= b.count || marks[start] !== member) continue;
    const group = [start];
    marks[start] = grouped;
    for (let i = 0; i < group.length; i++) {
      const nb = b.nb[group[i] as number] as readonly number[];
      for (let j = 0; j < nb.length; j++) {
        const n = nb[j] as number;
        if (marks[n] === member) {
          marks[n] = grouped;
          group.push(n);
        }
      }
    }
    // Ascending: an insertion sort while small.
    if (group.length > 24) group.sort((x, y) => x - y);
    else
      for (let i = 1; i < group.length; i++) {
        const x = group[i] as number;
        let j = i - 1;
        while (j >= 0 && (group[j] as number) > x) {
          group[j + 1] = group[j] as number;
          j--;
        }
        group[j + 1] = x;
      }
    groups.push(group);
  }
  return groups;
}

/** `distance(a, c)`: the fewest steps from a to c (hex: cube distance; square: 4 or 8 directions). */
export function cellDistance(b: Board, a: number, c: number): number {
  const r1 = Math.floor(a / b.cols);
  const c1 = a % b.cols;
  const r2 = Math.floor(c / b.cols);
  const c2 = c % b.cols;
  const dr = Math.abs(r1 - r2);
  if (b.spec.shape === "hex") {
    const dx = hexX(b.spec, r2, c2) - hexX(b.spec, r1, c1);
    const dz = r2 - r1;
    return Math.max(Math.abs(dx), Math.abs(dz), Math.abs(dx + dz));
  }
  const dc = Math.abs(c1 - c2);
  return b.spec.diagonal ? Math.max(dr, dc) : dr + dc;
}

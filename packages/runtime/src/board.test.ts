import { describe, expect, it } from "vitest";
import {
  adjacentCells,
  cellAt,
  cellDistance,
  cellName,
  componentsOf,
  insideBoard,
  lineCells,
  lineWalk,
  lineWalkTable,
  makeBoard,
  neighboursOf,
  onEdge,
  parseCell,
  rayCells,
  shiftCell,
} from "./board.js";
import { RulesError } from "./errors.js";

const at = { file: "test.ludic", line: 1, column: 1 };
/** Kingdom Builder's board (/work/shared/games/kingdom-builder.md §2.3, §2.4). */
const kb = makeBoard({ name: "land", shape: "hex", rows: 20, cols: 20, offset: "oddR" });
const h = (r: number, c: number): number => cellAt(kb, r, c, at);
const pairs = (cells: number[]): string[] => cells.map((c) => cellName(kb, c));
const rc = (list: [number, number][]): string[] => list.map(([r, c]) => `r${r}c${c}`).sort(byCell);
const byCell = (a: string, b: string): number => (parseCell(kb, a) as number) - (parseCell(kb, b) as number);

describe("hex boards (odd rows shifted right)", () => {
  it("gives the neighbours of KB-E1, in reading order", () => {
    // (4,5), even row: (4,4), (4,6), (3,4), (3,5), (5,4), (5,5).
    expect(pairs(neighboursOf(kb, h(4, 5)))).toEqual(
      rc([
        [4, 4],
        [4, 6],
        [3, 4],
        [3, 5],
        [5, 4],
        [5, 5],
      ]),
    );
    // (5,5), odd row: (5,4), (5,6), (4,5), (4,6), (6,5), (6,6).
    expect(pairs(neighboursOf(kb, h(5, 5)))).toEqual(
      rc([
        [5, 4],
        [5, 6],
        [4, 5],
        [4, 6],
        [6, 5],
        [6, 6],
      ]),
    );
    // (9,9) touches all four quadrants.
    expect(pairs(neighboursOf(kb, h(9, 9)))).toEqual(
      rc([
        [9, 8],
        [8, 9],
        [9, 10],
        [8, 10],
        [10, 9],
        [10, 10],
      ]),
    );
  });

  it("gives the corners and edges of KB-E1", () => {
    expect(pairs(neighboursOf(kb, h(0, 0)))).toEqual(["r0c1", "r1c0"]);
    expect(pairs(neighboursOf(kb, h(0, 19)))).toEqual(["r0c18", "r1c18", "r1c19"]);
    expect(pairs(neighboursOf(kb, h(19, 19)))).toEqual(["r18c19", "r19c18"]);
    expect(neighboursOf(kb, h(9, 0))).toHaveLength(5);
    expect(onEdge(kb, h(9, 0))).toBe(true);
  });

  it("puts exactly the hexes of rows 0 and 19 and columns 0 and 19 on the edge", () => {
    for (const c of kb.cells) {
      const r = Math.floor(c / 20);
      const col = c % 20;
      expect(onEdge(kb, c)).toBe(r === 0 || r === 19 || col === 0 || col === 19);
      expect(neighboursOf(kb, c).length < 6).toBe(onEdge(kb, c));
    }
  });

  it("steps once to a neighbour in each of the six directions, and back with the opposite", () => {
    for (const c of [h(4, 5), h(5, 5), h(10, 10)]) {
      const stepped = kb.dirs.map((d) => shiftCell(kb, c, d, 1, at)).sort((a, b) => a - b);
      expect(stepped).toEqual(neighboursOf(kb, c));
      for (const d of kb.dirs) {
        expect(shiftCell(kb, shiftCell(kb, c, d, 1, at), (d + 3) % 6, 1, at)).toBe(c);
        expect(shiftCell(kb, c, d, -1, at)).toBe(shiftCell(kb, c, (d + 3) % 6, 1, at));
      }
    }
    // Direction 0 is east, 3 west: the same row.
    expect(cellName(kb, shiftCell(kb, h(4, 5), 0, 1, at))).toBe("r4c6");
    expect(cellName(kb, shiftCell(kb, h(4, 5), 3, 1, at))).toBe("r4c4");
  });

  it("finds the six Paddock destinations of KB-E5 two steps away in a straight line", () => {
    const two = (r: number, c: number) =>
      pairs(
        kb.dirs
          .filter((d) => insideBoard(kb, h(r, c), d, 2, at))
          .map((d) => shiftCell(kb, h(r, c), d, 2, at)),
      ).sort(byCell);
    expect(two(6, 2)).toEqual(
      rc([
        [6, 0],
        [6, 4],
        [4, 1],
        [4, 3],
        [8, 1],
        [8, 3],
      ]),
    );
    expect(two(3, 3)).toEqual(
      rc([
        [3, 1],
        [3, 5],
        [1, 2],
        [1, 4],
        [5, 2],
        [5, 4],
      ]),
    );
  });

  it("follows the diagonal line of KB-E4: (2,2), (3,2), (4,3) continue to (5,3) and back to (1,1)", () => {
    const d = kb.dirs.find((x) => shiftCell(kb, h(2, 2), x, 1, at) === h(3, 2)) as number;
    expect(pairs(lineCells(kb, h(2, 2), d, 4, at))).toEqual(["r2c2", "r3c2", "r4c3", "r5c3"]);
    expect(cellName(kb, shiftCell(kb, h(2, 2), d, -1, at))).toBe("r1c1");
  });

  it("stops lines and rays at the edge and refuses to shift off the board", () => {
    expect(pairs(lineCells(kb, h(0, 17), 0, 5, at))).toEqual(["r0c17", "r0c18", "r0c19"]);
    expect(pairs(rayCells(kb, h(0, 17), 0, at))).toEqual(["r0c18", "r0c19"]);
    expect(insideBoard(kb, h(0, 0), 3, 1, at)).toBe(false);
    expect(() => shiftCell(kb, h(0, 0), 3, 1, at)).toThrow(RulesError);
    expect(() => shiftCell(kb, h(0, 0), 6, 1, at)).toThrow(/not a direction/);
    expect(() => cellAt(kb, 20, 0, at)).toThrow(/off the 20 × 20 board/);
  });

  it("answers every line of a length from one table, the cells stepping gives, shared", () => {
    const sq = makeBoard({ name: "g", shape: "square", rows: 6, cols: 7, diagonal: true });
    for (const d of sq.dirs)
      for (const c of sq.cells) {
        const stepped: number[] = [];
        for (let x = c; x >= 0 && stepped.length < 4; x = sq.step[d]?.[x] ?? -1) stepped.push(x);
        expect(lineCells(sq, c, d, 4, at)).toEqual(stepped);
        expect(lineCells(sq, c, d, 4, at)).toBe(lineCells(sq, c, d, 4, at));
      }
    expect(() => lineCells(sq, 0, 8, 4, at)).toThrow(/not a direction/);
    expect(() => lineCells(sq, 6, -1, 4, at)).toThrow(/not a direction/);
  });

  it("measures cube distances", () => {
    expect(cellDistance(kb, h(6, 2), h(4, 3))).toBe(2);
    expect(cellDistance(kb, h(4, 5), h(5, 5))).toBe(1);
    expect(cellDistance(kb, h(0, 0), h(0, 19))).toBe(19);
    expect(cellDistance(kb, h(0, 0), h(19, 0))).toBe(19);
    for (const c of neighboursOf(kb, h(9, 9))) expect(cellDistance(kb, h(9, 9), c)).toBe(1);
    expect(adjacentCells(kb, h(9, 9), h(10, 10))).toBe(true);
    expect(adjacentCells(kb, h(9, 9), h(10, 8))).toBe(false);
  });

  it("groups KB-E7's settlements into areas", () => {
    // Orange: (3,3), (3,4), (3,5), (7,6), (8,0), (12,13), (12,14) — four areas.
    const orange = [h(12, 14), h(3, 3), h(3, 4), h(3, 5), h(7, 6), h(8, 0), h(12, 13), h(3, 4)];
    expect(componentsOf(kb, orange).map(pairs)).toEqual([
      ["r3c3", "r3c4", "r3c5"],
      ["r7c6"],
      ["r8c0"],
      ["r12c13", "r12c14"],
    ]);
    expect(componentsOf(kb, [])).toEqual([]);
  });

  it("shifts even rows instead with evenR", () => {
    const b = makeBoard({ name: "b", shape: "hex", rows: 4, cols: 4, offset: "evenR" });
    // Even row 2 is shifted right: (2,1) touches (1,1), (1,2), (3,1), (3,2).
    expect(neighboursOf(b, 2 * 4 + 1).map((c) => cellName(b, c))).toEqual([
      "r1c1",
      "r1c2",
      "r2c0",
      "r2c2",
      "r3c1",
      "r3c2",
    ]);
  });
});

describe("square boards", () => {
  const grid = makeBoard({ name: "grid", shape: "square", rows: 6, cols: 7, diagonal: true });
  const plain = makeBoard({ name: "plain", shape: "square", rows: 3, cols: 3, diagonal: false });

  it("has 4 or 8 directions, the first half one per axis", () => {
    expect(plain.dirs).toEqual([0, 1, 2, 3]);
    expect(grid.dirs).toHaveLength(8);
    const centre = cellAt(plain, 1, 1, at);
    expect(plain.dirs.map((d) => cellName(plain, shiftCell(plain, centre, d, 1, at)))).toEqual([
      "r1c2",
      "r0c1",
      "r1c0",
      "r2c1",
    ]);
    const c = cellAt(grid, 2, 3, at);
    expect(grid.dirs.map((d) => cellName(grid, shiftCell(grid, c, d, 1, at)))).toEqual([
      "r2c4",
      "r1c4",
      "r1c3",
      "r1c2",
      "r2c2",
      "r3c2",
      "r3c3",
      "r3c4",
    ]);
  });

  it("counts 4 or 8 neighbours and the edge", () => {
    expect(neighboursOf(plain, 4)).toEqual([1, 3, 5, 7]);
    expect(neighboursOf(grid, cellAt(grid, 0, 0, at)).map((c) => cellName(grid, c))).toEqual([
      "r0c1",
      "r1c0",
      "r1c1",
    ]);
    expect(onEdge(plain, 4)).toBe(false);
    expect(plain.cells.filter((c) => onEdge(plain, c))).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });

  it("walks a line of four for Connect Four", () => {
    const start = cellAt(grid, 5, 0, at);
    expect(lineCells(grid, start, 1, 4, at).map((c) => cellName(grid, c))).toEqual([
      "r5c0",
      "r4c1",
      "r3c2",
      "r2c3",
    ]);
    expect(lineCells(grid, start, 2, 9, at)).toHaveLength(6);
  });

  it("measures king and rook distances", () => {
    expect(cellDistance(grid, cellAt(grid, 0, 0, at), cellAt(grid, 3, 5, at))).toBe(5);
    expect(cellDistance(plain, 0, 8)).toBe(4);
  });

  it("names cells r<row>c<col> and reads them back", () => {
    expect(cellName(grid, 41)).toBe("r5c6");
    expect(parseCell(grid, "r5c6")).toBe(41);
    expect(parseCell(grid, "r6c0")).toBe(-1);
    expect(parseCell(grid, "r1c7")).toBe(-1);
    expect(parseCell(grid, "5,6")).toBe(-1);
    expect(parseCell(grid, "r01c1")).toBe(-1); // one name per cell
  });

  it("groups orthogonal or diagonal neighbours", () => {
    expect(componentsOf(plain, [0, 4, 8])).toEqual([[0], [4], [8]]);
    const g3 = makeBoard({ name: "g", shape: "square", rows: 3, cols: 3, diagonal: true });
    expect(componentsOf(g3, [8, 4, 0])).toEqual([[0, 4, 8]]);
  });
});

describe("lineWalk", () => {
  it("tests the cells every line holds once, then the other cells as a tree, most shared first", () => {
    // Through 1: [1, 2, 3], [3, 1, 4], [1, 3] (and [2, 1, 3], the first one reversed).
    const w = lineWalk([
      [1, 2, 3],
      [3, 1, 4],
      [1, 3],
      [2, 1, 3],
    ]);
    expect(w.common).toEqual([1, 3]);
    expect(w.always).toBe(true);
    // 2 (two lines) and 4: two roots, each a whole line's end.
    expect([...w.cells]).toEqual([2, 4]);
    expect([...w.ends]).toEqual([1, 1]);
    expect([...w.skip]).toEqual([1, -1]);
    const t = lineWalk([
      [5, 6, 7],
      [6, 7, 8],
      [5, 9],
    ]);
    expect(t.common).toEqual([]);
    expect(t.always).toBe(false);
    // 5, 6 and 7 are in two lines each: 5 → (6 → 7 | 9), then 6 → 7 → 8, depth first.
    expect([...t.cells]).toEqual([5, 6, 7, 9, 6, 7, 8]);
    expect([...t.ends]).toEqual([0, 0, 1, 1, 0, 0, 1]);
    expect([...t.skip]).toEqual([4, 3, 3, 4, -1, -1, -1]);
    expect(lineWalk([])).toEqual({
      common: [],
      always: false,
      cells: new Int32Array(0),
      ends: new Uint8Array(0),
      skip: new Int32Array(0),
    });
  });
});

describe("lineWalkTable", () => {
  it("lists the tree's nodes, then the common cells, each ending the walk when it fails", () => {
    // lineWalk's first example above: a line of common cells only (always): 1, then 3.
    const w = lineWalkTable([
      [1, 2, 3],
      [3, 1, 4],
      [1, 3],
      [2, 1, 3],
    ]);
    expect([...w]).toEqual([1, 1, -1, 4, 3, -1, 0]);
    // Its second: no common cell, tree node i at 1 + 3i, a skip past the last node -1, an end 0.
    const t = lineWalkTable([
      [5, 6, 7],
      [6, 7, 8],
      [5, 9],
    ]);
    expect([...t]).toEqual([1, 5, 13, 4, 6, 10, 7, 7, 10, 0, 9, 13, 0, 6, -1, 16, 7, -1, 19, 8, -1, 0]);
    // Lines through 4: the tree (2 | 3), each end going on to the common cell 4 (node 7).
    expect([
      ...lineWalkTable([
        [2, 4],
        [4, 3],
      ]),
    ]).toEqual([1, 2, 4, 7, 3, -1, 7, 4, -1, 0]);
    expect([...lineWalkTable([])]).toEqual([-1]);
    expect([...lineWalkTable([[4], []])]).toEqual([-2]);
  });

  it("holds exactly when some line holds on every cell (seeded random lines and tests)", () => {
    let x = 7;
    const rnd = (n: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x % n;
    };
    // The walk lower/line-tables.ts emits for a plain test.
    const walk = (w: Int32Array, pass: (c: number) => boolean): boolean => {
      let n = w[0] as number;
      while (n >= 0) {
        if (!pass(w[n] as number)) {
          n = w[n + 1] as number;
          continue;
        }
        n = w[n + 2] as number;
        if (n === 0) return true;
      }
      return n < -1;
    };
    for (let round = 0; round < 500; round++) {
      const lines = Array.from({ length: rnd(6) }, () => Array.from({ length: rnd(5) }, () => rnd(8)));
      if (round % 3 === 0) for (const l of lines) l.push(3);
      const w = lineWalkTable(lines);
      for (let t = 0; t < 10; t++) {
        const on = Array.from({ length: 8 }, () => rnd(3) > 0);
        const pass = (c: number): boolean => on[c] as boolean;
        expect(walk(w, pass)).toBe(lines.some((l) => l.every(pass)));
      }
    }
  });
});

describe("componentsOf, from the list's own cells", () => {
  /** The groups by a scan of the whole board, each from its least cell (componentsOf before). */
  const scan = (b: ReturnType<typeof makeBoard>, hs: readonly number[]): number[][] => {
    const member = new Set(hs);
    const seen = new Set<number>();
    const groups: number[][] = [];
    for (let start = 0; start < b.count; start++) {
      if (!member.has(start) || seen.has(start)) continue;
      const group: number[] = [];
      const todo = [start];
      seen.add(start);
      while (todo.length > 0) {
        const c = todo.pop() as number;
        group.push(c);
        for (const n of b.nb[c] ?? [])
          if (member.has(n) && !seen.has(n)) {
            seen.add(n);
            todo.push(n);
          }
      }
      groups.push(group.sort((x, y) => x - y));
    }
    return groups;
  };

  it("gives a scan's groups, in its order, for ascending lists and others (repeated cells, any order)", () => {
    const boards = [
      makeBoard({ name: "land", shape: "hex", rows: 20, cols: 20, offset: "oddR" }),
      makeBoard({ name: "g", shape: "square", rows: 6, cols: 7, diagonal: true }),
      makeBoard({ name: "s", shape: "square", rows: 9, cols: 9, diagonal: false }),
    ];
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    for (const b of boards)
      for (let round = 0; round < 60; round++) {
        const share = random();
        const hs = b.cells.filter(() => random() < share);
        expect(componentsOf(b, hs)).toEqual(scan(b, hs));
        const other = [...hs].reverse().concat(hs.slice(0, 2));
        const copy = [...other];
        expect(componentsOf(b, other)).toEqual(scan(b, hs));
        // The list itself is not sorted in place.
        expect(other).toEqual(copy);
      }
  });
});

/** Conditions and counts of `fn`s lowered to loops (lower/conditions.ts): same values, same errors. */
import type { Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const ROWS = `
game rows {
  title "Rows"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
board grid: square(rows: 4, cols: 5, diagonal: true)
var disc[cell]: int = 0

// Three in a row through h; shift() is a rules error off the board, so the inside() test must
// keep guarding it.
fn three(h: cell, p: int): bool =
  any(d in directions where any(k in 0..2 where inside(h, d, -k) and
    size(line(shift(h, d, -k), d, 3)) == 3 and all(x in line(shift(h, d, -k), d, 3) where disc[x] == p)))
fn full(): bool = all(h in cells where disc[h] != 0)
fn lonely(h: cell): bool = disc[h] == 0 or not any(n in neighbours(h) where disc[n] != 0)
fn threes(p: int): int = count(h in cells where disc[h] == p and three(h, p))
fn lonelies(): int = count(h in cells where lonely(h))
// Filters whose condition holds an any/all: built by index loops that stop at the first match.
fn crowded(p: int): list<cell> = filter(h in cells where disc[h] == p and any(n in neighbours(h) where disc[n] == p))
// A map with a where, of a board call: one loop pushing it (the cell looked up once per direction).
fn jumps(h: cell): list<cell> = map(d in directions where inside(h, d, 2) and disc[shift(h, d, 2)] == 0 of shift(h, d, 2))
fn allJumps(): int = sum(h in cells of size(jumps(h)))
fn apart(p: int): int {
  let c = filter(h in cells where all(n in neighbours(h) where disc[n] != p))
  return size(c)
}

rule turn(me: seat) {
  choose me {
    mark(h: filter(c in cells where disc[c] == 0)) {
      disc[h] = if me == seats[0] then 1 else 2
      log "threes " + threes(1) + " " + threes(2) + " full " + full() + " lonely " + lonelies()
        + " crowded " + size(crowded(1)) + " apart " + apart(2) + " jumps " + allJumps()
    }
  }
  if full() { finish [] "full" }
  turn(next(me))
}
flow { turn(seats[0]) }
`;

/** The same questions, asked of a plain array of 4 × 5 cells (row-major). */
function expected(disc: number[]): string {
  const at = (r: number, c: number) =>
    r >= 0 && r < 4 && c >= 0 && c < 5 ? (disc[r * 5 + c] as number) : -1;
  const steps = [-1, 0, 1]
    .flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const))
    .filter(([a, b]) => a || b);
  const three = (r: number, c: number, p: number) =>
    steps.some(([dr, dc]) =>
      [0, 1, 2].some((k) => [0, 1, 2].every((i) => at(r + (i - k) * dr, c + (i - k) * dc) === p)),
    );
  let threes1 = 0;
  let threes2 = 0;
  let lonely = 0;
  let crowded = 0;
  let apart = 0;
  let jumps = 0;
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const p = at(r, c);
      if (p === 1 && three(r, c, 1)) threes1++;
      if (p === 2 && three(r, c, 2)) threes2++;
      if (p === 0 || steps.every(([dr, dc]) => at(r + dr, c + dc) <= 0)) lonely++;
      if (p === 1 && steps.some(([dr, dc]) => at(r + dr, c + dc) === 1)) crowded++;
      if (steps.every(([dr, dc]) => at(r + dr, c + dc) !== 2)) apart++;
      jumps += steps.filter(([dr, dc]) => at(r + 2 * dr, c + 2 * dc) === 0).length;
    }
  const full = disc.every((x) => x !== 0);
  return `threes ${threes1} ${threes2} full ${full} lonely ${lonely} crowded ${crowded} apart ${apart} jumps ${jumps}`;
}

describe("conditions lowered to loops", () => {
  it("give any, all, not, or and count the values of the rules, move after move", async () => {
    const e = await loadEngine("rows", { "rows.ludic": ROWS });
    for (let game = 0; game < 20; game++) {
      let st = e.setup({ players: 2, seed: `rows-${game}` });
      const disc = new Array<number>(20).fill(0);
      let x = game * 7 + 3;
      let moves = 0;
      while (e.outcome(st) === null) {
        const seat = e.decisions(st)[0]?.seat as number;
        const legal = e.legalMoves(st, seat);
        // The filtered domain: exactly the empty cells, in board order.
        expect(legal.map((m) => m.args.h)).toEqual(
          disc.flatMap((v, i) => (v === 0 ? [`r${Math.floor(i / 5)}c${i % 5}`] : [])),
        );
        x = (x * 1103515245 + 12345) % 2147483648;
        const m = legal[x % legal.length] as Move;
        const [, r, c] = /^r(\d+)c(\d+)$/.exec(String(m.args.h)) as RegExpExecArray;
        disc[Number(r) * 5 + Number(c)] = seat + 1;
        st = e.applyMove(st, m);
        moves++;
        expect(e.view(st, 0).log.at(-1)).toBe(expected(disc));
      }
      expect(moves).toBe(20);
    }
  });

  it("are written as labelled loops, a repeated board call computed once", async () => {
    await loadEngine("rows", { "rows.ludic": ROWS });
    const text = generatedRules("rows");
    const three = text.slice(text.indexOf("function fn_three"), text.indexOf("/** fn full"));
    expect(three).toContain("d$a = BOARD.dirs;");
    expect(three).not.toContain(".some(");
    // line(shift(h, d, -k), d, 3): once per k, at its first use.
    expect(three.match(/\(t\$1 \?\?= lineCells\(/g)?.length).toBe(2);
    expect(three).toContain("let t$1: number[] | undefined;");
    // inside(h, d, -k) and shift(h, d, -k): the cell looked up once per k, shift still checked.
    expect(three).toContain("let f$2: number | undefined;");
    expect(three).toMatch(/\(\(f\$2 \?\?= farCell\(BOARD, h, d, -k, LOC\[\d+\]\)\) >= 0\)/);
    expect(three).toMatch(
      /shiftTo\(BOARD, \(f\$2 \?\?= farCell\(BOARD, h, d, -k, LOC\[\d+\]\)\), h, d, -k, LOC\[\d+\]\)/,
    );
    expect(three).not.toContain("insideBoard(");
    // A filter whose condition holds an any/all: index loops pushing onto the list, no closures.
    const crowded = text.slice(text.indexOf("function fn_crowded"), text.indexOf("/** fn apart"));
    expect(crowded).toContain(
      "for (let h$i = 0, h$a = BOARD.cells; h$i < h$a.length; h$i++) { const h = h$a[h$i];",
    );
    expect(crowded).toMatch(/\{ l\$\.push\(h\); continue q1; \}/);
    expect(crowded).not.toContain(".filter(");
    expect(crowded).not.toContain(".some(");
    const jumps = text.slice(text.indexOf("function fn_jumps"), text.indexOf("/** fn allJumps"));
    expect(jumps).toContain("let l$: number[] = [];");
    expect(jumps).toMatch(/l\$\.push\(\(t\$\d+ \?\?= shiftTo\(/);
    expect(jumps).not.toContain(".filter(");
    expect(jumps).not.toContain(".map(");
    const apart = text.slice(text.indexOf("function fn_apart"), text.indexOf("/** rule turn"));
    expect(apart).toMatch(/let c: number\[\] = \[\];/);
    expect(apart).not.toContain(".every(");
    const count = text.slice(text.indexOf("function fn_threes"), text.indexOf("/** fn lonelies"));
    expect(count).toContain("let n$ = 0;");
    expect(count).not.toContain(".reduce(");
    // The option loop walks the cells and skips full ones: no filtered list.
    expect(text).toMatch(
      /c\$x\$a = BOARD\.cells; [^\n]+ \{ const c\$x = c\$x\$a\[c\$x\$i\];\s*if \(!\(st\.g\.disc\[c\$x\] === 0\)\) continue;\s*const h_ = c\$x;/,
    );
  });

  it("keep shift a rules error off the board when inside was asked first", async () => {
    const e = await loadEngine("edge", {
      "edge.ludic": `
game edge {
  title "Edge"
  players 2
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 2, cols: 2, diagonal: false)
fn bad(h: cell): bool = any(d in directions where not inside(h, d, 1) and shift(h, d, 1) == h)
fn good(h: cell): bool = any(d in directions where inside(h, d, 1) and shift(h, d, 1) == cellAt(0, 1))
rule turn(me: seat) {
  log "good " + good(cellAt(0, 0))
  log "bad " + bad(cellAt(0, 0))
}
flow { turn(seats[0]) }
`,
    });
    expect(() => e.setup({ players: 2, seed: "edge" })).toThrow(/off the board/);
  });
});

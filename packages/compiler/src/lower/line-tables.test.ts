/**
 * Line tables (lower/line-tables.ts): a condition fn whose loops and guards read only the board
 * keeps the lines they let through per cell; the values and the rules errors stay the rules'.
 * The values move by move are checked by conditions.test.ts (its `three` gets a table).
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const game = (name: string, body: string) => `
game ${name} {
  title "Lines"
  players 2
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 2, cols: 3, diagonal: false)
var disc[cell]: int = 0
${body}
flow { turn(seats[0]) }
`;

describe("line tables", () => {
  it("keep the lines of a board-only any chain per cell, and the loops for a key they cannot list", async () => {
    const e = await loadEngine("lines", {
      "lines.ludic": game(
        "lines",
        `
fn pair(h: cell, p: int): bool =
  any(d in directions where size(line(h, d, 2)) == 2 and all(x in line(h, d, 2) where disc[x] == p))
fn nearPair(h: cell, p: int): bool =
  any(d in directions where size(line(h, d, p)) == 2 and all(x in line(h, d, 2) where disc[x] == p))
fn dirPair(h: cell): bool =
  any(d in directions where size(line(h, d, 2)) == 2 and all(x in line(h, d, 2) where disc[x] == d))
rule turn(me: seat) { log "pair " + pair(cellAt(0, 0), 0) + " " + nearPair(cellAt(0, 0), 2) + " " + dirPair(cellAt(0, 0)) }
`,
      ),
    });
    const text = generatedRules("lines");
    const pair = text.slice(text.indexOf("function fn_pair"), text.indexOf("/** fn nearPair"));
    expect(pair).toContain("const m$ = (BOARD.walks.fn_pair ??= []);");
    expect(pair).toContain("let w$ = m$[h];");
    // `disc[x] == p` calls nothing and fails nowhere: the lines are walked as a tree (a line and
    // its reverse are one path), the cells every line holds (h) tested once, before the others.
    expect(pair).toContain("w$ = lineWalkTable(b$);");
    expect(pair).toContain("let n$ = w$[0] as number;");
    expect(pair).toContain("if (n$ === 0) return true;");
    expect(e.view(e.setup({ players: 2, seed: "l" }), 0).log.at(-1)).toBe("pair true false true");
    // The loops stay, for a key whose lines could not be listed.
    expect(pair).toContain("d$a = BOARD.dirs;");
    // The line's length reads the parameter p, which is not a cell: no table.
    const near = text.slice(text.indexOf("function fn_nearPair"), text.indexOf("/** fn dirPair"));
    expect(near).not.toContain("BOARD.memo");
    // The test reads the direction, which the walk along the listed lines does not know: no table.
    const dir = text.slice(text.indexOf("function fn_dirPair"), text.indexOf("// ---- Rules with"));
    expect(dir).toContain("d$a = BOARD.dirs;");
    expect(dir).not.toContain("BOARD.memo");
  });

  it("give the rules' values and keep a guard's rules error where the loops would meet it", async () => {
    const e = await loadEngine("edges", {
      "edges.ludic": game(
        "edges",
        `
// shift() is off the board going west from the first column: the list cannot be built.
fn eastFirst(h: cell, p: int): bool =
  any(d in directions where shift(h, d, 1) != h and all(x in line(shift(h, d, 1), d, 1) where disc[x] == p))
rule turn(me: seat) {
  log "east " + eastFirst(cellAt(0, 0), 0)
  log "never " + eastFirst(cellAt(1, 0), 7)
}
`,
      ),
    });
    // East of r0c0 is empty: true before the loops reach west; the second call meets west's error.
    expect(() => e.setup({ players: 2, seed: "edges" })).toThrow(/off the board/);
    expect(generatedRules("edges")).toContain("BOARD.walks.fn_eastFirst");
    const first = await loadEngine("edges1", {
      "edges1.ludic": game(
        "edges1",
        `
fn eastFirst(h: cell, p: int): bool =
  any(d in directions where shift(h, d, 1) != h and all(x in line(shift(h, d, 1), d, 1) where disc[x] == p))
rule turn(me: seat) { log "east " + eastFirst(cellAt(0, 0), 0) + " " + eastFirst(cellAt(0, 0), 0) }
`,
      ),
    });
    expect(first.view(first.setup({ players: 2, seed: "e" }), 0).log.at(-1)).toBe("east true true");
  });
});

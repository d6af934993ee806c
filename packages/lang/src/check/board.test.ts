/** Boards, cells, grid literals and the variant `players` field, as the checker sees them. */
import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";
import { typeToString } from "./types.js";

const HEAD = `game hexes {
  title "Hexes"
  players 2..4
  variant "base"
}
`;

const GAME = `${HEAD}
enum Terrain { G "grass", W "water", M "mountain" }
board land: hex(rows: 4, cols: 5, offset: oddR)
const MAP: list<list<Terrain>> = grid Terrain {
  "GGWMM"
   "GWWMG"
  "G G G G G"
  "WWWWW"
}
var owner[seat]: int = 0
var last: cell = cellAt(0, 0)

fn near(h: cell): list<cell> = filter(n in neighbours(h) where not onEdge(n))
fn straight(h: cell, d: int): bool = inside(h, d, 2) and shift(h, d, 2) != h
fn areas(hs: list<cell>): int = size(components(hs))
fn far(a: cell, b: cell): bool = distance(a, b) > 2 and not adjacent(a, b)
fn rows(h: cell): int = h.row + row(h) + h.col + col(h)
fn edgeLine(h: cell): list<cell> = line(h, 0, 3) + ray(h, directions[3])
fn terrainAt(h: cell): Terrain = MAP[h.row][h.col]

rule turn(me: seat) {
  choose me {
    build(at: filter(h in cells where terrainAt(h) == G)) when not onEdge(at) {
      last = at
      log "builds at " + at
    }
  }
}

flow { turn(seats[0]) }
`;

describe("boards and cells", () => {
  it("type-check a hex game with every board builtin", () => {
    const r = checkTexts({ "a.ludic": GAME });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    expect(r.game?.board).toMatchObject({ name: "land", shape: "hex", rows: 4, cols: 5, offset: "oddR" });
    const typeOf = (text: string): string => {
      const [e] = findAll(r.game?.variants[0]?.file, "CallExpr", (c) => c.callee.name === text);
      return e ? typeToString(r.types.get(e) ?? { kind: "error" }) : "none";
    };
    expect(typeOf("neighbours")).toBe("list<cell>");
    expect(typeOf("components")).toBe("list<list<cell>>");
    expect(typeOf("shift")).toBe("cell");
    expect(typeOf("inside")).toBe("bool");
    expect(typeOf("distance")).toBe("int");
    const [grid] = findAll(r.game?.variants[0]?.file, "GridLiteral");
    expect(grid && typeToString(r.types.get(grid) ?? { kind: "error" })).toBe("list<list<Terrain>>");
  });

  it("reads a square board's diagonal, false by default", () => {
    const square = (args: string) =>
      checkTexts({ "a.ludic": `${HEAD}board grid: square(${args})\nflow { }\n` }).game?.board;
    expect(square("rows: 6, cols: 7")).toMatchObject({ shape: "square", rows: 6, cols: 7, diagonal: false });
    expect(square("cols: 3, rows: 3, diagonal: true")).toMatchObject({ diagonal: true });
    expect(
      checkTexts({ "a.ludic": `${HEAD}board b: hex(rows: 2, cols: 2)\nflow { }\n` }).game?.board,
    ).toMatchObject({
      offset: "oddR",
    });
  });

  const errors = (snippet: string): { got: string[]; at: string } => {
    const m = marked(`${HEAD}${snippet}\nflow { }\n`);
    return { got: where(checkTexts({ "a.ludic": m.text })), at: `a.ludic:${m.at}` };
  };

  it.each([
    ["LUD360", "board b: @@circle(rows: 2, cols: 2)"],
    ["LUD361", "board b: @@square(cols: 2)"],
    ["LUD361", "board b: square(rows: @@0, cols: 2)"],
    ["LUD361", "board b: square(rows: 2, cols: 2, @@rows: 3)"],
    ["LUD361", "board b: hex(rows: 2, cols: 2, offset: @@oddQ)"],
    ["LUD361", "board b: square(rows: 2, cols: 2, diagonal: @@1)"],
    ["LUD362", "board a: square(rows: 2, cols: 2)\nboard @@b: square(rows: 2, cols: 2)"],
    ["LUD363", "var v: @@cell = 0"],
    ["LUD363", "fn f(): int = size(@@neighbours(cellAt(0, 0)))"],
    ["LUD363", "fn f(): list<int> = @@directions"],
    ["LUD309", "board b: square(rows: 2, cols: 2)\nfn f(): int = size(@@b)"],
    ["LUD304", "board b: square(rows: 2, cols: 2)\nfn f(h: cell): int = h.@@rank"],
    ["LUD402", "board b: square(rows: 2, cols: 2)\nfn f(): bool = onEdge(@@3)"],
    ["LUD404", "board b: square(rows: 2, cols: 2)\nfn f(a: cell, b: cell): bool = @@a < b"],
  ])("%s at the marked place: %s", (code, snippet) => {
    const { got, at } = errors(snippet);
    expect(got).toContain(`${code} ${at}`);
  });

  it("takes cells as option parameters", () => {
    const r = checkTexts({ "a.ludic": GAME });
    const [param] = findAll(r.game?.variants[0]?.file, "OptionParam");
    expect(param && typeToString(r.types.get(param.domain) ?? { kind: "error" })).toBe("list<cell>");
  });
});

describe("indexed declarations", () => {
  const INDEXED = `${HEAD}enum Colour { red, blue }
board b: hex(rows: 3, cols: 3)
card Stone { colour: Colour }
zone box: pile, hidden
zone at[cell]: pile, public
zone supply[Colour]: pile, hidden
zone pile[Stone]: row, public
var gold[Colour]: int = 0
var owner[cell]: seat = seats[0]
reveal supply[k] to v when gold[k] > 2
fn mine(s: seat): int = count(h in cells where owner[h] == s and size(at[h]) > 0) + gold[red] + size(supply[blue])
flow { }
`;

  it("index variables and zones by seat, card type, enum and cell", () => {
    const r = checkTexts({ "a.ludic": INDEXED });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
  });

  it.each([
    ["LUD402", "fn f(): int = size(at[@@3])"],
    ["LUD402", "fn f(h: cell): int = gold[@@h]"],
    ["LUD412", "fn f(): int = size(@@at)"],
    ["LUD331", "var x[@@colour]: int = 0"],
    ["LUD330", "zone z[Colour]: pile, @@owner"],
  ])("%s at the marked place: %s", (code, snippet) => {
    const m = marked(INDEXED.replace("flow { }\n", `${snippet}\nflow { }\n`));
    expect(where(checkTexts({ "a.ludic": m.text }))).toContain(`${code} a.ludic:${m.at}`);
  });

  it("needs a board for a cell index", () => {
    const m = marked(`${HEAD}var v[@@cell]: int = 0\nflow { }\n`);
    expect(where(checkTexts({ "a.ludic": m.text }))).toEqual([`LUD363 a.ludic:${m.at}`]);
  });
});

describe("grid literals", () => {
  const grid = (rows: string) =>
    checkTexts({
      "a.ludic": `${HEAD}enum T { A, B, Long }\nconst G: list<list<T>> = grid T {\n${rows}\n}\nflow { }\n`,
    });

  it("reports an unknown letter at its own column", () => {
    // Line 8 is the first row; `X` is its third character after the quote and two spaces.
    expect(where(grid('  "AB X"'))).toEqual(["LUD365 a.ludic:8:7"]);
    expect(where(grid('  "AB"\n  "BL"'))).toEqual(["LUD365 a.ludic:9:5"]);
  });

  it("reports a row of another length, spaces not counted", () => {
    expect(where(grid('  "A B"\n  "AB"\n  "ABA"'))).toEqual(["LUD364 a.ludic:10:3"]);
    expect(where(grid(""))).toContain("LUD364 a.ludic:7:26");
  });
});

describe("variant players", () => {
  const files = {
    "a.ludic": `${HEAD}flow { }\n`,
    "solo.ludic": 'variant "solo" extends "base" {\n  title "Solo"\n  players 1\n}\n',
    "more.ludic": 'variant "more" extends "solo" {\n  title "More"\n}\n',
  };

  it("gives each variant its own players, inherited from its parent, and the game all of them", () => {
    const r = checkTexts(files);
    expect(where(r)).toEqual([]);
    expect(r.game?.variants.map((v) => [v.id, v.players])).toEqual([
      ["base", { min: 2, max: 4 }],
      ["solo", { min: 1, max: 1 }],
      ["more", { min: 1, max: 1 }],
    ]);
    expect(r.game?.players).toEqual({ min: 1, max: 4 });
  });

  it("reports a wrong players field in a variant", () => {
    const r = checkTexts({
      ...files,
      "solo.ludic": 'variant "solo" extends "base" {\n  title "Solo"\n  players 3..1\n}\n',
    });
    expect(where(r)).toEqual(["LUD327 solo.ludic:3:11"]);
  });
});

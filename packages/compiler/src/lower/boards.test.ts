/**
 * Boards end to end: rules with a board, cells as move arguments, the board builtins, grid
 * literals and a variant with its own player count compile to an engine that plays them.
 */
import { IllegalMoveError, InvalidSetupError, type Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const MARKS = `
game marks {
  title "Marks"
  players 2
  variant "base"
  position turn
}
enum Mark { E "empty", X "cross", O "nought" }
board grid: square(rows: 3, cols: 3, diagonal: true)
const START: list<list<Mark>> = grid Mark {
  "E E E"
  "E X E"
  "E E E"
}
var xs: list<cell> = []
var os: list<cell> = []
var last: cell = cellAt(0, 0)

fn free(): list<cell> = filter(h in cells where not h in xs and not h in os and START[h.row][h.col] == E)
fn three(hs: list<cell>): bool =
  any(h in hs where any(d in directions where size(line(h, d, 3)) == 3 and all(x in line(h, d, 3) where x in hs)))

rule turn(me: seat) {
  choose me {
    place(at: free()) {
      if me == seats[0] { xs = xs + [at] } else { os = os + [at] }
      last = at
      log "at " + at + " row " + at.row + " col " + col(at) + " n " + size(neighbours(at)) + " edge " + onEdge(at)
    }
  }
}

flow {
  let me = seats[0]
  loop {
    turn(me)
    if three(xs) { finish seats[0] "three in a row" }
    if three(os) { finish seats[1] "three in a row" }
    if size(free()) == 0 { finish [] "the board is full" }
    me = next(me)
  }
}
`;

const SOLO = `
variant "solo" extends "base" {
  title "Marks alone"
  players 1
}
`;

const HEXES = `
game hexes {
  title "Hexes"
  players 1
  variant "base"
}
board land: hex(rows: 20, cols: 20, offset: oddR)

rule report(me: seat) {
  let h = cellAt(4, 5)
  log "neighbours " + neighbours(h)
  log "paddock " + map(d in directions where inside(cellAt(6, 2), d, 2) of shift(cellAt(6, 2), d, 2))
  log "back " + shift(cellAt(2, 2), 5, -1) + " ray " + size(ray(cellAt(0, 17), 0)) + " distance " + distance(cellAt(0, 0), cellAt(19, 0))
  log "areas " + map(a in components([cellAt(3, 3), cellAt(12, 14), cellAt(3, 4), cellAt(8, 0)]) of size(a))
  log "adjacent " + adjacent(cellAt(9, 9), cellAt(10, 10)) + " edge " + count(c in cells where onEdge(c))
  choose me { done { } }
}

flow { report(seats[0]) }
`;

const STONES = `
game stones {
  title "Stones"
  players 2
  variant "base"
  position turn
}
enum Colour { red, blue }
board grid: square(rows: 2, cols: 3)
card Stone { colour: Colour }
cards Stone into box {
  for c in Colour { for i in 1..3 { card c.label + i { colour: c } } }
}
zone box: pile, hidden
zone at[cell]: pile, public
zone pool[Colour]: pile, public
var owner[cell]: int = -1
var gold[Colour]: int = 0
var last: cell = cellAt(0, 0)
var colourNow: Colour = red
var path: list<cell> = []

fn colourOf(s: seat): Colour = if s == seats[0] then red else blue

rule turn(me: seat) {
  choose me {
    place(h: filter(c in cells where size(at[c]) == 0 and owner[c] < 0)) {
      let k = colourOf(me)
      move first(x in box where x.colour == k) to at[h]
      owner[h] = if me == seats[0] then 0 else 1
      gold[k] += 1
      last = h
      colourNow = k
      path = path + [h]
      log "colours with gold: " + size(filter(k in Colour where gold[k] > 0)) + ", most " + max(k in Colour of gold[k])
    }
    slide(from: filter(c in cells where owner[c] == 0), dest: filter(n in neighbours(from) where size(at[n]) == 0)) {
      move at[from] to at[dest]
    }
  }
  turn(next(me))
}

flow { turn(seats[0]) }
`;

// cellAt of a board of 3 rows and 4 columns (not square: rows and columns are not swapped), from
// move arguments that may be off the board.
const PICKS = `
game picks {
  title "Picks"
  players 1
  variant "base"
}
board grid: square(rows: 3, cols: 4)
var last: cell = cellAt(0, 0)

rule turn(me: seat) {
  choose me {
    pick(r: [-1, 0, 2, 3], c: [-1, 0, 3, 4]) {
      last = cellAt(r, c)
      log "at " + last + " first row " + cellAt(0, c) + " second " + cellAt(1, c) + " corner " + cellAt(2, 3)
    }
  }
  turn(me)
}

flow { turn(seats[0]) }
`;

describe("boards", () => {
  it("prints cellAt as row * cols + col behind constant bounds, the runtime's error off the board", async () => {
    const result = compileText({ "picks.ludic": PICKS });
    expect(result.ok).toBe(true);
    const rules = result.files.find((f) => f.path === "src/rules.ts")?.text ?? "";
    expect(rules).toContain("last: 0,");
    expect(rules).toContain(
      "(f.pick_r >= 0 && f.pick_r < 3 && f.pick_c >= 0 && f.pick_c < 4 ? f.pick_r * 4 + f.pick_c : cellAt(BOARD, f.pick_r, f.pick_c, LOC[",
    );
    expect(rules).toContain(
      "(f.pick_c >= 0 && f.pick_c < 4 ? 4 + f.pick_c : cellAt(BOARD, 1, f.pick_c, LOC[",
    );
    expect(rules).toContain('" corner " + cellName(BOARD, 11)');
    const e = await loadEngine("picks", { "picks.ludic": PICKS });
    const st = e.setup({ players: 1, seed: "s" });
    const pick = (r: number, c: number) =>
      e.applyMove(st, { seat: 0, action: "pick", args: { r, c } } as Move);
    expect(e.view(pick(2, 3), 0).log.at(-1)).toBe("at r2c3 first row r0c3 second r1c3 corner r2c3");
    expect(e.view(pick(0, 0), 0).log.at(-1)).toBe("at r0c0 first row r0c0 second r1c0 corner r2c3");
    for (const [r, c] of [
      [3, 0],
      [-1, 0],
      [0, 4],
      [2, -1],
    ] as const) {
      expect(() => pick(r, c)).toThrow(`cellAt(${r}, ${c}) is off the 3 × 4 board`);
    }
  });

  it("offers cells as move arguments named r<row>c<col> and plays to a result", async () => {
    const e = await loadEngine("marks", { "marks.ludic": MARKS, "solo.ludic": SOLO });
    let st = e.setup({ players: 2, seed: "s" });
    const moves = e.legalMoves(st, 0);
    // The grid literal blocks the centre.
    expect(moves.map((m) => m.args.at)).toEqual([
      "r0c0",
      "r0c1",
      "r0c2",
      "r1c0",
      "r1c2",
      "r2c0",
      "r2c1",
      "r2c2",
    ]);
    const play = (seat: number, at: string) => {
      st = e.applyMove(st, { seat, action: "place", args: { at } } as Move);
    };
    play(0, "r0c0");
    expect(e.view(st, 0).log.at(-1)).toBe("at r0c0 row 0 col 0 n 3 edge true");
    play(1, "r1c0");
    play(0, "r0c1");
    play(1, "r2c0");
    play(0, "r0c2");
    expect(e.outcome(st)).toMatchObject({ winners: [0], reason: "three in a row" });
  });

  it("refuses a cell that is not on the board, not offered, or not a cell name", async () => {
    const e = await loadEngine("marks", { "marks.ludic": MARKS, "solo.ludic": SOLO });
    const st = e.setup({ players: 2, seed: "s" });
    const refused = (at: unknown) => {
      try {
        e.applyMove(st, { seat: 0, action: "place", args: { at } } as unknown as Move);
        return "accepted";
      } catch (err) {
        return err instanceof IllegalMoveError ? err.message : String(err);
      }
    };
    expect(refused("r1c1")).toMatch(/at r1c1 is not among free\(\)/);
    expect(refused("r3c0")).toMatch(/"r3c0" is not a cell of the board/);
    expect(refused("1,1")).toMatch(/is not a cell of the board/);
    expect(refused(4)).toMatch(/is not a cell of the board/);
  });

  it("describes the board and each variant's players in meta, and checks them in setup", async () => {
    const e = await loadEngine("marks", { "marks.ludic": MARKS, "solo.ludic": SOLO });
    expect(e.meta.board).toEqual({ name: "grid", shape: "square", rows: 3, cols: 3, diagonal: true });
    expect(e.meta.players).toEqual({ min: 1, max: 2 });
    expect(e.meta.variants.map((v) => [v.id, v.players])).toEqual([
      ["base", { min: 2, max: 2 }],
      ["solo", { min: 1, max: 1 }],
    ]);
    expect(e.meta.actions).toEqual([
      expect.objectContaining({ name: "place", params: [{ name: "at", type: "cell" }] }),
    ]);
    expect(() => e.setup({ players: 1, seed: "s" })).toThrow(InvalidSetupError);
    expect(() => e.setup({ players: 2, seed: "s", variant: "solo" })).toThrow(
      /Marks \(solo\) is played by 1 players/,
    );
    const solo = e.setup({ players: 1, seed: "s", variant: "solo" });
    expect(e.decisions(solo).map((d) => d.seat)).toEqual([0]);
    expect(e.view(e.position({ zones: {}, variant: "solo" }), 0).players).toBe(1);
  });

  it("computes hex neighbours, lines, areas and distances with Kingdom Builder's convention", async () => {
    const e = await loadEngine("hexes", { "hexes.ludic": HEXES });
    const log = e.view(e.setup({ players: 1, seed: "s" }), 0).log;
    expect(log).toEqual([
      "neighbours r3c4,r3c5,r4c4,r4c6,r5c4,r5c5",
      "paddock r6c4,r4c3,r4c1,r6c0,r8c1,r8c3",
      "back r1c1 ray 2 distance 19",
      "areas 2,1,1",
      "adjacent true edge 76",
    ]);
  });

  it("types a const grid as nested arrays of enum indexes", () => {
    const result = compileText({ "marks.ludic": MARKS });
    expect(result.ok).toBe(true);
    const rules = result.files.find((f) => f.path === "src/rules.ts")?.text ?? "";
    expect(rules).toContain("const K_START: number[][] = [[0, 0, 0], [0, 1, 0], [0, 0, 0]];");
    const state = result.files.find((f) => f.path === "src/state.ts")?.text ?? "";
    expect(state).toContain(
      'export const BOARD = makeBoard({ "name": "grid", "shape": "square", "rows": 3, "cols": 3, "diagonal": true });',
    );
  });

  it("indexes variables and zones by cell and by enum, named in views and positions", async () => {
    const e = await loadEngine("stones", { "stones.ludic": STONES });
    let st = e.setup({ players: 2, seed: "s" });
    st = e.applyMove(st, { seat: 0, action: "place", args: { h: "r1c2" } } as Move);
    const v = e.view(st, 1);
    expect(v.zones["at[r1c2]"]).toEqual({ name: "at", seat: null, kind: "pile", cards: [{ id: "red1" }] });
    expect(v.zones["at[r0c0]"]?.cards).toEqual([]);
    expect(Object.keys(v.zones).filter((k) => k.startsWith("pool"))).toEqual(["pool[red]", "pool[blue]"]);
    expect(v.vars).toMatchObject({
      "owner[r1c2]": 0,
      "owner[r0c0]": -1,
      "gold[red]": 1,
      "gold[blue]": 0,
      last: "r1c2",
      colourNow: "red",
      path: ["r1c2"],
    });
    expect(v.log.at(-1)).toBe("colours with gold: 1, most 1");
    // A domain may use the parameters before it: \`dest\` ranges over the neighbours of \`from\`.
    const next = e.applyMove(st, { seat: 1, action: "place", args: { h: "r0c0" } } as Move);
    expect(
      e
        .legalMoves(next, 0)
        .filter((m) => m.action === "slide")
        .map((m) => [m.args.from, m.args.dest]),
    ).toEqual([
      ["r1c2", "r0c2"],
      ["r1c2", "r1c1"],
    ]);
    expect(() =>
      e.applyMove(next, { seat: 0, action: "slide", args: { from: "r1c2", dest: "r0c1" } } as Move),
    ).toThrow(/dest r0c1 is not among/);
    expect(e.meta.zones.map((z) => [z.name, z.index ?? null])).toEqual([
      ["box", null],
      ["at", "cell"],
      ["pool", "Colour"],
    ]);

    const p = e.position({
      toMove: 1,
      zones: { "at[r0c0]": ["blue1"], "pool[blue]": ["blue2"] },
      vars: { "owner[r0c0]": 1, "gold[blue]": 3, last: "r0c0", colourNow: "blue" },
    });
    const pv = e.view(p, "spectator");
    expect(pv.zones["at[r0c0]"]?.cards).toEqual([{ id: "blue1" }]);
    expect(pv.zones["pool[blue]"]?.cards).toEqual([{ id: "blue2" }]);
    expect(pv.vars).toMatchObject({ "owner[r0c0]": 1, "gold[blue]": 3, last: "r0c0", colourNow: "blue" });
    expect(e.legalMoves(p, 1).map((m) => m.args.h)).toEqual(["r0c1", "r0c2", "r1c0", "r1c1", "r1c2"]);
    expect(() => e.position({ zones: {}, vars: { "owner[r9c9]": 1 } })).toThrow(InvalidSetupError);
    expect(() => e.position({ zones: {}, vars: { "gold[green]": 1 } })).toThrow(/cannot be set/);
    expect(() => e.position({ zones: {}, vars: { last: "r5c5" } })).toThrow(InvalidSetupError);
  });
});

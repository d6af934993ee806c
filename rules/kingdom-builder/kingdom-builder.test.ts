/**
 * Kingdom Builder's rules tests: every scenario (the option-*.scenarios files set their options),
 * the eight board sections against the structure of the reference (§2.2) and the assembled board
 * (§2.3), then the invariants over seeded random games of the base game and every variant —
 * conservation of cards, a legal move for every pending decision, legal ⇔ accepted, refused moves
 * leave the state unchanged, views leak no hidden card, a record replays to the same state — and
 * the game's own invariants (40 settlements per colour, neutrals never asked).
 *
 * Random games of Kingdom Builder are long (100–300 moves on 400 hexes, every move checked against
 * every seat's view), so each of the 16 variant, option and player-count suites of
 * rules/invariants.ts plays KB_GAMES = 24 invariant games by default, over worker threads; the
 * reference's 500 per suite (8,000 games) are `npm run invariants -- --full --game kingdom-builder`.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import typedEngine, { type Move, type State } from "@ludic/kingdom-builder";
import type { Engine } from "@ludic/runtime";
import { describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ciGames, KINGDOM_BUILDER_CONFIGS, runSuite, suitesOf } from "../invariants.js";

// The tests build keys from data (`left[${k}]`): the engine as any game's, not typed by its names.
const engine: Engine<State, Move> = typedEngine;
const here = dirname(fileURLToPath(import.meta.url));
const file = (name: string) => join(here, `${name}.scenarios`);

describeScenarios(
  engine,
  [
    "setup",
    "building",
    "tiles",
    "scoring",
    "end",
    "card-luck-free",
    "auction",
    "solo",
    "two-player",
    "three-player",
  ].map(file),
);

// The option-*.scenarios files set their options with `option` lines (docs/scenarios.md).
describeScenarios(
  engine,
  [
    "board",
    "lords-require-settlement",
    "solo-greedy",
    "solo-one-neutral",
    "solo-three-neutrals",
    "two-player-auction",
    "three-player-neutral-out-of-lords",
    "three-player-neutral-ends",
  ].map((name) => file(`option-${name}`)),
);

// ---------------------------------------------------------------------------------------------
// The board (§2.2 – §2.4)
// ---------------------------------------------------------------------------------------------

const SECTIONS = ["oracle", "farm", "oasis", "tower", "tavern", "barn", "harbor", "paddock"] as const;
type Section = (typeof SECTIONS)[number];
const BUILDABLE = new Set(["G", "C", "D", "F", "T"]);
const SPECIAL = new Set(["K", "L"]);
type Grid = string[][];

/** §2.4: the neighbours of (r, c) on a board of `size` × `size` odd-r hex rows. */
function neighbours(r: number, c: number, size: number): [number, number][] {
  const steps =
    r % 2 === 0
      ? [
          [0, -1],
          [0, 1],
          [-1, -1],
          [-1, 0],
          [1, -1],
          [1, 0],
        ]
      : [
          [0, -1],
          [0, 1],
          [-1, 0],
          [-1, 1],
          [1, 0],
          [1, 1],
        ];
  return steps
    .map(([dr, dc]) => [r + (dr as number), c + (dc as number)] as [number, number])
    .filter(([a, b]) => a >= 0 && b >= 0 && a < size && b < size);
}

/** The terrain of every hex of a set-up game, from the spectator's view. */
function boardOf(st: ReturnType<typeof engine.setup>): Grid {
  const vars = engine.view(st, "spectator").vars;
  return Array.from({ length: 20 }, (_, r) =>
    Array.from({ length: 20 }, (_, c) => String(vars[`terrain[r${r}c${c}]`])),
  );
}

/** The 10 × 10 map of a section as the rules file draws it, read from a game that puts it in NW. */
function sectionMap(name: Section): Grid {
  const others = SECTIONS.filter((s) => s !== name).slice(0, 3);
  const st = engine.setup({
    players: 2,
    seed: "sections",
    options: { sections: [name, ...others], rotated: [false, false, false, false] },
  });
  return boardOf(st)
    .slice(0, 10)
    .map((row) => row.slice(0, 10));
}

const maps = new Map<Section, Grid>(SECTIONS.map((s) => [s, sectionMap(s)]));

function count(g: Grid, letter: string): number {
  return g.flat().filter((x) => x === letter).length;
}

/** The connected groups of the hexes of `g` (size × size) whose letter passes `keep`. */
function groups(g: Grid, keep: (x: string) => boolean): number {
  const size = g.length;
  const seen = new Set<number>();
  let n = 0;
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (!keep(g[r]?.[c] as string) || seen.has(r * size + c)) continue;
      n++;
      const stack: [number, number][] = [[r, c]];
      seen.add(r * size + c);
      while (stack.length > 0) {
        const [a, b] = stack.pop() as [number, number];
        for (const [x, y] of neighbours(a, b, size))
          if (keep(g[x]?.[y] as string) && !seen.has(x * size + y)) {
            seen.add(x * size + y);
            stack.push([x, y]);
          }
      }
    }
  return n;
}

function turn(g: Grid): Grid {
  return g.map((_, r) => g[9 - r]?.map((_, c) => g[9 - r]?.[9 - c] as string) as string[]);
}

describe("Kingdom Builder board sections (§2.2)", () => {
  it.each(SECTIONS)("%s has the structure of the reference", (name) => {
    const g = maps.get(name) as Grid;
    // 1. 100 hexes, every one a hex type of §2.1
    expect(g.flat().length).toBe(100);
    expect(g.flat().every((x) => "GCDFTWMKL".includes(x))).toBe(true);
    // 2. location and castle hexes
    const [locations, castles] = name === "oracle" || name === "harbor" ? [1, 2] : [2, 1];
    expect(count(g, "L")).toBe(locations);
    expect(count(g, "K")).toBe(castles);
    // 3. every buildable terrain 11–18 hexes; 4. water 5–34, mountain 0–13
    for (const t of BUILDABLE) {
      expect(count(g, t)).toBeGreaterThanOrEqual(11);
      expect(count(g, t)).toBeLessThanOrEqual(18);
    }
    expect(count(g, "W")).toBeGreaterThanOrEqual(5);
    expect(count(g, "W")).toBeLessThanOrEqual(34);
    expect(count(g, "M")).toBeLessThanOrEqual(13);
    // 5. no two special hexes adjacent; each with at least 3 buildable neighbours in the section
    for (let r = 0; r < 10; r++)
      for (let c = 0; c < 10; c++) {
        if (!SPECIAL.has(g[r]?.[c] as string)) continue;
        const ns = neighbours(r, c, 10).map(([a, b]) => g[a]?.[b] as string);
        expect(ns.some((x) => SPECIAL.has(x))).toBe(false);
        expect(ns.filter((x) => BUILDABLE.has(x)).length).toBeGreaterThanOrEqual(3);
      }
    // 6. the harbor section: at least 10 water hexes, 6 of them next to a buildable hex
    if (name === "harbor") {
      let shore = 0;
      for (let r = 0; r < 10; r++)
        for (let c = 0; c < 10; c++)
          if (g[r]?.[c] === "W" && neighbours(r, c, 10).some(([a, b]) => BUILDABLE.has(g[a]?.[b] as string)))
            shore++;
      expect(count(g, "W")).toBeGreaterThanOrEqual(10);
      expect(shore).toBeGreaterThanOrEqual(6);
    }
    // KB-D1 (project): the buildable hexes of a section hang together
    expect(groups(g, (x) => BUILDABLE.has(x))).toBe(1);
  });

  it("are eight different maps, none a 180° turn of another", () => {
    const keys = new Set<string>();
    for (const g of maps.values()) {
      keys.add(JSON.stringify(g));
      keys.add(JSON.stringify(turn(g)));
    }
    expect(keys.size).toBe(16);
  });
});

describe("Kingdom Builder board assembly (§2.3, KB-2, KB-3)", () => {
  it("places four different sections in the quadrants, each as drawn or turned by 180°", () => {
    for (let i = 0; i < 12; i++) {
      const st = engine.setup({ players: 2 + (i % 3), seed: `assembly-${i}` });
      const vars = engine.view(st, "spectator").vars;
      const layout = vars.layout as Section[];
      const turned = vars.turned as boolean[];
      expect(new Set(layout).size).toBe(4);
      const board = boardOf(st);
      for (let q = 0; q < 4; q++) {
        const [r0, c0] = [10 * Math.floor(q / 2), 10 * (q % 2)];
        const quadrant = board.slice(r0, r0 + 10).map((row) => row.slice(c0, c0 + 10));
        const drawn = maps.get(layout[q] as Section) as Grid;
        expect(quadrant).toEqual(turned[q] ? turn(drawn) : drawn);
      }
    }
  });

  it("puts two tiles on every location hex, numbered in reading order of the board", () => {
    const st = engine.setup({
      players: 2,
      seed: "tiles",
      options: { sections: ["farm", "barn", "tavern", "oracle"] },
    });
    const v = engine.view(st, "spectator");
    const board = boardOf(st);
    const locations: string[] = [];
    for (let r = 0; r < 20; r++)
      for (let c = 0; c < 20; c++) if (board[r]?.[c] === "L") locations.push(`r${r}c${c}`);
    expect(locations.length).toBe(7);
    const onBoard = (v.zones.onBoard?.cards ?? []).map((x) => ("id" in x ? x.id : "?"));
    expect(onBoard.length).toBe(14);
    for (const type of ["farm", "barn", "tavern", "oracle"]) {
      const hexes = locations.filter((h) =>
        onBoard.some((id) => id.startsWith(type) && v.vars[`source[${id}]`] === h),
      );
      hexes.forEach((h, i) => {
        expect(v.vars[`source[${type}-${2 * i + 1}]`]).toBe(h);
        expect(v.vars[`source[${type}-${2 * i + 2}]`]).toBe(h);
      });
    }
  });

  it("makes one connected 20 × 20 board whatever the choice of sections, quadrants and turns", () => {
    // every ordered choice of 4 of the 8 sections, each turned or not: 26,880 boards, whose
    // buildable hexes must form one group (so every section is reachable from every other)
    const near = Array.from({ length: 400 }, (_, i) =>
      neighbours(Math.floor(i / 20), i % 20, 20).map(([r, c]) => r * 20 + c),
    );
    const land = (g: Grid) => g.flat().map((x) => BUILDABLE.has(x));
    const drawn = new Map(
      SECTIONS.map((s) => [s, [land(maps.get(s) as Grid), land(turn(maps.get(s) as Grid))]]),
    );
    const board = new Array<boolean>(400);
    const seen = new Uint8Array(400);
    const stack = new Int32Array(400);
    let boards = 0;
    const broken: string[] = [];
    for (const a of SECTIONS)
      for (const b of SECTIONS)
        for (const c of SECTIONS)
          for (const d of SECTIONS) {
            if (new Set([a, b, c, d]).size < 4) continue;
            for (let turns = 0; turns < 16; turns++) {
              [a, b, c, d].forEach((s, q) => {
                const g = (drawn.get(s) as boolean[][])[(turns >> q) & 1] as boolean[];
                for (let i = 0; i < 100; i++)
                  board[(Math.floor(i / 10) + 10 * Math.floor(q / 2)) * 20 + (i % 10) + 10 * (q % 2)] = g[
                    i
                  ] as boolean;
              });
              seen.fill(0);
              let top = 0;
              const start = board.indexOf(true);
              stack[top++] = start;
              seen[start] = 1;
              let reached = 1;
              while (top > 0) {
                const h = stack[--top] as number;
                for (const n of near[h] as number[])
                  if (board[n] && !seen[n]) {
                    seen[n] = 1;
                    reached++;
                    stack[top++] = n;
                  }
              }
              if (reached !== board.filter(Boolean).length) broken.push(`${[a, b, c, d]} turns ${turns}`);
              boards++;
            }
          }
    expect(broken).toEqual([]);
    expect(boards).toBe(26880);
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants over random games
// ---------------------------------------------------------------------------------------------

/** The variants, player counts and option settings of the invariant runs (rules/invariants.ts). */
const configs = KINGDOM_BUILDER_CONFIGS;

describe("Kingdom Builder invariants", () => {
  for (const suite of suitesOf("kingdom-builder")) {
    const games = ciGames(suite);
    it(`hold over ${games} random games: ${suite.name}`, async () => {
      const report = await runSuite(suite, games);
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(games);
      // Every game ends, never a game left running.
      expect(report.outcomes.unfinished ?? 0).toBe(0);
    }, 3_600_000);
  }
});

describe("Kingdom Builder game invariants", () => {
  it.each(configs)("$name: 40 settlements per colour, only people decide", (cfg) => {
    for (const players of cfg.players)
      for (let g = 0; g < 2; g++) {
        let st = engine.setup({ players, seed: `own-${g}`, variant: cfg.variant, options: cfg.options });
        let seed = g * 7919 + 11;
        for (let n = 0; engine.outcome(st) === null; n++) {
          const ds = engine.decisions(st);
          expect(ds.length).toBe(1);
          const d = ds[0] as (typeof ds)[number];
          expect(d.seat).toBeLessThan(players);
          const moves = engine.legalMoves(st, d.seat);
          seed = (seed * 48271) % 2147483647;
          st = engine.applyMove(st, moves[seed % moves.length] as (typeof moves)[number]);
          expect(n).toBeLessThan(2000);
        }
        const vars = engine.view(st, "spectator").vars;
        for (const k of ["black", "orange", "wood", "blue"]) {
          let built = 0;
          for (let r = 0; r < 20; r++)
            for (let c = 0; c < 20; c++) if (vars[`owner[r${r}c${c}]`] === k) built++;
          expect(built + (vars[`left[${k}]`] as number)).toBe(40);
        }
        // KB-30: somebody ran out (the 3-player neutral only when its option says so)
        const out = ["black", "orange", "wood", "blue"].filter((k) => vars[`left[${k}]`] === 0);
        expect(out.length).toBeGreaterThan(0);
      }
  });
});

/**
 * The playout path plays the same game as the engine contract: on seeded random games of every
 * game under rules/ and rules/examples/, every variant, `playInPlace` one move at a time (move
 * number k of the legal moves) leaves exactly the state `applyMove(s, legalMoves(s, seat)[k])`
 * returns, and `playout` leaves its input unchanged.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Engine, type Move, randomInt, seedRng } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";
import { gameFolders, repoRoot } from "../testing/game-folders.js";

const root = repoRoot;

function rulesFiles(game: string): Record<string, string> {
  const dir = join(root, "rules", game);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".ludic"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
}

interface Playable {
  playInPlace(st: unknown, choose: (n: number) => number, maxMoves?: number): number;
  playouts(
    o: { players: number; variant?: string },
    mode?: { log?: boolean },
  ): (seed: string, choose: (n: number) => number, maxMoves?: number) => unknown;
}

async function load(game: string): Promise<{ engine: Engine; play: Playable } | string> {
  const name = `playout-${game.replace("/", "-")}`;
  try {
    const engine = await loadEngine(name, rulesFiles(game));
    const mod = (await import(
      join(root, "packages", "compiler", ".test-engines", name, "src", "index.ts")
    )) as Playable;
    return { engine, play: mod };
  } catch (e) {
    return String(e).split("\n")[0] as string;
  }
}

const games = gameFolders();

/**
 * Where a frame field, a variable (or one of its lists) or `ret` of a playout's state holds a
 * zone's own array, or null: the rules lower every stored zone as a copy (docs/compiler.md
 * "Playouts"), so that the list does not change with the zone as the rules play on in place.
 */
function zoneShared(st: unknown): string | null {
  const s = st as {
    z: unknown[];
    a: unknown[];
    stack: Record<string, unknown>[];
    g: Record<string, unknown>;
    ret: unknown;
  };
  const zones = new Set<unknown>([...s.z, ...s.a]);
  const held: [string, unknown][] = [["ret", s.ret]];
  s.stack.forEach((f, i) => {
    for (const [k, v] of Object.entries(f)) held.push([`stack[${i}].${k}`, v]);
  });
  for (const [k, v] of Object.entries(s.g)) {
    held.push([`g.${k}`, v]);
    if (Array.isArray(v)) v.forEach((x, i) => void held.push([`g.${k}[${i}]`, x]));
  }
  return held.find(([, v]) => Array.isArray(v) && zones.has(v))?.[0] ?? null;
}

describe("the playout path agrees with applyMove move by move", () => {
  it.for(games)(
    "rules/%s: every variant, seeded random games",
    // A hang guard: Kingdom Builder alone takes 11 s at a load average of 25.
    { timeout: 600_000 },
    async (game, { skip }) => {
      const loaded = await load(game);
      // Rules that do not compile are compile.test.ts's failure, not this one's.
      if (typeof loaded === "string") return skip(`rules/${game} does not compile: ${loaded}`);
      const { engine, play } = loaded;
      let moves = 0;
      for (const variant of engine.meta.variants) {
        const players = variant.players?.min ?? engine.meta.players.min;
        for (let g = 0; g < 3; g++) {
          const rng = seedRng(`playout-${g}`);
          let s: unknown = engine.setup({ players, seed: `playout-${g}`, variant: variant.id });
          // The playout path's own copy of the state, as playout() makes it.
          const t = engine.playout?.(s, () => 0, 0);
          for (let i = 0; i < 300 && engine.outcome(s) === null; i++) {
            const seat = engine.decisions(s)[0]?.seat;
            if (seat === undefined) break;
            const legal = engine.legalMoves(s, seat);
            const k = randomInt(rng, legal.length);
            s = engine.applyMove(s, legal[k] as Move);
            let asked = -1;
            const pick = (n: number): number => {
              asked = n;
              return k;
            };
            expect(play.playInPlace(t, pick, 1)).toBe(1);
            expect(asked).toBe(legal.length);
            expect(JSON.stringify(t)).toBe(JSON.stringify(s));
            expect(zoneShared(t)).toBe(null);
            moves++;
          }
        }
        // The runner of playouts from new deals: the deal setup() makes, the moves playout() makes,
        // on one state reset in place for each game (here after games that ended and games cut short).
        const run = play.playouts({ players, variant: variant.id });
        // Without its log (`{ log: false }`): the same games, the same states but an empty log.
        const quiet = play.playouts({ players, variant: variant.id }, { log: false });
        for (let g = 0; g < 4; g++) {
          const seed = `runner-${g}`;
          const cap = g % 2 === 0 ? 400 : 7;
          const [a, b, c] = [seedRng(seed), seedRng(seed), seedRng(seed)];
          const fresh = engine.setup({ players, seed, variant: variant.id });
          expect(JSON.stringify(run(seed, () => 0, 0))).toBe(JSON.stringify(fresh));
          const expected = engine.playout?.(fresh, (n) => randomInt(a, n), cap) as { log: string[] };
          expect(JSON.stringify(run(seed, (n) => randomInt(b, n), cap))).toBe(JSON.stringify(expected));
          expect(JSON.stringify(quiet(seed, (n) => randomInt(c, n), cap))).toBe(
            JSON.stringify({ ...expected, log: [] }),
          );
          // The runner's whole game against the contract's: past its first decision the machines
          // take each decision themselves (direct style, rules.ts waitCheck), so a move bound
          // wrong there, a move miscounted or a list of moves not the contract's shows here.
          const [d, e] = [seedRng(seed), seedRng(seed)];
          let s: unknown = engine.setup({ players, seed, variant: variant.id });
          const offered: number[] = [];
          for (let i = 0; i < cap && engine.outcome(s) === null; i++) {
            const seat = engine.decisions(s)[0]?.seat;
            if (seat === undefined) break;
            const legal = engine.legalMoves(s, seat);
            offered.push(legal.length);
            s = engine.applyMove(s, legal[randomInt(d, legal.length)] as Move);
          }
          const asked: number[] = [];
          const pick = (n: number): number => {
            asked.push(n);
            return randomInt(e, n);
          };
          expect(JSON.stringify(run(seed, pick, cap))).toBe(JSON.stringify(s));
          expect(asked).toEqual(offered);
        }
      }
      expect(moves).toBeGreaterThan(0);
    },
  );

  it("a policy may run playouts of its own while it chooses", async () => {
    const loaded = await load("cuttle");
    if (typeof loaded === "string") throw new Error(loaded);
    const { engine } = loaded;
    const play = engine.playout as NonNullable<Engine["playout"]>;
    const start = engine.setup({ players: 2, seed: "nested" });
    const plain = seedRng("policy");
    const alone = play(start, (n) => randomInt(plain, n));
    const nested = seedRng("policy");
    const other = engine.setup({ players: 2, seed: "other" });
    const withLookahead = play(start, (n) => {
      play(other, () => 0, 5);
      return randomInt(nested, n);
    });
    expect(JSON.stringify(withLookahead)).toBe(JSON.stringify(alone));
  });

  it("a quiet runner's policy may run playouts that keep their log", async () => {
    const loaded = await load("examples/connect-four");
    if (typeof loaded === "string") throw new Error(loaded);
    const { engine, play } = loaded;
    const quiet = play.playouts({ players: 2 }, { log: false });
    const start = engine.setup({ players: 2, seed: "other" });
    const alone = engine.playout?.(start, () => 0, 6) as { log: string[] };
    let inner: { log: string[] } | undefined;
    const end = quiet("nested", (n) => {
      inner = engine.playout?.(start, () => 0, 6) as { log: string[] };
      return n - 1;
    }) as { log: string[] };
    expect(end.log).toEqual([]);
    expect(inner?.log).toEqual(alone.log);
    expect(alone.log.length).toBeGreaterThan(0);
  });

  it("playout() leaves its input as it was and plays to the end", async () => {
    const loaded = await load("examples/connect-four");
    if (typeof loaded === "string") throw new Error(loaded);
    const { engine } = loaded;
    const start = engine.setup({ players: 2, seed: "untouched" });
    const before = JSON.stringify(start);
    const rng = seedRng("untouched");
    const end = engine.playout?.(start, (n) => randomInt(rng, n));
    expect(JSON.stringify(start)).toBe(before);
    expect(engine.outcome(end)).not.toBeNull();
    // A cap stops it early, with no outcome yet.
    const capped = engine.playout?.(start, () => 0, 3) as { moves: number };
    expect(capped.moves).toBe(3);
    expect(engine.outcome(capped)).toBeNull();
  });
  it("a decision with no legal move reached in a playout is the rules error applyMove raises, capped or not", async () => {
    // The second turn's choice lists the cells still empty after one `take`: none on a 1-cell board.
    const engine = await loadEngine("stuck", {
      "stuck.ludic": `
game stuck {
  title "Stuck"
  players 2
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 1, cols: 1, diagonal: false)
var taken[cell]: bool = false
rule turn(me: seat) {
  choose me {
    take(h: filter(c in cells where not taken[c])) { taken[h] = true }
  }
  turn(next(me))
}
flow { turn(seats[0]) }
`,
    });
    const start = engine.setup({ players: 2, seed: "stuck" });
    const seat = engine.decisions(start)[0]?.seat ?? 0;
    const [only] = engine.legalMoves(start, seat);
    const message = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return String(e);
      }
      return "no error";
    };
    const rules = message(() => engine.applyMove(start, only as Move));
    expect(rules).toMatch(/offers no legal move and has no otherwise \(rules\/stuck\.ludic:11:3\)/);
    const play = engine.playout as NonNullable<Engine["playout"]>;
    expect(message(() => play(start, () => 0))).toBe(rules);
    expect(message(() => play(start, () => 0, 1))).toBe(rules);
    expect((play(start, () => 0, 0) as { moves: number }).moves).toBe(0);
  });
  it("a finish in a machine ends the game without a throw, and a can's search still counts it as carried out", async () => {
    // `effect(me, 1)` finishes (in its machine's entry block, emitted as finishRun); `effect(me, 2)`
    // fails its require. `can` searches on a copy: the finish there must still be the GameOver it
    // catches, or `win(1)` would not be legal either and the turn would have no move.
    const engine = await loadEngine("ends", {
      "ends.ludic": `
game ends {
  title "Ends"
  players 2
  variant "standard"
  version "1.0.0"
}
rule effect(me: seat, n: int) {
  if n == 1 { finish [me] "one" }
  require n == 3
  choose me { go { } }
}
rule turn(me: seat) {
  choose me {
    win(n: 1..2) when can effect(me, n) { effect(me, n) }
  }
}
flow { turn(seats[0]) }
`,
    });
    const start = engine.setup({ players: 2, seed: "ends" });
    expect(engine.legalMoves(start, 0)).toEqual([{ seat: 0, action: "win", args: { n: 1 } }]);
    const end = engine.applyMove(start, { seat: 0, action: "win", args: { n: 1 } });
    expect(engine.outcome(end)).toMatchObject({ winners: [0], reason: "one" });
    expect(engine.decisions(end)).toEqual([]);
    const played = engine.playout?.(start, () => 0) as { moves: number };
    expect(played.moves).toBe(1);
    expect(engine.outcome(played)).toEqual(engine.outcome(end));
  });
});

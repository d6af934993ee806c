/**
 * `determinize(state, viewer, seed)`: the viewer sees the same view, the hidden cards are dealt
 * again (differently for different seeds), every reference to a card is renamed alike, and the
 * game goes on from the sample as from any state.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Engine, type Move, randomInt, type Seat, seedRng } from "@ludic/runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

function rulesFiles(game: string): Record<string, string> {
  const dir = join(root, "rules", game);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".ludic"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]),
  );
}

interface Loc {
  z: number[][];
  a: number[][];
  loc: number[];
  stack: Record<string, unknown>[];
}

type Det = (s: unknown, viewer: Seat | "spectator", seed: string) => unknown;

function determinizer(engine: Engine): Det {
  const det = engine.determinize;
  if (!det) throw new Error("the engine has no determinize");
  return det;
}

/** Random games of `engine`, every state visited (at most `cap` per game). */
function randomStates(engine: Engine, games: number, variant?: string): unknown[] {
  const states: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`det-${g}`);
    // Each variant has its own player range (Kingdom Builder's solo is 1 player, its base 2–4).
    const range = engine.meta.variants.find(
      (v) => v.id === (variant ?? engine.meta.variants[0]?.id),
    )?.players;
    const players = range?.min ?? engine.meta.players.min;
    let s: unknown = engine.setup({ players, seed: `det-${g}`, variant });
    for (let i = 0; i < 400 && engine.outcome(s) === null; i++) {
      states.push(s);
      const d = engine.decisions(s)[0];
      if (!d) break;
      const moves = engine.legalMoves(s, d.seat);
      s = engine.applyMove(s, moves[randomInt(rng, moves.length)] as Move);
    }
  }
  return states;
}

/** The cards in places the viewer cannot see, as JSON of the zones (ids per place). */
function hiddenPlaces(engine: Engine, s: unknown, viewer: Seat): string {
  const v = engine.view(s, viewer);
  const st = s as Loc;
  const out: number[] = [];
  const walk = (cards: number[], shown: { hidden?: true; attached?: unknown[] }[]): void => {
    cards.forEach((c, i) => {
      const x = shown[i];
      if (x?.hidden) out.push(c);
      walk(st.a[c] ?? [], (x?.attached ?? []) as { hidden?: true }[]);
    });
  };
  for (const [key, zone] of Object.entries(v.zones)) {
    walk(st.z[zoneInstance(engine, key)] ?? [], zone.cards as { hidden?: true }[]);
  }
  return JSON.stringify(out);
}

function zoneInstance(engine: Engine, key: string): number {
  let i = 0;
  for (const z of engine.meta.zones) {
    if (!z.perSeat) {
      if (key === z.name) return i;
      i += 1;
      continue;
    }
    for (let s = 0; s < engine.meta.players.max; s++, i++) if (key === `${z.name}[${s}]`) return i;
  }
  throw new Error(`no zone ${key}`);
}

const games = readdirSync(join(root, "rules"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(join(root, "rules", d.name)).includes(`${d.name}.ludic`))
  .map((d) => d.name);

describe("determinize on every game", () => {
  it.for(games)(
    "rules/%s: the viewer's view is the same, for every seat and a spectator",
    // A hang guard: Kingdom Builder alone takes 38 s here at a load average of 25.
    { timeout: 600_000 },
    async (game, { skip }) => {
      let engine: Engine;
      try {
        engine = await loadEngine(`det-${game}`, rulesFiles(game));
      } catch (e) {
        // Rules that do not compile are compile.test.ts's failure, not this one's.
        return skip(`rules/${game} does not compile: ${String(e).split("\n")[0]}`);
      }
      const det = determinizer(engine);
      const seats = Array.from({ length: engine.meta.players.min }, (_, s) => s);
      for (const variant of engine.meta.variants) {
        for (const [i, s] of randomStates(engine, 3, variant.id).entries()) {
          if (i % 3 !== 0) continue;
          for (const viewer of [...seats, "spectator" as const]) {
            const d = det(s, viewer, `all-${i}`);
            expect(JSON.stringify(engine.view(d, viewer))).toBe(JSON.stringify(engine.view(s, viewer)));
          }
        }
      }
    },
  );
});

describe("determinize on Cuttle", () => {
  let engine: Engine;
  let states: unknown[];
  beforeAll(async () => {
    engine = await loadEngine("det-cuttle", rulesFiles("cuttle"));
    states = [...randomStates(engine, 6), ...randomStates(engine, 6, "cuttle-cards")];
  });

  it("keeps the viewer's view, for every seat, spectators too, in hundreds of random states", () => {
    const det = determinizer(engine);
    let checked = 0;
    for (const [i, s] of states.entries()) {
      for (const viewer of [0, 1, "spectator"] as const) {
        const d = det(s, viewer, `seed-${i}`);
        expect(JSON.stringify(engine.view(d, viewer))).toBe(JSON.stringify(engine.view(s, viewer)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("gives the deciding seat the same legal moves, and the game plays on from the sample", () => {
    const det = determinizer(engine);
    for (const [i, s] of states.entries()) {
      const seat = engine.decisions(s)[0]?.seat;
      if (seat === undefined) continue;
      const d = det(s, seat, `moves-${i}`);
      const moves = engine.legalMoves(s, seat);
      expect(engine.legalMoves(d, seat)).toEqual(moves);
      // Every legal move still applies, and the sample is a consistent state.
      const next = engine.applyMove(d, moves[i % moves.length] as Move);
      const st = next as Loc;
      [...st.z, ...st.a].forEach((cards, zone) => {
        for (const c of cards) expect(st.loc[c]).toBe(zone);
      });
      expect([...st.z, ...st.a].flat().sort((a, b) => a - b)).toEqual(st.loc.map((_, c) => c));
    }
  });

  it("deals the hidden cards differently for different seeds, the same for the same seed", () => {
    const det = determinizer(engine);
    const s = states[3];
    const seen = new Set<string>();
    for (let k = 0; k < 20; k++) seen.add(hiddenPlaces(engine, det(s, 0, `k${k}`), 0));
    expect(seen.size).toBe(20);
    expect(hiddenPlaces(engine, det(s, 0, "same"), 0)).toBe(hiddenPlaces(engine, det(s, 0, "same"), 0));
    expect(JSON.stringify(det(s, 0, "same"))).toBe(JSON.stringify(det(s, 0, "same")));
    // The visible cards never move.
    const real = s as Loc;
    const sample = det(s, 0, "other") as Loc;
    const hidden = new Set(JSON.parse(hiddenPlaces(engine, s, 0)) as number[]);
    real.loc.forEach((zone, c) => {
      if (!hidden.has(c)) expect(sample.loc[c]).toBe(zone);
    });
  });

  it("does not depend on where the hidden cards are: a sample of a sample is the same sample", () => {
    const det = determinizer(engine);
    for (const [i, s] of states.entries()) {
      if (i % 5 !== 0) continue;
      const seat = (engine.decisions(s)[0]?.seat ?? 0) as Seat;
      const other = det(s, seat, `other-${i}`);
      expect(JSON.stringify(det(other, seat, "same"))).toBe(JSON.stringify(det(s, seat, "same")));
    }
  });

  it("reseeds the random generator and never changes its input", () => {
    const det = determinizer(engine);
    const s = states[5];
    const before = JSON.stringify(s);
    const a = det(s, 1, "a") as { rng: number[]; seed: string };
    expect(JSON.stringify(s)).toBe(before);
    expect(a.rng).not.toEqual((s as { rng: number[] }).rng);
    expect(a.seed).toBe("a");
  });

  it("keeps the hidden cards a spread of the deck: every hidden card lands in every hidden place", () => {
    const det = determinizer(engine);
    const s = engine.setup({ players: 2, seed: "spread" });
    const st = s as Loc;
    const deckTop = new Set<number>();
    for (let k = 0; k < 400; k++) deckTop.add((det(s, 0, `t${k}`) as Loc).z[0]?.[0] as number);
    // Seat 0 sees its hand; the 46 or 47 other cards can all come up on top of the deck.
    const own = new Set([...(st.z[2] ?? [])]);
    for (const c of deckTop) expect(own.has(c)).toBe(false);
    expect(deckTop.size).toBeGreaterThan(40);
  });
});

const HIDDEN_HOSTS = `
game hosts {
  title "Hosts"
  players 2
  variant "standard"
  version "1.0.0"
}
card Tile { value: int }
cards Tile into bag {
  for v in 1..12 { card "T" + v { value: v } }
}
zone bag: pile, hidden
zone hand[seat]: hand, owner
zone table: row, public
var marked[Tile]: bool = false
var total: int = 0
var named: list<Tile> = []

rule turn(me: seat) {
  let held: list<Tile> = hand[next(me)]          // a frame local naming the other seat's hidden cards
  let lead = top(hand[next(me)])
  choose me {
    take(t: hand[me]) {
      move t to table
      total += size(held) + lead.value
    }
  }
}

flow {
  shuffle bag
  for p in seats { move top(bag, 3) to hand[p] }
  let me = seats[0]
  attach top(bag) to top(hand[next(me)])   // a hidden host with a card on it
  marked[top(bag)] = true                  // a hidden card with its own per-card value
  named = [bottom(bag)]                    // a hidden card a variable names: views show it
  loop {
    turn(me)
    if size(hand[me]) == 0 { finish [] "done" }
    me = next(me)
  }
}
`;

describe("determinize renames every reference to a card", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngine("det-hosts", { "hosts.ludic": HIDDEN_HOSTS });
  });

  it("moves the attachments of hidden hosts with them, keeps per-card values, renames frame locals", () => {
    const det = determinizer(engine);
    const s = engine.setup({ players: 2, seed: "h" });
    const real = s as Loc & { g: { marked: boolean[] } };
    for (let k = 0; k < 50; k++) {
      const d = det(s, 0, `h${k}`) as Loc & { g: { marked: boolean[] } };
      expect(JSON.stringify(engine.view(d, 0))).toBe(JSON.stringify(engine.view(s, 0)));
      // Seat 1's first card still carries one attached card (zone z.length + host), whatever card it now is.
      const host = d.z[zoneInstance(engine, "hand[1]")]?.[0] as number;
      expect(d.a[host]).toHaveLength(1);
      expect(d.loc[d.a[host]?.[0] as number]).toBe(d.z.length + host);
      // The marked card is the only marked one, and it is still the top of the bag.
      expect(d.g.marked.filter(Boolean)).toHaveLength(1);
      expect(d.g.marked[d.z[zoneInstance(engine, "bag")]?.[0] as number]).toBe(true);
      expect(real.g.marked.filter(Boolean)).toHaveLength(1);
      // The card a variable names is known to every viewer, so it stays where it is.
      const bag = d.z[zoneInstance(engine, "bag")] ?? [];
      expect(bag[bag.length - 1]).toBe(real.z[zoneInstance(engine, "bag")]?.at(-1));
      // The suspended turn's locals follow the renamed cards.
      const frame = d.stack[d.stack.length - 1] as { held: number[]; lead: number };
      expect(frame.held).toEqual(d.z[zoneInstance(engine, "hand[1]")]);
      expect(frame.lead).toBe(host);
    }
  });

  it("samples different hidden cards across seeds", () => {
    const det = determinizer(engine);
    const s = engine.setup({ players: 2, seed: "h" });
    const hands = new Set<string>();
    for (let k = 0; k < 30; k++) hands.add(hiddenPlaces(engine, det(s, 0, `s${k}`), 0));
    expect(hands.size).toBeGreaterThan(25);
  });
});

const COMMIT = `
game commit {
  title "Commit"
  players 2
  variant "standard"
  version "1.0.0"
}
card Tile { value: int }
cards Tile into bag {
  for v in 1..12 { card "T" + v { value: v } }
}
zone bag: pile, hidden
zone hand[seat]: hand, owner
zone table[seat]: row, public

flow {
  shuffle bag
  for p in seats { move top(bag, 3) to hand[p] }
  loop {
    choose simultaneously p in seats {
      play(t: hand[p]) { move t to table[p] }
    }
    if size(hand[seats[0]]) == 0 { finish [] "done" }
  }
}
`;

describe("determinize and choose simultaneously", () => {
  it("renames the cards of answers already given, so they still come from the answering seat's hand", async () => {
    const engine = await loadEngine("det-commit", { "commit.ludic": COMMIT });
    const det = determinizer(engine);
    const s = engine.setup({ players: 2, seed: "c" });
    // Seat 0 commits a card from its hand; seat 1, still to answer, cannot know which.
    const waiting = engine.applyMove(s, engine.legalMoves(s, 0)[0] as Move);
    expect(engine.decisions(waiting).map((d) => d.seat)).toEqual([1]);
    for (let k = 0; k < 20; k++) {
      const d = det(waiting, 1, `c${k}`);
      expect(JSON.stringify(engine.view(d, 1))).toBe(JSON.stringify(engine.view(waiting, 1)));
      const hand0 = [...((d as Loc).z[zoneInstance(engine, "hand[0]")] ?? [])];
      const done = engine.applyMove(d, engine.legalMoves(d, 1)[0] as Move) as Loc;
      const played = done.z[zoneInstance(engine, "table[0]")]?.[0] as number;
      expect(hand0).toContain(played);
      expect(done.z[zoneInstance(engine, "bag")]).toHaveLength(6);
    }
  });
});

/**
 * Kombat Kittens' rules tests: every scenario (at least one per KK rule, every example of the
 * seed), the hand ranking of KK-18 under both settings of `nineFollowsSeven`, the dog positions of
 * the even-split rule (KK-5), the scores of KK-40, then the invariants over seeded random games
 * for 2, 3, 4 and 5 players — conservation of cards, a legal move for every pending decision,
 * legal ⇔ accepted, refused moves leave the state unchanged, views leak no hidden card (nor a
 * committed one), and a record replays to the same state.
 *
 * Random 2-player games end (a bounded number of moves: nothing in the rules forces progress,
 * but random play does progress). Invariant games per player count: 300 in `npm test` (the suites
 * of rules/invariants.ts, over worker threads), or KK_INVARIANT_GAMES; every move of a checked game
 * is checked against n + 1 views, sampled legal and illegal moves and the commitments of
 * simultaneous reveals, and the record is replayed. The full count of the issue, 2,000 per player
 * count (8,000 games):
 *
 *   npm run invariants -- --full --game kombat-kittens
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import engine, { type Move, type PositionSpec, type State } from "@ludic/kombat-kittens";
import type { GameOptions, MoveArg } from "@ludic/runtime";
import { seedRng } from "@ludic/runtime";
import { describeScenarios, randomPlayout } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ciGames, runSuite, suitesOf } from "../invariants.js";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "kombat-kittens.scenarios")]);

const SUITS = ["samurai", "mecha", "ninja", "pirate", "wizard"];
const RANKS = [1, 2, 3, 4, 5, 6, 7, 9];
const KITTENS = SUITS.flatMap((s) => RANKS.flatMap((r) => [`${s}-${r}a`, `${s}-${r}b`]));

function play(s: State, seat: number, action: Move["action"], args: Record<string, MoveArg> = {}): State {
  return engine.applyMove(s, { seat, action, args } as Move);
}

/**
 * A 2-player battle: seat 0 challenges seat 1 holding `a` and `b` (plus two spare cards each),
 * both play their three cards and continue; returns the seat that must take treasure, or null
 * after a tie.
 */
function battleWinner(a: string[], b: string[], options?: GameOptions): number | null {
  const spare = KITTENS.filter((k) => !a.includes(k) && !b.includes(k));
  let s = engine.position({
    players: 2,
    toMove: 0,
    zones: { "hand[0]": [...a, ...spare.slice(0, 2)], "hand[1]": [...b, ...spare.slice(2, 4)] },
    options,
  });
  s = play(s, 0, "challenge", { defender: 1 });
  for (let r = 0; r < 3; r++) {
    s = play(s, 0, "play", { card: a[r] as string });
    s = play(s, 1, "play", { card: b[r] as string });
    if (r < 2) s = play(play(s, 0, "fight"), 1, "fight");
  }
  const ds = engine.decisions(s);
  const taker = ds.find((d) => d.actions.includes("take"));
  return taker ? taker.seat : null;
}

/** Kittens with these ranks, from the given suits in turn: each rank takes the next unused copy. */
function cards(suits: string[], ranks: number[]): string[] {
  const used = new Set<string>();
  return ranks.map((r) => {
    const id = suits.flatMap((s) => [`${s}-${r}a`, `${s}-${r}b`]).find((k) => !used.has(k));
    if (id === undefined) throw new Error(`no card of rank ${r} left in ${suits.join(", ")}`);
    used.add(id);
    return id;
  });
}

describe("KK-18 hand ranking", () => {
  // KK-E1 and KK-E2, with the ranks in a different suit per side.
  const table: [number[], number[], "A" | "B" | "tie"][] = [
    [[4, 4, 4], [2, 2, 2], "A"],
    [[4, 5, 6], [2, 3, 4], "A"],
    [[6, 6, 5], [6, 6, 3], "A"],
    [[6, 6, 5], [4, 4, 7], "A"],
    [[7, 4, 3], [6, 5, 2], "A"],
    [[2, 2, 2], [5, 6, 7], "A"],
    [[2, 3, 4], [9, 9, 7], "A"],
    [[2, 2, 3], [9, 7, 6], "A"],
    [[6, 7, 9], [2, 2, 3], "B"],
    [[6, 7, 9], [5, 6, 7], "B"],
    [[6, 7, 9], [9, 6, 5], "A"],
    [[9, 1, 2], [3, 3, 1], "B"],
    [[3, 5, 9], [9, 5, 3], "tie"],
    [[5, 6, 7], [7, 6, 5], "tie"],
    [[2, 2, 9], [2, 2, 7], "A"],
    [[9, 9, 9], [1, 2, 3], "A"],
  ];
  it.each(table)("%j against %j: %s", (a, b, result) => {
    const expected = result === "A" ? 0 : result === "B" ? 1 : null;
    expect(battleWinner(cards(["samurai", "ninja"], a), cards(["mecha", "pirate"], b))).toBe(expected);
    // The same hands the other way round: the result follows the hands, not the seats.
    const swapped = result === "A" ? 1 : result === "B" ? 0 : null;
    expect(battleWinner(cards(["mecha", "pirate"], b), cards(["samurai", "ninja"], a))).toBe(swapped);
  });

  it("KK-D3, KK-E2: with nineFollowsSeven, 6-7-9 is a straight with top 9 and beats 5-6-7", () => {
    const a = cards(["samurai"], [6, 7, 9]);
    const b = cards(["mecha"], [5, 6, 7]);
    expect(battleWinner(a, b)).toBe(1);
    expect(battleWinner(a, b, { nineFollowsSeven: false })).toBe(1);
    expect(battleWinner(a, b, { nineFollowsSeven: true })).toBe(0);
    // Another 6-7-9 (in any order) is the same straight: a tie.
    expect(battleWinner(a, cards(["mecha"], [9, 7, 6]), { nineFollowsSeven: true })).toBeNull();
  });

  it("KK-D5: dogPlacement accepts only its two values", () => {
    expect(() => engine.setup({ players: 2, seed: "x", options: { dogPlacement: "anywhere" } })).toThrow(
      /dogPlacement/,
    );
  });
});

/** The draw pile's card ids, top first (white-box: drawPile is the first zone of the state). */
function drawPile(s: State): string[] {
  const zone = engine.meta.zones.findIndex((z) => z.name === "drawPile");
  expect(zone).toBe(0);
  return (s.z[0] as number[]).map((c) => engine.meta.cards[c]?.id ?? "?");
}

function dogPositions(s: State): number[] {
  return drawPile(s).flatMap((id, i) => (id.startsWith("dog-") ? [i + 1] : []));
}

describe("KK-4, KK-5 the first draw pile", () => {
  const expected: Record<number, number[]> = { 2: [24, 47, 70], 3: [33, 66], 4: [31, 61], 5: [28, 56] };
  it.each([2, 3, 4, 5])("%i players: dogs at the even-split positions (KK-E11)", (players) => {
    for (const seed of ["a", "b", "c"]) {
      const s = engine.setup({ players, seed });
      expect(dogPositions(s)).toEqual(expected[players]);
      const ids = drawPile(s).filter((id) => id.startsWith("dog-"));
      expect(ids).toEqual(players === 2 ? ["dog-1", "dog-2", "dog-3"] : ["dog-1", "dog-2"]);
    }
  });

  it("random-in-part: every dog but the last lies inside its part; the last is at the bottom", () => {
    const positions = new Set<number>();
    for (let g = 0; g < 40; g++) {
      const s = engine.setup({ players: 2, seed: `rip-${g}`, options: { dogPlacement: "random-in-part" } });
      const [d1, d2, d3] = dogPositions(s) as [number, number, number];
      // Parts of 23, 22, 22 kittens: the first dog has kittens of part 1 above and below it.
      expect(d1).toBeGreaterThanOrEqual(2);
      expect(d1).toBeLessThanOrEqual(23);
      expect(d2).toBeGreaterThanOrEqual(26);
      expect(d2).toBeLessThanOrEqual(46);
      expect(d3).toBe(70);
      positions.add(d1);
    }
    expect(positions.size).toBeGreaterThan(5);
  });
});

/**
 * The last dog fight of a 2-player game: seat 0 draws dog-3, the bottom card of the pile, and
 * wins it when seat 1 forfeits. Every kitten not in a hand or treasure is in the litter box.
 */
function finalScores(t0: string[], t1: string[]): number[] | undefined {
  const hand0 = ["wizard-1a", "wizard-1b", "wizard-2a"].filter((k) => !t0.includes(k) && !t1.includes(k));
  const hand1 = ["wizard-3a", "wizard-3b", "wizard-4a"].filter((k) => !t0.includes(k) && !t1.includes(k));
  const used = new Set([...t0, ...t1, ...hand0, ...hand1]);
  const spec: PositionSpec = {
    players: 2,
    toMove: 0,
    zones: {
      drawPile: ["dog-3"],
      "hand[0]": hand0,
      "hand[1]": hand1,
      "treasure[0]": t0,
      "treasure[1]": t1,
      litterBox: KITTENS.filter((k) => !used.has(k)),
    },
  };
  let s = engine.position(spec);
  s = play(s, 0, "draw");
  s = play(s, 0, "play", { card: hand0[0] as string });
  s = play(s, 1, "play", { card: hand1[0] as string });
  s = play(play(s, 0, "fight"), 1, "forfeit");
  return engine.outcome(s)?.scores;
}

describe("KK-40 scores (KK-E13)", () => {
  it("values plus 10 for four Samurai; a Mecha card and a dog add their values", () => {
    const t0 = ["samurai-1a", "samurai-3b", "samurai-5a", "samurai-9a", "mecha-2a", "dog-1"];
    expect(finalScores(t0, [])).toEqual([29 + 5, 0]);
  });
  it("eight Samurai still give one bonus of 10", () => {
    const t0 = cards(["samurai"], [1, 1, 2, 2, 3, 3, 4, 4]);
    expect(finalScores(t0, [])).toEqual([28 + 10 + 5, 0]);
  });
  it("four Samurai and four Mecha give 20", () => {
    const t1 = [...cards(["samurai"], [9, 9, 7, 7]), ...cards(["mecha"], [9, 9, 7, 7])];
    expect(finalScores([], t1)).toEqual([5, 8 + 20]);
  });
  it("three Samurai and a dog: no bonus", () => {
    const t1 = [...cards(["samurai"], [9, 9, 7]), "dog-1"];
    expect(finalScores([], t1)).toEqual([5, 3 + 5]);
  });
});

describe("Kombat Kittens: random 2-player games end (KK-7 … KK-10, KK-37)", () => {
  // Nothing in the rules forces progress: Recruit (KK-9) is always allowed and changes neither the
  // pile nor the hand size, so two players who only recruit never end the game. A random player
  // mostly recruits (3 recruits × up to 7 cards in hand: up to 21 recruit moves against one draw
  // and one challenge) but still draws and challenges now and then, and every draw brings the
  // last dog of the pile closer: uniformly random games end in 600 moves on average, 1,107 at
  // most over 3,400 seeds.
  it("200 games of uniformly random moves each end within 1,500 moves", () => {
    const lengths: number[] = [];
    for (let g = 0; g < 200; g++) {
      const seed = `end-${g}`;
      const r = randomPlayout(engine, engine.setup({ players: 2, seed }), seedRng(`${seed}/moves`), 1500);
      expect(r.outcome, `game ${seed} has not ended after ${r.moves} moves`).not.toBeNull();
      lengths.push(r.moves);
    }
    // The games are real games: long enough to draw the whole pile of 70 cards (KK-4).
    expect(Math.min(...lengths)).toBeGreaterThan(70);
  });
});

describe("Kombat Kittens invariants", () => {
  for (const suite of suitesOf("kombat-kittens")) {
    const games = ciGames(suite);
    it(`hold over ${games.toLocaleString("en")} random games, ${suite.name}`, async () => {
      const report = await runSuite(suite, games);
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(games);
      // Every game ends: the last dog fight is always reached, never a game left running.
      expect(report.outcomes.unfinished ?? 0).toBe(0);
      // Committed cards are cards in hands: shown to no other seat before the reveal.
      expect(report.revealedToOthers).toBe(0);
    }, 1_800_000);
  }
});

/**
 * Rat Jack's rules tests: every scenario (the 36 effects, the turn, knowledge, the end-of-turn
 * checks, rounds and the match), the setup options, then random games checked three ways:
 *
 * - the invariant harness of @ludic/testing (conservation, liveness, legal ⇔ accepted, refused
 *   moves leave the state unchanged, views leak nothing of hidden zones, records replay) over
 *   seeded games for 2, 3 and 4 players, every pair of decks in turn;
 * - a knowledge check: a face-down display card is shown to a seat other than its owner only if
 *   that seat saw the card in the position before or has just looked at it (RJ-RAT-5), and to
 *   its owner only if the owner put it down (RJ-D16) or saw it before; and random games do show
 *   known face-down cards (the check is not vacuous);
 * - legal moves do not depend on cards the mover cannot see (every face-up play is found by a
 *   search of the effect over the whole state, RJ-9): re-dealing the unseen cards
 *   (`determinize`) leaves the mover's legal moves unchanged.
 *
 * Game counts keep `npm test` short (docs/games/rat-jack.md): `RATJACK_GAMES` invariant games
 * (default 600, 200 per player count; the 6,000 are `npm run invariants -- --full --game
 * rat-jack`), `RATJACK_KNOWLEDGE_GAMES` (default 60), `RATJACK_CONSISTENCY_GAMES` (default 30).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import typedEngine, { determinize, type Move, type State } from "@ludic/rat-jack";
import type { Engine, PositionSpec, SetupOptions, View } from "@ludic/runtime";
import { InvalidSetupError, randomInt, seedRng } from "@ludic/runtime";

// The scenarios' keys are built from data (`side[chip-${n}]`): the engine as any game's, not typed by its names.
const engine: Engine<State, Move> = typedEngine;

import { describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";
import { ciGames, RAT_JACK_DECK_PAIRS, runSuite, suitesOf } from "../invariants.js";

const here = dirname(fileURLToPath(import.meta.url));

describeScenarios(engine, [join(here, "rat-jack.scenarios"), join(here, "rat-jack-effects.scenarios")]);

const KNOWLEDGE_GAMES = Number(process.env.RATJACK_KNOWLEDGE_GAMES ?? 60);
const CONSISTENCY_GAMES = Number(process.env.RATJACK_CONSISTENCY_GAMES ?? 30);

/** Game g plays deck pair ⌊g / 3⌋ mod 6 (each with 2, 3, 4 players), as the invariant runs do. */
function decksFor(seed: string): string[] {
  const n = Number(/(\d+)$/.exec(seed)?.[1] ?? 0);
  return RAT_JACK_DECK_PAIRS[Math.floor(n / 3) % RAT_JACK_DECK_PAIRS.length] as string[];
}

/** Every card id some seat sees. */
function seenIds(s: State, players: number): Set<string> {
  const ids = new Set<string>();
  for (let p = 0; p < players; p++) for (const id of shown(engine.view(s, p)).keys()) ids.add(id);
  return ids;
}

function size(s: State, zone: string): number {
  return engine.view(s, "spectator").zones[zone]?.cards.length ?? -1;
}

/** Plays random moves for a while, collecting every card id any seat sees. */
function idsSeenInPlay(opts: SetupOptions, moves: number): Set<string> {
  let s = engine.setup(opts);
  const rng = seedRng(`${opts.seed}/ids`);
  const ids = seenIds(s, opts.players);
  for (let i = 0; i < moves && engine.outcome(s) === null; i++) {
    const d = engine.decisions(s)[0];
    if (!d) break;
    const legal = engine.legalMoves(s, d.seat);
    s = engine.applyMove(s, legal[randomInt(rng, legal.length)] as Move);
    for (const id of seenIds(s, opts.players)) ids.add(id);
  }
  return ids;
}

describe("Rat Jack options", () => {
  it("decks: the two chosen decks make the deck, the others stay in the box (RJ-2)", () => {
    const s = engine.setup({ players: 2, seed: "opt-decks", options: { decks: ["raccoon", "weasel"] } });
    expect(size(s, "box")).toBe(24);
    expect(size(s, "deck")).toBe(19);
    const ids = idsSeenInPlay(
      { players: 2, seed: "opt-decks", options: { decks: ["raccoon", "weasel"] } },
      400,
    );
    expect(ids.size).toBeGreaterThan(20);
    for (const id of ids) expect(id).toMatch(/^(raccoon|weasel|chip)-/);
  });

  it("decks: red and blue by default", () => {
    const s = engine.setup({ players: 2, seed: "opt-default" });
    expect(engine.view(s, 0).options).toMatchObject({ decks: ["red", "blue"], deckCount: "two" });
    for (const id of idsSeenInPlay({ players: 2, seed: "opt-default" }, 300)) {
      expect(id).toMatch(/^(red|blue|chip)-/);
    }
  });

  it("decks: two different decks, no more, no fewer (RJ-D3)", () => {
    for (const decks of [["red", "red"], ["red"], ["red", "blue", "weasel"], ["red", "green"]]) {
      expect(() => engine.setup({ players: 2, seed: "x", options: { decks } })).toThrow(InvalidSetupError);
    }
  });

  it("deckCount perPlayer: a deck per player, added in the order red, blue, raccoon, weasel (RJ-D3)", () => {
    const options = { decks: ["raccoon", "weasel"], deckCount: "perPlayer" };
    const two = engine.setup({ players: 2, seed: "opt-pp", options });
    expect(size(two, "box")).toBe(24);
    const three = engine.setup({ players: 3, seed: "opt-pp", options });
    expect(size(three, "box")).toBe(12);
    expect(size(three, "deck")).toBe(36 - 6 - 1);
    for (const id of idsSeenInPlay({ players: 3, seed: "opt-pp", options }, 400)) {
      expect(id).not.toMatch(/^blue-/);
    }
    const four = engine.setup({ players: 4, seed: "opt-pp", options });
    expect(size(four, "box")).toBe(0);
    expect(size(four, "deck")).toBe(48 - 8 - 1);
  });

  it("chips: each chip shows a random face of its row of chipSet, both faces happen (RJ-3.1, RJ-D5)", () => {
    const faces = new Set<unknown>();
    for (let g = 0; g < 20; g++) {
      const vars = engine.view(engine.setup({ players: 2, seed: `chips-${g}` }), "spectator").vars;
      for (let n = 1; n <= 6; n++) faces.add(vars[`side[chip-${n}]`]);
    }
    expect([...faces].sort()).toEqual([0, 1]);
  });

  const bustPosition = (options: PositionSpec["options"]): PositionSpec => ({
    players: 2,
    options,
    zones: {
      "hand[0]": ["red-8", "blue-12"],
      "display[0]": ["red-12", "blue-11", "red-10"],
      deck: ["blue-10", "blue-9", "red-9"],
    },
    attachments: { "red-10": ["chip-3"] },
    vars: { "up[red-12]": true, "up[blue-11]": true },
  });
  const playFaceDown = (s: State): State =>
    engine.applyMove(s, { seat: 0, action: "playFaceDown", args: { card: "red-8" } });

  it("chipsOnHiddenCardsCount: off, a chip on a hidden card does not count (RJ-D6)", () => {
    const s = playFaceDown(engine.position(bustPosition(undefined)));
    expect(engine.view(s, "spectator").vars["vp[1]"]).toBe(0);
    expect(engine.view(s, "spectator").vars["live[0]"]).toBe(true);
  });

  it("chipsOnHiddenCardsCount: on, it counts: 12 + 11 + 3 = 26 busts (RJ-D6)", () => {
    const s = playFaceDown(engine.position(bustPosition({ chipsOnHiddenCardsCount: true })));
    expect(engine.view(s, "spectator").vars["vp[1]"]).toBe(1);
  });

  it("chipSet: the chip values are data (RJ-D5)", () => {
    const spec: PositionSpec = {
      players: 2,
      options: {
        chipSet: [
          [20, -20],
          [2, -2],
          [3, -3],
          [4, -4],
          [5, -5],
          [10, -10],
        ],
      },
      zones: {
        "hand[0]": ["red-8", "blue-12"],
        "display[0]": ["red-5"],
        deck: ["blue-10", "blue-9", "red-9"],
      },
      attachments: { "red-5": ["chip-1"] },
      vars: { "up[red-5]": true },
    };
    // 5 + 20 = 25 exactly: one VP.
    const s = playFaceDown(engine.position(spec));
    expect(engine.view(s, "spectator").vars["vp[0]"]).toBe(1);
    expect(() => engine.setup({ players: 2, seed: "x", options: { chipSet: [[1, -1]] } })).toThrow(
      InvalidSetupError,
    );
  });
});

describe("Rat Jack invariants", () => {
  for (const suite of suitesOf("rat-jack")) {
    const games = ciGames(suite);
    it(`hold over ${games.toLocaleString("en")} random games, ${suite.name}`, async () => {
      const report = await runSuite(suite, games);
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(games);
      // Every game ends with a winner (or winners sharing the match).
      expect(report.outcomes.unfinished ?? 0).toBe(0);
    }, 1_800_000);
  }
});

/** Card ids a view shows, by zone key. */
function shown(view: View): Map<string, string> {
  const at = new Map<string, string>();
  for (const [key, zone] of Object.entries(view.zones)) {
    const visit = (cards: View["zones"][string]["cards"]): void => {
      for (const c of cards) {
        if ("id" in c) at.set(c.id, key);
        if (c.attached) visit(c.attached);
      }
    };
    visit(zone.cards);
  }
  return at;
}

describe("Rat Jack knowledge", () => {
  it(`views never show a face-down card to a seat that has not seen it (${KNOWLEDGE_GAMES} games)`, () => {
    const problems: string[] = [];
    let peeks = 0;
    for (let g = 0; g < KNOWLEDGE_GAMES; g++) {
      const players = 2 + (g % 3);
      const seed = `rj-know-${g}`;
      const rng = seedRng(`${seed}/moves`);
      let s = engine.setup({ players, seed, options: { decks: decksFor(`x${g}`) } });
      let before: Map<string, string>[] = [];
      let last: Move | null = null;
      for (let step = 0; step < 3000 && engine.outcome(s) === null; step++) {
        // `up[card]` tells which display cards are face up, `placedBy[card]` who put a hidden one down.
        const vars = engine.view(s, "spectator").vars;
        const now: Map<string, string>[] = [];
        for (let p = 0; p < players; p++) {
          const mine = shown(engine.view(s, p));
          now.push(mine);
          for (const [id, key] of mine) {
            const m = /^display\[(\d+)\]$/.exec(key);
            if (!m || vars[`up[${id}]`] === true) continue;
            const sawIt = before[p]?.has(id) ?? false;
            if (Number(m[1]) === p) {
              // A face-down card of p's own display: p put it down (RJ-D16) or saw it before.
              if (vars[`placedBy[${id}]`] !== p && !sawIt) {
                problems.push(
                  `game ${seed}, move ${step}: seat ${p} sees its hidden ${id} it did not put down`,
                );
              }
              continue;
            }
            // A face-down card of another seat's display, shown to p.
            const looked = last !== null && last.seat === p && last.action === "look";
            if (looked) peeks++;
            if (!sawIt && !looked) {
              problems.push(`game ${seed}, move ${step}: seat ${p} sees hidden ${id} in ${key}`);
            }
          }
        }
        before = now;
        const d = engine.decisions(s)[0];
        if (!d) break;
        const moves = engine.legalMoves(s, d.seat);
        const m = moves[randomInt(rng, moves.length)] as Move;
        s = engine.applyMove(s, m);
        last = m;
      }
      if (problems.length > 20) break;
    }
    expect(problems).toEqual([]);
    // The check has teeth: random games do look at hidden cards.
    expect(peeks).toBeGreaterThan(0);
  }, 600_000);
});

describe("Rat Jack legal moves come from what the mover may know", () => {
  // RJ-9 is derived by searching the effect on the whole state (`can`, `complete`); this checks
  // the search never depends on a card the mover cannot see: the mover's legal moves are the same
  // in every state it cannot tell apart from the real one (`determinize`).
  it(`in ${CONSISTENCY_GAMES} random games, legal moves survive re-dealing the unseen cards`, () => {
    const problems: string[] = [];
    let checked = 0;
    for (let g = 0; g < CONSISTENCY_GAMES && problems.length < 10; g++) {
      const players = 2 + (g % 3);
      const seed = `rj-same-${g}`;
      const rng = seedRng(`${seed}/moves`);
      let s = engine.setup({ players, seed, options: { decks: decksFor(`x${3 * g}`) } });
      for (let step = 0; step < 3000 && engine.outcome(s) === null; step++) {
        const d = engine.decisions(s)[0];
        if (!d) break;
        const legal = engine.legalMoves(s, d.seat);
        const key = (ms: Move[]): string => JSON.stringify(ms.map((m) => JSON.stringify(m)).sort());
        for (let k = 0; k < 2; k++) {
          const other = determinize(s, d.seat, `${seed}/${step}/${k}`);
          checked++;
          if (key(engine.legalMoves(other, d.seat)) !== key(legal)) {
            problems.push(`game ${seed}, move ${step}: seat ${d.seat}'s legal moves depend on unseen cards`);
            break;
          }
        }
        s = engine.applyMove(s, legal[randomInt(rng, legal.length)] as Move);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 600_000);
});

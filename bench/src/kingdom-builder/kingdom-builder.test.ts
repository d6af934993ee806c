/**
 * The hand-written baseline plays the same game as the generated engine, base game and
 * card-luck-free variant: from the generated
 * engine's deal (board, tiles, Kingdom Builder cards, turn order, terrain cards), every position
 * of random games has the same legal moves, every move leaves the same settlements, tiles and
 * cards in the same places, and the games end with the same gold. When the terrain deck runs out
 * the discard is shuffled into a new deck: in this test, with the generated engine's shuffle and
 * generator state, as the deal is taken from it.
 */
import { engine, type Move, type State } from "@ludic/kingdom-builder";
import { type RngState, shuffleInPlace } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../types.js";
import * as hw from "./hand-written.js";

const { meta } = engine;
const SEATS = meta.players.max;

/** Zone instances, from the layout the compiler documents (docs/compiler.md): 4 of an indexed zone. */
const ZONE: Record<string, number> = {};
let next = 0;
for (const z of meta.zones) {
  ZONE[z.name] = next;
  next += z.perSeat || z.index ? SEATS : 1;
}
const zone = (st: State, name: string, i = 0): number[] => st.z[(ZONE[name] as number) + i] as number[];
const ids = (cards: readonly number[]): string[] => cards.map((c) => meta.cards[c]?.id as string);
const hexIndex = (name: string | undefined): number => {
  const m = /^r(\d+)c(\d+)$/.exec(name ?? "");
  return m ? Number(m[1]) * hw.ROWS + Number(m[2]) : -1;
};
const cardIndex = (id: string | undefined): number => (id === undefined ? -1 : hw.CARD_IDS.indexOf(id));

/** The generated engine's deal, as the hand-written game takes it. */
function dealOf(st: State, variant: hw.Variant): hw.Deal {
  const g = st.g;
  const discard = zone(st, "terrainDiscard");
  return {
    variant,
    players: st.n,
    terrain: g.terrain.slice(),
    tiles: zone(st, "onBoard").map((x) => [x, g.source[x] as number]),
    goals: zone(st, "goals").map((c) => c - hw.FIRST_GOAL),
    order: g.order.slice(),
    // Setup ran up to the first decision: the first colour's card is already on the discard.
    hands: Array.from({ length: st.n }, (_, s) => zone(st, "hand", s)[0] ?? discard[0] ?? -1),
    deck: zone(st, "terrainDeck").slice(),
    open: Array.from({ length: st.n }, (_, k) => zone(st, "openCards", k).slice()),
  };
}

/** Where everything is, in the generated engine's terms (piles top first). */
function generatedTable(st: State) {
  const g = st.g;
  return {
    owner: g.owner.map((k) => (k === null ? -1 : k)),
    left: g.left.slice(0, st.n),
    onBoard: ids(zone(st, "onBoard")).sort(),
    tiles: Array.from({ length: st.n }, (_, k) => ids(zone(st, "tiles", k))),
    lost: Array.from({ length: st.n }, (_, k) => ids(zone(st, "lost", k))),
    fresh: ids(g.fresh.flatMap((f, x) => (f ? [x] : []))),
    spent: ids(g.spent.flatMap((f, x) => (f ? [x] : []))),
    hands: Array.from({ length: st.n }, (_, s) => ids(zone(st, "hand", s))),
    deck: ids(zone(st, "terrainDeck")),
    discard: ids(zone(st, "terrainDiscard")),
    open: Array.from({ length: st.n }, (_, k) => ids(zone(st, "openCards", k))),
    faceDown: ids(g.faceDown.flatMap((f, c) => (f ? [c] : []))),
    turnOf: g.turnOf,
    terrainNow: g.terrainNow,
    ending: g.ending,
  };
}

function handWrittenTable(st: hw.KingdomState) {
  const top = (pile: number[]) => ids(pile.slice().reverse());
  const over = st.phase === "over";
  return {
    owner: st.owner.slice(),
    left: st.left.slice(),
    onBoard: ids(st.onHex.flat()).sort(),
    tiles: st.tiles.map(ids),
    lost: st.lost.map(ids),
    fresh: ids(st.fresh.flatMap((f, x) => (f ? [x] : []))),
    spent: ids(st.spent.flatMap((f, x) => (f ? [x] : []))),
    hands: st.hand.map((c) => (c < 0 ? [] : ids([c]))),
    deck: top(st.deck),
    discard: top(st.discard),
    open: st.open.map(ids),
    faceDown: ids(st.faceDown.flatMap((f, c) => (f ? [c] : []))),
    // The generated engine clears the turn's terrain once the game is over (its colour stays).
    turnOf: hw.current(st),
    terrainNow: over || st.terrainNow < 0 ? null : st.terrainNow,
    ending: st.ending,
  };
}

const describeGenerated = (m: Move): string => {
  const a = m.args as Record<string, string>;
  return [m.action, a.tile ?? a.card ?? "", a.from ?? "", a.hex ?? a.dest ?? ""].join(" ").trim();
};
const describeBaseline = (m: hw.KingdomMove): string =>
  [
    m.action,
    hw.CARD_IDS[m.tile] ?? "",
    m.from >= 0 ? hw.hexName(m.from) : "",
    m.hex >= 0 ? hw.hexName(m.hex) : "",
  ]
    .join(" ")
    .trim();

function toBaseline(m: Move): hw.KingdomMove {
  const a = m.args as Record<string, string>;
  return {
    action: m.action as hw.Action,
    hex: hexIndex(a.hex ?? a.dest),
    tile: cardIndex(a.tile ?? a.card),
    from: hexIndex(a.from),
  };
}

describe("Kingdom Builder baseline against the generated engine", () => {
  it.each([
    { variant: "base" as const, games: 40, minMoves: 4000, minReshuffles: 10 },
    { variant: "card-luck-free" as const, games: 15, minMoves: 1500, minReshuffles: 0 },
  ])(
    "agrees move by move on $games random $variant games (2–4 players) from the generated engine's deals",
    ({ variant, games, minMoves, minReshuffles }) => {
      let moves = 0;
      let reshuffles = 0;
      const seen = new Set<string>();
      for (let g = 0; g < games; g++) {
        const players = 2 + (g % 3);
        let gen = engine.setup({ players, seed: `agree-${g}`, variant });
        const st = hw.fromDeal(dealOf(gen, variant));
        expect(handWrittenTable(st)).toEqual(generatedTable(gen));
        const random = mulberry32(g);
        while (engine.outcome(gen) === null) {
          const seat = engine.decisions(gen)[0]?.seat as number;
          expect(hw.current(st)).toBe(seat);
          const legal = engine.legalMoves(gen, seat);
          // The same moves in the same order.
          expect(hw.legalMoves(st).map(describeBaseline)).toEqual(legal.map(describeGenerated));
          const m = legal[Math.floor(random() * legal.length)] as Move;
          seen.add(m.action);
          // A new deck is shuffled the generated engine's way, from its generator as it was.
          const rng = gen.rng.slice() as RngState;
          st.shuffleDeck = (deck) => {
            deck.reverse();
            shuffleInPlace(rng, deck);
            deck.reverse();
          };
          const before = st.reshuffles;
          gen = engine.applyMove(gen, m);
          hw.applyMove(st, toBaseline(m));
          reshuffles += st.reshuffles - before;
          expect(handWrittenTable(st)).toEqual(generatedTable(gen));
          moves++;
        }
        expect({ winners: st.winners, scores: st.scores, reason: st.reason }).toEqual(engine.outcome(gen));
      }
      // The games went through the whole rules: every kind of move, decks shuffled again.
      expect(moves).toBeGreaterThan(minMoves);
      expect(reshuffles).toBeGreaterThanOrEqual(minReshuffles);
      const actions = ["build", "buildWith", "end", "moveWith"];
      expect([...seen].sort()).toEqual(variant === "base" ? actions : [...actions, "pick"].sort());
    },
  );

  it("every location tile and every Kingdom Builder card comes up in its own random games", () => {
    const used = new Set<string>();
    const goals = new Set<number>();
    for (let g = 0; g < 60; g++) {
      const st = hw.deal(mulberry32(g), 2 + (g % 3), g % 2 === 0 ? "base" : "card-luck-free");
      for (const x of st.goals) goals.add(x);
      const random = mulberry32(1000 + g);
      while (st.phase !== "over") {
        const legal = hw.legalMoves(st);
        const m = legal[Math.floor(random() * legal.length)] as hw.KingdomMove;
        if (m.action !== "pick" && m.tile >= 0) used.add((hw.CARD_IDS[m.tile] as string).replace(/-\d$/, ""));
        hw.applyMove(st, m);
      }
      expect(st.left.some((n) => n === 0) || st.winners !== null).toBe(true);
    }
    expect([...used].sort()).toEqual([...hw.LOCS].sort());
    expect(goals.size).toBe(10);
  });

  it("random playouts end", () => {
    const random = mulberry32(7);
    for (let g = 0; g < 20; g++) {
      expect(hw.playout(g, random).winners).not.toBeNull();
      expect(hw.playout(g, random, 5000, "card-luck-free").winners).not.toBeNull();
    }
  });
});

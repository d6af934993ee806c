/**
 * The baselines play the same game as the generated engine: from the generated engine's deal,
 * every position of random games has the same legal moves in all three implementations, every
 * move leaves the same cards in the same places, and the games end the same way.
 */
import { engine, type Move, type State } from "@ludic/cuttle";
import { describe, expect, it } from "vitest";
import { activePlayer } from "../bgio.js";
import { mulberry32 } from "../types.js";
import { cuttle as bgio } from "./boardgameio.js";
import * as hw from "./hand-written.js";

const { meta } = engine;

/** Zone instance of each zone key, from the layout the compiler documents (docs/compiler.md). */
const INSTANCES: [string, number][] = [];
let att = 0;
for (const z of meta.zones) {
  if (z.perSeat) for (let s = 0; s < meta.players.max; s++) INSTANCES.push([`${z.name}[${s}]`, att++]);
  else INSTANCES.push([z.name, att++]);
}
const ids = (cards: readonly number[]): string[] => cards.map((c) => meta.cards[c]?.id as string);

function generatedZones(st: State): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, i] of INSTANCES) out[key] = ids(st.z[i] as number[]);
  st.a.forEach((cards, host) => {
    if (cards.length > 0) out[`on ${meta.cards[host]?.id}`] = ids(cards);
  });
  return out;
}

function handWrittenZones(st: hw.CuttleState): Record<string, string[]> {
  const name = (cards: number[]) => cards.map((c) => hw.CARD_IDS[c] as string);
  const out: Record<string, string[]> = {
    deck: name(st.deck),
    scrap: name(st.scrap),
    "hand[0]": name(st.hands[0] as number[]),
    "hand[1]": name(st.hands[1] as number[]),
    "points[0]": name(st.points[0] as number[]),
    "points[1]": name(st.points[1] as number[]),
    "royals[0]": name(st.royals[0] as number[]),
    "royals[1]": name(st.royals[1] as number[]),
    stack: name(st.stack),
    revealed: name(st.revealed),
  };
  st.jacks.forEach((cards, host) => {
    if (cards.length > 0) out[`on ${hw.CARD_IDS[host]}`] = name(cards);
  });
  return out;
}

const describeGenerated = (m: Move): string => {
  const a = m.args as Record<string, string>;
  return [m.action, a.card ?? a.two ?? "", a.target ?? ""].join(" ").trim();
};
const describeBaseline = (action: string, card: number, target: number): string =>
  [action, hw.CARD_IDS[card] ?? "", hw.CARD_IDS[target] ?? ""].join(" ").trim();
const cardIndex = (id: string | undefined): number => (id === undefined ? -1 : hw.CARD_IDS.indexOf(id));

describe("Cuttle baselines against the generated engine", () => {
  it("agree move by move on 150 random games from the generated engine's deals", () => {
    let moves = 0;
    const endings = new Set<string>();
    for (let g = 0; g < 150; g++) {
      let gen = engine.setup({ players: 2, seed: `agree-${g}` });
      const first = engine.decisions(gen)[0]?.seat as number;
      const z = generatedZones(gen);
      const dealer = 1 - first;
      // The deal as one shuffled deck: the dealer's 6, the other's 5, then the draw pile.
      const shuffled = [
        ...(z[`hand[${dealer}]`] ?? []),
        ...(z[`hand[${first}]`] ?? []),
        ...(z.deck ?? []),
      ].map(cardIndex);
      const st = hw.dealFrom(shuffled, dealer);
      let b = bgio.newMatch(0, { deck: shuffled, dealer });
      expect(handWrittenZones(st)).toEqual(generatedZones(gen));
      const random = mulberry32(g);
      while (engine.outcome(gen) === null) {
        const seat = engine.decisions(gen)[0]?.seat as number;
        const legal = engine.legalMoves(gen, seat);
        expect(st.seat).toBe(seat);
        expect(activePlayer(b.ctx)).toBe(String(seat));
        const expected = legal.map(describeGenerated).sort();
        expect(
          hw
            .legalMoves(st)
            .map((m) => describeBaseline(m.action, m.card, m.target))
            .sort(),
        ).toEqual(expected);
        const enumerated = bgio.enumerate(b);
        expect(
          enumerated.map((m) => describeBaseline(m.move, m.args[0] ?? -1, m.args[1] ?? -1)).sort(),
        ).toEqual(expected);
        const m = legal[Math.floor(random() * legal.length)] as Move;
        const a = m.args as Record<string, string>;
        const card = cardIndex(a.card ?? a.two);
        const target = cardIndex(a.target);
        gen = engine.applyMove(gen, m);
        hw.applyMove(st, { action: m.action as hw.Action, card, target });
        b = bgio.dispatch(b, m.action, [card, target], String(seat));
        const zones = generatedZones(gen);
        expect(handWrittenZones(st)).toEqual(zones);
        expect(handWrittenZones(b.G)).toEqual(zones);
        moves++;
      }
      const out = engine.outcome(gen);
      expect({ winners: st.winners, scores: st.scores, reason: st.reason }).toEqual(out);
      expect(b.ctx.gameover).toEqual(out);
      endings.add(`${out?.reason} ${out?.winners.length}`);
    }
    // The games went through the whole rules: both ways to win, and draws.
    expect(moves).toBeGreaterThan(3000);
    expect([...endings].sort()).toEqual(["reached their goal 1", "three consecutive passes 0"]);
  });

  it("every one-off, counter, jack and 7 decision comes up in those games", () => {
    const seen = new Set<string>();
    for (let g = 0; g < 300; g++) {
      const st = hw.deal(mulberry32(g));
      const random = mulberry32(1000 + g);
      while (st.phase !== "over") {
        const legal = hw.legalMoves(st);
        const m = legal[Math.floor(random() * legal.length)] as hw.CuttleMove;
        seen.add(
          m.action === "oneOff" || m.action === "targetedOneOff"
            ? `${m.action} ${hw.rank(m.card)}`
            : m.action,
        );
        seen.add(`phase ${st.phase}`);
        hw.applyMove(st, m);
      }
    }
    for (const r of [1, 3, 4, 5, 6, 7]) expect(seen).toContain(`oneOff ${r}`);
    for (const r of [2, 9]) expect(seen).toContain(`targetedOneOff ${r}`);
    for (const a of [
      "counter",
      "take",
      "discard",
      "jack",
      "jackOwn",
      "scuttle",
      "permanent",
      "draw",
      "pass",
    ]) {
      expect(seen).toContain(a);
    }
    for (const p of ["action", "counter", "take", "discard", "seven"]) expect(seen).toContain(`phase ${p}`);
  });

  it("random playouts end, on boardgame.io too", () => {
    const random = mulberry32(7);
    for (let g = 0; g < 20; g++) {
      expect(hw.playout(g, random).winners).not.toBeNull();
      expect(bgio.playout(g, random).winners).not.toBeNull();
    }
  });
});

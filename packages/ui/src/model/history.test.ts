import connectFour from "@ludic/connect-four";
import cuttle from "@ludic/cuttle";
import type { CardMeta, Move, View } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { randomBot } from "./bot.js";
import { catalogueOf } from "./catalogue.js";
import { entriesForMove, HIDDEN_CARD, moveAsSeen, newLogLines, visibleIds } from "./history.js";
import { logText } from "./log.js";
import { emptySkin } from "./skin.js";
import { makeWords } from "./words.js";

const view = (zones: View["zones"], viewer: View["viewer"] = 1): View => ({
  game: "g",
  variant: "v",
  players: 2,
  viewer,
  zones,
  vars: {},
  decisions: [],
  outcome: null,
  log: [],
});
const cards = new Map<string, CardMeta>(
  ["9H", "JC", "2S"].map((id) => [id, { id, type: "Card", name: id, attributes: {} }]),
);

describe("what a replay viewer may read of a move", () => {
  const before = view({
    hand: {
      name: "hand",
      seat: 0,
      kind: "hand",
      cards: [{ hidden: true }, { id: "JC", attached: [{ id: "2S" }] }],
    },
  });
  const after = view({ scrap: { name: "scrap", seat: null, kind: "pile", cards: [{ id: "JC" }] } });

  it("lists the ids a view shows, attachments too", () => {
    expect([...visibleIds(before)].sort()).toEqual(["2S", "JC"]);
  });

  it("hides card arguments the viewer never saw, keeps the rest", () => {
    const move: Move = { seat: 0, action: "swap", args: { give: "9H", take: "JC", n: 2, cell: "r1c1" } };
    expect(moveAsSeen(move, 1, before, after, cards).args).toEqual({
      give: HIDDEN_CARD,
      take: "JC",
      n: 2,
      cell: "r1c1",
    });
    expect(moveAsSeen(move, "spectator", before, after, cards).args.give).toBe(HIDDEN_CARD);
    // The mover reads its own move in full.
    expect(moveAsSeen(move, 0, before, after, cards)).toEqual(move);
  });
});

describe("the log of a whole game", () => {
  it("has a line for every move of a bot game, in order, with no 'You discards'", () => {
    const catalogue = catalogueOf(cuttle.meta);
    const names = ["You", "Bot"];
    const words = makeWords(cuttle.meta, catalogue, emptySkin, names);
    const bots = [randomBot(11), randomBot(12)];
    let state = cuttle.setup({ players: 2, seed: "history-1" });
    const lines: { index: number | null; text: string }[] = [];
    let moves = 0;
    while (cuttle.outcome(state) === null && moves < 500) {
      const seat = cuttle.decisions(state)[0]?.seat ?? 0;
      const legal = cuttle.legalMoves(state, seat);
      // The bot picks one of the legal moves, so it has their type.
      const move = (bots[seat] ?? randomBot(1))(legal) as (typeof legal)[number];
      const before = cuttle.view(state, 0);
      state = cuttle.applyMove(state, move);
      for (const e of entriesForMove(words, catalogue, move, moves, 0, before, cuttle.view(state, 0)))
        lines.push({
          index: e.index,
          text: e.kind === "move" ? e.text : logText(e.line, catalogue, names),
        });
      moves++;
    }
    expect(cuttle.outcome(state)).not.toBeNull();
    const told = lines.flatMap((l) => (l.index === null ? [] : [l.index]));
    expect(told).toEqual(Array.from({ length: moves }, (_, i) => i));
    const text = lines.map((l) => l.text).join("\n");
    expect(text).not.toMatch(/\bYou (discards|counters|scuttles|draws|passes|plays)\b/);
    expect(text).toMatch(/\bBot (draws|plays|passes|discards|scuttles)\b/);
  });
});

describe("what an engine line adds", () => {
  it("finds the new lines even when the engine dropped old ones", () => {
    expect(newLogLines(["a", "b"], ["a", "b", "c"])).toEqual(["c"]);
    expect(newLogLines(["a", "b", "c"], ["b", "c", "d", "e"])).toEqual(["d", "e"]);
    expect(newLogLines([], ["x"])).toEqual(["x"]);
  });
});

describe("an engine line that restates the move", () => {
  const catalogue = catalogueOf(cuttle.meta);
  const words = makeWords(cuttle.meta, catalogue, emptySkin, ["You", "Bot"]);
  const at = (log: string[]): View => ({ ...cuttle.view(cuttle.setup({ players: 2, seed: "r" }), 0), log });
  // Told from the mover's side, who reads its own cards.
  const told = (move: Move, line: string) =>
    entriesForMove(words, catalogue, move, 7, move.seat, at([]), at([line])).map((e) =>
      e.kind === "move" ? e.text : logText(e.line, catalogue, ["You", "Bot"]),
    );

  it("gives way to the move's words when it only repeats them", () => {
    expect(told({ seat: 1, action: "discard", args: { card: "9C" } }, "seat 1 discards 9C")).toEqual([
      "Bot discards the nine of clubs",
    ]);
  });

  it("replaces them when it says more", () => {
    expect(told({ seat: 0, action: "stop", args: {} }, "seat 0 stops and gains 12")).toEqual([
      "You stop and gain 12",
    ]);
  });
  it("gives way when it counts a column from 1, as people do (one line per drop, not two)", () => {
    const c4 = makeWords(connectFour.meta, catalogueOf(connectFour.meta), emptySkin, ["You", "Bot"]);
    const v = (log: string[]): View => ({
      ...connectFour.view(connectFour.setup({ players: 2, seed: "r" }), 0),
      log,
    });
    const move: Move = { seat: 0, action: "drop", args: { col: 3 } };
    const lines = entriesForMove(c4, new Map(), move, 0, 0, v([]), v(["seat 0 drops into column 4"]));
    expect(lines.map((e) => (e.kind === "move" ? e.text : e.line))).toEqual([
      "You drop a disc into column 4",
    ]);
  });
});

describe("a hidden card in words", () => {
  it("is not 'the a hidden card'", () => {
    const words = makeWords(cuttle.meta, catalogueOf(cuttle.meta), emptySkin, ["You", "Bot"]);
    expect(words.describe({ seat: 1, action: "discard", args: { card: HIDDEN_CARD } })).toBe(
      "Discard a hidden card",
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Move } from "../types.js";
import { type DecisionTable, makeDecisions } from "./decisions.js";
import { simultaneousCode } from "./simultaneous.js";

/** A tiny game: a hand of cards; `play(card: hand) when card != 1`, or `pass`. */
interface F {
  p: number;
  pc: number;
  play_card: number;
  who_seats: number[];
  who_answers: number[][];
}
interface S {
  v: number;
  stack: F[];
  pend: { seat: number; site: number } | null;
  hand: number[];
}

const play: DecisionTable<S, F> = {
  fill(st, _f, _seat, out, limit) {
    let n = 0;
    for (const card_ of st.hand) {
      if (card_ !== 1) {
        out[n * 2] = 0;
        out[n * 2 + 1] = card_;
        if (++n === limit) return n;
      }
    }
    out[n * 2] = 1;
    if (++n === limit) return n;
    return n;
  },
  simultaneous: null,
  options: [
    {
      action: "play",
      body: 7,
      variants: null,
      when: (_st, _f, _seat, card_) => card_ !== 1,
      whenText: "card != 1",
      params: [{ name: "card", slot: "play_card", spelling: "card", text: "hand", domain: (st) => st.hand }],
    },
    { action: "pass", body: 9, variants: [0], whenText: "", params: [] },
  ],
};

/** Both seats answer at once: `pick(card: hand)`. */
const together: DecisionTable<S, F> = {
  fill(st, _f, _seat, out, limit) {
    let n = 0;
    for (const card_ of st.hand) {
      out[n * 2] = 0;
      out[n * 2 + 1] = card_;
      if (++n === limit) return n;
    }
    return n;
  },
  simultaneous: { seats: "who_seats", answers: "who_answers", runHead: 3 },
  options: [
    {
      action: "pick",
      body: 4,
      variants: null,
      whenText: "",
      params: [{ name: "card", slot: "play_card", spelling: "card", text: "hand", domain: (st) => st.hand }],
    },
  ],
};

const CARDS = ["AS", "KH", "QD"];
const decisions = makeDecisions<S, F>(
  [play, together],
  { cardIds: CARDS, cardIndex: new Map(CARDS.map((c, i) => [c, i])) },
  simultaneousCode,
);

function state(site: number, hand = [0, 1, 2]): S {
  const f: F = { p: 0, pc: -1, play_card: 0, who_seats: [0, 1], who_answers: [[], []] };
  return { v: 0, stack: [f], pend: { seat: site === 1 ? -1 : 0, site }, hand };
}

describe("decisions as data", () => {
  it("lists the walk's moves with their arguments spelled", () => {
    const out: Move[] = [];
    decisions.siteMoves(state(0), 0, out);
    expect(out).toEqual([
      { seat: 0, action: "play", args: { card: "AS" } },
      { seat: 0, action: "play", args: { card: "QD" } },
      { seat: 0, action: "pass", args: {} },
    ]);
    const st = state(0);
    expect(decisions.hasMove(st, st.stack[0] as F, 0, 0)).toBe(true);
    const none = state(1, []);
    expect(decisions.hasMove(none, none.stack[0] as F, 1, 0)).toBe(false);
  });

  it("refuses a move with the reason the rules give, and binds an accepted one", () => {
    const st = state(0);
    const accept = (action: string, args: Move["args"]) =>
      decisions.siteAccept(st, { seat: 0, action, args });
    expect(accept("draw", {})).toBe('"draw" is not one of the moves this decision offers');
    expect(accept("play", {})).toBe("play takes card");
    expect(accept("play", { card: "ZZ" })).toBe('card: "ZZ" is not a card of this game');
    expect(accept("play", { card: "KH" })).toBe("the rules require card != 1");
    st.hand = [0];
    expect(accept("play", { card: "QD" })).toBe("card QD is not among hand");
    const bind = accept("play", { card: "AS" });
    expect(typeof bind).toBe("function");
    const g = { ...(st.stack[0] as F) };
    expect((bind as (g: F) => boolean)(g)).toBe(true);
    expect(g).toMatchObject({ play_card: 0, pc: 7 });
    // An option of other variants only is not offered.
    expect(decisions.siteAccept({ ...st, v: 1 }, { seat: 0, action: "pass", args: {} })).toBe(
      '"pass" is not one of the moves this decision offers',
    );
  });

  it("spells a listing's moves as moveAt does, by an option's builder or without one", () => {
    const built: DecisionTable<S, F> = {
      ...play,
      options: play.options.map((o) => ({
        ...o,
        move: (seat: number, ...args: Move["args"][string][]): Move => ({
          seat,
          action: o.action,
          args: o.params.length > 0 ? { card: args[0] as string } : {},
        }),
      })),
    };
    const both = makeDecisions<S, F>([play, built], {
      cardIds: CARDS,
      cardIndex: new Map(CARDS.map((c, i) => [c, i])),
    });
    const name = (c: number): string => (c === 2 ? "hand@1" : (CARDS[c] as string));
    for (const site of [0, 1]) {
      const st = state(site);
      const moves: number[] = [];
      const count = both.playFill(st, 0, moves);
      const out: Move[] = new Array(count);
      both.spellMoves(st, 0, moves, count, name, out);
      expect(out).toEqual(Array.from({ length: count }, (_, k) => both.moveAt(st, 0, moves, k, name)));
      expect(out[1]).toEqual({ seat: 0, action: "play", args: { card: "hand@1" } });
    }
  });

  it("binds the k-th move of the playout list", () => {
    const st = state(0);
    const moves: number[] = [];
    expect(decisions.playFill(st, 0, moves)).toBe(3);
    expect(decisions.playBind(st, 0, 1, moves)).toBe(true);
    expect(st.stack[0]).toMatchObject({ play_card: 2, pc: 7 });
    expect(decisions.actionOf(0, moves[2 * decisions.stride] as number)).toBe("pass");
  });

  it("collects a simultaneous decision's answers, each seen only by its seat", () => {
    const st = state(1);
    expect(decisions.siteSeats(st)).toEqual([0, 1]);
    const first = decisions.siteAccept(st, { seat: 1, action: "pick", args: { card: "KH" } });
    const f = st.stack[0] as F;
    expect((first as (g: F) => boolean)(f)).toBe(false);
    expect(decisions.siteSeats(st)).toEqual([0]);
    expect(decisions.siteAccept(st, { seat: 1, action: "pick", args: { card: "AS" } })).toBe(
      "seat 1 does not answer this decision now",
    );
    expect(decisions.siteCommitments(st, 1)).toEqual([
      { seat: 0, answered: false, move: null },
      { seat: 1, answered: true, move: { seat: 1, action: "pick", args: { card: "KH" } } },
    ]);
    expect(decisions.siteCommitments(st, 0)[1]?.move).toBeNull();
    const second = decisions.siteAccept(st, { seat: 0, action: "pick", args: { card: "QD" } });
    expect((second as (g: F) => boolean)(f)).toBe(true);
    expect(f.pc).toBe(3);
    expect(f.who_answers).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });
});

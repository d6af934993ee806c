import cuttle from "@ludic/cuttle";
import { type Engine, type Move, type Outcome, randomInt, seedRng } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { mctsBot, moveKey, results } from "./mcts.js";
import { botContext } from "./play.js";

const engine = cuttle as unknown as Engine;

/** Decisions with two or more moves, from random games. */
function decisionStates(games: number): { state: unknown; seat: number }[] {
  const out: { state: unknown; seat: number }[] = [];
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`states-${g}`);
    let s: unknown = engine.setup({ players: 2, seed: `states-${g}` });
    while (engine.outcome(s) === null) {
      const seat = engine.decisions(s)[0]?.seat ?? 0;
      const moves = engine.legalMoves(s, seat);
      if (moves.length > 1) out.push({ state: s, seat });
      s = engine.applyMove(s, moves[randomInt(rng, moves.length)] as Move);
    }
  }
  return out;
}

describe("mctsBot", () => {
  it("takes the winning move when there is one", () => {
    // 19 points on the table: the 2 of clubs for points makes 21 (CU-19); nothing else wins now.
    const s = engine.position({
      toMove: 0,
      zones: { "points[0]": ["10H", "9S"], "hand[0]": ["AC", "2C"], "hand[1]": ["3D", "4D"] },
    });
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const bot = mctsBot({ seed, iterations: 150 });
      const move = bot.choose(botContext(engine, s, 0));
      expect(move).toEqual({ seat: 0, action: "points", args: { card: "2C" } });
      expect(engine.outcome(engine.applyMove(s, move))?.winners).toEqual([0]);
    }
  });

  it("runs exactly its iteration budget and reports the root's moves", () => {
    const { state, seat } = decisionStates(1)[0] as { state: unknown; seat: number };
    const bot = mctsBot({ seed: "budget", iterations: 37 });
    const ctx = botContext(engine, state, seat);
    const move = bot.choose(ctx);
    expect(ctx.moves).toContainEqual(move);
    expect(bot.lastSearch?.iterations).toBe(37);
    expect(bot.lastSearch?.moves.map((m) => m.move)).toEqual(expect.arrayContaining([...ctx.moves]));
    expect(bot.lastSearch?.moves.reduce((n, m) => n + m.visits, 0)).toBe(37);
    expect(bot.lastSearch?.moves[0]?.move).toEqual(move);
  });

  it("stops at its time budget (with a clock it is given)", () => {
    const { state, seat } = decisionStates(1)[0] as { state: unknown; seat: number };
    let t = 0;
    const bot = mctsBot({ seed: "time", timeMs: 50, now: () => (t += 0.01) });
    bot.choose(botContext(engine, state, seat));
    expect(bot.lastSearch?.iterations).toBeGreaterThan(0);
    expect(bot.lastSearch?.ms).toBeGreaterThanOrEqual(50);
    expect(bot.lastSearch?.ms).toBeLessThan(50.1);
    expect(bot.name).toBe("mcts(50ms)");
    const both = mctsBot({ seed: "time", timeMs: 1e9, iterations: 12 });
    both.choose(botContext(engine, state, seat));
    expect(both.lastSearch?.iterations).toBe(12);
  });

  it("reads the clock inside playouts and samples: a step past the deadline at most", () => {
    const { state, seat } = decisionStates(1)[0] as { state: unknown; seat: number };
    const determinize = engine.determinize;
    if (!determinize) throw new Error("the Cuttle engine has no determinize");
    // A slow engine on a fake clock: a move costs 1 ms and a sample 4 ms, so one random playout
    // of Cuttle (dozens of moves) is longer than the whole 20 ms budget.
    let t = 0;
    const slow: Engine = {
      ...engine,
      applyMove: (s, m) => {
        t += 1;
        return engine.applyMove(s, m);
      },
      determinize: (s, who, seed) => {
        t += 4;
        return determinize(s, who, seed);
      },
    };
    const ctx = botContext(slow, state, seat);
    for (const seed of ["x", "y", "z"]) {
      const bot = mctsBot({ seed, timeMs: 20, now: () => t });
      const from = t;
      const move = bot.choose(ctx);
      expect(ctx.moves).toContainEqual(move);
      // The deadline plus the one step that was running when it passed.
      expect(t - from).toBeLessThanOrEqual(20 + 4);
      expect(bot.lastSearch?.ms).toBe(t - from);
    }
  });

  it("with no iteration finished in its time, still answers a legal move", () => {
    const { state, seat } = decisionStates(1)[0] as { state: unknown; seat: number };
    let t = 0;
    const ctx = botContext(engine, state, seat);
    const bot = mctsBot({ seed: "none", timeMs: 5, now: () => (t += 10) });
    expect(ctx.moves).toContainEqual(bot.choose(ctx));
    expect(bot.lastSearch?.iterations).toBe(0);
  });

  it("plays a forced move without searching", () => {
    const s = engine.position({ toMove: 0, zones: { "hand[0]": [], scrap: [] } });
    const ctx = botContext(engine, s, 0);
    const bot = mctsBot({ seed: "f", iterations: 50 });
    const one = { ...ctx, moves: ctx.moves.slice(0, 1) };
    expect(bot.choose(one)).toEqual(ctx.moves[0]);
    expect(bot.lastSearch).toBeNull();
  });

  it("is deterministic: the same seed and calls give the same moves", () => {
    const states = decisionStates(2).slice(0, 12);
    const run = (seed: string) => {
      const bot = mctsBot({ seed, iterations: 25 });
      return states.map(({ state, seat }) => bot.choose(botContext(engine, state, seat)));
    };
    expect(run("same")).toEqual(run("same"));
  });

  it("never sees hidden cards: with the hidden cards dealt otherwise it searches exactly alike", () => {
    const determinize = engine.determinize;
    if (!determinize) throw new Error("the Cuttle engine has no determinize");
    let compared = 0;
    for (const { state, seat } of decisionStates(3).filter((_, i) => i % 3 === 0)) {
      // The same table as `seat` sees it, with every card it cannot see somewhere else.
      const other = determinize(state, seat, `elsewhere-${compared}`);
      expect(engine.view(other, seat)).toEqual(engine.view(state, seat));
      const a = mctsBot({ seed: "blind", iterations: 30 });
      const b = mctsBot({ seed: "blind", iterations: 30 });
      expect(a.choose(botContext(engine, other, seat))).toEqual(b.choose(botContext(engine, state, seat)));
      expect(a.lastSearch).toEqual(b.lastSearch && { ...b.lastSearch, ms: a.lastSearch?.ms });
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });
});

/** Both seats pick 1, 2 or 3 at the same time; the higher pick wins. Nothing is hidden. */
function higherPick(): Engine<{ picks: (number | null)[] }> {
  type S = { picks: (number | null)[] };
  const meta = { ...engine.meta, id: "higher", players: { min: 2, max: 2 } };
  const outcome = (s: S): Outcome | null => {
    const [a, b] = s.picks;
    if (a == null || b == null) return null;
    return { winners: a === b ? [] : [a > b ? 0 : 1], scores: [a, b], reason: "picked" };
  };
  const decisions = (s: S) =>
    outcome(s)
      ? []
      : s.picks.flatMap((p, seat) =>
          p === null
            ? [{ seat, actions: ["pick"], rule: "r", source: { file: "f", line: 1, column: 1 } }]
            : [],
        );
  return {
    meta,
    setup: () => ({ picks: [null, null] }),
    position: () => ({ picks: [null, null] }),
    decisions,
    legalMoves: (s, seat) =>
      s.picks[seat] === null ? [1, 2, 3].map((v) => ({ seat, action: "pick", args: { v } })) : [],
    applyMove: (s, m) => ({ picks: s.picks.map((p, i) => (i === m.seat ? (m.args.v as number) : p)) }),
    view: (s, viewer) => ({
      game: "higher",
      variant: "",
      players: 2,
      viewer,
      zones: {},
      vars: {},
      decisions: decisions(s),
      outcome: outcome(s),
      log: [],
    }),
    outcome,
    replay: () => ({ picks: [null, null] }),
    determinize: (s) => ({ picks: s.picks.slice() }),
  };
}

describe("mctsBot with seats deciding at the same time", () => {
  it("searches its own seat's moves at the root, not the first waiting seat's", () => {
    const game = higherPick();
    const s = game.setup({ players: 2, seed: "x" });
    expect(game.decisions(s).map((d) => d.seat)).toEqual([0, 1]);
    const bot = mctsBot({ seed: "sim", iterations: 100 });
    expect(bot.choose(botContext(game, s, 1))).toEqual({ seat: 1, action: "pick", args: { v: 3 } });
    expect(bot.lastSearch?.moves.every((m) => m.move.seat === 1 && m.visits > 0)).toBe(true);
  });
});

describe("search helpers", () => {
  it("score a win 1, a loss 0, a draw or an unfinished game 1/n", () => {
    const won: Outcome = { winners: [1], scores: [0, 0, 0], reason: "" };
    expect(results(won, 3)).toEqual([0, 1, 0]);
    expect(results({ ...won, winners: [] }, 2)).toEqual([0.5, 0.5]);
    expect(results(null, 4)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it("key moves by seat, action and arguments", () => {
    expect(moveKey({ seat: 1, action: "jack", args: { card: "JH", target: "9C" } })).toBe(
      '1|jack|{"card":"JH","target":"9C"}',
    );
  });
});

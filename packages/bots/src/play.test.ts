import cuttle from "@ludic/cuttle";
import type { Engine } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { mctsBot } from "./mcts.js";
import { botContext, decide, playGame } from "./play.js";
import { randomBot } from "./random.js";

const engine = cuttle as unknown as Engine;

describe("botContext", () => {
  it("gives the seat its view, its legal moves and a sampler, never the state", () => {
    const s = engine.setup({ players: 2, seed: "ctx" });
    const seat = engine.decisions(s)[0]?.seat ?? 0;
    const ctx = botContext(engine, s, seat);
    expect(Object.keys(ctx).sort()).toEqual(["moves", "rules", "sample", "seat", "view"]);
    expect(ctx.view).toEqual(engine.view(s, seat));
    expect(ctx.moves).toEqual(engine.legalMoves(s, seat));
    // The other seat's hand is only placeholders in what the bot is given.
    const other = ctx.view.zones[`hand[${1 - seat}]`];
    expect(other?.cards.length).toBeGreaterThan(0);
    for (const c of other?.cards ?? []) expect(c).toEqual({ hidden: true });
    expect(JSON.stringify(ctx)).not.toContain('"z":');
  });

  it("samples through the engine's determinize, and says so when the engine has none", () => {
    const s = engine.setup({ players: 2, seed: "ctx" });
    const seat = engine.decisions(s)[0]?.seat ?? 0;
    const ctx = botContext(engine, s, seat);
    expect(engine.view(ctx.sample("a"), seat)).toEqual(ctx.view);
    const { determinize: _, ...without } = engine;
    expect(() => botContext(without as Engine, s, seat).sample("a")).toThrow(/has no determinize/);
  });
});

describe("playGame", () => {
  it("plays bots to the end and keeps a record that replays to the same outcome", () => {
    const r = playGame(engine, [randomBot("a"), randomBot("b")], { seed: "pg-1" });
    expect(r.outcome).not.toBeNull();
    expect(r.moves).toBe(r.record.moves.length);
    expect(engine.outcome(engine.replay(r.record))).toEqual(r.outcome);
    expect(r.decisions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(r.decisions.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(r.moves);
  });

  it("gives the same game for the same seeds", () => {
    const game = () =>
      playGame(engine, [mctsBot({ seed: "m", iterations: 20 }), randomBot("r")], { seed: "pg-2" });
    expect(game().record).toEqual(game().record);
  });

  it("stops at the move cap without an outcome", () => {
    const r = playGame(engine, [randomBot("a"), randomBot("b")], { seed: "pg-3", maxMoves: 3 });
    expect(r.outcome).toBeNull();
    expect(r.moves).toBe(3);
  });

  it("needs a bot per seat", () => {
    expect(() => playGame(engine, [randomBot("a")], { seed: "x", players: 2 })).toThrow(
      /2 seats need 2 bots/,
    );
  });

  it("decide() asks the bot with the seat's context", () => {
    const s = engine.setup({ players: 2, seed: "d" });
    const seat = engine.decisions(s)[0]?.seat ?? 0;
    expect(engine.legalMoves(s, seat)).toContainEqual(decide(engine, s, seat, randomBot("x")));
  });
});

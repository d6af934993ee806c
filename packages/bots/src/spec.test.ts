import { describe, expect, it } from "vitest";
import { botSpecText, createBot, parseBotSpec } from "./spec.js";

describe("bot specs", () => {
  it("parse random, mcts, an iteration budget and a time budget, and print back", () => {
    expect(parseBotSpec("random")).toEqual({ kind: "random" });
    expect(parseBotSpec("mcts")).toEqual({ kind: "mcts" });
    expect(parseBotSpec(" mcts:400 ")).toEqual({ kind: "mcts", iterations: 400 });
    expect(parseBotSpec("mcts:250ms")).toEqual({ kind: "mcts", timeMs: 250 });
    for (const t of ["random", "mcts", "mcts:400", "mcts:250ms"])
      expect(botSpecText(parseBotSpec(t))).toBe(t);
  });

  it("refuse anything else, saying what is allowed", () => {
    expect(() => parseBotSpec("minimax")).toThrow(/unknown bot "minimax": use random, mcts/);
    expect(() => parseBotSpec("mcts:0")).toThrow(/at least 1/);
    expect(() => parseBotSpec("mcts:fast")).toThrow(/unknown bot/);
  });

  it("create the bots they name", () => {
    expect(createBot({ kind: "random" }, "s").name).toBe("random");
    expect(createBot({ kind: "mcts", iterations: 30 }, "s").name).toBe("mcts(30)");
    expect(createBot({ kind: "mcts", timeMs: 100 }, "s").name).toBe("mcts(100ms)");
    expect(createBot({ kind: "mcts" }, "s").name).toBe("mcts(200)");
  });
});

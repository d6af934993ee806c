/**
 * `anytime` moves: any seat may make them whenever the game waits for a decision; their rule
 * runs on top of that decision, which is pending again, unchanged, when the rule returns.
 */

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { IllegalMoveError, type Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const TABLE = `
game table {
  title "Table"
  players 2..3
  variant "standard"
  position turn
}
card Card { rank: int }
cards Card into deck {
  for r in 1..6 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
var offers[seat]: int = 0
var turns: int = 0

anytime concede(me: seat) { finish others(me) "conceded" }
anytime offer(me: seat) when offers[me] == 0 {
  offers[me] += 1
  for o in others(me) {
    choose o { accept { } refuse { return } }
  }
  finish [] "agreed draw"
}

rule turn(me: seat) {
  let p = me
  loop {
    choose p {
      draw when size(deck) > 0 { move top(deck) to hand[p] }
      pass { }
    }
    turns += 1
    p = next(p)
  }
}

flow { turn(seats[0]) }
`;

const files = { "table.ludic": TABLE };

function code(f: () => unknown): string {
  try {
    f();
    return "accepted";
  } catch (e) {
    return e instanceof IllegalMoveError ? e.code : String(e);
  }
}

describe("anytime moves", { timeout: 60_000 }, () => {
  it("are legal for every seat, deciding or not; decisions() still names only who must decide", async () => {
    const e = await loadEngine("table", files);
    const st = e.setup({ players: 3, seed: "a" });
    expect(e.decisions(st)).toMatchObject([{ seat: 0, actions: ["draw", "pass", "concede", "offer"] }]);
    expect(e.legalMoves(st, 1)).toEqual([
      { seat: 1, action: "concede", args: {} },
      { seat: 1, action: "offer", args: {} },
    ]);
    const over = e.applyMove(st, { seat: 1, action: "concede", args: {} });
    expect(e.outcome(over)).toMatchObject({ winners: [2, 0], reason: "conceded" });
    expect(e.meta.actions.map((a) => a.name)).toEqual([
      "accept",
      "refuse",
      "draw",
      "pass",
      "concede",
      "offer",
    ]);
  });

  it("run on top of the pending decision, which is pending again, unchanged, when they return", async () => {
    const e = await loadEngine("table", files);
    const start = e.applyMove(e.setup({ players: 3, seed: "b" }), { seat: 0, action: "draw", args: {} });
    let st = e.applyMove(start, { seat: 2, action: "offer", args: {} });
    expect(e.decisions(st)).toMatchObject([{ seat: 0, actions: ["accept", "refuse"], rule: "offer" }]);
    // No anytime move while one is being resolved.
    expect(e.legalMoves(st, 1)).toEqual([]);
    expect(code(() => e.applyMove(st, { seat: 1, action: "concede", args: {} }))).toBe("not-allowed");
    st = e.applyMove(st, { seat: 0, action: "accept", args: {} });
    expect(e.decisions(st)).toMatchObject([{ seat: 1, actions: ["accept", "refuse"] }]);
    st = e.applyMove(st, { seat: 1, action: "refuse", args: {} });
    // Back to seat 1's turn, as it was; seat 2 has made its one offer.
    expect(e.decisions(st)).toMatchObject([
      { seat: 1, actions: ["draw", "pass", "concede", "offer"], rule: "turn" },
    ]);
    expect(e.legalMoves(st, 2)).toEqual([{ seat: 2, action: "concede", args: {} }]);
    expect(e.view(st, "spectator").vars).toMatchObject({ turns: 1, "offers[2]": 1 });
    expect(code(() => e.applyMove(st, { seat: 2, action: "offer", args: {} }))).toBe("not-allowed");
    expect(code(() => e.applyMove(st, { seat: 0, action: "offer", args: { n: 1 } }))).toBe("not-allowed");
    st = e.applyMove(st, { seat: 1, action: "pass", args: {} });
    expect(e.decisions(st)).toMatchObject([{ seat: 2, rule: "turn" }]);
  });

  it("may end the game from inside their rule, and replay", async () => {
    const e = await loadEngine("table", files);
    let st = e.setup({ players: 2, seed: "c" });
    const moves: Move[] = [
      { seat: 0, action: "pass", args: {} },
      { seat: 0, action: "offer", args: {} },
      { seat: 1, action: "accept", args: {} },
    ];
    for (const m of moves) st = e.applyMove(st, m);
    expect(e.outcome(st)).toMatchObject({ winners: [], reason: "agreed draw" });
    const again = e.replay({
      game: "table",
      rulesVersion: "",
      seed: "c",
      players: 2,
      variant: "standard",
      options: {},
      moves,
    });
    expect(again).toEqual(st);
  });

  it("slow the playout path only in the variants that have them", async () => {
    // The fast playout path lists moves as numbers and cannot offer anytime moves; a variant
    // without any must keep it (classic Cuttle's playouts once fell 5× behind for cuttle-cards').
    const plain = TABLE.replace(/^anytime [\s\S]*?^}\n/gm, "").replace(
      'variant "standard"',
      'variant "plain"',
    );
    const casual =
      'variant "casual" extends "plain" {\n  title "Casual"\n}\nanytime concede(me: seat) { finish others(me) "conceded" }\n';
    const e = await loadEngine("table-variants", { "table.ludic": plain, "casual.ludic": casual });
    const rules = (await import(
      join(
        dirname(fileURLToPath(import.meta.url)),
        "..",
        "..",
        ".test-engines",
        "table-variants",
        "src",
        "rules.ts",
      )
    )) as { playFast(st: unknown): boolean };
    const base = e.setup({ players: 2, seed: "p", variant: "plain" });
    const withAnytime = e.setup({ players: 2, seed: "p", variant: "casual" });
    expect(e.legalMoves(withAnytime, 1)).toEqual([{ seat: 1, action: "concede", args: {} }]);
    expect(e.legalMoves(base, 1)).toEqual([]);
    expect(rules.playFast(base)).toBe(true);
    expect(rules.playFast(withAnytime)).toBe(false);
  });
});

/**
 * The `ending` moves a seat is sent (docs/server.md "What a client receives") are found from its
 * view alone: two states the seat cannot tell apart give it the same marks, however their hidden
 * cards and their next shuffles differ; a move that ends the game in every world (a concede) is
 * still marked.
 */
import { endingMoves, localTable } from "@ludic/client/local";
import { engine as cuttle } from "@ludic/cuttle";
import type { Move, Seat } from "@ludic/runtime";
import { engine as sutuEngine } from "@ludic/sutu";
import { describe, expect, it } from "vitest";
import type { AnyEngine } from "./engines.js";
import { Table } from "./table.js";

const sutu: AnyEngine = sutuEngine;

/** A re-deal of `state` that `seat` cannot tell apart from it. */
function redeal(engine: AnyEngine, state: unknown, seat: Seat, seed: string): unknown {
  if (engine.determinize === undefined) throw new Error(`${engine.meta.id} has no determinize`);
  return engine.determinize(state, seat, seed);
}

const key = (ms: readonly Move[]): string[] => ms.map((m) => JSON.stringify(m)).sort();

/** Whether playing `move` on `state` ends the game (what the old `ending` asked of the true state). */
function ends(engine: AnyEngine, state: unknown, move: Move): boolean {
  try {
    return engine.outcome(engine.applyMove(state, move)) !== null;
  } catch {
    return false;
  }
}

type HiddenStop = { state: unknown; other: unknown; seat: Seat; moves: Move[] };
let found: HiddenStop | undefined;
function hiddenStop(): HiddenStop {
  found ??= searchHiddenStop();
  return found;
}
/**
 * A Sutu position where a seat may Stop and whether the Stop ends the match hangs on what it
 * cannot see: Stop scores the round, the next round is dealt at once and a four-of-an-animal hand
 * is an instant win that can reach the target. Found by playing seeded random games; returned
 * with a re-deal the seat cannot tell apart in which the Stop does the other thing.
 */
function searchHiddenStop(): HiddenStop {
  for (let g = 0; g < 30; g++) {
    let s = sutu.setup({ players: 2, seed: `scan${g}` });
    let r = g * 7919 + 1;
    const rnd = (): number => {
      r = (r * 1103515245 + 12345) % 2147483648;
      return r / 2147483648;
    };
    for (let step = 0; step < 600 && sutu.outcome(s) === null; step++) {
      const seat = sutu.decisions(s)[0]?.seat as Seat;
      const moves = sutu.legalMoves(s, seat);
      const stop = moves.find((m) => m.action === "stop");
      if (stop) {
        for (let k = 0; k < 8; k++) {
          const other = redeal(sutu, s, seat, `alt${k}`);
          if (ends(sutu, other, stop) !== ends(sutu, s, stop)) return { state: s, other, seat, moves };
        }
      }
      s = sutu.applyMove(s, moves[Math.floor(rnd() * moves.length)] as Move);
    }
  }
  throw new Error("no Sutu position whose Stop hangs on hidden cards");
}

describe("ending moves", () => {
  it("are the same for two states a seat cannot tell apart (a Sutu Stop that hangs on the next deal)", () => {
    const { state, other, seat, moves } = hiddenStop();
    // The two states look the same from the seat, with the same moves…
    expect(sutu.view(other, seat)).toEqual(sutu.view(state, seat));
    expect(key(sutu.legalMoves(other, seat))).toEqual(key(moves));
    // …and the Stop ends the match in one and not in the other (the true state would tell).
    const stop = moves.find((m) => m.action === "stop") as Move;
    expect(ends(sutu, state, stop)).not.toBe(ends(sutu, other, stop));
    // The marks the seat is sent are the same for both.
    const marked = endingMoves(sutu, state, moves);
    expect(key(endingMoves(sutu, other, moves))).toEqual(key(marked));
    for (let k = 0; k < 4; k++)
      expect(key(endingMoves(sutu, redeal(sutu, state, seat, `again${k}`), moves))).toEqual(key(marked));
    // The server's table says the same, from the seat's view.
    expect(key(endingMoves(sutu, state, moves, sutu.view(state, seat)))).toEqual(key(marked));
  });

  it("still mark a move that ends the game in every world: Cuttle's concede, for both seats", () => {
    const table = Table.restore(cuttle, {
      game: "cuttle",
      rulesVersion: cuttle.meta.rulesVersion,
      seed: "ending-concede",
      players: 2,
      variant: "cuttle-cards",
      options: {},
      moves: [],
    });
    for (const seat of [0, 1]) {
      const moves = table.legalMoves(seat);
      expect(moves.map((m) => m.action)).toContain("concede");
      const marked = table.ending(moves, table.view(seat));
      expect(marked).toEqual([{ seat, action: "concede", args: {} }]);
    }
  });

  it("mark a Sutu Stop that reaches the target, whatever is dealt next", () => {
    // Every Stop the seeded games offer that ends the match in the true state and in every
    // re-deal the seat cannot tell apart is marked.
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      let s = sutu.setup({ players: 2, seed: `target${g}` });
      let r = g + 1;
      while (sutu.outcome(s) === null) {
        const seat = sutu.decisions(s)[0]?.seat as Seat;
        const moves = sutu.legalMoves(s, seat);
        const stop = moves.find((m) => m.action === "stop");
        if (stop && ends(sutu, s, stop)) {
          const always = [0, 1, 2, 3].every((k) => ends(sutu, redeal(sutu, s, seat, `w${k}`), stop));
          if (always) {
            expect(endingMoves(sutu, s, moves)).toEqual([stop]);
            checked++;
          }
        }
        r = (r * 1103515245 + 12345) % 2147483648;
        s = sutu.applyMove(s, moves[r % moves.length] as Move);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("are none for an engine that cannot re-deal a state (no determinize)", () => {
    const bare: AnyEngine = { ...cuttle, determinize: undefined };
    const s = cuttle.setup({ players: 2, seed: "bare", variant: "cuttle-cards" });
    const seat = cuttle.decisions(s)[0]?.seat as Seat;
    expect(endingMoves(bare, s, cuttle.legalMoves(s, seat))).toEqual([]);
  });

  it("are the same at a local table, for its person's seat, as the server finds them", () => {
    const { state, other, seat } = hiddenStop();
    const seats = [0, 1].map((s) => (s === seat ? "human" : "random"));
    const local = localTable(sutu, { start: state, seats, viewer: seat, paused: true, seed: "l" });
    const shown = local.getSnapshot();
    expect(shown.moves).toEqual(sutu.legalMoves(state, seat));
    expect(shown.ending).toEqual(endingMoves(sutu, other, shown.moves));
    // A spectator has no moves, so none that end the game.
    local.show("spectator");
    expect(local.getSnapshot().ending).toEqual([]);
  });
});

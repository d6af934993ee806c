import ticTacToe from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { localTable } from "./local.js";
import type { TableSnapshot } from "./source.js";

async function until<T extends TableSnapshot>(
  source: { getSnapshot(): T; subscribe(l: () => void): () => void },
  test: (s: T) => boolean,
): Promise<T> {
  if (test(source.getSnapshot())) return source.getSnapshot();
  return new Promise<T>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error("timed out")), 10_000);
    const off = source.subscribe(() => {
      if (!test(source.getSnapshot())) return;
      clearTimeout(guard);
      off();
      resolve(source.getSnapshot());
    });
  });
}

describe("a local table", () => {
  it("plays a person against the random bot to the end, showing the person's seat", async () => {
    const table = localTable(ticTacToe, { players: 2, seed: "t1", seats: ["human", "random"], viewer: 0 });
    for (;;) {
      const s = await until(table, (x) => x.outcome !== null || x.moves.length > 0);
      if (s.outcome !== null) break;
      expect(s.seat).toBe(0);
      const move = s.moves[0];
      if (move === undefined) throw new Error("no move");
      const before = s.seq;
      table.play(move);
      await until(table, (x) => x.seq > before);
    }
    expect(table.getSnapshot().outcome).not.toBeNull();
    await table.close();
    expect(table.getSnapshot().connection).toBe("closed");
  });

  it("refuses a move out of turn with the engine's code and keeps the position", () => {
    const table = localTable(ticTacToe, { players: 2, seed: "t2", seats: ["human", "human"], viewer: 1 });
    const cell = ticTacToe.legalMoves(ticTacToe.setup({ players: 2, seed: "t2" }), 0)[0];
    table.play({ action: cell?.action ?? "", args: cell?.args ?? {} });
    expect(table.getSnapshot().refusal?.code).toBe("not-your-turn");
    expect(table.getSnapshot().seq).toBe(0);
  });

  it("shows whoever must decide at a hot-seat table", async () => {
    const table = localTable(ticTacToe, { players: 2, seed: "t3", seats: ["human", "human"] });
    const first = table.getSnapshot();
    const move = first.moves[0];
    if (move === undefined) throw new Error("no move");
    table.play(move);
    expect(table.getSnapshot().seat).not.toBe(first.seat);
  });
});

describe("a local table's bots", () => {
  it("move only while someone watches the table, and stop when nobody does", async () => {
    let asked = 0;
    const table = localTable(ticTacToe, {
      players: 2,
      seed: "w1",
      seats: ["random", "random"],
      decide: (state, seat) => {
        asked += 1;
        return ticTacToe.legalMoves(state, seat)[0] as never;
      },
    });
    // Made, not watched (a render that React throws away): no bot is asked.
    expect(asked).toBe(0);
    expect(table.getSnapshot().seq).toBe(0);
    expect(table.getSnapshot().thinking).toBeNull();
    const done = await until(table, (x) => x.outcome !== null);
    expect(done.played).toHaveLength(done.seq);
    expect(done.thinking).toBeNull();
    expect(asked).toBe(done.seq);
  });

  it("pause, and a failed decision waits for retry with a fresh seed", async () => {
    const seeds: string[] = [];
    const table = localTable(ticTacToe, {
      players: 2,
      seed: "w2",
      seats: ["flaky", "human"],
      paused: true,
      decide: (state, seat, _bot, seed) => {
        seeds.push(seed);
        if (seeds.length === 1) throw new Error("no answer");
        return ticTacToe.legalMoves(state, seat)[0] as never;
      },
    });
    const off = table.subscribe(() => {});
    expect(table.getSnapshot()).toMatchObject({ paused: true, thinking: null, seq: 0 });
    table.pause(false);
    expect(table.getSnapshot().thinking).toBe(0);
    const failed = await until(table, (x) => x.botError !== null);
    expect(failed).toMatchObject({ botError: "no answer", thinking: null, seq: 0 });
    table.retry();
    const moved = await until(table, (x) => x.seq === 1);
    expect(moved.botError).toBeNull();
    expect(seeds[1]).not.toBe(seeds[0]);
    off();
  });

  it("resumes from a record's moves, and tells which moves end the game", () => {
    const first = localTable(ticTacToe, { players: 2, seed: "r1", seats: ["human", "human"] });
    // X takes the top row but for one cell; O plays below it.
    for (const cell of ["r0c0", "r1c0", "r0c1", "r1c1"]) first.play({ action: "place", args: { cell } });
    const { played, state } = first.getSnapshot();
    expect(played).toHaveLength(4);
    const again = localTable(ticTacToe, { players: 2, seed: "r1", seats: ["human", "human"], moves: played });
    expect(again.getSnapshot().state).toEqual(state);
    expect(again.getSnapshot().ending).toEqual([]); // tic-tac-toe's moves all take a cell: none is one click
    expect(again.getSnapshot().waiting).toEqual([0]);
  });
});

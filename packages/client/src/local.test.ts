import ticTacToe from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { localTable } from "./local.js";
import type { TableSnapshot } from "./source.js";

async function until(
  source: { getSnapshot(): TableSnapshot; subscribe(l: () => void): () => void },
  test: (s: TableSnapshot) => boolean,
) {
  if (test(source.getSnapshot())) return source.getSnapshot();
  return new Promise<TableSnapshot>((resolve, reject) => {
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

import { HIDDEN_CARD } from "@ludic/ui/describe";
import { describe, expect, it } from "vitest";
import { engineFor } from "./engines.js";
import { Table } from "./table.js";
import { SeatLogs, toldNames } from "./told.js";

describe("the log told for each seat", () => {
  it("names a hidden card to its owner only (Rat Jack: each seat hides one of its cards)", () => {
    const engine = engineFor("rat-jack");
    if (engine === undefined) throw new Error("no rat-jack");
    const table = Table.create(engine, { players: 2 });
    const logs = new SeatLogs(table);
    for (const viewer of [0, 1, "spectator"] as const) logs.of(viewer);
    const move = table.legalMoves(1).find((m) => m.action === "hide");
    if (move === undefined) throw new Error("seat 1 has nothing to hide");
    const card = move.args.card as string;
    const name = engine.meta.cards.find((c) => c.id === card)?.name as string;
    const attempt = table.attempt(move);
    if (!attempt.ok) throw new Error(attempt.message);
    table.commit(attempt.move, attempt.next);
    logs.told(move, (v) => table.view(v), new Set([0, 1, "spectator"]));
    const lineOf = (viewer: 0 | 1 | "spectator") => logs.of(viewer).find((l) => l.index === 0);
    const own = lineOf(1);
    expect(own?.kind === "move" && own.text).toContain(name);
    expect(own?.kind === "move" && own.text.startsWith("You ")).toBe(true);
    for (const other of [0, "spectator"] as const) {
      const line = lineOf(other);
      expect(line?.kind === "move" && line.text.startsWith("seat 1 ")).toBe(true);
      expect(line?.kind === "move" && line.text).toContain(HIDDEN_CARD);
      expect(JSON.stringify(logs.of(other))).not.toContain(name);
    }
    // A viewer nobody holds is told again from the record, the same way.
    const kept = [...logs.of(0)];
    const fresh = new SeatLogs(table);
    expect(fresh.of(0)).toEqual(kept);
    expect(toldNames(3, 2)).toEqual(["seat 0", "seat 1", "You"]);
  });
});

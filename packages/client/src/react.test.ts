import ticTacToe from "@ludic/tic-tac-toe";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localTable } from "./local.js";
import { type Game, useGame } from "./react.js";
import type { TableSource } from "./source.js";

/** A component that reads `useGame(source)`, says what it read, and hands it to `seen`. */
function Probe({ source, seen }: { source: TableSource & { rematch?(): void }; seen(g: Game): void }) {
  const g = useGame(source);
  seen(g);
  return createElement("p", null, `seat ${String(g.seat)}, ${g.moves.length} moves, move ${g.seq}`);
}

function read(source: TableSource & { rematch?(): void }): { game: Game; html: string } {
  let game: Game | null = null;
  const html = renderToString(
    createElement(Probe, {
      source,
      seen: (g) => {
        game = g;
      },
    }),
  );
  if (game === null) throw new Error("the component did not render");
  return { game, html };
}

describe("useGame", () => {
  it("gives a component the table's seat, view and moves, and plays through the source", () => {
    const table = localTable(ticTacToe, { players: 2, seed: "g1", seats: ["human", "human"] });
    const first = read(table);
    expect(first.html).toContain("seat 0, 9 moves, move 0");
    expect(first.game.view?.viewer).toBe(0);
    expect(first.game.askRematch).toBeNull();
    const move = first.game.moves[0];
    if (move === undefined) throw new Error("no move");
    first.game.play(move);
    // At a hot-seat table the seat shown is the one that must decide now.
    const second = read(table);
    expect(second.html).toContain("seat 1, 8 moves, move 1");
    second.game.play({ action: "nonsense", args: {} });
    expect(read(table).game.refusal?.code).toBe("unknown-action");
  });

  it("offers a rematch where the source has one (an online table)", () => {
    const table = localTable(ticTacToe, { players: 2, seed: "g2", seats: ["human", "human"] });
    let asked = 0;
    const online = Object.assign(Object.create(table) as TableSource, {
      getSnapshot: table.getSnapshot,
      subscribe: table.subscribe,
      play: table.play,
      close: table.close,
      rematch: () => {
        asked += 1;
      },
    });
    read(online).game.askRematch?.();
    expect(asked).toBe(1);
  });
});

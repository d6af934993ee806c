/**
 * What each client receives, checked on the wire over whole games of every game: every frame
 * a seat gets is decoded as colyseus.js decodes it, and its view and moves must be exactly the
 * engine's `view(state, seat)` and `legalMoves(state, seat)` at that move (replayed here from
 * the record the server hands out once the game is over) — nothing more. No frame carries the
 * seed, another seat's token, or a card the receiving seat cannot see.
 */
import { endingMoves } from "@ludic/client/local";
import type { GameRecord, View } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { ENGINES } from "../src/engines.js";
import type { RefusedMessage, StateMessage, TableMessage } from "../src/protocol.js";
import { chooser, Player, playOut, until } from "./harness.js";
import { useTestServer } from "./use-server.js";

const server = useTestServer("secrecy");

/** Every card id that appears face up anywhere in a view. */
function shownIds(view: View): Set<string> {
  const ids = new Set<string>();
  const walk = (cards: View["zones"][string]["cards"]): void => {
    for (const c of cards) {
      if ("id" in c && typeof c.id === "string") ids.add(c.id);
      if (c.attached) walk(c.attached);
    }
  };
  for (const z of Object.values(view.zones)) walk(z.cards);
  return ids;
}

describe.each([...ENGINES.values()].map((e) => [e.meta.id, e] as const))("%s", (_id, engine) => {
  it("sends each seat its own view and moves, and nothing else, over a whole game", async () => {
    const players = engine.meta.variants[0]?.players?.min ?? engine.meta.players.min;
    const first = await Player.create(server.url, { game: engine.meta.id, players });
    const tableId = (await until("a seat", () => first.table)).tableId;
    const seated = [first];
    for (let s = 1; s < players; s++) seated.push(await Player.join(server.url, tableId));
    const watcher = await Player.join(server.url, tableId, { spectate: true });
    await until("every state", () => [...seated, watcher].every((p) => p.latest));

    const moves = await playOut(seated, chooser(11), 20_000);
    await until("the spectator to see the end", () => watcher.latest?.seq === moves);
    const res = await fetch(`${server.http}/games/${tableId}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as GameRecord;
    expect(record.moves).toHaveLength(moves);

    // The states the game went through, replayed from its record.
    const states: unknown[] = [
      engine.setup({ players, seed: record.seed, variant: record.variant, options: record.options }),
    ];
    for (const m of record.moves) states.push(engine.applyMove(states.at(-1), m));
    const cardIds = new Set(engine.meta.cards.map((c) => c.id));
    const tokens = seated.map((p) => p.table?.token as string);
    expect(new Set(tokens).size).toBe(players);

    for (const p of [...seated, watcher]) {
      const viewer = p.seat;
      expect(p.frames.length).toBeGreaterThan(moves);
      for (const frame of p.frames) {
        // Checked on the raw bytes: no frame carries the seed or another seat's token.
        expect(frame.raw.includes(record.seed)).toBe(false);
        for (const [s, t] of tokens.entries()) if (s !== viewer) expect(frame.raw.includes(t)).toBe(false);
        if (frame.type === "table") {
          expect((frame.message as TableMessage).seat).toEqual(viewer);
          continue;
        }
        if (frame.type === "refused") {
          // A move overtaken by another seat's: the refusal names only cards this seat saw.
          const r = frame.message as RefusedMessage;
          const saw = new Set([
            ...shownIds(engine.view(states[r.seq], viewer)),
            ...shownIds(engine.view(states[r.sentAt ?? r.seq], viewer)),
          ]);
          for (const word of r.message.split(/[^\w-]+/))
            if (cardIds.has(word)) expect(saw.has(word)).toBe(true);
          continue;
        }
        expect(frame.type).toBe("state");
        const m = frame.message as StateMessage;
        const state = states[m.seq];
        const expected = engine.view(state, viewer);
        expect(m.view).toEqual(expected);
        expect(m.moves).toEqual(viewer === "spectator" ? [] : engine.legalMoves(state, viewer));
        // The moves that end the game are among its own moves, found on the true position as at one screen.
        expect(m.ending).toEqual(endingMoves(engine, state, m.moves));
        // And, said the plain way: no card is face up in the frame unless the engine shows it to this seat.
        const allowed = shownIds(expected);
        for (const id of shownIds(m.view)) expect(allowed.has(id)).toBe(true);
      }
    }
    await Promise.all([...seated, watcher].map((p) => p.leave()));
  });
});

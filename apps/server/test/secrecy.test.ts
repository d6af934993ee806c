/**
 * What each client receives, checked on the wire over whole games of every game: every frame
 * a seat gets is decoded as colyseus.js decodes it, and its view and moves must be exactly the
 * engine's `view(state, seat)` and `legalMoves(state, seat)` at that move (replayed here from
 * the record the server hands out once the game is over) — nothing more; the moves it marks as
 * ending the game are those found on a re-deal of that state the seat cannot tell apart. No frame carries the
 * seed, another seat's token, or a card the receiving seat cannot see.
 *
 * The log lines each seat is sent: every accepted move gives every connection its lines, with the
 * state of that move; they are what the local table's describer says from that seat's side
 * (`@ludic/ui/describe`, over the same views); and no line names a card that seat saw neither
 * before nor after the move.
 */
import { type LogLine, nameSeats, type StateFrame, stateReader } from "@ludic/client";
import { endingMoves } from "@ludic/client/local";
import type { GameRecord, Seat, View } from "@ludic/runtime";
import { catalogueOf, entriesForMove, type LogEntry, tableWords } from "@ludic/ui/describe";
import { describe, expect, it } from "vitest";
import { type AnyEngine, ENGINES } from "../src/engines.js";
import type { RefusedMessage, TableMessage } from "../src/protocol.js";
import { toldNames } from "../src/told.js";
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

/**
 * The log of a whole game as the local table tells it to `viewer`, with `names` for the seats:
 * the deal's lines, then each move's.
 */
function toldLocally(
  engine: AnyEngine,
  states: readonly unknown[],
  record: GameRecord,
  viewer: Seat | "spectator",
  names: readonly string[],
): { deal: LogEntry[]; moves: LogEntry[][] } {
  const cards = catalogueOf(engine.meta);
  const first = engine.view(states[0], viewer);
  const words = tableWords(engine.meta, first, names);
  return {
    deal: first.log.map((line) => ({ kind: "event", line, index: null })),
    moves: record.moves.map((move, i) =>
      entriesForMove(
        words,
        cards,
        move,
        i,
        viewer,
        engine.view(states[i], viewer),
        engine.view(states[i + 1], viewer),
      ),
    ),
  };
}

/** The log up to move `seq`. */
function upTo(told: { deal: LogEntry[]; moves: LogEntry[][] }, seq: number): LogEntry[] {
  return [...told.deal, ...told.moves.slice(0, seq).flat()];
}

/** Whether `text` says `name` as whole words ("blue rat 1" is not in "blue rat 12"). */
function said(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(text);
}

/**
 * Cards a log line names that the seat saw neither before nor after the move: by id (a token of
 * the line) or by name (a name no card it saw shares).
 */
function unseenCards(engine: AnyEngine, line: LogLine, seen: ReadonlySet<string>): string[] {
  const catalogue = catalogueOf(engine.meta);
  const seenNames = new Set([...seen].map((id) => catalogue.get(id)?.name));
  const text = line.kind === "move" ? line.text : line.line;
  const tokens = new Set(text.split(/[^\w-]+/));
  const found: string[] = [];
  for (const card of catalogue.values()) {
    if (seen.has(card.id)) continue;
    if (tokens.has(card.id)) found.push(card.id);
    else if (line.kind === "move" && !seenNames.has(card.name) && said(text, card.name))
      found.push(card.name);
  }
  return found;
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
      // The log as the server should tell it to this seat (other seats named "seat N").
      const told = toldLocally(engine, states, record, viewer, toldNames(players, viewer));
      expect(p.frames.length).toBeGreaterThan(moves);
      // The frames' views as the client puts them together (each patches the one before).
      const read = stateReader();
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
        const m = read(frame.message as StateFrame);
        const state = states[m.seq];
        const expected = engine.view(state, viewer);
        expect(m.view).toEqual(expected);
        expect(m.moves).toEqual(viewer === "spectator" ? [] : engine.legalMoves(state, viewer));
        // The moves marked as ending the game are found from this seat's view alone: the same as
        // those found on a re-deal of the state it cannot tell apart (other hidden cards, another
        // seed), so they tell nothing of what it cannot see. A spectator has none.
        if (viewer === "spectator") expect(m.ending).toEqual([]);
        else {
          const redealt = engine.determinize?.(state, viewer, `secrecy:${m.seq}`);
          expect(redealt).toBeDefined();
          expect(engine.view(redealt, viewer)).toEqual(expected);
          expect(m.ending).toEqual(endingMoves(engine, redealt, m.moves));
          for (const e of m.ending) expect(m.moves).toContainEqual(e);
        }
        // And, said the plain way: no card is face up in the frame unless the engine shows it to this seat.
        const allowed = shownIds(expected);
        for (const id of shownIds(m.view)) expect(allowed.has(id)).toBe(true);
        // Its log lines are exactly the describer's for this seat: on joining the whole log so
        // far, after a move that move's lines.
        if (m.log !== undefined) {
          if (m.log.from === 0) expect(m.log.lines).toEqual(upTo(told, m.seq));
          else {
            expect(m.log.from).toBe(upTo(told, m.seq - 1).length);
            expect(m.log.lines).toEqual(told.moves[m.seq - 1]);
          }
        }
      }
      // No line names a card the seat saw neither before nor after the move it tells.
      const deal = shownIds(engine.view(states[0], viewer));
      for (const line of told.deal) expect(unseenCards(engine, line, deal)).toEqual([]);
      told.moves.forEach((lines, i) => {
        const seen = new Set([
          ...shownIds(engine.view(states[i], viewer)),
          ...shownIds(engine.view(states[i + 1], viewer)),
        ]);
        for (const line of lines) expect(unseenCards(engine, line, seen), JSON.stringify(line)).toEqual([]);
      });
      // After its first state a connection is sent what changed, not the whole view again.
      const patched = p.frames.filter(
        (f) => f.type === "state" && (f.message as StateFrame).patch !== undefined,
      );
      expect(patched.length).toBeGreaterThanOrEqual(moves);
      // Every accepted move gave this connection its lines, with the state of that move.
      for (const s of p.states.filter((s, i) => i > 0 && s.seq === (p.states[i - 1]?.seq ?? 0) + 1))
        expect(
          s.log?.lines.some((l) => l.index === s.seq - 1),
          `move ${s.seq - 1}`,
        ).toBe(true);
      // The whole log, put together as @ludic/client does, has a line for every move, and with
      // the table's seat names put in it is what the local table says with those names.
      let log: LogLine[] = [];
      for (const s of p.states) if (s.log) log = [...log.slice(0, s.log.from), ...s.log.lines];
      for (let i = 0; i < moves; i++)
        expect(
          log.some((l) => l.index === i),
          `move ${i}`,
        ).toBe(true);
      const names = toldNames(players, viewer).map((n, s) => (s === viewer ? n : `Player ${s + 1}`));
      expect(nameSeats(log, names)).toEqual(upTo(toldLocally(engine, states, record, viewer, names), moves));
    }
    await Promise.all([...seated, watcher].map((p) => p.leave()));
  });
});

import cuttle from "@ludic/cuttle";
import type { Engine, GameRecord } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import {
  decodeSavedGame,
  encodeSavedGame,
  linkPayload,
  parseSavedGame,
  RecordError,
  recordFileName,
  savedGameJson,
} from "./record.js";
import { defaultPlan, startSession } from "./session.js";

const engine = cuttle as unknown as Engine;

/** A real Cuttle game: up to 40 moves, each picked from the legal ones by a fixed rule. */
function played(): GameRecord {
  // Two people at one screen: the table shows whoever must decide, and plays their moves.
  const plan = defaultPlan(engine.meta, "classic", "rec-1");
  const s = startSession(engine, { ...plan, seats: plan.seats.map((x) => ({ ...x, kind: "person" })) });
  for (let i = 0; i < 40 && engine.outcome(s.state) === null; i++) {
    const { moves, seq } = s.table.getSnapshot();
    const move = moves[(i * 7) % moves.length];
    if (!move) break;
    s.table.play(move);
    expect(s.table.getSnapshot().seq).toBe(seq + 1);
  }
  return s.record;
}

describe("game records", () => {
  const record = played();

  it("a session's record replays to the same game", () => {
    expect(record.moves.length).toBeGreaterThan(20);
    expect(record).toMatchObject({
      game: "cuttle",
      seed: "rec-1",
      players: 2,
      variant: "classic",
      options: {},
    });
    const s = engine.replay(record);
    expect(engine.view(s, "spectator").log.length).toBeGreaterThan(0);
  });

  it("a link round-trips the record and the names, compressed", async () => {
    const saved = { record, seatNames: ["You", "Bot (easy)"] };
    const code = await encodeSavedGame(saved);
    expect(code).toMatch(/^z[\w-]+$/);
    expect(code.length).toBeLessThan(JSON.stringify(saved).length);
    expect(await decodeSavedGame(code)).toEqual(saved);
    expect(linkPayload(`http://127.0.0.1:5173/#/replay/${code}`)).toBe(code);
    expect(linkPayload(code)).toBe(code);
    expect(linkPayload("hello there")).toBeNull();
  });

  it("a damaged link is a RecordError saying so", async () => {
    const code = await encodeSavedGame({ record });
    await expect(decodeSavedGame(code.slice(0, code.length / 2))).rejects.toThrow(/damaged/);
    await expect(decodeSavedGame("abc")).rejects.toThrow(RecordError);
  });

  it("a download is a plain GameRecord (plus the names) that loads back", () => {
    const json = savedGameJson({ record, seatNames: ["A", "B"] });
    const data = JSON.parse(json) as GameRecord;
    expect(engine.replay(data)).toEqual(engine.replay(record));
    expect(parseSavedGame(data)).toEqual({ record, seatNames: ["A", "B"] });
    expect(parseSavedGame({ record })).toEqual({ record });
    const rematch = { ...record, startSeat: 1, moves: [] };
    expect(parseSavedGame(JSON.parse(savedGameJson({ record: rematch })))).toEqual({ record: rematch });
    expect(engine.decisions(engine.replay(rematch))[0]?.seat).toBe(0); // seat 1 deals, seat 0 moves first
    expect(recordFileName(record)).toBe(`cuttle-rec-1-${record.moves.length}-moves.json`);
    expect(recordFileName({ ...record, seed: "a b/c #2" })).toMatch(/^cuttle-a-b-c-2-\d+-moves\.json$/);
  });

  it("loading refuses what is not a record, saying what is wrong", () => {
    expect(() => parseSavedGame([])).toThrow(/JSON object/);
    expect(() => parseSavedGame({ ...record, game: 3 })).toThrow(/names no game/);
    expect(() => parseSavedGame({ ...record, moves: "x" })).toThrow(/no list of moves/);
    expect(() => parseSavedGame({ ...record, moves: [{ seat: 0 }] })).toThrow(/move 1 has no action/);
    expect(() => parseSavedGame({ ...record, moves: [{ seat: 0, action: "a", args: { c: [] } }] })).toThrow(
      /argument c/,
    );
    // Names that do not fit the seats are dropped, not trusted.
    expect(parseSavedGame({ ...record, seatNames: ["only one"] })).toEqual({ record });
  });
});

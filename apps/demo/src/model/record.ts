/**
 * Game records: every game is a `GameRecord` (the setup and the moves; `engine.replay` rebuilds
 * it). A record is downloaded as JSON, loaded from a file, or shared as a link whose hash holds
 * the record compressed (deflate) and base64url-encoded.
 */
import type { GameOptions, GameRecord, Move } from "@ludic/runtime";
import { packText, unpackText } from "./link-code.js";

/** A record as the app stores and shares it: the engine's record plus who sat where. */
export interface SavedGame {
  record: GameRecord;
  /** The names at the table, by seat (absent: "Seat 1", "Seat 2", …). */
  seatNames?: string[];
}

export class RecordError extends Error {}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function checkMove(m: unknown, i: number): Move {
  if (!isObject(m)) throw new RecordError(`move ${i + 1} is not an object`);
  if (typeof m.seat !== "number" || !Number.isInteger(m.seat) || m.seat < 0)
    throw new RecordError(`move ${i + 1} has no seat`);
  if (typeof m.action !== "string") throw new RecordError(`move ${i + 1} has no action`);
  const args = m.args ?? {};
  if (!isObject(args)) throw new RecordError(`move ${i + 1}: args must be an object`);
  for (const [k, v] of Object.entries(args))
    if (typeof v !== "string" && typeof v !== "number")
      throw new RecordError(`move ${i + 1}: argument ${k} must be a string or a number`);
  return { seat: m.seat, action: m.action, args: args as Move["args"] };
}

/**
 * A saved game from parsed JSON: a bare `GameRecord` (as `engine.replay` takes it, with
 * `seatNames` beside its fields or not) or `{ record, seatNames }`. Throws a `RecordError`
 * saying what is wrong.
 */
export function parseSavedGame(data: unknown): SavedGame {
  if (!isObject(data)) throw new RecordError("a game record is a JSON object");
  const r = isObject(data.record) ? data.record : data;
  if (typeof r.game !== "string" || r.game === "") throw new RecordError("the record names no game");
  if (typeof r.seed !== "string") throw new RecordError("the record has no seed");
  if (typeof r.players !== "number" || !Number.isInteger(r.players) || r.players < 1)
    throw new RecordError("the record has no player count");
  if (r.variant !== undefined && typeof r.variant !== "string")
    throw new RecordError("the record's variant must be a string");
  if (r.options !== undefined && !isObject(r.options))
    throw new RecordError("the record's options must be an object");
  if (!Array.isArray(r.moves)) throw new RecordError("the record has no list of moves");
  const record: GameRecord = {
    game: r.game,
    rulesVersion: typeof r.rulesVersion === "string" ? r.rulesVersion : "",
    seed: r.seed,
    players: r.players,
    variant: typeof r.variant === "string" ? r.variant : "",
    options: (r.options ?? {}) as GameOptions,
    // The seat setup() was told to start from (a rematch), so the replay starts there too.
    ...(typeof r.startSeat === "number" && Number.isInteger(r.startSeat) ? { startSeat: r.startSeat } : {}),
    moves: r.moves.map(checkMove),
  };
  const names = data.seatNames;
  const seatNames =
    Array.isArray(names) && names.length === record.players && names.every((n) => typeof n === "string")
      ? (names as string[])
      : undefined;
  return seatNames ? { record, seatNames } : { record };
}

/** The JSON a download holds: the record's own fields first (so it is a plain GameRecord), then the names. */
export function savedGameJson(game: SavedGame): string {
  return `${JSON.stringify({ ...game.record, ...(game.seatNames ? { seatNames: game.seatNames } : {}) }, null, 2)}\n`;
}

/** `cuttle-k3x9qa-42-moves.json`. */
export function recordFileName(record: GameRecord): string {
  const seed = record.seed.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "") || "game";
  return `${record.game}-${seed}-${record.moves.length}-moves.json`;
}

/** A saved game as the text of a link: `z` + base64url(deflate(JSON)). */
export async function encodeSavedGame(game: SavedGame): Promise<string> {
  return `z${await packText(JSON.stringify(game))}`;
}

/** The saved game a link holds; a `RecordError` when the text is damaged or not a record. */
export async function decodeSavedGame(text: string): Promise<SavedGame> {
  if (!text.startsWith("z")) throw new RecordError("this link holds no game record");
  let json: string;
  try {
    json = await unpackText(text.slice(1));
  } catch {
    throw new RecordError("this link's game record is damaged (was it cut short?)");
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new RecordError("this link's game record is damaged");
  }
  return parseSavedGame(data);
}

/** The part of a pasted link (or bare code) after `#/replay/`. */
export function linkPayload(text: string): string | null {
  const t = text.trim();
  const at = t.indexOf("#/replay/");
  if (at >= 0) return t.slice(at + "#/replay/".length) || null;
  return /^z[\w-]+$/.test(t) ? t : null;
}

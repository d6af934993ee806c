/**
 * The game's story in words, move by move: one line per move ("Bot discards the nine of clubs"),
 * then what the engine logged while the move took effect (automatic steps, what a card's effect did),
 * then the visible cards that changed place without being named by the move. The live table and
 * the replay page both tell it from here; only the contract is used (moves, views before and after).
 */
import type { CardMeta, Move, Seat, View, ViewCard } from "@ludic/runtime";
import { paramsOf } from "./choices.js";
import { sentence } from "./grammar.js";
import { humanize } from "./labels.js";
import type { Words } from "./words.js";

/**
 * One line of the log: words already said, or a line the engine logged (with ids and "seat N").
 * `index` is the move the line tells (one line per move has it), null for what followed a move.
 */
export type LogEntry =
  | { kind: "move"; seat: Seat; text: string; index: number | null }
  | { kind: "event"; line: string; index: number | null };

/** Every card id the view shows (known cards and attachments included). */
export function visibleIds(view: View): Set<string> {
  const ids = new Set<string>();
  const add = (c: ViewCard) => {
    if ("id" in c) ids.add(c.id);
    for (const a of c.attached ?? []) add(a);
  };
  for (const zone of Object.values(view.zones)) for (const c of zone.cards) add(c);
  return ids;
}

export const HIDDEN_CARD = "a hidden card";

/**
 * The move as a viewer may read it: a card argument the viewer saw neither before nor after the
 * move becomes "a hidden card" (a seat always reads its own moves in full).
 */
export function moveAsSeen(
  move: Move,
  viewer: View["viewer"],
  before: View,
  after: View,
  cards: ReadonlyMap<string, CardMeta>,
): Move {
  if (viewer === move.seat) return move;
  const seen = new Set([...visibleIds(before), ...visibleIds(after)]);
  const args: Move["args"] = {};
  for (const [k, v] of Object.entries(move.args))
    args[k] = typeof v === "string" && cards.has(v) && !seen.has(v) ? HIDDEN_CARD : v;
  return { ...move, args };
}

/** "You discard the nine of clubs", "Bot discards the nine of clubs": the move with its mover. */
export function describeMove(
  words: Words,
  move: Move,
  viewer: View["viewer"],
  before: View,
  after: View,
  cards: ReadonlyMap<string, CardMeta>,
): string {
  return sentence(words.seatName(move.seat), words.describe(moveAsSeen(move, viewer, before, after, cards)));
}

/**
 * The lines the engine added to its log during one move. Engines keep only their latest lines,
 * so the old log may have lost lines at its start: the new ones are what follows the overlap.
 */
export function newLogLines(before: readonly string[], after: readonly string[]): string[] {
  for (let drop = 0; drop <= before.length; drop++) {
    const kept = before.length - drop;
    if (kept > after.length) continue;
    let same = true;
    for (let i = 0; i < kept && same; i++) same = before[drop + i] === after[i];
    if (same) return after.slice(kept);
  }
  return [...after];
}

function zoneOf(view: View): Map<string, string> {
  const at = new Map<string, string>();
  for (const [key, zone] of Object.entries(view.zones))
    for (const c of zone.cards) {
      if ("id" in c) at.set(c.id, key);
      for (const a of c.attached ?? []) if ("id" in a) at.set(a.id, key);
    }
  return at;
}

/**
 * Visible cards that changed zone during the move and that the move does not name (an ace's
 * effect sending every card of a row to a discard pile), grouped by where they went.
 */
export function movedCards(move: Move, before: View, after: View): { to: string; cards: string[] }[] {
  const named = new Set(Object.values(move.args).filter((v): v is string => typeof v === "string"));
  const was = zoneOf(before);
  const groups = new Map<string, string[]>();
  for (const [id, key] of zoneOf(after)) {
    const from = was.get(id);
    // A card seen for the first time counts too (a seven's reveal, a card drawn into your hand).
    if (from === key || named.has(id)) continue;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.entries()].map(([to, cards]) => ({ to, cards }));
}

/** The stem of an action's verb ("discards" → "discard"), to match an engine line to its move. */
function sameVerb(word: string, action: string, label: string): boolean {
  const stem = word.toLowerCase().replace(/(es|s)$/, "");
  const names = [action.toLowerCase(), label.toLowerCase().split(/\s+/)[0] ?? ""];
  return stem.length >= 3 && names.some((n) => n.startsWith(stem));
}

/**
 * Whether an engine line restates the move ("seat 1 discards 9C" for Discard 9C): it starts with
 * the mover, its verb is the action's, and it names every argument the move has. The engine's
 * line then replaces the move's own, since it may say more ("stops and gains 12").
 */
export function restatesMove(line: string, move: Move, words: Words): boolean {
  const m = /^seat (\d+) (\S+)/i.exec(line);
  if (!m || Number(m[1]) !== move.seat) return false;
  if (!sameVerb(m[2] ?? "", move.action, words.actionLabel(move.action))) return false;
  const params = paramsOf(words.meta, move.action);
  return Object.entries(move.args).every(([name, v]) => {
    const param = params.find((p) => p.name === name);
    if (param?.type === "seat") return new RegExp(`\\bseat ${v}\\b`, "i").test(line);
    // The value as the rules spell it, or as people read it ("column 4" for a column counted from 0).
    return line.includes(String(v)) || line.includes(words.value(param ?? { name, type: "value" }, v));
  });
}

/** Words an engine line may have beyond its mover, verb and the move's arguments without saying more. */
const LINKING = new Set(["with", "at", "from", "to", "on", "the", "a", "of", "into"]);

/** Whether an engine line that restates the move says anything the move's own words do not. */
function saysMore(line: string, move: Move, words: Words): boolean {
  const params = paramsOf(words.meta, move.action);
  const args = new Set(
    Object.entries(move.args).flatMap(([name, v]) => [
      String(v),
      ...words.value(params.find((p) => p.name === name) ?? { name, type: "value" }, v).split(/\s+/),
    ]),
  );
  const rest = line
    .replace(/^seat \d+ \S+/i, "")
    .replace(/\bseat (\d+)\b/gi, (_, n: string) => (args.has(n) ? "" : `seat ${n}`))
    .split(/[\s,.;:()]+/)
    .filter((w) => w !== "" && !args.has(w) && !LINKING.has(w.toLowerCase()));
  return rest.length > 0;
}

/** The log lines of one move: the move in words (or the engine's own line for it), the rest. */
export function entriesForMove(
  words: Words,
  cards: ReadonlyMap<string, CardMeta>,
  move: Move,
  index: number,
  viewer: View["viewer"],
  before: View,
  after: View,
): LogEntry[] {
  const fresh = newLogLines(before.log, after.log);
  const restated = fresh.findIndex((l) => restatesMove(l, move, words));
  // The engine's line replaces the move's own when it says more ("stops and gains 12"); one
  // that only repeats it ("seat 1 discards 9C") gives way to the move's words.
  const engineSays = restated >= 0 && saysMore(fresh[restated] ?? "", move, words);
  const entries: LogEntry[] = [];
  fresh.forEach((line, i) => {
    if (i === restated && !engineSays) return;
    entries.push({ kind: "event", line, index: i === restated ? index : null });
  });
  if (!engineSays)
    entries.unshift({
      kind: "move",
      seat: move.seat,
      text: describeMove(words, move, viewer, before, after, cards),
      index,
    });
  for (const group of movedCards(move, before, after)) {
    const names = group.cards.map((id) => cards.get(id)?.name ?? id);
    entries.push({
      kind: "move",
      seat: move.seat,
      text: `${capitalize(listWords(names.map((n) => `the ${n}`)))} ${names.length === 1 ? "goes" : "go"} to ${placeName(words, group.to)}`,
      index: null,
    });
  }
  return entries;
}

/** "the scrap", "the points of Bot", "your hand". */
function placeName(words: Words, key: string): string {
  let label = words.zoneLabel(key);
  // Words without the table's zone names: a per-seat zone's key still says whose it is.
  const perSeat = /^([^[]+)\[(\d+)\]$/.exec(key);
  const zone = perSeat && words.meta.zones.find((z) => z.name === perSeat[1]);
  if (label.includes("[") && perSeat && zone?.perSeat)
    label = `${humanize(zone.name)} of ${words.seatName(Number(perSeat[2]))}`;
  const yours = /^(.*) of You$/.exec(label);
  if (yours) return `your ${(yours[1] ?? "").toLowerCase()}`;
  return `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

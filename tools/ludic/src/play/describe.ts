/**
 * Moves and cards in words, from the engine's `meta` only, so `ludic play` works for every game.
 */
import {
  enumLabel,
  type GameMeta,
  type Move,
  type MoveArg,
  type Seat,
  type ValueWords,
  valueText,
} from "@ludic/runtime";

/** "playPoints" → "play points", "one_off" → "one off". */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

export function cardName(id: string, meta: GameMeta): string {
  const card = meta.cards.find((c) => c.id === id);
  if (!card || card.name === id) return id;
  return `${card.name} (${id})`;
}

/**
 * Every seat the CLI prints goes through here: "you" for the person playing, "seat N" for the
 * others, N counted from 0 as `--seat N` reads it, as the rules (`seats[0]`), their log lines
 * ("seat 1 deals"), scenarios (`move 1 …`) and `ludic test` and `ludic simulate` output count
 * them (docs/tooling.md "Seats in the CLI").
 */
export function seatName(seat: Seat, me: Seat | "spectator"): string {
  return seat === me ? "you" : `seat ${seat}`;
}

/** A seat-valued type as meta writes it: `seat`, `seat?`, `chooser`, `list<seat>`. */
const SEAT_TYPE = /^(list<)?(seat|chooser)\??>?\??$/;

/** How the terminal names seats and cards in values (@ludic/runtime valueText). */
export function cliWords(meta: GameMeta, me: Seat | "spectator"): ValueWords {
  return { seat: (s) => seatName(s, me), card: (id) => cardName(id, meta) };
}

function argText(value: MoveArg, type: string | undefined, meta: GameMeta, me: Seat | "spectator"): string {
  // Optional seats, choosers and lists of seats too: never a bare number beside "seat N".
  if (type !== undefined && SEAT_TYPE.test(type)) return valueText(value, type, meta, cliWords(meta, me));
  if (typeof value === "string" && (type === "card" || meta.cards.some((c) => c.id === value))) {
    return cardName(value, meta);
  }
  // An enum member reads as the rules' label ("hearts", "♥").
  const label = typeof value === "string" && type !== undefined ? enumLabel(meta, type, value) : undefined;
  if (label !== undefined && label !== value) return label;
  return typeof value === "string" ? words(value) : String(value);
}

/** "scuttle — card: Nine of hearts (9H), target: Nine of clubs (9C)", or "draw" without arguments. */
export function describeMove(move: Move, meta: GameMeta, me: Seat | "spectator"): string {
  const action = meta.actions.find((a) => a.name === move.action);
  const names = action ? action.params.map((p) => p.name) : [];
  // Parameters in declaration order first, then anything else the move carries.
  const keys = [
    ...names.filter((n) => n in move.args),
    ...Object.keys(move.args).filter((k) => !names.includes(k)),
  ];
  const text = (k: string) =>
    argText(move.args[k] as MoveArg, action?.params.find((p) => p.name === k)?.type, meta, me);
  if (keys.length === 0) return words(move.action);
  // One argument reads as a phrase ("take card: Ace of spades (AS)"); several get their names.
  if (keys.length === 1) return `${words(move.action)}: ${text(keys[0] as string)}`;
  return `${words(move.action)} — ${keys.map((k) => `${words(k)}: ${text(k)}`).join(", ")}`;
}

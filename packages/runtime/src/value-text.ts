/**
 * One printer for the values views and moves carry, for every text a person reads (the CLI, the
 * table): an enum member reads as its label, a seat as the name its reader gives seats, `none` as
 * "none", a card by its name. Types come from `meta` (`vars`, action params, options), so the
 * printer needs nothing of a particular game.
 */
import type { GameMeta, Seat } from "./types.js";

export interface ValueWords {
  /** A seat as its reader names seats ("Seat 2", "Bot B", "you"). Default: `Seat ${seat + 1}`. */
  seat?: (seat: Seat) => string;
  /** A card by id. Default: the card's `name` from meta, else the id. */
  card?: (id: string) => string;
  /** A board cell ("r3c4"). Default: as it is. */
  cell?: (cell: string) => string;
}

/** The type meta gives a variable's values (`meta.vars`): "seat", "Suit", "list<Card>", "seat?". */
export function varTypeOf(meta: GameMeta, name: string): string | undefined {
  return meta.vars?.find((v) => v.name === name)?.type;
}

/** The label of an enum's member, when `type` names an enum of the rules that has it. */
export function enumLabel(meta: GameMeta, type: string, member: string): string | undefined {
  const members = meta.enums && Object.hasOwn(meta.enums, type) ? meta.enums[type] : undefined;
  return members?.find((m) => m.name === member)?.label;
}

/**
 * A value as words. `type` is the value's type as meta names it; without one (an engine built
 * before meta had `vars`) seats and enum members stay as the engine keeps them.
 */
export function valueText(
  value: unknown,
  type: string | undefined,
  meta: GameMeta,
  words: ValueWords = {},
): string {
  if (value === null || value === undefined) return "none";
  const t = type?.endsWith("?") ? type.slice(0, -1) : type;
  const list = t && /^list<(.+)>$/.exec(t);
  if (Array.isArray(value)) {
    if (value.length === 0) return "empty";
    return value.map((v) => valueText(v, list ? list[1] : undefined, meta, words)).join(", ");
  }
  if (typeof value === "number") {
    if (t === "chooser" && value === -1) return "auto";
    if (t === "seat" || t === "chooser") return words.seat ? words.seat(value) : `Seat ${value + 1}`;
    return String(value);
  }
  if (typeof value === "string") {
    const card = t === "card" || meta.cards.some((c) => (t === undefined ? c.id === value : c.type === t));
    if (card) {
      return words.card ? words.card(value) : (meta.cards.find((c) => c.id === value)?.name ?? value);
    }
    if (t === "cell") return words.cell ? words.cell(value) : value;
    if (t !== undefined) return enumLabel(meta, t, value) ?? value;
    return value;
  }
  if (typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? String(value);
}

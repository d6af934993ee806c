/**
 * meta.cards written as rows: one array per card, its values in the order its card type's columns
 * name them, and one small function in meta.ts that rebuilds the CardMeta objects at load. A deck
 * of 52 objects repeats every key and every `name` twice; as rows a card is its values only, which
 * halves what meta.cards adds to an engine's gzip bundle (#18 item 5).
 */
import type { CardMeta } from "@ludic/runtime";

type Cell = string | number | boolean | null;

/** The rows' JSON: per card type its attribute and appearance keys; per card its values. */
export interface CardRows {
  /** Card type → [attribute keys, appearance keys]. */
  types: Record<string, [string[], string[]]>;
  /** [type, id, ...attribute values, ...appearance values (null: absent), help (null: none)]. */
  rows: Cell[][];
}

/** The rows of `cards` (meta-data.ts builds them); `expandCardRows` below gives them back. */
export function cardRows(cards: readonly CardMeta[]): CardRows {
  const types: CardRows["types"] = Object.create(null);
  for (const c of cards) {
    types[c.type] ??= [[], []];
    const columns = types[c.type] as [string[], string[]];
    for (const k of Object.keys(c.attributes)) if (!columns[0].includes(k)) columns[0].push(k);
    for (const k of Object.keys(c.appearance ?? {})) if (!columns[1].includes(k)) columns[1].push(k);
  }
  const rows = cards.map((c): Cell[] => {
    const [attributes, appearance] = types[c.type] as [string[], string[]];
    const looks = (c.appearance ?? {}) as Record<string, string | undefined>;
    // A card lacking an attribute its type has elsewhere would come back with it: refuse.
    if (Object.keys(c.attributes).join() !== attributes.join())
      throw new Error(`card ${c.id}: its attributes are not its type's columns`);
    return [
      c.type,
      c.id,
      ...attributes.map((k) => c.attributes[k] as Cell),
      ...appearance.map((k) => looks[k] ?? null),
      c.help ?? null,
    ];
  });
  return { types: { ...types }, rows };
}

/**
 * The function meta.ts carries to rebuild meta.cards (its text, printed as is). It must give back
 * exactly what `cardRows` was given: meta-cards.test.ts runs it on every game's cards.
 */
export const EXPAND_CARD_ROWS = `/** meta from its JSON: meta.cards come as rows (emit/meta-cards.ts), one per card. */
function fromJson(m: Omit<GameMeta, "cards"> & { cards: { types: Record<string, [string[], string[]]>; rows: (string | number | boolean | null)[][] } }): GameMeta {
  const cards = m.cards.rows.map(([type, id, ...values]) => {
    const [keys, looks] = m.cards.types[type as string] as [string[], string[]];
    const attributes = Object.fromEntries(keys.map((k, i) => [k, values[i]]));
    const appearance = Object.fromEntries(looks.flatMap((k, i) => (values[keys.length + i] === null ? [] : [[k, values[keys.length + i]]])));
    const help = values[keys.length + looks.length];
    const name = typeof attributes.name === "string" ? attributes.name : id;
    return { id, type, name, attributes, ...(Object.keys(appearance).length > 0 ? { appearance } : {}), ...(help === null ? {} : { help }) };
  });
  return { ...m, cards: cards as GameMeta["cards"] };
}`;

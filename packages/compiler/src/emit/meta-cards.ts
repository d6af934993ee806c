/**
 * meta.cards written as columns: per card type, one list per value (id, each attribute, each
 * appearance key, help) over the type's cards, and one small function in meta.ts that rebuilds
 * the CardMeta objects at load. A deck of 52 objects repeats every key and every `name` twice,
 * and a row per card still repeats its type's values that every card shares (`"black"`, `"♣"`);
 * as columns a value every card of its type has is written once (a list of one), and a column
 * equal to an earlier one is written as that column's index (#18 item 5).
 */
import type { CardMeta } from "@ludic/runtime";

type Cell = string | number | boolean | null;

/** A column: a value per card of the type; one value every card of the type has; or an earlier column's index. */
export type CardColumn = Cell[] | number;

/** The columns' JSON. */
export interface CardColumns {
  /** Card type → [attribute keys, appearance keys]. */
  types: Record<string, [string[], string[]]>;
  /** The cards in meta order, as runs of one type: [type, how many]. */
  runs: [string, number][];
  /** Card type → its columns: id, the attributes, the appearance (null: absent), help (null: none). */
  columns: Record<string, CardColumn[]>;
}

/** The columns of `cards` (meta-data.ts builds them); `fromJson` below gives them back. */
export function cardColumns(cards: readonly CardMeta[]): CardColumns {
  const types: CardColumns["types"] = Object.create(null);
  for (const c of cards) {
    types[c.type] ??= [[], []];
    const keys = types[c.type] as [string[], string[]];
    for (const k of Object.keys(c.attributes)) if (!keys[0].includes(k)) keys[0].push(k);
    for (const k of Object.keys(c.appearance ?? {})) if (!keys[1].includes(k)) keys[1].push(k);
  }
  const runs: CardColumns["runs"] = [];
  const values: Record<string, Cell[][]> = Object.create(null);
  for (const c of cards) {
    const [attributes, appearance] = types[c.type] as [string[], string[]];
    const looks = (c.appearance ?? {}) as Record<string, string | undefined>;
    // A card lacking an attribute its type has elsewhere would come back with it: refuse.
    if (Object.keys(c.attributes).join() !== attributes.join())
      throw new Error(`card ${c.id}: its attributes are not its type's columns`);
    const row: Cell[] = [
      c.id,
      ...attributes.map((k) => c.attributes[k] as Cell),
      ...appearance.map((k) => looks[k] ?? null),
      c.help ?? null,
    ];
    const cols = (values[c.type] ??= row.map(() => []));
    for (const [j, v] of row.entries()) cols[j]?.push(v);
    const last = runs[runs.length - 1];
    if (last?.[0] === c.type) last[1] += 1;
    else runs.push([c.type, 1]);
  }
  const same = (a: Cell[], b: Cell[]) => JSON.stringify(a) === JSON.stringify(b);
  const columns: CardColumns["columns"] = Object.create(null);
  for (const [type, cols] of Object.entries(values)) {
    columns[type] = cols.map((col, j): CardColumn => {
      const earlier = cols.findIndex((other, i) => i < j && same(other, col));
      if (earlier >= 0) return earlier;
      return col.every((v) => v === col[0]) ? [col[0] as Cell] : col;
    });
  }
  return { types: { ...types }, runs, columns: { ...columns } };
}

/**
 * The function meta.ts carries to rebuild meta.cards (its text, printed as is). It must give back
 * exactly what `cardColumns` was given: meta-cards.test.ts runs it on every game's cards.
 */
export const EXPAND_CARD_COLUMNS = `/** meta from its JSON: meta.cards come as columns per card type (emit/meta-cards.ts). */
function fromJson(m: Omit<GameMeta, "cards"> & { cards: { types: Record<string, [string[], string[]]>; runs: [string, number][]; columns: Record<string, ((string | number | boolean | null)[] | number)[]> } }): GameMeta {
  type Cell = string | number | boolean | null;
  // How many cards of each type are built so far (a Map: a type may be named like an Object key).
  const seen = new Map<string, number>();
  const cards = m.cards.runs.flatMap(([type, count]) => Array.from({ length: count }, () => {
    const [keys, looks] = m.cards.types[type] as [string[], string[]];
    const columns = m.cards.columns[type] as (Cell[] | number)[];
    const i = seen.get(type) ?? 0;
    seen.set(type, i + 1);
    // Column j's value for this card: a list of one is every card's; a number is an earlier column.
    const at = (j: number): Cell => {
      const col = columns[j] as Cell[] | number;
      return typeof col === "number" ? at(col) : (col.length === 1 ? col[0] : col[i]) as Cell;
    };
    const id = at(0) as string;
    const attributes = Object.fromEntries(keys.map((k, j) => [k, at(1 + j)]));
    const appearance = Object.fromEntries(looks.flatMap((k, j) => (at(1 + keys.length + j) === null ? [] : [[k, at(1 + keys.length + j)]])));
    const help = at(1 + keys.length + looks.length);
    const name = typeof attributes.name === "string" ? attributes.name : id;
    return { id, type, name, attributes, ...(Object.keys(appearance).length > 0 ? { appearance } : {}), ...(help === null ? {} : { help }) };
  }));
  return { ...m, cards: cards as GameMeta["cards"] };
}`;

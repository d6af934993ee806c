/**
 * meta.cards written as columns: the cards as runs of one type (one run per type unless types
 * interleave), each run one list per value (id, each attribute, each appearance key, help) over
 * its cards, and one small function in meta.ts that rebuilds the CardMeta objects at load. A deck
 * of 52 objects repeats every key and every `name` twice, and a row per card still repeats the
 * values every card of its type shares (`"black"`, `"♣"`); as columns such a value is written
 * once (a list of one), and a column equal to an earlier one as that column's index (#18 item 5).
 */
import type { CardMeta } from "@ludic/runtime";

type Cell = string | number | boolean | null;

/** A column: a value per card of the run; one value every card of the run has; or an earlier column's index. */
export type CardColumn = Cell[] | number;

/** The columns' JSON. */
export interface CardColumns {
  /** Card type → [attribute keys, appearance keys]. */
  types: Record<string, [string[], string[]]>;
  /**
   * The cards in meta order, as runs of one type (one run per type unless types interleave):
   * [type, columns], the columns id (one value per card: ids differ), the attributes, the
   * appearance (null: absent), help (null: none).
   */
  runs: [string, CardColumn[]][];
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
  const runs: { type: string; values: Cell[][] }[] = [];
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
    let run = runs[runs.length - 1];
    if (run?.type !== c.type) {
      run = { type: c.type, values: row.map(() => []) };
      runs.push(run);
    }
    for (const [j, v] of row.entries()) run.values[j]?.push(v);
  }
  const same = (a: Cell[], b: Cell[]) => JSON.stringify(a) === JSON.stringify(b);
  const columns = (cols: Cell[][]): CardColumn[] =>
    cols.map((col, j): CardColumn => {
      // The ids are the run's length when it is read back: never shortened.
      if (j === 0) return col;
      const earlier = cols.findIndex((other, i) => i > 0 && i < j && same(other, col));
      if (earlier > 0) return earlier;
      return col.every((v) => v === col[0]) ? [col[0] as Cell] : col;
    });
  return { types: { ...types }, runs: runs.map((r): [string, CardColumn[]] => [r.type, columns(r.values)]) };
}

/**
 * The function meta.ts carries to rebuild meta.cards (its text, printed as is). It must give back
 * exactly what `cardColumns` was given: meta-cards.test.ts runs it on every game's cards.
 */
export const EXPAND_CARD_COLUMNS = `/** meta from its JSON: meta.cards come as runs of one type, a column per value (emit/meta-cards.ts): a column of one value is every card's, a number an earlier column. */
function fromJson(m: Omit<GameMeta, "cards"> & { cards: { types: Record<string, [string[], string[]]>; runs: [string, ((string | number | boolean | null)[] | number)[]][] } }): GameMeta {
  const cards = m.cards.runs.flatMap(([type, cols]) => (cols[0] as string[]).map((id, i) => {
    const [keys, looks] = m.cards.types[type] as [string[], string[]];
    const values = cols.slice(1).map((c) => (typeof c === "number" ? (cols[c] as unknown[]) : c)).map((c) => (c.length === 1 ? c[0] : c[i]));
    const attributes = Object.fromEntries(keys.map((k, i) => [k, values[i]]));
    const appearance = Object.fromEntries(looks.flatMap((k, i) => (values[keys.length + i] === null ? [] : [[k, values[keys.length + i]]])));
    const help = values[keys.length + looks.length];
    const name = typeof attributes.name === "string" ? attributes.name : id;
    return { id, type, name, attributes, ...(Object.keys(appearance).length > 0 ? { appearance } : {}), ...(help === null ? {} : { help }) };
  }));
  return { ...m, cards: cards as GameMeta["cards"] };
}`;

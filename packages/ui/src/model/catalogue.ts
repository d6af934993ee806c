import type { CardMeta, GameMeta } from "@ludic/runtime";

export type Catalogue = ReadonlyMap<string, CardMeta>;

const cache = new WeakMap<GameMeta, Catalogue>();

/** The rules' card catalogue by id (built once per meta object). */
export function catalogueOf(meta: GameMeta): Catalogue {
  let c = cache.get(meta);
  if (!c) {
    c = new Map(meta.cards.map((card) => [card.id, card]));
    cache.set(meta, c);
  }
  return c;
}

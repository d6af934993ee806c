/**
 * What the views together tell about a state. The engine contract has no "show me
 * everything" call, so a scenario's zone expectations are checked against the union of the
 * spectator's and every seat's view: a card is known where any viewer sees it. Cards hidden
 * from everyone (a shuffled deck) are known only by elimination: the catalogue cards seen
 * nowhere must be in the zones that still hold unknown cards.
 */
import type { Engine, Move, ViewCard } from "@ludic/runtime";

export interface Knowledge {
  /** Top-level zones by key: ids, null where no viewer sees the card. */
  zones: Map<string, (string | null)[]>;
  /** Attached cards by host id, bottom first. */
  attached: Map<string, (string | null)[]>;
  /** Where each seen id is: a zone key, or "on HOST". */
  where: Map<string, string>;
  /** Places (zone keys, "on HOST") that still hold cards no viewer sees. */
  unknownPlaces: Set<string>;
  /** Catalogue ids seen by nobody. */
  unseen: Set<string>;
}

export function gatherKnowledge<S, M extends Move>(
  engine: Engine<S, M>,
  state: S,
  players: number,
  outOfPlay: ReadonlySet<string> = new Set(),
): Knowledge {
  const paths = new Map<string, (string | null)[]>();
  const merge = (path: string, cards: ViewCard[]): void => {
    const slots = paths.get(path) ?? [];
    paths.set(path, slots);
    cards.forEach((card, i) => {
      if (i >= slots.length) slots.push(null);
      if ("id" in card && slots[i] === null) slots[i] = card.id;
      if (card.attached && card.attached.length > 0) merge(`${path}/${i}`, card.attached);
    });
  };
  const viewers: (number | "spectator")[] = ["spectator"];
  for (let p = 0; p < players; p++) viewers.push(p);
  for (const v of viewers) {
    for (const [key, zone] of Object.entries(engine.view(state, v).zones)) merge(key, zone.cards);
  }

  const k: Knowledge = {
    zones: new Map(),
    attached: new Map(),
    where: new Map(),
    unknownPlaces: new Set(),
    unseen: new Set(),
  };
  for (const [path, slots] of paths) {
    const cut = path.lastIndexOf("/");
    let place = path;
    if (cut < 0) k.zones.set(path, slots);
    else {
      const host = paths.get(path.slice(0, cut))?.[Number(path.slice(cut + 1))] ?? null;
      place = host === null ? `under a hidden card in ${path.split("/")[0]}` : `on ${host}`;
      if (host !== null) k.attached.set(host, slots);
    }
    for (const id of slots) {
      if (id === null) k.unknownPlaces.add(place);
      else k.where.set(id, place);
    }
  }
  for (const c of engine.meta.cards) if (!k.where.has(c.id)) k.unseen.add(c.id);
  // Cards a position put out of play are in no view: not among the unseen cards of the zones,
  // as long as the hidden places hold exactly the other unseen cards (none came back into play).
  const hidden = [...paths.values()].reduce((n, slots) => n + slots.filter((s) => s === null).length, 0);
  const out = [...outOfPlay].filter((id) => k.unseen.has(id));
  if (out.length > 0 && k.unseen.size - out.length === hidden) for (const id of out) k.unseen.delete(id);
  return k;
}

/** Is `id` in `place`? true/false when the views decide it, null when they cannot tell. */
export function isIn(k: Knowledge, id: string, place: string): boolean | null {
  const at = k.where.get(id);
  if (at !== undefined) return at === place;
  if (!k.unseen.has(id) || !k.unknownPlaces.has(place)) return false;
  return k.unknownPlaces.size === 1 ? true : null;
}

export function show(slots: readonly (string | null)[]): string {
  return slots.length === 0 ? "empty" : slots.map((s) => s ?? "?").join(" ");
}

/**
 * Cards as the table shows them. Every card on the table gets a `ref`: its id when the viewer
 * sees it, else its place (`display[1]@0`: zone key, then the index from the top or left), the
 * form in which moves name cards the mover cannot see. Decision controls compare move arguments
 * with these refs, so a hidden card can be a target without the UI ever learning its identity.
 */
import type { CardMeta, ViewCard, ViewZone } from "@ludic/runtime";
import type { Catalogue } from "./catalogue.js";
import { ordinal } from "./labels.js";

export interface TableCard {
  /** The id when visible, else `zone@index` (attached hidden cards: `host/index`). */
  ref: string;
  /** The catalogue entry when the viewer sees the card, null for a face-down card. */
  card: CardMeta | null;
  /** Cards attached to this one, bottom first. */
  attached: TableCard[];
}

export function isHidden(c: ViewCard): c is { hidden: true; attached?: ViewCard[] } {
  return "hidden" in c;
}

function tableCard(c: ViewCard, ref: string, catalogue: Catalogue): TableCard {
  const card = isHidden(c) ? null : (catalogue.get(c.id) ?? syntheticCard(c.id));
  const id = isHidden(c) ? ref : c.id;
  const attached = (c.attached ?? []).map((a, j) =>
    tableCard(a, isHidden(a) ? `${id}/${j}` : a.id, catalogue),
  );
  return { ref: id, card, attached };
}

/** A card id the catalogue does not list (should not happen): shown by its id. */
function syntheticCard(id: string): CardMeta {
  return { id, type: "Card", name: id, attributes: {} };
}

export function tableCards(key: string, zone: ViewZone, catalogue: Catalogue): TableCard[] {
  return zone.cards.map((c, i) => tableCard(c, `${key}@${i}`, catalogue));
}

/** The spoken name: "ten of hearts", "face-down card". */
export function cardName(c: TableCard): string {
  return c.card ? c.card.name : "face-down card";
}

/** "ten of hearts, with jack of clubs on it". */
export function cardNameWithAttachments(c: TableCard): string {
  if (c.attached.length === 0) return cardName(c);
  return `${cardName(c)}, with ${c.attached.map(cardName).join(" and ")} on it`;
}

/** A spoken label for a move argument that names a card by place: "face-down card, first in display of Seat 2". */
export function placeLabel(ref: string, zoneLabel: (key: string) => string): string | null {
  const m = /^(.+)@(\d+)$/.exec(ref);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  return `face-down card, ${ordinal(Number(m[2]) + 1)} in ${zoneLabel(m[1])}`;
}

/** Every ref on a list of cards, attached ones included. */
export function allRefs(cards: readonly TableCard[]): string[] {
  return cards.flatMap((c) => [c.ref, ...allRefs(c.attached)]);
}

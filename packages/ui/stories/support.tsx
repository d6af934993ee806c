/** Helpers shared by the stories: cards from a catalogue, and the Cuttle catalogue itself. */
import cuttle from "@ludic/cuttle";
import type { CardMeta } from "@ludic/runtime";
import type { TableCard } from "../src/model/cards.js";
import { catalogueOf } from "../src/model/catalogue.js";

export const cuttleCards = catalogueOf(cuttle.meta);

/** A visible card of the Cuttle deck by id ("10H"), with cards attached to it. */
export function up(id: string, ...attached: TableCard[]): TableCard {
  return { ref: id, card: cuttleCards.get(id) ?? null, attached };
}

/** A face-down card at a place ("hand[1]@0"). */
export function down(ref: string, ...attached: TableCard[]): TableCard {
  return { ref, card: null, attached };
}

export function fromMeta(card: CardMeta, ...attached: TableCard[]): TableCard {
  return { ref: card.id, card, attached };
}

import type { View, ViewCard } from "@ludic/runtime";

/** Calls `visit` for every card of a view zone, attached cards included (depth first). */
export function eachCard(cards: ViewCard[], visit: (card: ViewCard) => void): void {
  for (const card of cards) {
    visit(card);
    if (card.attached) eachCard(card.attached, visit);
  }
}

/** The id a viewer sees, or null for a hidden placeholder. */
export function cardId(card: ViewCard): string | null {
  return "id" in card ? card.id : null;
}

/** Every card of the view, attached ones included, hidden ones counted. */
export function countCards(view: View): number {
  let n = 0;
  for (const zone of Object.values(view.zones)) eachCard(zone.cards, () => n++);
  return n;
}

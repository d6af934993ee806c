/** What a viewer can see, for describing moves in a replay without naming hidden cards. */
import type { CardMeta, Move, View, ViewCard } from "@ludic/runtime";

/** Every card id the view shows (known cards and attachments included). */
export function visibleIds(view: View): Set<string> {
  const ids = new Set<string>();
  const add = (c: ViewCard) => {
    if ("id" in c) ids.add(c.id);
    for (const a of c.attached ?? []) add(a);
  };
  for (const zone of Object.values(view.zones)) for (const c of zone.cards) add(c);
  return ids;
}

export const HIDDEN_CARD = "a hidden card";

/**
 * The move as a viewer may read it: a card argument the viewer saw neither before nor after the
 * move becomes "a hidden card" (a seat always reads its own moves in full).
 */
export function moveAsSeen(
  move: Move,
  viewer: View["viewer"],
  before: View,
  after: View,
  cards: ReadonlyMap<string, CardMeta>,
): Move {
  if (viewer === move.seat) return move;
  const seen = new Set([...visibleIds(before), ...visibleIds(after)]);
  const args: Move["args"] = {};
  for (const [k, v] of Object.entries(move.args))
    args[k] = typeof v === "string" && cards.has(v) && !seen.has(v) ? HIDDEN_CARD : v;
  return { ...move, args };
}

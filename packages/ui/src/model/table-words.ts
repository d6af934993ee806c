/**
 * The words a table speaks with: the game's skin, its seat names and the zones' labels as the
 * table shows them ("Hand of Bot"). The table and whatever tells its log elsewhere (the game
 * server, for each seat) make them here, so a line reads the same wherever it is told.
 */
import type { GameMeta } from "@ludic/runtime";
import type { Catalogue } from "./catalogue.js";
import { humanize } from "./labels.js";
import type { TableLayout } from "./layout.js";
import type { Skin } from "./skin.js";
import { makeWords, type Words } from "./words.js";

/** Each zone's label by key; a seat's zone says whose it is ("Hand of You"). */
export function zoneLabelsOf(layout: TableLayout, seatNames?: readonly string[]): Map<string, string> {
  const all = [...layout.seats.flatMap((s) => s.zones), ...layout.centre];
  return new Map(
    all.map((z) => [
      z.key,
      z.seat === null ? z.label : `${z.label} of ${seatNames?.[z.seat] ?? `Seat ${z.seat + 1}`}`,
    ]),
  );
}

export function tableWordsOf(
  meta: GameMeta,
  catalogue: Catalogue,
  skin: Skin,
  layout: TableLayout,
  seatNames?: readonly string[],
): Words {
  const labels = zoneLabelsOf(layout, seatNames);
  return makeWords(meta, catalogue, skin, seatNames, (key) => labels.get(key) ?? humanize(key));
}

/**
 * `@ludic/ui/describe`: the game log's describer without React or styles, for a process that
 * tells a table's log away from the table (the game server tells each seat its lines). The same
 * functions the table and the replay page use (`model/history.ts`), with the table's own words.
 */
import type { GameMeta, View } from "@ludic/runtime";
import { catalogueOf } from "./model/catalogue.js";
import { layoutOf } from "./model/layout.js";
import { emptySkin, type Skin } from "./model/skin.js";
import { tableWordsOf } from "./model/table-words.js";
import type { Words } from "./model/words.js";

export { type Catalogue, catalogueOf } from "./model/catalogue.js";
export {
  entriesForMove,
  HIDDEN_CARD,
  type LogEntry,
  moveAsSeen,
  visibleIds,
} from "./model/history.js";
export { logText } from "./model/log.js";
export type { Words } from "./model/words.js";

/** The words of the table `view` is shown at (its layout's zone labels), as `Table` makes them. */
export function tableWords(
  meta: GameMeta,
  view: View,
  seatNames?: readonly string[],
  skin: Skin = emptySkin,
): Words {
  const layout = layoutOf(meta, view, skin.zoneLabel?.bind(skin));
  return tableWordsOf(meta, catalogueOf(meta), skin, layout, seatNames);
}

/**
 * The demo's skins: what it adds to a game's table beyond what the rules declare (docs/ui.md
 * "Skins"). The kit knows no game; the app picks the skin by the game's id and passes it to
 * `Table` / `GameTable` (`skin`). Every other game is drawn from its rules alone.
 */
import { emptySkin, type Skin } from "@ludic/ui";
import { kingdomBuilderSkin } from "./kingdom-builder.js";

const SKINS: Readonly<Record<string, Skin>> = { "kingdom-builder": kingdomBuilderSkin };

/** The demo's skin for a game (by `meta.id`), or the empty one. */
export function skinOf(game: string): Skin {
  return Object.hasOwn(SKINS, game) ? (SKINS[game] ?? emptySkin) : emptySkin;
}

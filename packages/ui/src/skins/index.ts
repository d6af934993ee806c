import type { GameMeta } from "@ludic/runtime";
import { cuttleSkin } from "./cuttle.js";
import { connectFourSkin, ticTacToeSkin } from "./examples.js";
import { kingdomBuilderSkin } from "./kingdom-builder.js";
import type { Skin } from "./skin.js";

export type { CellLook, CellToken, LegendEntry, MoveWords, SeatFigure, Skin } from "./skin.js";
export { connectFourSkin, cuttleSkin, kingdomBuilderSkin, ticTacToeSkin };

const SKINS: Skin[] = [cuttleSkin, ticTacToeSkin, connectFourSkin, kingdomBuilderSkin];

/**
 * The skin for a game's rules (its `meta`, or its id), or an empty one (generic rendering). What
 * the rules declare themselves (help texts, score lines, marks, card faces) is never in a skin.
 */
export function skinFor(game: GameMeta | string): Skin {
  const id = typeof game === "string" ? game : game.id;
  return SKINS.find((s) => s.game === id) ?? { game: id };
}

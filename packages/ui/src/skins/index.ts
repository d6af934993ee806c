import { cuttleSkin } from "./cuttle.js";
import { connectFourSkin, ticTacToeSkin } from "./examples.js";
import { kingdomBuilderSkin } from "./kingdom-builder.js";
import type { Skin } from "./skin.js";

export type { CellLook, CellToken, LegendEntry, MoveWords, SeatFigure, Skin } from "./skin.js";
export { connectFourSkin, cuttleSkin, kingdomBuilderSkin, ticTacToeSkin };

const SKINS: Skin[] = [cuttleSkin, ticTacToeSkin, connectFourSkin, kingdomBuilderSkin];

/** The skin registered for a game, or an empty one (generic rendering). */
export function skinFor(game: string): Skin {
  return SKINS.find((s) => s.game === game) ?? { game };
}

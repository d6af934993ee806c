import { cuttleSkin } from "./cuttle.js";
import { connectFourSkin, ticTacToeSkin } from "./examples.js";
import type { Skin } from "./skin.js";

export type { CellLook, MoveWords, SeatFigure, Skin } from "./skin.js";
export { connectFourSkin, cuttleSkin, ticTacToeSkin };

const SKINS: Skin[] = [cuttleSkin, ticTacToeSkin, connectFourSkin];

/** The skin registered for a game, or an empty one (generic rendering). */
export function skinFor(game: string): Skin {
  return SKINS.find((s) => s.game === game) ?? { game };
}

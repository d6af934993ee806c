import { cuttleSkin } from "./cuttle.js";
import type { Skin } from "./skin.js";

export type { CellLook, MoveWords, SeatFigure, Skin } from "./skin.js";
export { cuttleSkin };

const SKINS: Skin[] = [cuttleSkin];

/** The skin registered for a game, or an empty one (generic rendering). */
export function skinFor(game: string): Skin {
  return SKINS.find((s) => s.game === game) ?? { game };
}

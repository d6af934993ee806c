/** The fake card game with an applyMove that mutates its input, as an engine module. */
import { makeFakeGame } from "./card-game.js";

export default makeFakeGame({ mutatesInput: true });

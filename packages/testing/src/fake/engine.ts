/** The fake card game as an engine module (its default export), for tests that load engines by name. */
import { makeFakeGame } from "./card-game.js";

export default makeFakeGame();

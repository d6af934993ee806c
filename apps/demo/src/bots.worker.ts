/**
 * The bot worker: bots think here, off the page's thread, so the page never freezes. Engines are
 * loaded by game id from the same table as the page's (`games.ts`).
 */
import { registerEngines } from "@ludic/bots/worker";
import { ENGINES } from "./games.js";

registerEngines(ENGINES);

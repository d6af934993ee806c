/**
 * @ludic/baselines: the games the bench measures the generated engines against, each written by
 * hand in plain TypeScript and (but Kingdom Builder) on boardgame.io. Not part of the product.
 */
import { fileURLToPath } from "node:url";
import { connectFour } from "./connect-four/boardgameio.js";
import * as connectFourHand from "./connect-four/hand-written.js";
import { cuttle } from "./cuttle/boardgameio.js";
import * as cuttleHand from "./cuttle/hand-written.js";
import * as kingdomBuilderHand from "./kingdom-builder/hand-written.js";
import { ticTacToe } from "./tic-tac-toe/boardgameio.js";
import * as ticTacToeHand from "./tic-tac-toe/hand-written.js";
import type { Baseline } from "./types.js";

export type { Baseline, GameName, Implementation, PlayoutResult, Random } from "./types.js";
export { mulberry32 } from "./types.js";

const entry = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export const baselines: Baseline[] = [
  { game: "cuttle", impl: "hand-written", ...pick(cuttleHand), entry: entry("./cuttle/hand-written.ts") },
  { game: "cuttle", impl: "boardgame.io", ...pick(cuttle), entry: entry("./cuttle/boardgameio.ts") },
  {
    game: "connect-four",
    impl: "hand-written",
    ...pick(connectFourHand),
    entry: entry("./connect-four/hand-written.ts"),
  },
  {
    game: "connect-four",
    impl: "boardgame.io",
    ...pick(connectFour),
    entry: entry("./connect-four/boardgameio.ts"),
  },
  {
    game: "kingdom-builder",
    impl: "hand-written",
    ...pick(kingdomBuilderHand),
    entry: entry("./kingdom-builder/hand-written.ts"),
  },
  {
    game: "kingdom-builder/card-luck-free",
    impl: "hand-written",
    playout: (seed, random, maxMoves) => kingdomBuilderHand.playout(seed, random, maxMoves, "card-luck-free"),
    sizes: (seed, random) => kingdomBuilderHand.sizes(seed, random, "card-luck-free"),
    entry: entry("./kingdom-builder/hand-written.ts"),
  },
  {
    game: "tic-tac-toe",
    impl: "hand-written",
    ...pick(ticTacToeHand),
    entry: entry("./tic-tac-toe/hand-written.ts"),
  },
  {
    game: "tic-tac-toe",
    impl: "boardgame.io",
    ...pick(ticTacToe),
    entry: entry("./tic-tac-toe/boardgameio.ts"),
  },
];

function pick(m: Pick<Baseline, "playout" | "sizes">): Pick<Baseline, "playout" | "sizes"> {
  return { playout: m.playout, sizes: m.sizes };
}

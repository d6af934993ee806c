/** Every generated engine, by rules folder, for tests that run over all games (boundary, secrets). */
import connectFour from "@ludic/connect-four";
import cuttle from "@ludic/cuttle";
import kingdomBuilder from "@ludic/kingdom-builder";
import kombatKittens from "@ludic/kombat-kittens";
import ratJack from "@ludic/rat-jack";
import type { Engine, Move } from "@ludic/runtime";
import sutu from "@ludic/sutu";
import ticTacToe from "@ludic/tic-tac-toe";

// biome-ignore lint/suspicious/noExplicitAny: each engine has its own State and Move types.
export type AnyEngine = Engine<any, Move>;

export const ENGINES: Record<string, AnyEngine> = {
  "tic-tac-toe": ticTacToe,
  "connect-four": connectFour,
  cuttle,
  sutu,
  "kombat-kittens": kombatKittens,
  "rat-jack": ratJack,
  "kingdom-builder": kingdomBuilder,
} as Record<string, AnyEngine>;

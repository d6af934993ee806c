/** The generated engines of packages/engines/*, in a fixed order (an index names the same game everywhere). */
import connectFour from "@ludic/connect-four";
import cuttle from "@ludic/cuttle";
import kingdomBuilder from "@ludic/kingdom-builder";
import kombatKittens from "@ludic/kombat-kittens";
import ratJack from "@ludic/rat-jack";
import type { Engine } from "@ludic/runtime";
import sutu from "@ludic/sutu";
import ticTacToe from "@ludic/tic-tac-toe";

export const ENGINES: readonly Engine[] = [
  connectFour,
  cuttle,
  kingdomBuilder,
  kombatKittens,
  ratJack,
  sutu,
  ticTacToe,
] as unknown as Engine[];

/**
 * The engines the server hosts, by game id (`meta.id`): every Ludic engine, with no per-game code
 * anywhere else in the server.
 */
import connectFour from "@ludic/connect-four";
import cuttle from "@ludic/cuttle";
import kingdomBuilder from "@ludic/kingdom-builder";
import kombatKittens from "@ludic/kombat-kittens";
import ratJack from "@ludic/rat-jack";
import type { Engine } from "@ludic/runtime";
import sutu from "@ludic/sutu";
import ticTacToe from "@ludic/tic-tac-toe";

/** An engine seen through the shared contract: its state is opaque to the server. */
export type AnyEngine = Engine<unknown>;

const ALL = [
  cuttle,
  ticTacToe,
  connectFour,
  sutu,
  kombatKittens,
  kingdomBuilder,
  ratJack,
] as unknown as AnyEngine[];

export const ENGINES: ReadonlyMap<string, AnyEngine> = new Map(ALL.map((e) => [e.meta.id, e]));

export function engineFor(game: string): AnyEngine | undefined {
  return ENGINES.get(game);
}

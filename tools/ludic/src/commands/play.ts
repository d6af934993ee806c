import { intOption, OPTION_FLAG, onePath, parse, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { gameOptions, parseOptionPairs } from "../game-options.js";
import { playGame } from "../play/game.js";
import { loadGameArg } from "./load-game.js";

/** `ludic play <game>`: one person against random bots, the engine compiled from the game's rules. */
export const play: Command = {
  name: "play",
  usage: `play <game|dir> [--seed <s>] [--seat <n>] [--variant <v>] [--players <n>]
         [--option name=value] [--delay <ms>]
                                         play in the terminal against random bots`,
  run: async (args, deps, io) => {
    const { values, positionals } = parse(
      args,
      {
        seed: { type: "string" },
        seat: { type: "string" },
        variant: { type: "string" },
        players: { type: "string" },
        delay: { type: "string" },
        ...OPTION_FLAG,
      },
      "play",
    );
    const target = onePath(positionals, "play", "game (e.g. cuttle) or game folder");
    const players = intOption(values.players, "players");
    const seat = intOption(values.seat, "seat") ?? 0;
    const delay = intOption(values.delay, "delay");
    const variant = stringOption(values.variant);
    const pairs = parseOptionPairs(values.option as string[] | undefined);
    const game = await loadGameArg(target, deps, io);
    if (game === 1) return 1;
    const options = gameOptions(pairs, game.engine.meta);
    return playGame(
      game.engine,
      {
        seed: stringOption(values.seed) ?? Math.random().toString(36).slice(2, 8),
        seat,
        // A person watching needs a moment to follow the bots; piped input does not.
        botDelayMs: delay ?? (io.interactive ? 600 : 0),
        ...(variant ? { variant } : {}),
        ...(players !== undefined ? { players } : {}),
        ...(options ? { options } : {}),
      },
      io,
    );
  },
};

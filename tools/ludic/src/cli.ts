/**
 * The `ludic` command line: parses arguments, runs one command, turns user errors into a message
 * and an exit code. Commands receive their dependencies (`Deps`) so tests can run them with fakes.
 */
import { basename } from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";

import type { Deps } from "./api.js";
import { buildCommand } from "./commands/build.js";
import { checkCommand } from "./commands/check.js";
import { simulateCommand } from "./commands/simulate.js";
import { testCommand } from "./commands/test.js";
import { CliError, UsageError } from "./errors.js";
import type { Io } from "./io.js";
import { playGame } from "./play/game.js";
import { cliVersion } from "./version.js";

export const USAGE = `Usage: ludic <command> [options]

Commands:
  check <file|dir>                       check a game's rules; prints diagnostics, exit 1 on errors
  build <file|dir> [--out <dir>] [--standalone]
                                         compile a game folder (or every game in a folder) to its
                                         engine package, by default packages/engines/<game>;
                                         --standalone vendors the runtime and compiles to dist/
  test <dir>                             run the folder's .scenarios files against its built engine
  play <game> [--seed <s>] [--seat <n>] [--variant <v>] [--players <n>] [--delay <ms>]
                                         play in the terminal against random bots
  simulate <game> [--games <n>] [--bots <b,b>] [--variant <v>] [--players <n>]
           [--iterations <k>] [--seed <s>] [--threads <n>]
                                         bots play each other on every core: win rates by seat
                                         and by bot, game length, decisions per game; bots are
                                         random, mcts, mcts:<iterations> or mcts:<ms>ms

Examples:
  ludic check rules/cuttle
  ludic build rules
  ludic play cuttle --seed 42
  ludic simulate cuttle --games 200 --bots random,mcts --iterations 100`;

function parse(args: string[], options: NonNullable<ParseArgsConfig["options"]>, command: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs' messages are clear ("Unknown option '--x'"); drop its internal error codes.
    throw new UsageError(`${command}: ${e instanceof Error ? e.message.split(". ")[0] : String(e)}`);
  }
}

function onePath(positionals: string[], command: string, what: string): string {
  if (positionals.length === 0) throw new UsageError(`${command}: missing ${what}`);
  if (positionals.length > 1)
    throw new UsageError(`${command}: one ${what} expected, got ${positionals.join(" ")}`);
  return positionals[0] as string;
}

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  return n;
}

export async function run(argv: string[], deps: Deps, io: Io): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    case "version":
    case "--version":
    case "-v":
      io.out(cliVersion());
      return 0;
    case "check": {
      const { positionals } = parse(rest, {}, "check");
      return checkCommand(onePath(positionals, "check", "rules file or folder"), deps, io);
    }
    case "build": {
      const { values, positionals } = parse(
        rest,
        { out: { type: "string" }, standalone: { type: "boolean", default: false } },
        "build",
      );
      const path = onePath(positionals, "build", "rules file or folder");
      const out = values.out as string | undefined;
      return buildCommand(
        path,
        { standalone: values.standalone === true, ...(out ? { out } : {}) },
        deps,
        io,
      );
    }
    case "test": {
      const { positionals } = parse(rest, {}, "test");
      return testCommand(onePath(positionals, "test", "game folder"), deps, io);
    }
    case "play": {
      const { values, positionals } = parse(
        rest,
        {
          seed: { type: "string" },
          seat: { type: "string" },
          variant: { type: "string" },
          players: { type: "string" },
          delay: { type: "string" },
        },
        "play",
      );
      // `ludic play rules/cuttle` works too: the game is the folder's name.
      const game = basename(onePath(positionals, "play", "game (e.g. cuttle)"));
      const players = intOption(values.players as string | undefined, "players");
      const seat = intOption(values.seat as string | undefined, "seat") ?? 0;
      const delay = intOption(values.delay as string | undefined, "delay");
      const variant = values.variant as string | undefined;
      const engine = await deps.loadEngine(game);
      return playGame(
        engine,
        {
          seed: (values.seed as string | undefined) ?? Math.random().toString(36).slice(2, 8),
          seat,
          // A person watching needs a moment to follow the bots; piped input does not.
          botDelayMs: delay ?? (io.interactive ? 600 : 0),
          ...(variant ? { variant } : {}),
          ...(players !== undefined ? { players } : {}),
        },
        io,
      );
    }
    case "simulate": {
      const { values, positionals } = parse(
        rest,
        {
          games: { type: "string" },
          bots: { type: "string" },
          variant: { type: "string" },
          players: { type: "string" },
          iterations: { type: "string" },
          seed: { type: "string" },
          threads: { type: "string" },
        },
        "simulate",
      );
      const game = basename(onePath(positionals, "simulate", "game (e.g. cuttle)"));
      const players = intOption(values.players as string | undefined, "players");
      const iterations = intOption(values.iterations as string | undefined, "iterations");
      const threads = intOption(values.threads as string | undefined, "threads");
      const variant = values.variant as string | undefined;
      const seed = values.seed as string | undefined;
      return simulateCommand(
        {
          game,
          games: intOption(values.games as string | undefined, "games") ?? 100,
          bots: ((values.bots as string | undefined) ?? "random,mcts")
            .split(",")
            .filter((b) => b.trim() !== ""),
          ...(variant !== undefined ? { variant } : {}),
          ...(players !== undefined ? { players } : {}),
          ...(iterations !== undefined ? { iterations } : {}),
          ...(seed !== undefined ? { seed } : {}),
          ...(threads !== undefined ? { threads } : {}),
        },
        deps,
        io,
      );
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** `run`, with errors turned into messages: usage errors print the usage, anything unexpected says it is a bug. */
export async function main(argv: string[], deps: Deps, io: Io): Promise<number> {
  try {
    return await run(argv, deps, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`ludic: ${e.message}`);
      io.err("Run `ludic help` for the commands.");
      return e.exitCode;
    }
    if (e instanceof CliError) {
      io.err(`ludic: ${e.message}`);
      return e.exitCode;
    }
    const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
    io.err(`ludic: internal error (a bug in Ludic, please report it):\n${detail}`);
    return 70;
  }
}

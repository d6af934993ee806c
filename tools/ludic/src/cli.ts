/**
 * The `ludic` command line: finds the command, lets it parse its arguments and run, turns user
 * errors into a message and an exit code. Commands receive their dependencies (`Deps`) so tests
 * can run them with fakes. Each command lives in its own file under commands/; this file only
 * lists them.
 */
import type { Deps } from "./api.js";
import type { Command } from "./command.js";
import { build } from "./commands/build.js";
import { check } from "./commands/check.js";
import { fmt } from "./commands/fmt.js";
import { init } from "./commands/init.js";
import { play } from "./commands/play.js";
import { simulateCli } from "./commands/simulate.js";
import { test } from "./commands/test.js";
import { CliError, UsageError } from "./errors.js";
import type { Io } from "./io.js";
import { cliVersion } from "./version.js";

/** The commands, in the order `ludic help` lists them. */
export const COMMANDS: readonly Command[] = [check, build, fmt, test, play, simulateCli, init];

export const USAGE = `Usage: ludic <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.usage}`).join("\n")}
  --version                              print the version of ludic

A <game> is a game folder (or a rules file in it), or the name of a game under the repository's
rules/. check, build, test, play and simulate compile the rules they are given (cached by their
content hash); none uses an engine built earlier.

Exit codes: 0 ok, 1 errors in the rules or failed tests, 2 a wrong command line, 70 a bug in Ludic.

Examples:
  ludic check rules/cuttle
  ludic test rules/cuttle --json
  ludic build rules
  ludic fmt --check rules
  ludic play cuttle --seed 42
  ludic simulate cuttle --games 200 --bots random,mcts --iterations 100
  ludic init my-game --from cuttle`;

export async function run(argv: string[], deps: Deps, io: Io): Promise<number> {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      io.out(USAGE);
      return name === undefined ? 2 : 0;
    case "version":
    case "--version":
    case "-v":
      io.out(cliVersion());
      return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return command.run(rest, deps, io);
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

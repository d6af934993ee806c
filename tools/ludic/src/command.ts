import type { Deps } from "./api.js";
import type { Io } from "./io.js";

/**
 * One `ludic` command: its own file in commands/, its own argument parsing and usage lines.
 * cli.ts only lists them, so adding a command is one new file and one line there.
 */
export interface Command {
  name: string;
  /** Its lines of `ludic help`: the synopsis, then what it does, indented. */
  usage: string;
  run(args: string[], deps: Deps, io: Io): Promise<number>;
}

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import type { Deps } from "../api.js";
import { parse } from "../args.js";
import type { Command } from "../command.js";
import { CliError, UsageError } from "../errors.js";
import type { Io } from "../io.js";
import { displayPath } from "../workspace.js";
import { plural } from "./check.js";

/**
 * `ludic fmt [--check] <path>...`: rewrites every rules file named (a folder: every `.ludic` file
 * below it) in the canonical layout of @ludic/lang's `formatRules`. With `--check` nothing is
 * written: the files that would change are listed and the exit code is 1, for CI.
 */
export async function fmtCommand(
  paths: string[],
  options: { check: boolean },
  deps: Deps,
  io: Io,
): Promise<number> {
  const { formatRules } = await deps.loadFormatter();
  const files = paths.flatMap((p) => rulesFiles(p, deps.cwd));
  let changed = 0;
  let broken = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const result = formatRules(text, file);
    const shown = displayPath(file, deps.cwd);
    if (!result.formatted) {
      broken++;
      io.err(`${shown}: not formatted, it does not lex (run \`ludic check\` on it)`);
      continue;
    }
    if (result.text === text) continue;
    changed++;
    if (options.check) io.out(`${shown}: not formatted`);
    else {
      writeFileSync(file, result.text);
      io.out(`${shown}: formatted`);
    }
  }
  const verb = options.check ? "need formatting" : "formatted";
  io.out(`${plural(files.length, "file")}: ${changed} ${verb}${broken > 0 ? `, ${broken} unreadable` : ""}`);
  return broken > 0 || (options.check && changed > 0) ? 1 : 0;
}

export const fmt: Command = {
  name: "fmt",
  usage: `fmt [--check] <file|dir>...            format rules files in the canonical layout (folders:
                                         every .ludic file below); --check changes nothing and
                                         exits 1 when a file is not formatted`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(args, { check: { type: "boolean", default: false } }, "fmt");
    if (positionals.length === 0) throw new UsageError("fmt: missing rules file or folder");
    return fmtCommand(positionals, { check: values.check === true }, deps, io);
  },
};

/** The `.ludic` files a path names: the file itself, or every one below a folder, sorted. */
function rulesFiles(path: string, cwd: string): string[] {
  const abs = resolve(cwd, path);
  if (!existsSync(abs)) throw new CliError(`${path}: no such file or folder`);
  if (statSync(abs).isFile()) {
    if (!abs.endsWith(".ludic")) throw new CliError(`${path}: not a .ludic rules file`);
    return [abs];
  }
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith(".ludic")) found.push(p);
    }
  };
  walk(abs);
  return found;
}

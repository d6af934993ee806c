/** Command-line parsing shared by the commands: node:util's parseArgs, with usage errors. */
import { type ParseArgsConfig, parseArgs } from "node:util";

import { UsageError } from "./errors.js";

export type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export function parse(args: string[], options: OptionsConfig, command: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs' messages are clear ("Unknown option '--x'"); drop its internal error codes.
    throw new UsageError(`${command}: ${e instanceof Error ? e.message.split(". ")[0] : String(e)}`);
  }
}

export function onePath(positionals: string[], command: string, what: string): string {
  if (positionals.length === 0) throw new UsageError(`${command}: missing ${what}`);
  if (positionals.length > 1)
    throw new UsageError(`${command}: one ${what} expected, got ${positionals.join(" ")}`);
  return positionals[0] as string;
}

export function intOption(value: unknown, name: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isInteger(n) || n < min) {
    const what = min === 0 ? "a whole number" : `a whole number, at least ${min}`;
    throw new UsageError(`--${name} must be ${what}, got "${String(value)}"`);
  }
  return n;
}

export function stringOption(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** `--option` as parseArgs gives it (a list, as it may repeat). */
export const OPTION_FLAG = { option: { type: "string", multiple: true } } as const satisfies OptionsConfig;

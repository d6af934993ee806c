/**
 * `--option name=value`: setup options of the rules (`option …` lines), typed by the game's
 * meta: ints as numbers, bools as true/false, lists as comma-separated values, the rest as text.
 * `setup()` still checks the values against the rules (`in …`, `where …`).
 */
import type { GameMeta, GameOptions, OptionValue } from "@ludic/runtime";

import { UsageError } from "./errors.js";

/** Splits `name=value` pairs; the values stay text until the game's meta is known. */
export function parseOptionPairs(pairs: readonly string[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new UsageError(`--option takes name=value, got "${pair}"`);
    out.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return out;
}

function typed(type: string, text: string, name: string): OptionValue {
  if (type.startsWith("list<")) {
    const item = type.slice(5, -1);
    return text === "" ? [] : text.split(",").map((t) => typed(item, t.trim(), name));
  }
  if (type === "int") {
    const n = Number(text);
    if (text === "" || !Number.isInteger(n))
      throw new UsageError(`--option ${name} is a whole number, got "${text}"`);
    return n;
  }
  if (type === "bool") {
    if (text !== "true" && text !== "false")
      throw new UsageError(`--option ${name} is true or false, got "${text}"`);
    return text === "true";
  }
  return text;
}

export function gameOptions(pairs: Map<string, string>, meta: GameMeta): GameOptions | undefined {
  if (pairs.size === 0) return undefined;
  const out: GameOptions = {};
  for (const [name, text] of pairs) {
    const option = meta.options.find((o) => o.name === name);
    if (!option) {
      const known = meta.options.map((o) => o.name);
      throw new UsageError(
        `${meta.id} has no option "${name}"` +
          (known.length > 0 ? ` (options: ${known.join(", ")})` : " (it has no options)"),
      );
    }
    out[name] = typed(option.type, text, name);
  }
  return out;
}

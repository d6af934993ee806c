/**
 * Card-indexed variables shown on the cards they index (`frozen[9H] = true` → a "frozen" badge on
 * the nine of hearts; `face[chip-2] = 3` → "face 3"). Defaults (false, 0, none, "") show nothing.
 */
import type { View } from "@ludic/runtime";
import { cellLabel, parseCell } from "./board.js";
import type { Catalogue } from "./catalogue.js";
import { humanize } from "./labels.js";
import type { SayValue } from "./values.js";

export type CardFlags = ReadonlyMap<string, string[]>;

/**
 * `word` lets a skin reword a flag or hide it (null); undefined keeps the generic words. `say`
 * prints a value (model/values.ts valueSayer: labels, seat names).
 */
export function cardFlags(
  view: View,
  catalogue: Catalogue,
  word?: (variable: string, value: unknown) => string | null | undefined,
  say?: SayValue,
): CardFlags {
  const flags = new Map<string, string[]>();
  for (const [key, value] of Object.entries(view.vars)) {
    const m = /^(\w+)\[(.+)\]$/.exec(key);
    if (!m || m[1] === undefined || m[2] === undefined || !catalogue.has(m[2])) continue;
    if (value === false || value === 0 || value === null || value === undefined || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const name = humanize(m[1]).toLowerCase();
    const fromSkin = word?.(m[1], value);
    if (fromSkin === null) continue;
    const cell = typeof value === "string" ? parseCell(value) : null;
    const said = say ? say(m[1], value) : cell ? cellLabel(cell) : String(value);
    const text = fromSkin ?? (value === true ? name : `${name} ${said}`);
    flags.set(m[2], [...(flags.get(m[2]) ?? []), text]);
  }
  return flags;
}

/**
 * Plain (unindexed) variables: "Passes: 2". With `say` (model/values.ts), values read as people
 * say them ("Dealer: Bot B", "Trump: hearts") and an optional variable holding nothing as "none".
 */
export function tableVars(view: View, say?: SayValue): { key: string; name: string; value: string }[] {
  return Object.entries(view.vars)
    .filter(
      ([key, v]) =>
        !key.includes("[") &&
        (typeof v === "number" || typeof v === "string" || typeof v === "boolean" || (v === null && !!say)),
    )
    .map(([key, v]) => {
      if (say) return { key, name: humanize(key), value: say(key, v) };
      const cell = typeof v === "string" && /^r\d+c\d+$/.test(v) ? parseCell(v) : null;
      return { key, name: humanize(key), value: cell ? cellLabel(cell) : String(v) };
    });
}

/**
 * Card-indexed variables shown on the cards they index (`frozen[9H] = true` → a "frozen" badge on
 * the nine of hearts; `face[chip-2] = 3` → "face 3"). Defaults (false, 0, none, "") show nothing.
 */
import type { View } from "@ludic/runtime";
import { cellLabel, parseCell } from "./board.js";
import type { Catalogue } from "./catalogue.js";
import { humanize } from "./labels.js";

export type CardFlags = ReadonlyMap<string, string[]>;

/**
 * `word` lets a skin reword a flag or hide it (null); undefined keeps the generic words.
 */
export function cardFlags(
  view: View,
  catalogue: Catalogue,
  word?: (variable: string, value: unknown) => string | null | undefined,
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
    const text = fromSkin ?? (value === true ? name : `${name} ${cell ? cellLabel(cell) : String(value)}`);
    flags.set(m[2], [...(flags.get(m[2]) ?? []), text]);
  }
  return flags;
}

/** Plain (unindexed) variables: "Passes: 2". */
export function tableVars(view: View): { key: string; name: string; value: string }[] {
  return Object.entries(view.vars)
    .filter(
      ([key, v]) =>
        !key.includes("[") && (typeof v === "number" || typeof v === "string" || typeof v === "boolean"),
    )
    .map(([key, v]) => {
      const cell = typeof v === "string" && /^r\d+c\d+$/.test(v) ? parseCell(v) : null;
      return { key, name: humanize(key), value: cell ? cellLabel(cell) : String(v) };
    });
}

/**
 * Emits, into index.ts, how moves name cards (docs/language.md §4 "Hidden cards in moves"): a
 * card the mover sees by its id, a card it cannot see by its place — `display[1]@0` (zone key,
 * index from the top or left), `9H/0` (the first card attached to the 9H, bottom first) — so
 * legal moves never carry the id of a hidden card. `applyMove` accepts exactly these names.
 */
import type { IRProgram } from "../lower/program.js";
import { lookupTable } from "./escape.js";

/** `CARD_ARGS`: the card parameters of each action. */
export function cardArgsTable(p: IRProgram): string {
  const table = new Map<string, string[]>();
  for (const s of p.sites) {
    for (const o of s.options) {
      if (table.has(o.name)) continue;
      table.set(
        o.name,
        o.params.filter((x) => x.arg.kind === "card").map((x) => x.name),
      );
    }
  }
  const entries = [...table].filter(([, names]) => names.length > 0);
  return [
    "/** The card parameters of each action: named by id when the mover sees the card, else by place. */",
    `const CARD_ARGS: Record<string, readonly string[]> = ${lookupTable(Object.fromEntries(entries))};`,
  ].join("\n");
}

/**
 * Emits, into index.ts, how moves name cards (docs/language.md §4 "Hidden cards in moves"): a
 * card the mover sees by its id, a card it cannot see by its place — `display[1]@0` (zone key,
 * index from the top or left), `9H/0` (the first card attached to the 9H, bottom first) — so
 * legal moves never carry the id of a hidden card. `applyMove` accepts exactly these names.
 */
import type { IRProgram } from "../ir/program.js";

/** `CARD_ARGS`: the card parameters of each action (only actions with some). */
export function cardArgs(p: IRProgram): Record<string, string[]> {
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
  // Built from entries, so an action named `__proto__` stays a key.
  return Object.fromEntries([...table].filter(([, names]) => names.length > 0));
}

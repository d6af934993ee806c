/**
 * Emits, into index.ts, how moves name cards (docs/language.md §4 "Hidden cards in moves"): a
 * card the mover sees by its id, a card it cannot see by its place — `display[1]@0` (zone key,
 * index from the top or left), `9H/0` (the first card attached to the 9H, bottom first) — so
 * legal moves never carry the id of a hidden card. `applyMove` accepts exactly these names.
 */
import type { IRProgram } from "../lower/program.js";

/** `CARD_ARGS`: the card parameters of each action. */
export function cardArgsTable(p: IRProgram): string {
  const table: Record<string, string[]> = {};
  for (const s of p.sites) {
    for (const o of s.options) {
      if (o.name in table) continue;
      table[o.name] = o.params.filter((x) => x.arg.kind === "card").map((x) => x.name);
    }
  }
  const entries = Object.entries(table).filter(([, names]) => names.length > 0);
  return [
    "/** The card parameters of each action: named by id when the mover sees the card, else by place. */",
    `const CARD_ARGS: Record<string, readonly string[]> = ${JSON.stringify(Object.fromEntries(entries))};`,
  ].join("\n");
}

import type { Engine } from "@ludic/runtime";

const FUNCTIONS = ["setup", "decisions", "legalMoves", "applyMove", "view", "outcome", "replay"] as const;

/** The engine an engine module exports (its default export, `engine`, or the module itself). */
export function engineOf(mod: unknown, name: string): Engine {
  const m = mod as Record<string, unknown> | null;
  for (const c of [m?.default, m?.engine, m]) {
    if (typeof c !== "object" || c === null) continue;
    const e = c as Record<string, unknown>;
    if (typeof e.meta === "object" && e.meta !== null && FUNCTIONS.every((f) => typeof e[f] === "function"))
      return e as unknown as Engine;
  }
  throw new Error(`"${name}" is not a Ludic engine module`);
}

/** Loads every engine of the table, in its order; an engine whose id differs from its key is an error. */
export async function loadEngines(loaders: Record<string, () => Promise<unknown>>): Promise<Engine[]> {
  return Promise.all(
    Object.entries(loaders).map(async ([id, load]) => {
      const engine = engineOf(await load(), id);
      if (engine.meta.id !== id) throw new Error(`the engine listed as "${id}" is "${engine.meta.id}"`);
      return engine;
    }),
  );
}

/** "1 player", "2 players", "2–5 players". */
export function playersText(p: { min: number; max: number }): string {
  if (p.min === p.max) return `${p.min} player${p.min === 1 ? "" : "s"}`;
  return `${p.min}–${p.max} players`;
}

/**
 * A variant's name under its game's title: "Classic rules" for a base variant titled like the
 * game, else its title without the game's name ("Kingdom Builder, card-luck-free" → "Card-luck-free",
 * "Cuttle (cuttle.cards rules)" → "cuttle.cards rules").
 */
export function variantName(meta: { title: string }, v: { id: string; title: string }): string {
  if (v.title === meta.title) {
    const id = v.id.replace(/[-_]+/g, " ");
    return `${id.charAt(0).toUpperCase()}${id.slice(1)} rules`;
  }
  const m = new RegExp(`^${meta.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:, (.+)| \\((.+)\\))$`).exec(
    v.title,
  );
  const rest = m?.[1] ?? m?.[2];
  if (!rest) return v.title;
  return /^\S*\./.test(rest) ? rest : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

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

/** "2 players", "2–5 players". */
export function playersText(p: { min: number; max: number }): string {
  return p.min === p.max ? `${p.min} players` : `${p.min}–${p.max} players`;
}

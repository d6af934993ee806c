/** An engine module as imported by name (a worker gets only the name): checked, then typed. */
import type { Engine } from "@ludic/runtime";

const FUNCTIONS = ["setup", "decisions", "legalMoves", "applyMove", "view", "outcome"] as const;

/** The engine a module exports (`engine`, its default export, or the module itself). */
export function asEngine(mod: unknown, name: string): Engine {
  const m = mod as Record<string, unknown> | null;
  const candidates = [m?.engine, m?.default, m];
  for (const c of candidates) {
    if (typeof c !== "object" || c === null) continue;
    const e = c as Record<string, unknown>;
    if (typeof e.meta === "object" && e.meta !== null && FUNCTIONS.every((f) => typeof e[f] === "function")) {
      return e as unknown as Engine;
    }
  }
  throw new Error(`"${name}" is not a Ludic engine module (it exports no meta, ${FUNCTIONS.join(", ")})`);
}

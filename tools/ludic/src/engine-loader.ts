import type { Engine } from "@ludic/runtime";

import { CliError } from "./errors.js";

const ENGINE_EXPORTS = [
  "setup",
  "position",
  "decisions",
  "legalMoves",
  "applyMove",
  "view",
  "outcome",
  "replay",
] as const;

/** Checks that a module has the engine contract's exports (docs: engine-api.md) and returns it as one. */
export function asEngine(mod: Record<string, unknown>, where: string): Engine {
  const missing: string[] = [];
  const meta = mod.meta;
  if (typeof meta !== "object" || meta === null) missing.push("meta");
  for (const name of ENGINE_EXPORTS) if (typeof mod[name] !== "function") missing.push(name);
  if (missing.length > 0) {
    throw new CliError(`${where} is not a Ludic engine: it does not export ${missing.join(", ")}`);
  }
  return mod as unknown as Engine;
}

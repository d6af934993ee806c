import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

import type { Engine } from "@ludic/runtime";

import { CliError } from "./errors.js";
import { engineEntry, listEngines } from "./workspace.js";

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

/** Imports packages/engines/<game>/src/index.ts (the CLI runs under tsx, which loads TypeScript). */
export async function loadEngineFromWorkspace(workspaceRoot: string, game: string): Promise<Engine> {
  const entry = engineEntry(workspaceRoot, game);
  if (!existsSync(entry)) {
    const known = listEngines(workspaceRoot);
    const hint = known.length > 0 ? ` Built engines: ${known.join(", ")}.` : "";
    throw new CliError(
      `no engine for "${game}" (expected ${entry}). Build it first: ludic build rules/${game}.${hint}`,
    );
  }
  const mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  return asEngine(mod, entry);
}

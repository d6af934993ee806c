/**
 * Emits meta.ts: the game's `meta` (meta-data.ts) as one JSON text parsed at load. It imports
 * nothing but a type, so `import { meta }` from it (or from index.ts, which re-exports it) runs
 * none of the rules; JSON.parse keeps every key of the rules' data (`__proto__` too) plain data.
 */
import type { IRProgram } from "../lower/program.js";
import { commentText, jsonTextLiteral } from "./escape.js";
import { metaData } from "./meta-data.js";

export function metaFile(p: IRProgram, header: string, rulesFile: string): string {
  return [
    header,
    "",
    'import type { GameMeta } from "@ludic/runtime";',
    "",
    `/** ${commentText(p.game.title)} as data (GameMeta, docs/engine-api.md): variants, options, zones, actions, cards. */`,
    `export const meta: GameMeta = JSON.parse(${jsonTextLiteral(metaData(p, rulesFile))});`,
    "",
  ].join("\n");
}

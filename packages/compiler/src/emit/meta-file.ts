/**
 * Emits meta.ts: the game's `meta` (meta-data.ts) as one JSON text parsed at load. It imports
 * nothing but a type, so `import { meta }` from it (or from index.ts, which re-exports it) runs
 * none of the rules; JSON.parse keeps every key of the rules' data (`__proto__` too) plain data.
 * meta.cards are written as columns and rebuilt at load (meta-cards.ts).
 */
import type { CardMeta } from "@ludic/runtime";
import type { IRProgram } from "../ir/program.js";
import { commentText, jsonTextLiteral } from "./escape.js";
import { cardColumns, EXPAND_CARD_COLUMNS } from "./meta-cards.js";
import { metaData } from "./meta-data.js";

export function metaFile(p: IRProgram, header: string, rulesFile: string): string {
  const data = metaData(p, rulesFile);
  // A game without cards keeps its plain JSON: the function to rebuild columns would only add bytes.
  const rows = p.layout.cards.length > 0;
  const json = rows ? { ...data, cards: cardColumns(data.cards as CardMeta[]) } : data;
  return [
    header,
    "",
    'import type { GameMeta } from "@ludic/runtime";',
    "",
    `/** ${commentText(p.game.title)} as data (GameMeta, docs/engine-api.md): variants, options, zones, actions, cards. */`,
    rows
      ? `export const meta: GameMeta = fromJson(JSON.parse(${jsonTextLiteral(json)}));`
      : `export const meta: GameMeta = JSON.parse(${jsonTextLiteral(json)});`,
    "",
    ...(rows ? [EXPAND_CARD_COLUMNS, ""] : []),
  ].join("\n");
}

/**
 * Emits, into rules.ts, who sees which card: zone visibility (with zone `reveal`s), card-level
 * `reveal`s and knowledge (`peek`) per card, as tables; the tests over them are @ludic/runtime's
 * (engine/visibility.ts). Views and legal moves both use it, so a move never names a card its
 * mover cannot see (docs/language.md §4 "Hidden cards in moves").
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral } from "./escape.js";

const json = (v: unknown): string => dataLiteral(v);
const VIS = { hidden: 0, owner: 1, public: 2 } as const;

export function printVisibility(w: CodeBlockWriter, p: IRProgram): void {
  const names: string[] = [];
  const owners: number[] = [];
  const vis: number[] = [];
  for (const z of p.layout.zones) {
    for (let i = 0; i < z.size; i++) {
      names.push(z.name);
      owners.push(z.size > 1 || z.index ? i : -1);
      vis.push(VIS[z.visibility]);
    }
  }
  w.writeLine("// ---- Visibility --------------------------------------------------------------------");
  w.blankLine();
  w.writeLine(
    "/** Per zone instance: its zone's name, its index (-1 for a single zone), who sees it (0 nobody, 1 its seat, 2 all). */",
  );
  w.writeLine(`const ZONE_NAME: readonly string[] = ${json(names)};`);
  w.writeLine(`const ZONE_OWNER: readonly number[] = ${json(owners)};`);
  w.writeLine(`const ZONE_VIS: readonly number[] = ${json(vis)};`);
  w.blankLine();
  w.writeLine(
    "/** Card-level reveals (@ludic/runtime makeCardReveals): the card type, the zone instances the card must lie in (base, count; -1: anywhere). */",
  );
  if (p.cardReveals.length > 0) {
    w.write("const CARD_REVEALS = makeCardReveals<State>([");
    w.newLine().indent(() => {
      for (const r of p.cardReveals) {
        const zone = r.zone === null ? null : p.layout.zones.find((z) => z.name === r.zone);
        w.writeLine(
          `{ variants: ${json(r.variants)}, type: ${json(r.cardType)}, base: ${zone ? zone.base : -1}, size: ${zone ? zone.size : 0}, everyone: ${r.everyone}, test: ${r.fn} },`,
        );
      }
    });
    w.writeLine("], CARD_TYPE);");
  } else w.writeLine("const CARD_REVEALS = noCardReveals;");
  w.blankLine();
  // The tests themselves are the same for every game: @ludic/runtime's, over the tables above.
  w.writeLine(
    "/** Who sees which card (@ludic/runtime makeVisibility): zones, reveals (`reveal`), knowledge (`peek`). */",
  );
  w.writeLine(
    "export const { zoneVisible, cardRevealed, cardPublic, cardVisible } = makeVisibility<State>({ ZONE_NAME, ZONE_OWNER, ZONE_VIS, ZONE_SEAT, REVEALS, CARD_REVEALS, ATT });",
  );
  w.blankLine();
}

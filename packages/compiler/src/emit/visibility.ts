/**
 * Emits, into rules.ts, who sees which card: zone visibility (with zone `reveal`s), card-level
 * `reveal`s and knowledge (`peek`) per card. Views and legal moves both use it, so a move never
 * names a card its mover cannot see (docs/language.md §4 "Hidden cards in moves").
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../lower/program.js";
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
    "/** Does seat `viewer` see the cards of zone instance `zone` (its visibility, widened by zone reveals)? */",
  );
  w.write("export function zoneVisible(st: State, zone: number, viewer: number): boolean ").block(() => {
    w.writeLine("const vis = ZONE_VIS[zone];");
    w.writeLine("if (vis === 2 || (vis === 1 && ZONE_SEAT[zone] === viewer)) return true;");
    w.writeLine("const reveals = REVEALS[ZONE_NAME[zone] as string];");
    w.writeLine(
      "return reveals !== undefined && reveals.some((r) => r.variants.includes(st.v) && r.test(st, ZONE_OWNER[zone] as number, viewer));",
    );
  });
  w.blankLine();
  w.writeLine(
    "/** Card-level reveals: the card type, the zone instances the card must lie in (base, count; -1: anywhere). */",
  );
  w.write(
    "const CARD_REVEALS: { variants: number[]; type: string; base: number; size: number; everyone: boolean; test: (st: State, c: number, owner: number, viewer: number) => boolean }[] = ",
  );
  w.write("[").newLine();
  w.indent(() => {
    for (const r of p.cardReveals) {
      const zone = r.zone === null ? null : p.layout.zones.find((z) => z.name === r.zone);
      w.writeLine(
        `{ variants: ${json(r.variants)}, type: ${json(r.cardType)}, base: ${zone ? zone.base : -1}, size: ${zone ? zone.size : 0}, everyone: ${r.everyone}, test: ${r.fn} },`,
      );
    }
  });
  w.writeLine("];");
  w.blankLine();
  w.writeLine("/** Does a card-level reveal show card `c` to seat `viewer`? */");
  w.write("export function cardRevealed(st: State, c: number, viewer: number): boolean ").block(() => {
    w.writeLine("return revealedBy(st, c, viewer, false);");
  });
  w.blankLine();
  w.writeLine(
    "/** Does a reveal whose condition never reads the viewer show card `c` (to everyone, the spectator too)? */",
  );
  w.write("export function cardPublic(st: State, c: number): boolean ").block(() => {
    w.writeLine("return revealedBy(st, c, -1, true);");
  });
  w.blankLine();
  w.write("function revealedBy(st: State, c: number, viewer: number, everyoneOnly: boolean): boolean ").block(
    () => {
      w.write("for (const r of CARD_REVEALS) ").block(() => {
        w.writeLine(
          "if (!r.variants.includes(st.v) || CARD_TYPE[c] !== r.type || (everyoneOnly && !r.everyone)) continue;",
        );
        w.writeLine("const zone = st.loc[c] as number;");
        w.writeLine("if (r.base >= 0 && (zone < r.base || zone >= r.base + r.size)) continue;");
        w.writeLine("if (r.test(st, c, r.base >= 0 ? zone - r.base : -1, viewer)) return true;");
      });
      w.writeLine("return false;");
    },
  );
  w.blankLine();
  w.writeLine(
    "/** Does seat `viewer` see card `c` (its place, a reveal or knowledge)? Attached cards are seen as their host, or by their own reveal or knowledge. An automaton (`viewer` < 0) sees every card. */",
  );
  w.write("export function cardVisible(st: State, c: number, viewer: number): boolean ").block(() => {
    w.writeLine("if (viewer < 0 || knows(st, viewer, c) || cardRevealed(st, c, viewer)) return true;");
    w.writeLine("const zone = st.loc[c] as number;");
    w.writeLine("return zone >= ATT ? cardVisible(st, zone - ATT, viewer) : zoneVisible(st, zone, viewer);");
  });
  w.blankLine();
}

/** Emits the data half of an engine: the card catalogue (cards.ts) and the state layout (state.ts). */

import type { Type } from "@ludic/lang";
import { valueToRuntime } from "../evaluate/values.js";
import type { IRProgram } from "../lower/program.js";
import { commentText, dataLiteral, identifier, propertyKey, stringLiteral } from "./escape.js";
import { printType } from "./print-expr.js";
import { CodeBlockWriter } from "./writer.js";

export function newWriter(): CodeBlockWriter {
  return new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: false, newLine: "\n" });
}

const json = (v: unknown): string => dataLiteral(v);

/** A value type as TypeScript (enum members and cards are numbers). */
export function tsOf(t: Type): string {
  switch (t.kind) {
    case "bool":
      return "boolean";
    case "str":
      return "string";
    case "list": {
      const element = tsOf(t.element);
      return element.includes("|") ? `(${element})[]` : `${element}[]`;
    }
    case "optional":
      return `${tsOf(t.element)} | null`;
    default:
      return "number";
  }
}

function defaultFor(t: Type): unknown {
  switch (t.kind) {
    case "bool":
      return false;
    case "str":
      return "";
    case "list":
      return [];
    default:
      return 0;
  }
}

export function cardsFile(p: IRProgram, header: string): string {
  const w = newWriter();
  w.writeLine(header).blankLine();
  for (const e of p.layout.enums) {
    const E = identifier(e.name);
    w.writeLine(`/** enum ${commentText(e.name)}: members in rules order (compare by index). */`);
    w.writeLine(
      `export const ${E} = { ${e.members.map((m, i) => `${propertyKey(m.name)}: ${i}`).join(", ")} } as const;`,
    );
    w.writeLine(`export const ${E}_NAMES: readonly string[] = ${json(e.members.map((m) => m.name))};`);
    w.writeLine(`export const ${E}_LABELS: readonly string[] = ${json(e.members.map((m) => m.label))};`);
    w.writeLine(`export const ${E}_ALL: number[] = ${json(e.members.map((_, i) => i))};`);
    w.blankLine();
  }
  const ids = p.layout.cards.map((c) => c.id);
  w.writeLine("/** Every card of the game by its stable id; the engine works with their indexes. */");
  w.writeLine(
    `export type CardId = ${ids.length ? ids.map((id) => stringLiteral(id)).join(" | ") : "never"};`,
  );
  w.writeLine(`export const CARD_IDS: readonly CardId[] = ${json(ids)};`);
  w.writeLine("export const CARD_COUNT = CARD_IDS.length;");
  w.writeLine(
    "export const CARD_INDEX: ReadonlyMap<string, number> = new Map(CARD_IDS.map((id, i) => [id, i]));",
  );
  w.writeLine(`export const CARD_TYPE: readonly string[] = ${json(p.layout.cards.map((c) => c.type))};`);
  w.writeLine("/** The cards of each card type, in catalogue order (`cardsOf(T)`). */");
  w.writeLine(
    `export const CARDS_OF: { ${p.layout.cardTypes.map((t) => `${identifier(t.name)}: number[]`).join("; ")} } = { ${p.layout.cardTypes.map((t) => `${identifier(t.name)}: ${json(p.layout.cards.flatMap((c, i) => (c.type === t.name ? [i] : [])))}`).join(", ")} };`,
  );
  w.blankLine();
  for (const t of p.layout.cardTypes) {
    w.writeLine(
      `/** Attributes of card type ${commentText(t.name)}, one column per attribute, indexed by card. */`,
    );
    w.write(`export const ${identifier(t.name)} = `).inlineBlock(() => {
      for (const f of t.fields) {
        const column = p.layout.cards.map((c) => {
          const v = c.type === t.name ? c.attributes.get(f.name) : undefined;
          return v === undefined ? defaultFor(f.type) : valueToRuntime(v);
        });
        const ts = f.type.kind === "bool" ? "boolean" : f.type.kind === "str" ? "string" : "number";
        w.writeLine(`${propertyKey(f.name)}: ${json(column)} as readonly ${ts}[],`);
      }
    });
    w.write(";").newLine().blankLine();
  }
  return w.toString();
}

export function stateFile(p: IRProgram, header: string): string {
  const { layout } = p;
  const w = newWriter();
  w.writeLine(header).blankLine();
  w.writeLine('import type { Outcome, RngState } from "@ludic/runtime";');
  w.writeLine('import { AT_END, AT_TOP } from "@ludic/runtime";');
  if (layout.board) w.writeLine('import { makeBoard } from "@ludic/runtime";');
  w.blankLine();
  if (layout.board) {
    const { decl: _, ...spec } = layout.board;
    w.writeLine(
      `/** The board (\`board ${commentText(layout.board.name)}\`): a cell is row * ${layout.board.cols} + column. */`,
    );
    w.writeLine(`export const BOARD = makeBoard(${json(spec)});`);
    w.blankLine();
  }
  w.writeLine(`/** The most seats the game allows; per-seat zones are laid out for all of them. */`);
  w.writeLine(`export const MAX_SEATS = ${layout.maxPlayers};`);
  w.writeLine("/** Zone instances: a per-seat zone's seat s is at Z.name + s. */");
  w.writeLine(
    `export const Z = { ${layout.zones.map((z) => `${propertyKey(z.name)}: ${z.base}`).join(", ")} } as const;`,
  );
  w.writeLine("/** The cards attached to card c are in zone ATT + c (the state's a[c]). */");
  w.writeLine(`export const ATT = ${layout.zoneCount};`);
  const seats: number[] = [];
  const at: string[] = [];
  for (const z of layout.zones) {
    const n = z.size;
    for (let s = 0; s < n; s++) {
      seats.push(z.perSeat ? s : -1);
      at.push(z.kind === "pile" ? "AT_TOP" : "AT_END");
    }
  }
  w.writeLine(`/** The seat each zone instance belongs to (-1 for the table's). */`);
  w.writeLine(`export const ZONE_SEAT: readonly number[] = ${json(seats)};`);
  w.writeLine(`/** Where a plain \`move … to\` puts cards: the top of a pile, the end of a hand or row. */`);
  w.writeLine(`const ZONE_AT: readonly number[] = [${at.join(", ")}];`);
  w.writeLine("export function defaultAt(zone: number): number {");
  w.writeLine("  return zone >= ATT ? AT_END : (ZONE_AT[zone] as number);");
  w.writeLine("}");
  w.blankLine();
  w.writeLine(`/** Card index → the zone it starts in (its \`cards … into\`). */`);
  w.writeLine(
    `export const CARD_HOME: readonly number[] = ${json(layout.cards.map((c) => layout.zones.find((z) => z.name === c.home)?.base ?? 0))};`,
  );
  w.blankLine();
  w.writeLine("/** The game's setup options (`option` declarations), read-only once set up. */");
  w.write("export interface Opts ").block(() => {
    for (const o of p.options) w.writeLine(`${propertyKey(o.name)}: ${tsOf(o.type)};`);
  });
  w.blankLine();
  w.writeLine("/** The game's variables (`var` declarations). */");
  w.write("export interface Vars ").block(() => {
    for (const v of layout.vars) {
      const ts = tsOf(v.type);
      w.writeLine(`${propertyKey(v.name)}: ${v.index ? (ts.includes("|") ? `(${ts})[]` : `${ts}[]`) : ts};`);
    }
  });
  w.blankLine();
  for (const m of p.machines) {
    w.writeLine(
      `/** The frame of rule \`${commentText(m.rule)}\` (${commentText(m.source.file)}:${m.source.line}). */`,
    );
    w.write(`export interface ${m.frameType} `).block(() => {
      w.writeLine(`p: ${m.procId};`);
      w.writeLine("pc: number;");
      for (const l of m.locals) w.writeLine(`${l.name}: ${printType(l.type)};`);
    });
  }
  // Rules with no rule at all (a game that ends at setup) make no frame, but the engine's generic
  // code still reads a frame's `p` and `pc`: a frame type that no value has, not `never`.
  w.writeLine(
    `export type Frame = ${p.machines.map((m) => m.frameType).join(" | ") || "{ p: -1; pc: number }"};`,
  );
  w.blankLine();
  w.writeLine("/** The game state: plain JSON, never mutated by the exported functions. */");
  w.write("export interface State ").block(() => {
    w.writeLine("/** Variant index into meta.variants. */");
    w.writeLine("v: number;");
    w.writeLine("/** Number of seats. */");
    w.writeLine("n: number;");
    w.writeLine("seed: string;");
    w.writeLine("rng: RngState;");
    w.writeLine("/** Zone instances; each lists card indexes, top first. */");
    w.writeLine("z: number[][];");
    w.writeLine("/** Attachment zones: zone ATT + c, the cards attached to card c, is a[c]. */");
    w.writeLine("a: number[][];");
    w.writeLine("/** The zone instance holding each card. */");
    w.writeLine("loc: number[];");
    w.writeLine("/** Per card, the seats that know it (`peek`), one bit per seat; cleared when it moves. */");
    w.writeLine("kn: number[];");
    w.writeLine("/** The stack index of the outermost running `complete` rule, -1 when none. */");
    w.writeLine("cr: number;");
    w.writeLine("g: Vars;");
    w.writeLine("/** The setup options. */");
    w.writeLine("o: Opts;");
    w.writeLine("/** Running rules, innermost last. */");
    w.writeLine("stack: Frame[];");
    w.writeLine("/** The decision the engine waits for: a seat and a choice site. */");
    w.writeLine("pend: { seat: number; site: number } | null;");
    w.writeLine("/** The decision an anytime move interrupted, pending again when its rule returns. */");
    w.writeLine("held: { seat: number; site: number } | null;");
    w.writeLine("/** The value the last finished rule returned. */");
    w.writeLine("ret: number | boolean | string | number[] | null;");
    w.writeLine("out: Outcome | null;");
    w.writeLine("log: string[];");
    w.writeLine("/** Moves applied so far. */");
    w.writeLine("moves: number;");
  });
  return w.toString();
}

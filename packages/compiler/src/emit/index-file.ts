/** Emits index.ts: the engine contract (docs/engine-api.md) over the game's rules. */
import type { BoardInfo, Type } from "@ludic/lang";
import { type ConstValue, isEnumValue } from "../evaluate/values.js";
import type { IndexLayout } from "../lower/layout.js";
import type { IRProgram } from "../lower/program.js";
import { cardArgsTable } from "./card-refs.js";
import { newWriter } from "./data-files.js";
import { DETERMINIZE_IMPORTS, determinizeSource } from "./determinize.js";
import { commentText, dataLiteral, identifier, lookupTable, propertyKey, stringLiteral } from "./escape.js";
import { playoutSource } from "./playout.js";
import { presentationMeta } from "./presentation-meta.js";
import { stateShapeSource } from "./state-shape.js";

const json = (v: unknown): string => dataLiteral(v, 2);

type Json = string | number | boolean | Json[];

/** A compile-time value as the contract's JSON: enum members by name. */
function toJson(v: ConstValue): Json {
  if (Array.isArray(v)) return v.map(toJson);
  if (isEnumValue(v)) return v.member;
  return v;
}

function typeText(t: Type): string {
  if (t.kind === "list") return `list<${typeText(t.element)}>`;
  if (t.kind === "enum") return t.name;
  return t.kind;
}

function enumOf(t: Type): string | null {
  if (t.kind === "list") return enumOf(t.element);
  return t.kind === "enum" ? t.name : null;
}

/** meta.options: each option as the first variant that has it declares it, and what variants change. */
function optionsMeta(p: IRProgram): Record<string, unknown>[] {
  return p.options.map((o) => {
    const present = o.variants.flatMap((v, i) => (v ? [{ v, i }] : []));
    const first = present[0]?.v;
    const entry: Record<string, unknown> = { name: o.name, type: typeText(o.type) };
    if (!first) return entry;
    entry.default = toJson(first.default);
    if (first.allowed) entry.allowed = first.allowed.map(toJson);
    const e = enumOf(o.type);
    const members = p.layout.enums.find((x) => x.name === e)?.members.map((m) => m.name);
    if (members) entry.members = members;
    if (o.checks.length > 0) entry.conditions = o.checks.map((c) => c.text);
    if (present.length < o.variants.length)
      entry.variants = present.map(({ i }) => p.game.variants[i]?.id ?? "");
    // Keyed by variant ids: built from entries, so an id like `__proto__` stays a key.
    const overrides = Object.fromEntries(
      present
        .filter(({ v }) => v.decl !== first.decl)
        .map(({ v, i }) => [
          p.game.variants[i]?.id ?? "",
          { default: toJson(v.default), ...(v.allowed ? { allowed: v.allowed.map(toJson) } : {}) },
        ]),
    );
    if (Object.keys(overrides).length > 0) entry.overrides = overrides;
    return entry;
  });
}

/** meta.board: what a UI needs to draw the board (cells are named r<row>c<col>). */
function boardMeta(b: BoardInfo): Record<string, unknown> {
  const { decl: _, ...spec } = b;
  return spec;
}

/** "seat", "card", "cell" or an enum's name: how an index or a value is named outside the engine. */
function indexKindName(k: IndexLayout): string {
  return k.kind === "enum" ? k.name : k.kind;
}

/** A variable's value kind when views name it ("card", "cell", an enum, "list:…"); null for plain values. */
function valueKind(t: Type): string | null {
  if (t.kind === "optional") return valueKind(t.element);
  if (t.kind === "card" || t.kind === "cell") return t.kind;
  if (t.kind === "enum") return t.name;
  if (t.kind === "list") {
    const inner = valueKind(t.element);
    return inner === null ? null : `list:${inner}`;
  }
  return null;
}

/** The name tables index.ts needs: enum member names (cards.ts) and the board (state.ts). */
function indexNameImports(p: IRProgram): { cards: string[]; state: string[] } {
  return {
    cards: p.layout.enums.map((e) => `${identifier(e.name)}_NAMES`),
    state: p.layout.board ? ["BOARD"] : [],
  };
}

/** VAR_INDEX, ZONE_INDEX, VAR_VALUE and INDEX_NAMES: how indexes and values are named in views and positions. */
function writeIndexTables(w: ReturnType<typeof newWriter>, p: IRProgram): void {
  const { layout } = p;
  // Keyed by rules names: no prototype, so `constructor` or `toString` is no key unless declared.
  const table = (entries: [string, string | null][]) =>
    lookupTable(Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null)));
  w.writeLine("/** Indexed variables and zones: per seat, per card, per cell or per member of an enum. */");
  w.writeLine(
    `const VAR_INDEX: Record<string, string> = ${table(layout.vars.map((v) => [v.name, v.indexKind ? indexKindName(v.indexKind) : null]))};`,
  );
  w.writeLine(
    `const ZONE_INDEX: Record<string, string> = ${table(layout.zones.map((z) => [z.name, z.index ? indexKindName(z.index) : null]))};`,
  );
  w.writeLine("/** Variables of an optional type (`seat?`): `none` is null in views and positions. */");
  w.writeLine(
    `const OPTIONAL_VARS: ReadonlySet<string> = new Set(${dataLiteral(layout.vars.filter((v) => v.type.kind === "optional").map((v) => v.name))});`,
  );
  w.writeLine("/** Variables whose values views name: cards by id, cells as r3c4, enum members by name. */");
  w.writeLine(
    `const VAR_VALUE: Record<string, string> = ${table(layout.vars.map((v) => [v.name, valueKind(v.type)]))};`,
  );
  const names = [
    "card: CARD_IDS",
    ...(layout.board ? ["cell: BOARD.names"] : []),
    ...layout.enums.map((e) => `${propertyKey(e.name)}: ${identifier(e.name)}_NAMES`),
  ];
  w.writeLine("/** The names of the values of each kind of index (seats are numbers). */");
  w.writeLine(
    `const INDEX_NAMES: Record<string, readonly string[]> = ${lookupTable(`{ ${names.join(", ")} }`)};`,
  );
}

export function indexFile(p: IRProgram, header: string, rulesFile: string): string {
  const { game, layout } = p;
  const w = newWriter();
  w.writeLine(header).blankLine();

  // The Move union: one member per action, with its argument types.
  const actions = new Map<string, { name: string; type: string; ts: string }[]>();
  const actionSource = new Map<string, { file: string; line: number; column: number }>();
  for (const s of p.sites) {
    for (const o of s.options) {
      if (actions.has(o.name)) continue;
      actionSource.set(o.name, o.source);
      actions.set(
        o.name,
        o.params.map((x) => {
          const type = x.arg.kind === "enum" ? x.arg.name : x.arg.kind;
          const ts =
            x.arg.kind === "card"
              ? "CardId | CardPlace"
              : x.arg.kind === "cell"
                ? // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
                  "`r${number}c${number}`"
                : x.arg.kind === "enum"
                  ? (layout.enums
                      .find((e) => x.arg.kind === "enum" && e.name === x.arg.name)
                      ?.members.map((m) => stringLiteral(m.name))
                      .join(" | ") ?? "string")
                  : "number";
          return { name: x.name, type, ts };
        }),
      );
    }
  }
  // Anytime moves are actions too, with no arguments.
  for (const a of p.anytime) {
    if (actions.has(a.action)) continue;
    actions.set(a.action, []);
    const m = p.machines.find((x) => x.rule === a.action);
    if (m) actionSource.set(a.action, m.source);
  }
  const cardsMeta = layout.cards.map((c) => {
    // Built from entries, so an attribute named `__proto__` stays a key.
    const attributes: Record<string, string | number | boolean> = Object.fromEntries(
      [...c.attributes].map(([k, v]) => [
        k,
        typeof v === "object" ? (Array.isArray(v) ? JSON.stringify(v) : v.member) : v,
      ]),
    );
    const name = attributes.name;
    const card = { id: c.id, type: c.type, name: typeof name === "string" ? name : c.id, attributes };
    // What a card does is not how it looks: `help` leaves the appearance for `cards[].help`.
    const { help, ...appearance } = c.appearance ?? {};
    return {
      ...card,
      ...(Object.keys(appearance).length > 0 ? { appearance } : {}),
      ...(help ? { help } : {}),
    };
  });
  const presentation = presentationMeta(game, new Set(actions.keys()));
  const meta = {
    id: game.id,
    title: game.title,
    summary: game.summary,
    rulesVersion: game.version,
    players: game.players,
    variants: game.variants.map((v) => ({
      id: v.id,
      title: v.title,
      summary: v.summary,
      extends: v.extends,
      players: v.players,
      ...presentation.variants[game.variants.indexOf(v)],
    })),
    options: optionsMeta(p),
    zones: layout.zones.map((z) => ({
      name: z.name,
      perSeat: z.perSeat,
      ...(z.index ? { index: indexKindName(z.index) } : {}),
      kind: z.kind,
      visibility: z.visibility,
      ...(layout.cardTypes.length > 1 ? { cards: z.decl.cardType?.name ?? layout.cardTypes[0]?.name } : {}),
    })),
    actions: [...actions].map(([name, params]) => ({
      name,
      params: params.map((x) => ({ name: x.name, type: x.type })),
      source: actionSource.get(name),
      ...(p.anytime.some((a) => a.action === name) ? { anytime: true } : {}),
      ...(presentation.actionHelp.has(name) ? { help: presentation.actionHelp.get(name) } : {}),
    })),
    cards: cardsMeta,
    ...(layout.enums.length > 0
      ? { enums: Object.fromEntries(layout.enums.map((e) => [e.name, e.members])) }
      : {}),
    ...(layout.board ? { board: boardMeta(layout.board) } : {}),
    ...(p.cardReveals.length > 0
      ? {
          cardReveals: p.cardReveals.map((r) => ({
            type: r.cardType,
            zone: r.zone,
            everyone: r.everyone,
            variants: r.variants.map((i) => game.variants[i]?.id ?? ""),
          })),
        }
      : {}),
    ...presentation.fields,
    rulesFile,
  };

  w.writeLine(
    `import type { CardPlace, Decision, Engine, GameMeta, GameRecord, Outcome, PositionSpec, Seat, SetupOptions, StateShape, View } from "@ludic/runtime";`,
  );
  w.writeLine(`import { makeContract } from "@ludic/runtime";`);
  w.writeLine(`import { CARD_COUNT, CARD_IDS, CARD_INDEX, type CardId } from "./cards.js";`);
  const names = indexNameImports(p);
  if (names.cards.length > 0) w.writeLine(`import { ${names.cards.join(", ")} } from "./cards.js";`);
  if (names.state.length > 0) w.writeLine(`import { ${names.state.join(", ")} } from "./state.js";`);
  w.writeLine(
    `import { FLOW_BY_VARIANT, OPTIONS, OPTION_CHECKS, POSITION_BY_VARIANT, REVEALS, SITE_RULE, SITE_SOURCE, ANYTIME, anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars, pendingMoves, runEngine, seatLines, siteAccept, siteCommitments, siteSeats } from "./rules.js";`,
  );
  w.writeLine(`import { ATT, CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, type State } from "./state.js";`);
  w.writeLine(DETERMINIZE_IMPORTS);
  w.blankLine();
  w.writeLine("export type { CardId } from './cards.js';");
  w.writeLine("export type { State } from './state.js';");
  w.blankLine();
  w.writeLine(`/** A move of ${commentText(game.title)}: one member per action of the rules. */`);
  const members = [...actions].map(
    ([name, params]) =>
      `{ seat: Seat; action: ${stringLiteral(name)}; args: ${params.length ? `{ ${params.map((x) => `${propertyKey(x.name)}: ${x.ts}`).join("; ")} }` : "Record<string, never>"} }`,
  );
  w.writeLine(`export type Move = ${members.length ? members.join("\n  | ") : "never"};`);
  w.blankLine();
  w.writeLine(`export const meta: GameMeta = ${json(meta)};`);
  w.blankLine();
  w.writeLine("/** Indexed variables: per seat or per card. */");
  writeIndexTables(w, p);
  w.blankLine();
  w.writeLine(cardArgsTable(p));
  w.blankLine();
  w.writeLine(stateShapeSource(p));
  w.write(STATIC_CONTRACT);
  w.blankLine().write(determinizeSource(p));
  w.blankLine().write(playoutSource());
  return w.toString();
}

/** The contract over the generated tables: the shared code is @ludic/runtime's makeContract. */
const STATIC_CONTRACT = `
/** The engine contract over this game's tables and rules (@ludic/runtime makeContract). */
const contract = makeContract<State, Frame, Move>({
  meta, VAR_INDEX, ZONE_INDEX, OPTIONAL_VARS, VAR_VALUE, INDEX_NAMES, CARD_ARGS,
  CARD_COUNT, CARD_IDS, CARD_INDEX, ATT, CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, OPTIONS, OPTION_CHECKS,
  FLOW_BY_VARIANT, POSITION_BY_VARIANT, REVEALS, SITE_RULE, SITE_SOURCE, ANYTIME,
  anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars,
  pendingMoves, playActions, runEngine, seatLines, siteAccept, siteCommitments, siteSeats, SHAPE: STATE_SHAPE,
});

/** Every zone instance, keyed as in views and positions: "deck", "hand[0]", "at[r3c4]", "supply[orange]". */
const ZONE_KEYS = contract.ZONE_KEYS;

/** A new game, run up to its first decision. */
export const setup: (o: SetupOptions) => State = contract.setup;
/** A chosen position: the listed cards where they are listed, the others in their home zones. */
export const position: (spec: PositionSpec) => State = contract.position;
/** Who must decide now (several seats for a simultaneous decision); [] when the game is over. */
export const decisions: (st: State) => Decision[] = contract.decisions;
/** The moves \`seat\` may make: those of the decision it must take, if any, and its anytime moves. */
export const legalMoves: (st: State, seat: Seat) => Move[] = contract.legalMoves;
/** Applies a move to a copy of the state; the input is never changed. */
export const applyMove: (st: State, m: Move) => State = contract.applyMove;
/** What one seat (or a spectator) may see: hidden cards are placeholders without identity. */
export const view: (st: State, viewer: Seat | "spectator") => View = contract.view;
export const outcome: (st: State) => Outcome | null = contract.outcome;
/** Replays a record move by move; a record that does not replay is an InvalidSetupError. */
export const replay: (r: GameRecord) => State = contract.replay;

/** The whole contract as one object, for code that takes any engine. */
export const engine: Engine<State, Move> = { meta, setup, position, decisions, legalMoves, applyMove, view, outcome, replay, determinize, playout };
export default engine;
`;

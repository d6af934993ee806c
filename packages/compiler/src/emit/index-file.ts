/**
 * Emits index.ts: the engine contract (docs/engine-api.md) over the game's rules. `meta` lives in
 * meta.ts (meta-file.ts), which index.ts re-exports; the contract is built at its first use
 * (@ludic/runtime lazyContract), so importing `meta` alone runs nothing of the rules.
 */
import type { Type } from "@ludic/lang";
import type { ArgKind } from "../ir/ir.js";
import type { IRProgram } from "../lower/program.js";
import { cardArgs } from "./card-refs.js";
import { newWriter } from "./data-files.js";
import { DETERMINIZE_IMPORTS, determinizeSource } from "./determinize.js";
import { commentText, identifier, jsonTextLiteral, propertyKey, stringLiteral } from "./escape.js";
import { actionsOf, indexKindName } from "./meta-data.js";
import { playoutSource } from "./playout.js";
import { stateShapeSource } from "./state-shape.js";

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

/** ContractNames (@ludic/runtime): the contract's tables keyed by rules names, as JSON data. */
function contractNames(p: IRProgram): Record<string, unknown> {
  const { layout } = p;
  // Built from entries, so a rules name like `__proto__` stays a key (JSON.parse keeps it one).
  const table = (entries: [string, string | null][]) =>
    Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
  return {
    VAR_INDEX: table(layout.vars.map((v) => [v.name, v.indexKind ? indexKindName(v.indexKind) : null])),
    ZONE_INDEX: table(layout.zones.map((z) => [z.name, z.index ? indexKindName(z.index) : null])),
    OPTIONAL_VARS: layout.vars.filter((v) => v.type.kind === "optional").map((v) => v.name),
    VAR_VALUE: table(layout.vars.map((v) => [v.name, valueKind(v.type)])),
    CARD_ARGS: cardArgs(p),
  };
}

/** The TypeScript type of an action's argument in the Move union. */
function argType(p: IRProgram, arg: ArgKind): string {
  switch (arg.kind) {
    case "card":
      return "CardId | CardPlace";
    case "cell":
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
      return "`r${number}c${number}`";
    case "enum": {
      const e = p.layout.enums.find((x) => x.name === arg.name);
      return e?.members.map((m) => stringLiteral(m.name)).join(" | ") ?? "string";
    }
    default:
      return "number";
  }
}

export function indexFile(p: IRProgram, header: string): string {
  const { game, layout } = p;
  const w = newWriter();
  w.writeLine(header).blankLine();
  const actions = actionsOf(p);
  const namesCards = [...actions.values()].some((a) => a.params.some((x) => x.arg.kind === "card"));
  const enumNames = layout.enums.map((e) => `${identifier(e.name)}_NAMES`);

  w.writeLine(
    `import type { ${namesCards ? "CardPlace, " : ""}Decision, Engine, GameRecord, Outcome, PositionSpec, Seat, SetupOptions, StateShape, View } from "@ludic/runtime";`,
  );
  w.writeLine(`import { lazyContract } from "@ludic/runtime";`);
  w.writeLine(
    `import { ${["CARD_COUNT", "CARD_IDS", "CARD_INDEX", ...enumNames, ...(namesCards ? ["type CardId"] : [])].join(", ")} } from "./cards.js";`,
  );
  w.writeLine(`import { meta } from "./meta.js";`);
  w.writeLine(
    `import { DECISIONS, FLOW_BY_VARIANT, OPTIONS, OPTION_CHECKS, POSITION_BY_VARIANT, REVEALS, SITE_RULE, SITE_SOURCE, ANYTIME, anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars, pendingMoves, runEngine, seatLines, siteAccept, siteCommitments, siteSeats } from "./rules.js";`,
  );
  w.writeLine(
    `import { ATT, ${layout.board ? "BOARD, " : ""}CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, type State } from "./state.js";`,
  );
  w.writeLine(DETERMINIZE_IMPORTS);
  w.blankLine();
  w.writeLine('export type { CardId } from "./cards.js";');
  w.writeLine('export { meta } from "./meta.js";');
  w.writeLine('export type { State } from "./state.js";');
  w.blankLine();
  w.writeLine(`/** A move of ${commentText(game.title)}: one member per action of the rules. */`);
  const members = [...actions].map(
    ([name, { params }]) =>
      `{ seat: Seat; action: ${stringLiteral(name)}; args: ${params.length ? `{ ${params.map((x) => `${propertyKey(x.name)}: ${argType(p, x.arg)}`).join("; ")} }` : "Record<string, never>"} }`,
  );
  w.writeLine(`export type Move = ${members.length ? members.join("\n  | ") : "never"};`);
  w.blankLine();
  w.writeLine(stateShapeSource(p));
  w.blankLine();
  w.writeLine(
    "/** The contract's tables keyed by rules names (@ludic/runtime ContractNames), as JSON: parsed when it is built. */",
  );
  w.writeLine(`const CONTRACT_NAMES = ${jsonTextLiteral(contractNames(p))};`);
  const indexNames = [
    "card: CARD_IDS",
    ...(layout.board ? ["cell: BOARD.names"] : []),
    ...layout.enums.map((e) => `${propertyKey(e.name)}: ${identifier(e.name)}_NAMES`),
  ];
  w.write(STATIC_CONTRACT.replace("INDEX_NAMES_TABLE", `{ ${indexNames.join(", ")} }`));
  w.blankLine().write(determinizeSource(p));
  w.blankLine().write(playoutSource());
  return w.toString();
}

/**
 * The contract over the generated tables: the shared code is @ludic/runtime's makeContract, run
 * by lazyContract at the first call of one of its functions (the call itself is pure).
 */
const STATIC_CONTRACT = `
/** The engine contract (@ludic/runtime makeContract), built at its first use: importing \`meta\` alone builds nothing. */
const contract = /* @__PURE__ */ lazyContract<State, Frame, Move>(CONTRACT_NAMES, () => ({
  meta, INDEX_NAMES: INDEX_NAMES_TABLE, SHAPE: STATE_SHAPE,
  CARD_COUNT, CARD_IDS, CARD_INDEX, ATT, CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, OPTIONS, OPTION_CHECKS,
  FLOW_BY_VARIANT, POSITION_BY_VARIANT, REVEALS, SITE_RULE, SITE_SOURCE, ANYTIME, DECISIONS,
  anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars,
  pendingMoves, playActions, runEngine, seatLines, siteAccept, siteCommitments, siteSeats,
}));

/** Every zone instance, keyed as in views and positions (filled when the contract is built). */
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
/** How the game ended (winners, draw), or null while it goes on. */
export const outcome: (st: State) => Outcome | null = contract.outcome;
/** Replays a record move by move; a record that does not replay is an InvalidSetupError. */
export const replay: (r: GameRecord) => State = contract.replay;

/** The whole contract as one object, for code that takes any engine. */
export const engine: Engine<State, Move> = { meta, setup, position, decisions, legalMoves, applyMove, view, outcome, replay, determinize, playout };
export default engine;
`;

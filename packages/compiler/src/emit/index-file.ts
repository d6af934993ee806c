/**
 * Emits index.ts: the engine contract (docs/engine-api.md) over the game's rules. `meta` lives in
 * meta.ts (meta-file.ts), which index.ts re-exports; the contract is built at its first use
 * (@ludic/runtime lazyContract), so importing `meta` alone runs nothing of the rules.
 */
import type { Type } from "@ludic/lang";
import type { IRProgram } from "../lower/program.js";
import { cardArgs } from "./card-refs.js";
import { newWriter } from "./data-files.js";
import { DETERMINIZE_IMPORTS, determinizeSource } from "./determinize.js";
import { identifier, jsonTextLiteral, propertyKey } from "./escape.js";
import { indexKindName } from "./meta-data.js";
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

export function indexFile(p: IRProgram, header: string): string {
  const { layout } = p;
  const w = newWriter();
  w.writeLine(header).blankLine();
  const enumNames = layout.enums.map((e) => `${identifier(e.name)}_NAMES`);

  w.writeLine(`import type { Engine, Outcome, Seat, StateShape } from "@ludic/runtime";`);
  // Runtime code for a feature only a game whose rules have it bundles (anytime.ts).
  const anytime = p.anytime.length > 0;
  w.writeLine(`import { ${anytime ? "anytimeCode, " : ""}lazyContract } from "@ludic/runtime";`);
  w.writeLine(
    `import { ${["CARD_COUNT", "CARD_IDS", "CARD_INDEX", ...enumNames].join(", ")} } from "./cards.js";`,
  );
  w.writeLine(`import { meta } from "./meta.js";`);
  w.writeLine(
    `import { DECISIONS, FLOW_BY_VARIANT, OPTIONS, OPTION_CHECKS, OPTION_CODE, POSITION_BY_VARIANT, SITE_RULE, SITE_SOURCE, ${anytime ? "ANYTIME, " : ""}anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars, pendingMoves, runEngine, seatLines, siteAccept, siteCommitments, siteSeats, zoneVisible } from "./rules.js";`,
  );
  w.writeLine(
    `import { ATT, ${layout.board ? "BOARD, " : ""}CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, type State } from "./state.js";`,
  );
  w.writeLine(DETERMINIZE_IMPORTS);
  w.blankLine();
  w.writeLine('export type { CardId } from "./cards.js";');
  w.writeLine('export { meta } from "./meta.js";');
  w.writeLine('export type { State } from "./state.js";');
  w.writeLine(
    'import type { Decision, GameRecord, Move, PositionSpec, SetupOptions, Types, View } from "./types.js";',
  );
  w.writeLine('export type * from "./types.js";');
  w.writeLine(
    "/** The contract's errors: one class each for every engine of an app (they come from @ludic/runtime). */",
  );
  w.writeLine(
    'export { IllegalMoveError, InvalidSetupError, InvalidStateError, LudicError, RulesError } from "@ludic/runtime";',
  );
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
  w.write(
    STATIC_CONTRACT.replace("INDEX_NAMES_TABLE", `{ ${indexNames.join(", ")} }`).replace(
      " ANYTIME,",
      anytime ? " ANYTIME: anytimeCode(ANYTIME)," : "",
    ),
  );
  w.blankLine().write(determinizeSource(p));
  w.blankLine().write(PLAYOUTS);
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
  CARD_COUNT, CARD_IDS, CARD_INDEX, ATT, CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, OPTIONS, OPTION_CHECKS, OPTION_CODE,
  FLOW_BY_VARIANT, POSITION_BY_VARIANT, SITE_RULE, SITE_SOURCE, ANYTIME, DECISIONS,
  anytimeMoves, cardPublic, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars,
  pendingMoves, playActions, runEngine, seatLines, siteAccept, siteCommitments, siteSeats, zoneVisible,
}));

// The contract's functions, typed for this game (types.ts; @ludic/runtime's are any game's). Each
// reads \`contract\` when called, not at load: a bundle that imports only \`meta\` keeps none of the rules.
/** A new game, run up to its first decision. */
export function setup(o: SetupOptions): State { return contract.setup(o); }
/** A chosen position: the listed cards where they are listed, the others in their home zones. */
export function position(spec: PositionSpec): State { return contract.position(spec); }
/** Who must decide now (several seats for a simultaneous decision); [] when the game is over. */
export function decisions(st: State): Decision[] { return contract.decisions(st) as Decision[]; }
/** The moves \`seat\` may make: those of the decision it must take, if any, and its anytime moves. */
export function legalMoves(st: State, seat: Seat): Move[] { return contract.legalMoves(st, seat); }
/** Applies a move to a copy of the state; the input is never changed. */
export function applyMove(st: State, m: Move): State { return contract.applyMove(st, m); }
/** What one seat (or a spectator) may see: hidden cards are placeholders without identity. */
export function view(st: State, viewer: Seat | "spectator"): View { return contract.view(st, viewer) as View; }
/** How the game ended (winners, draw), or null while it goes on. */
export function outcome(st: State): Outcome | null { return contract.outcome(st); }
/** Replays a record move by move; a record that does not replay is an InvalidSetupError. */
export function replay(r: GameRecord): State { return contract.replay(r); }

/** The whole contract as one object, for code that takes any engine. */
export const engine: Engine<State, Move, Types> = { meta, setup, position, decisions, legalMoves, applyMove, view, outcome, replay, determinize, playout };
export default engine;
`;

/**
 * Index.ts: the playout path (docs/engine-api.md "Playouts"), @ludic/runtime's loops over the
 * game's playout views of its decisions (rules.ts, emit/playout.ts) and its contract.
 */
const PLAYOUTS = `
// ---- Playouts (docs/engine-api.md) --------------------------------------------------

import { makePlayouts, type PlayoutMode } from "@ludic/runtime";
import { PLAY, playActions, playBind, playFast, playFill, playNoMove, playQuiet } from "./rules.js";

/** The runner of new deals, \`playInPlace\` and \`playout\` (@ludic/runtime makePlayouts); the contract is read at each call. */
const PLAYOUTS = /* @__PURE__ */ makePlayouts<State, Frame, Move, Omit<SetupOptions, "seed">>({
  CARD_COUNT, CARD_HOME, FLOW_BY_VARIANT, unchecked: () => contract.unchecked, setup, initVars, cloneState,
  runEngine, playQuiet, PLAY, playFast, playFill, playBind, playNoMove, siteSeats,
});

/** Plays on from \`st\` in place, move \`choose(n)\` of the \`n\` legal moves at each decision, up to \`maxMoves\` moves; returns the number made. */
export function playInPlace(st: State, choose: (n: number) => number, maxMoves?: number): number { return PLAYOUTS.playInPlace(st, choose, maxMoves); }
/** Playouts from new deals of \`setup({ ...options, seed })\`, each played in one state of the runner's own (valid until the next call); \`{ log: false }\`: no game log. */
export function playouts(options: Omit<SetupOptions, "seed">, mode?: PlayoutMode): (seed: string, choose: (n: number) => number, maxMoves?: number) => State { return PLAYOUTS.playouts(options, mode); }
/** A playout (policy \`choose\`) from a copy of \`st\`; \`st\` is unchanged. */
export function playout(st: State, choose: (n: number) => number, maxMoves?: number): State { return PLAYOUTS.playout(st, choose, maxMoves); }
`;

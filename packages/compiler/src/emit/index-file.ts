/** Emits index.ts: the engine contract (docs/engine-api.md) over the game's rules. */
import type { BoardInfo, Type } from "@ludic/lang";
import { type ConstValue, isEnumValue } from "../evaluate/values.js";
import type { IndexLayout } from "../lower/layout.js";
import type { IRProgram } from "../lower/program.js";
import { CARD_REFS_SOURCE, cardArgsTable } from "./card-refs.js";
import { newWriter } from "./data-files.js";
import { DETERMINIZE_IMPORTS, determinizeSource } from "./determinize.js";
import { playoutSource } from "./playout.js";

const json = (v: unknown): string => JSON.stringify(v, null, 2);

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
    const overrides: Record<string, unknown> = {};
    for (const { v, i } of present) {
      if (v.decl === first.decl) continue;
      overrides[p.game.variants[i]?.id ?? ""] = {
        default: toJson(v.default),
        ...(v.allowed ? { allowed: v.allowed.map(toJson) } : {}),
      };
    }
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
  return { cards: p.layout.enums.map((e) => `${e.name}_NAMES`), state: p.layout.board ? ["BOARD"] : [] };
}

/** VAR_INDEX, ZONE_INDEX, VAR_VALUE and INDEX_NAMES: how indexes and values are named in views and positions. */
function writeIndexTables(w: ReturnType<typeof newWriter>, p: IRProgram): void {
  const { layout } = p;
  const table = (entries: [string, string | null][]) =>
    JSON.stringify(Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null)));
  w.writeLine("/** Indexed variables and zones: per seat, per card, per cell or per member of an enum. */");
  w.writeLine(
    `const VAR_INDEX: Record<string, string> = ${table(layout.vars.map((v) => [v.name, v.indexKind ? indexKindName(v.indexKind) : null]))};`,
  );
  w.writeLine(
    `const ZONE_INDEX: Record<string, string> = ${table(layout.zones.map((z) => [z.name, z.index ? indexKindName(z.index) : null]))};`,
  );
  w.writeLine("/** Variables of an optional type (`seat?`): `none` is null in views and positions. */");
  w.writeLine(
    `const OPTIONAL_VARS: ReadonlySet<string> = new Set(${JSON.stringify(layout.vars.filter((v) => v.type.kind === "optional").map((v) => v.name))});`,
  );
  w.writeLine("/** Variables whose values views name: cards by id, cells as r3c4, enum members by name. */");
  w.writeLine(
    `const VAR_VALUE: Record<string, string> = ${table(layout.vars.map((v) => [v.name, valueKind(v.type)]))};`,
  );
  const names = [
    "card: CARD_IDS",
    ...(layout.board ? ["cell: BOARD.names"] : []),
    ...layout.enums.map((e) => `${JSON.stringify(e.name)}: ${e.name}_NAMES`),
  ];
  w.writeLine("/** The names of the values of each kind of index (seats are numbers). */");
  w.writeLine(`const INDEX_NAMES: Record<string, readonly string[]> = { ${names.join(", ")} };`);
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
                      ?.members.map((m) => JSON.stringify(m.name))
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
    const attributes: Record<string, string | number | boolean> = {};
    for (const [k, v] of c.attributes) {
      attributes[k] = typeof v === "object" ? (Array.isArray(v) ? JSON.stringify(v) : v.member) : v;
    }
    const name = attributes.name;
    const card = { id: c.id, type: c.type, name: typeof name === "string" ? name : c.id, attributes };
    return c.appearance ? { ...card, appearance: c.appearance } : card;
  });
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
    })),
    cards: cardsMeta,
    ...(layout.enums.length > 0
      ? { enums: Object.fromEntries(layout.enums.map((e) => [e.name, e.members])) }
      : {}),
    ...(layout.board ? { board: boardMeta(layout.board) } : {}),
    rulesFile,
  };

  w.writeLine(
    `import type { CardPlace, Decision, Engine, GameMeta, GameRecord, Move as AnyMove, Outcome, PositionSpec, Seat, SetupOptions, View, ViewCard, ViewZone } from "@ludic/runtime";`,
  );
  w.writeLine(
    `import { IllegalMoveError, InvalidSetupError, LudicError, checkOptions, describeMove, optionsToJson, readOptions, seedRng } from "@ludic/runtime";`,
  );
  w.writeLine(`import { CARD_COUNT, CARD_IDS, CARD_INDEX, type CardId } from "./cards.js";`);
  const names = indexNameImports(p);
  if (names.cards.length > 0) w.writeLine(`import { ${names.cards.join(", ")} } from "./cards.js";`);
  if (names.state.length > 0) w.writeLine(`import { ${names.state.join(", ")} } from "./state.js";`);
  w.writeLine(
    `import { FLOW_BY_VARIANT, OPTIONS, OPTION_CHECKS, POSITION_BY_VARIANT, REVEALS, SITE_RULE, SITE_SOURCE, ANYTIME, anytimeMoves, cardRevealed, cardVisible, cloneState, completeRule, completes, initVars, pendingMoves, runEngine, siteAccept, siteCommitments, siteSeats } from "./rules.js";`,
  );
  w.writeLine(`import { ATT, CARD_HOME, MAX_SEATS, ZONE_SEAT, Z, type Opts, type State } from "./state.js";`);
  w.writeLine(DETERMINIZE_IMPORTS);
  w.blankLine();
  w.writeLine("export type { CardId } from './cards.js';");
  w.writeLine("export type { State } from './state.js';");
  w.blankLine();
  w.writeLine(`/** A move of ${game.title}: one member per action of the rules. */`);
  const members = [...actions].map(
    ([name, params]) =>
      `{ seat: Seat; action: ${JSON.stringify(name)}; args: ${params.length ? `{ ${params.map((x) => `${x.name}: ${x.ts}`).join("; ")} }` : "Record<string, never>"} }`,
  );
  w.writeLine(`export type Move = ${members.length ? members.join("\n  | ") : "never"};`);
  w.blankLine();
  w.writeLine(`export const meta: GameMeta = ${json(meta)};`);
  w.blankLine();
  w.writeLine("/** Indexed variables: per seat or per card. */");
  writeIndexTables(w, p);
  w.blankLine();
  w.writeLine(cardArgsTable(p));
  w.write(STATIC_CONTRACT);
  w.write(CARD_REFS_SOURCE);
  w.blankLine().write(determinizeSource(p));
  w.blankLine().write(playoutSource());
  return w.toString();
}

/** The contract over the generated tables: the same for every game. */
const STATIC_CONTRACT = `
/** Every zone instance, keyed as in views and positions: "deck", "hand[0]", "at[r3c4]", "supply[orange]". */
type ZoneKey = { key: string; name: string; seat: number | null; index: number | null; instance: number };
const ZONE_KEYS: ZoneKey[] = meta.zones.flatMap((z): ZoneKey[] => {
  const base = Z[z.name as keyof typeof Z];
  const ix = ZONE_INDEX[z.name];
  if (ix === undefined) return [{ key: z.name, name: z.name, seat: null, index: null, instance: base }];
  if (ix === "seat") {
    return Array.from({ length: MAX_SEATS }, (_, s) => ({ key: \`\${z.name}[\${s}]\`, name: z.name, seat: s, index: s, instance: base + s }));
  }
  return (INDEX_NAMES[ix] ?? []).map((n, i) => ({ key: \`\${z.name}[\${n}]\`, name: z.name, seat: null, index: i, instance: base + i }));
});

/** An index as named in keys: a seat's number, a card id, a cell ("r3c4"), an enum member. */
function indexName(kind: string, i: number): string {
  return kind === "seat" ? String(i) : (INDEX_NAMES[kind]?.[i] ?? String(i));
}

/** The index a key names, or -1. */
function indexFromName(kind: string, text: string): number {
  if (kind === "seat") return /^\\d+$/.test(text) ? Number(text) : -1;
  return INDEX_NAMES[kind]?.indexOf(text) ?? -1;
}

/** A variable's value as views show it: cards, cells and enum members by name. */
function showValue(kind: string | undefined, v: unknown): unknown {
  if (kind === undefined) return v;
  if (kind.startsWith("list:")) return Array.isArray(v) ? v.map((x) => showValue(kind.slice(5), x)) : v;
  const names = INDEX_NAMES[kind];
  return typeof v === "number" && names && v >= 0 && v < names.length ? names[v] : v;
}

/** A value given in a position, read back: a name becomes its index. */
function readValue(kind: string | undefined, v: unknown): unknown {
  if (kind === undefined || kind.startsWith("list:") || typeof v !== "string") return v;
  const i = INDEX_NAMES[kind]?.indexOf(v) ?? -1;
  return i >= 0 ? i : v;
}

function variantIndex(variant: string | undefined): number {
  if (variant === undefined) return 0;
  const i = meta.variants.findIndex((v) => v.id === variant);
  if (i < 0) {
    throw new InvalidSetupError(
      "unknown-variant",
      \`\${meta.title} has no variant "\${variant}"; its variants are \${meta.variants.map((v) => \`"\${v.id}"\`).join(", ")}\`,
    );
  }
  return i;
}

/** The seats variant v is played with (its header's \`players\`, else its parent's). */
function checkPlayers(players: unknown, v: number): number {
  const variant = meta.variants[v];
  const { min, max } = variant?.players ?? meta.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players < min || players > max) {
    const game = variant && (variant.players?.min !== meta.players.min || variant.players?.max !== meta.players.max) ? \`\${meta.title} (\${variant.id})\` : meta.title;
    throw new InvalidSetupError(
      "players",
      \`\${game} is played by \${min === max ? min : \`\${min} to \${max}\`} players, not \${String(players)}\`,
    );
  }
  return players;
}

/** The options of a new game: checked against the rules, defaults for the rest. */
function gameOptions(v: number, given: SetupOptions["options"]): Opts {
  return readOptions(meta.title, OPTIONS, v, given) as unknown as Opts;
}

function emptyState(v: number, n: number, seed: string, opts: Opts): State {
  const z: number[][] = [];
  for (let i = 0; i < ATT + CARD_COUNT; i++) z.push([]);
  const loc: number[] = new Array<number>(CARD_COUNT).fill(0);
  for (let c = 0; c < CARD_COUNT; c++) {
    const home = CARD_HOME[c] as number;
    (z[home] as number[]).push(c);
    loc[c] = home;
  }
  const st: State = { v, n, seed, rng: seedRng(seed), z, loc, kn: new Array<number>(CARD_COUNT).fill(0), cr: -1, g: undefined as never, o: opts, stack: [], pend: null, held: null, ret: null, out: null, log: [], moves: 0 };
  checkOptions(OPTION_CHECKS, st, v);
  st.g = initVars(st);
  return st;
}

/** A new game, run up to its first decision. */
export function setup(o: SetupOptions): State {
  if (typeof o !== "object" || o === null) throw new InvalidSetupError("options", "setup() needs { players, seed }");
  const v = variantIndex(o.variant);
  const n = checkPlayers(o.players, v);
  if (typeof o.seed !== "string") throw new InvalidSetupError("seed", "the seed must be a string");
  const st = emptyState(v, n, o.seed, gameOptions(v, o.options));
  const flow = FLOW_BY_VARIANT[v];
  if (flow) st.stack.push(flow(st));
  runEngine(st);
  return st;
}

function zoneInstance(key: string): number {
  const z = ZONE_KEYS.find((x) => x.key === key);
  if (!z) throw new InvalidSetupError("position", \`unknown zone "\${key}"; zones are \${ZONE_KEYS.map((x) => x.key).join(", ")}\`);
  return z.instance;
}

function cardIndex(id: string): number {
  const c = CARD_INDEX.get(id);
  if (c === undefined) throw new InvalidSetupError("position", \`"\${id}" is not a card of \${meta.title}\`);
  return c;
}

/** A chosen position: the listed cards where they are listed, the others in their home zones. */
export function position(spec: PositionSpec): State {
  const v = variantIndex(spec.variant);
  const n = checkPlayers(spec.players ?? (meta.variants[v]?.players ?? meta.players).min, v);
  const st = emptyState(v, n, spec.seed ?? "position", gameOptions(v, spec.options));
  for (const cards of st.z) cards.length = 0;
  const placed = new Set<number>();
  const place = (c: number, zone: number): void => {
    if (placed.has(c)) throw new InvalidSetupError("position", \`\${CARD_IDS[c]} is listed twice\`);
    placed.add(c);
    (st.z[zone] as number[]).push(c);
    st.loc[c] = zone;
  };
  for (const [key, ids] of Object.entries(spec.zones ?? {})) {
    const zone = zoneInstance(key);
    const seat = ZONE_SEAT[zone] as number;
    if (seat >= n) throw new InvalidSetupError("position", \`\${key} belongs to a seat that is not at a \${n}-player table\`);
    for (const id of ids) place(cardIndex(id), zone);
  }
  for (const [host, ids] of Object.entries(spec.attachments ?? {})) {
    const h = cardIndex(host);
    if (!placed.has(h)) throw new InvalidSetupError("position", \`\${host} has cards attached but is not placed in a zone\`);
    for (const id of ids) place(cardIndex(id), ATT + h);
  }
  for (let c = 0; c < CARD_COUNT; c++) if (!placed.has(c)) place(c, CARD_HOME[c] as number);
  for (const [key, value] of Object.entries(spec.vars ?? {})) setVar(st, key, value);
  for (const [seat, ids] of Object.entries(spec.known ?? {})) {
    const s = Number(seat);
    if (!/^\\d+$/.test(seat) || s >= n) throw new InvalidSetupError("position", \`known: "\${seat}" is not a seat at a \${n}-player table\`);
    for (const id of ids) st.kn[cardIndex(id)] = (st.kn[cardIndex(id)] as number) | (1 << s);
  }
  const toMove = spec.toMove ?? 0;
  if (!Number.isInteger(toMove) || toMove < 0 || toMove >= n) {
    throw new InvalidSetupError("position", \`toMove must be a seat from 0 to \${n - 1}\`);
  }
  const start = POSITION_BY_VARIANT[v];
  if (!start) throw new InvalidSetupError("position", \`\${meta.title} names no \\\`position\\\` rule to start a position with\`);
  st.stack.push(start(st, toMove));
  runEngine(st);
  return st;
}

function setVar(st: State, key: string, value: unknown): void {
  const m = /^(\\w+)(?:\\[(.+)\\])?$/.exec(key);
  const vars = st.g as unknown as Record<string, unknown>;
  const name = m?.[1];
  if (!m || name === undefined || !(name in vars)) {
    throw new InvalidSetupError("position", \`unknown variable "\${key}"; variables are \${Object.keys(vars).join(", ")}\`);
  }
  const current = vars[name];
  const read = readValue(VAR_VALUE[name], value);
  // An optional variable takes null (none) or a value of its type, whatever it holds now.
  const fits = (now: unknown): boolean =>
    typeof now === typeof read || (OPTIONAL_VARS.has(name) && (read === null || now === null) && typeof read !== "string");
  if (m[2] === undefined) {
    if (!fits(current)) throw new InvalidSetupError("position", \`\${key} must be a \${typeof current}\`);
    vars[name] = read;
    return;
  }
  const kind = VAR_INDEX[name];
  if (!Array.isArray(current) || kind === undefined) throw new InvalidSetupError("position", \`\${name} is not indexed\`);
  const index = indexFromName(kind, m[2]);
  if (index < 0 || index >= current.length || !fits(current[index])) {
    throw new InvalidSetupError("position", \`\${key} cannot be set to \${String(value)}\`);
  }
  current[index] = read;
}

/** Who must decide now (several seats for a simultaneous decision); [] when the game is over. */
export function decisions(st: State): Decision[] {
  const pend = st.pend;
  if (st.out !== null || pend === null) return [];
  return siteSeats(st).map((seat) => {
    const actions = playActions(st, seat) ?? allActions(st, seat);
    return { seat, actions, rule: SITE_RULE[pend.site] as string, source: SITE_SOURCE[pend.site] as Decision["source"] };
  });
}

/** The actions of \`seat\`'s legal moves, from the moves themselves (playActions lists them from numbers where it can). */
function allActions(st: State, seat: Seat): string[] {
  const moves: AnyMove[] = [];
  pendingMoves(st, seat, moves);
  anytimeMoves(st, seat, moves);
  return [...new Set(moves.map((m) => m.action))];
}

/** The moves \`seat\` may make: those of the decision it must take, if any, and its anytime moves. */
export function legalMoves(st: State, seat: Seat): Move[] {
  if (st.out !== null || st.pend === null) return [];
  const moves: AnyMove[] = [];
  if (siteSeats(st).includes(seat)) pendingMoves(st, seat, moves);
  anytimeMoves(st, seat, moves);
  return moves.map((m) => namedFor(st, m, seat)) as Move[];
}

function refuse(code: ConstructorParameters<typeof IllegalMoveError>[0], message: string, m: unknown, st: State): never {
  const rule = st.pend ? (SITE_SOURCE[st.pend.site] ?? null) : null;
  throw new IllegalMoveError(code, message, m, rule);
}

/** An anytime move: its rule runs on top of the pending decision, which is pending again after it. */
function applyAnytime(st: State, m: AnyMove, a: (typeof ANYTIME)[number]): State {
  if (!Number.isInteger(m.seat) || m.seat < 0 || m.seat >= st.n) refuse("malformed", \`\${describeMove(m)}: there is no seat \${m.seat}\`, m, st);
  if (Object.keys(m.args).length > 0) refuse("not-allowed", \`\${describeMove(m)} is not allowed: \${a.action} takes no arguments\`, m, st);
  if (st.held !== null) refuse("not-allowed", \`\${describeMove(m)} is not allowed: another anytime move is being resolved\`, m, st);
  if (a.when !== null && !a.when(st, m.seat)) refuse("not-allowed", \`\${describeMove(m)} is not allowed now: its \\\`when\\\` does not hold\`, m, st);
  const next = cloneState(st);
  next.held = next.pend;
  next.pend = null;
  next.stack.push(a.enter(next, m.seat));
  next.moves += 1;
  runEngine(next);
  return next;
}

/** Applies a move to a copy of the state; the input is never changed. */
export function applyMove(st: State, m: Move): State {
  const move = m as unknown;
  if (typeof move !== "object" || move === null) refuse("malformed", "a move is an object { seat, action, args }", move, st);
  const { seat, action, args } = move as Record<string, unknown>;
  if (typeof seat !== "number" || typeof action !== "string" || typeof args !== "object" || args === null || Array.isArray(args)) {
    refuse("malformed", "a move is an object { seat: number, action: string, args: object }", move, st);
  }
  const plain = move as AnyMove;
  if (st.out !== null) refuse("game-over", \`\${describeMove(plain)}: the game is over\`, move, st);
  if (st.pend === null) refuse("malformed", "no decision is pending", move, st);
  const anytime = ANYTIME.find((a) => a.action === action && a.variants.includes(st.v));
  if (anytime) return applyAnytime(st, plain, anytime);
  const deciding = siteSeats(st);
  if (!deciding.includes(seat)) {
    const who = deciding.length === 1 ? \`seat \${deciding[0]}'s decision\` : \`the decision of seats \${deciding.join(", ")}\`;
    refuse("not-your-turn", \`\${describeMove(plain)}: it is \${who}, not seat \${seat}'s\`, move, st);
  }
  const named = byIds(st, plain);
  if (typeof named === "string") refuse("not-allowed", \`\${describeMove(plain)} is not allowed: \${named}\`, move, st);
  const bound = siteAccept(st, named);
  if (typeof bound === "string") {
    const code = bound.includes("is not one of the moves") ? "unknown-action" : "not-allowed";
    refuse(code, \`\${describeMove(plain)} is not allowed: \${bound}\`, move, st);
  }
  if (!completes(st, named)) {
    refuse("not-allowed", \`\${describeMove(plain)} is not allowed: after it the rule "\${completeRule(st)}" could not be carried out in full\`, move, st);
  }
  const next = cloneState(st);
  const frame = next.stack[next.stack.length - 1];
  if (frame === undefined) refuse("malformed", "no rule is running", move, st);
  next.moves += 1;
  // A commitment to a simultaneous decision waits for the other seats; any other move runs on.
  if (bound(frame)) {
    next.pend = null;
    runEngine(next);
  }
  return next;
}

function visible(st: State, zone: { name: string; seat: number | null; index: number | null; visibility: string }, viewer: Seat | "spectator"): boolean {
  if (zone.visibility === "public") return true;
  if (viewer === "spectator") return false;
  if (zone.visibility === "owner" && zone.seat === viewer) return true;
  const reveals = REVEALS[zone.name] ?? [];
  return reveals.some((r) => r.variants.includes(st.v) && r.test(st, zone.index ?? -1, viewer));
}

/**
 * Cards as \`viewer\` sees them: \`shown\` when their place shows them (\`known\`: only because the
 * viewer knows their host), else by a card-level reveal, else by knowledge (\`peek\`, marked
 * \`known\`). Attached cards are seen as their host is, or by a reveal or knowledge of their own.
 */
function viewCards(st: State, cards: number[], shown: boolean, viewer: Seat | "spectator", known = false): ViewCard[] {
  return cards.map((c) => {
    let by: "place" | "knowledge" | null = shown ? (known ? "knowledge" : "place") : null;
    if (viewer !== "spectator" && by !== "place") {
      if (cardRevealed(st, c, viewer)) by = "place";
      else if (by === null && ((st.kn[c] as number) >> viewer) % 2 === 1) by = "knowledge";
    }
    const on = st.z[ATT + c] as number[];
    const attached = on.length > 0 ? { attached: viewCards(st, on, by !== null, viewer, by === "knowledge") } : {};
    if (by === null) return { hidden: true as const, ...attached };
    return { id: CARD_IDS[c] as string, ...(by === "knowledge" ? { known: true as const } : {}), ...attached };
  });
}

/** What one seat (or a spectator) may see: hidden cards are placeholders without identity. */
export function view(st: State, viewer: Seat | "spectator"): View {
  const zones: Record<string, ViewZone> = {};
  for (const key of ZONE_KEYS) {
    if (key.seat !== null && key.seat >= st.n) continue;
    const z = meta.zones.find((x) => x.name === key.name);
    if (!z) continue;
    const shown = visible(st, { name: key.name, seat: key.seat, index: key.index, visibility: z.visibility }, viewer);
    zones[key.key] = { name: key.name, seat: key.seat, kind: z.kind, cards: viewCards(st, st.z[key.instance] as number[], shown, viewer) };
  }
  // Named like PositionSpec vars: "passes", "vp[1]", "frozen[9H]", "owner[r3c4]", "gold[orange]".
  const vars: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(st.g) as [string, unknown][]) {
    const kind = VAR_INDEX[name];
    if (!Array.isArray(value) || kind === undefined) {
      vars[name] = showValue(VAR_VALUE[name], value);
      continue;
    }
    const count = kind === "seat" ? st.n : value.length;
    for (let i = 0; i < count; i++) vars[\`\${name}[\${indexName(kind, i)}]\`] = showValue(VAR_VALUE[name], value[i]);
  }
  return {
    game: meta.id,
    variant: (meta.variants[st.v] ?? meta.variants[0])?.id ?? "",
    players: st.n,
    viewer,
    options: optionsToJson(OPTIONS, st.v, st.o),
    zones,
    vars,
    // Which actions another seat has can depend on its hidden cards (a counter needs a 2 in
    // hand): a view names them only for the viewer's own decisions.
    decisions: decisions(st).map((d) => (d.seat === viewer ? d : { ...d, actions: [] })),
    commitments: siteCommitments(st, viewer).map((c) => (c.move ? { ...c, move: namedFor(st, c.move, c.seat) } : c)),
    outcome: st.out,
    log: st.log.slice(),
  };
}

export function outcome(st: State): Outcome | null {
  return st.out;
}

/** Replays a record move by move; a record that does not replay is an InvalidSetupError. */
export function replay(r: GameRecord): State {
  if (r.game !== meta.id) throw new InvalidSetupError("record", \`this record is of "\${r.game}", not "\${meta.id}"\`);
  let st = setup({ players: r.players, seed: r.seed, variant: r.variant, options: r.options });
  r.moves.forEach((m, i) => {
    try {
      st = applyMove(st, m as Move);
    } catch (e) {
      if (e instanceof LudicError) throw new InvalidSetupError("record", \`move \${i + 1} does not replay: \${e.message}\`);
      throw e;
    }
  });
  return st;
}

/** The whole contract as one object, for code that takes any engine. */
export const engine: Engine<State, Move> = { meta, setup, position, decisions, legalMoves, applyMove, view, outcome, replay, determinize, playout };
export default engine;
`;

/**
 * The engine boundary's checks (docs/engine-api.md "What the engine checks"): everything that
 * comes from outside — a move, a seat, a viewer, setup and position options, a record, a state —
 * is checked here before the contract uses it, and refused with the contract's typed errors.
 * Nothing here runs on the playout path: the contract calls these once per public call, and a
 * state is checked only the first time the engine sees it (see `makeStateGuard`).
 */

import { START_SEAT_KEY } from "../core.js";
import { IllegalMoveError, InvalidSetupError, InvalidStateError } from "../errors.js";
import type { OptionCode, OptionSpec } from "../options.js";
import type { GameMeta } from "../types.js";

/**
 * What a generated engine's State holds, as the compiler knows it (emitted as STATE_SHAPE in
 * index.ts). A kind is "int", "num", "bool", "str", "seat", "chooser" (a seat or -1, the rules'
 * automaton), "card", "zone", "cell", "enum:Name", "list:K", "opt:K" or "any".
 */
export interface StateShape {
  /** Per variable, the kind of its value (of each element, for an indexed variable). */
  vars: Readonly<Record<string, string>>;
  /** Per frame kind (a frame's `p`): its rule, how many blocks it resumes at, its locals' kinds. */
  frames: readonly { rule: string; blocks: number; fields: Readonly<Record<string, string>> }[];
}

/** What the checks need to know of a game. */
export interface GameLimits {
  meta: GameMeta;
  CARD_COUNT: number;
  ATT: number;
  MAX_SEATS: number;
  ZONE_SEAT: readonly number[];
  VAR_INDEX: Readonly<Record<string, string>>;
  OPTIONAL_VARS: ReadonlySet<string>;
  INDEX_NAMES: Readonly<Record<string, readonly string[]>>;
  OPTIONS: readonly OptionSpec[];
  /** The option code (options.ts `optionCode`, or `noOptions` for a game without options). */
  OPTION_CODE: OptionCode;
  SITE_RULE: readonly string[];
  SHAPE: StateShape;
  initVars(st: never): object;
}

export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

// Number.isInteger and its kin are false for anything not a number: no typeof before them.
const isIndex = (x: unknown, size: number): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) < size;

const isString = (x: unknown): x is string => typeof x === "string";

/** A test that also lets an absent field (undefined) through. */
const optional =
  (test: (x: unknown) => boolean) =>
  (x: unknown): boolean =>
    x === undefined || test(x);

const describe = (x: unknown): string => {
  if (x === null) return "null";
  if (Array.isArray(x)) return "a list";
  if (typeof x === "string") return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
  if (typeof x === "object") return "an object";
  return String(x);
};

/** A seat at an `n`-player table, or an IllegalMoveError-free description of why not. */
export function seatProblem(seat: unknown, n: number): string | null {
  return isIndex(seat, n)
    ? null
    : `${describe(seat)} is not a seat at this ${n}-player table (seats are 0 to ${n - 1})`;
}

/** `legalMoves`' seat and `view`'s viewer: a bad one is refused as a malformed move would be. */
export function checkSeat(seat: unknown, n: number, allowSpectator: boolean): void {
  if (allowSpectator && seat === "spectator") return;
  const problem = seatProblem(seat, n);
  if (problem === null) return;
  throw new IllegalMoveError(
    "malformed",
    allowSpectator ? `${problem}, nor "spectator"` : problem,
    seat,
    null,
  );
}

/** A move's own shape: `{ seat, action, args }` with string or number arguments; why not, or null. */
export function moveShapeProblem(m: unknown): string | null {
  if (!isRecord(m)) return "a move is an object { seat, action, args }";
  const { seat, action, args } = m;
  if (!Number.isInteger(seat)) return `a move's seat is a whole number, not ${describe(seat)}`;
  if (!isString(action)) return `a move's action is a string, not ${describe(action)}`;
  if (!isRecord(args)) return `a move's args are an object { name: value }, not ${describe(args)}`;
  // Own enumerable keys, as Object.entries lists them, without a list of pairs per move.
  for (const name in args) {
    if (!Object.hasOwn(args, name)) continue;
    const value = args[name];
    if (!(isString(value) || Number.isFinite(value)))
      return `argument ${describe(name)} is a card, seat, number, cell or name, not ${describe(value)}`;
  }
  return null;
}

function setupProblem(o: Record<string, unknown>, fields: readonly string[]): string | null {
  for (const key of Object.keys(o)) if (!fields.includes(key)) return `unknown field ${describe(key)}`;
  if (!optional(isString)(o.variant)) return "variant must be a string";
  if (!optional(isString)(o.seed)) return "the seed must be a string";
  if (!optional(isRecord)(o.options)) return "options must be an object: { name: value, … }";
  if (!optional(Number.isInteger)(o.players))
    return `players must be a whole number, not ${describe(o.players)}`;
  return null;
}

/** `setup()`'s argument, before anything is read from it. */
export function checkSetupOptions(o: unknown): asserts o is Record<string, unknown> {
  if (!isRecord(o)) throw new InvalidSetupError("options", "setup() needs { players, seed }");
  const problem = setupProblem(o, ["players", "seed", "variant", "options", "startSeat"]);
  if (problem !== null) throw new InvalidSetupError("options", `setup(): ${problem}`);
  if (!isString(o.seed)) throw new InvalidSetupError("seed", "the seed must be a string");
}

const isIdList = (x: unknown): x is string[] => Array.isArray(x) && x.every(isString);

/** `position()`'s argument: every field of the right shape (what it names is checked as it is placed). */
export function checkPositionSpec(spec: unknown): asserts spec is Record<string, unknown> {
  const fail = (why: string): never => {
    throw new InvalidSetupError("position", `position(): ${why}`);
  };
  if (!isRecord(spec)) fail("needs { zones, … }");
  const s = spec as Record<string, unknown>;
  const problem = setupProblem(s, [
    "players",
    "variant",
    "seed",
    "toMove",
    "zones",
    "attachments",
    "vars",
    "known",
    "outOfPlay",
    "options",
  ]);
  if (problem !== null) fail(problem);
  // players was checked by setupProblem: a whole number or absent.
  if (!optional(Number.isInteger)(s.toMove)) fail("toMove must be a seat");
  for (const field of ["zones", "attachments", "known"]) {
    const table = s[field];
    if (table === undefined) continue;
    if (!isRecord(table)) fail(`${field} must be an object of lists of card ids`);
    for (const [key, ids] of Object.entries(table as object))
      if (!isIdList(ids)) fail(`${field}[${describe(key)}] must be a list of card ids`);
  }
  if (s.vars !== undefined) {
    if (!isRecord(s.vars)) fail("vars must be an object { name: value }");
    for (const [key, value] of Object.entries(s.vars as object)) {
      // A list variable is given as views show it: a list of such values.
      const plain = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
      const ok = plain(value) || (Array.isArray(value) && value.every(plain));
      if (!ok) fail(`vars[${describe(key)}] must be a number, string, true, false, null or a list of them`);
    }
  }
}

/** `replay()`'s argument: a GameRecord whose moves are a list. */
export function checkRecord(r: unknown): asserts r is Record<string, unknown> & { moves: unknown[] } {
  const fail = (why: string): never => {
    throw new InvalidSetupError("record", `replay(): ${why}`);
  };
  if (!isRecord(r)) fail("a record is an object { game, seed, players, variant, options, moves }");
  const rec = r as Record<string, unknown>;
  for (const [field, test, what] of RECORD_FIELDS)
    if (!test(rec[field])) fail(`the record's ${field} must be ${what}`);
}

/** A record's fields, in the order they are checked: the test of each and what it must be. */
const RECORD_FIELDS: readonly [string, (x: unknown) => boolean, string][] = [
  ["game", isString, "a string"],
  ["seed", isString, "a string"],
  ["variant", optional(isString), "a string"],
  ["options", optional(isRecord), "an object"],
  ["players", optional(Number.isInteger), "a whole number"],
  ["startSeat", optional(Number.isInteger), "a seat"],
  ["moves", Array.isArray, "a list"],
];

// ---- States ----------------------------------------------------------------------

/** Checks a value against a kind of StateShape; the path names it in the message. */
type ValueCheck = (value: unknown, kind: string, path: string) => void;

function stateProblem(path: string, why: string): never {
  throw new InvalidStateError(`state.${path} ${why}`);
}

/**
 * Integrity checks of a whole state, against what the engine could have produced: the same
 * fields, every card in exactly one place, a valid variant, seat count and options, frames of
 * known rules with locals of the right kinds, a pending decision of the running rule.
 */
export function makeStateCheck(g: GameLimits): {
  state(st: unknown): void;
  vars(st: { n: number; g: unknown }, init: object): void;
} {
  const { meta, CARD_COUNT, ATT, MAX_SEATS, ZONE_SEAT, VAR_INDEX, OPTIONAL_VARS, OPTIONS, SHAPE } = g;
  const zoneCount = ATT + CARD_COUNT;
  const enumSize = (name: string): number => meta.enums?.[name]?.length ?? g.INDEX_NAMES[name]?.length ?? 0;
  const cells = meta.board ? meta.board.rows * meta.board.cols : 0;

  // A local not yet assigned holds 0, even in a game with no card, zone or cell.
  const zeroOrBelow = (size: number) => (x: unknown) => x === 0 || isIndex(x, size);
  const card = zeroOrBelow(CARD_COUNT);
  /** The test of each plain kind at an `n`-player table (opt:, list: and enum: are read in `check`). */
  const kindTests = (n: number): Record<string, (x: unknown) => boolean> => ({
    any: () => true,
    bool: (x) => typeof x === "boolean",
    str: isString,
    num: Number.isFinite,
    int: Number.isSafeInteger,
    seat: (x) => isIndex(x, n),
    chooser: (x) => x === -1 || isIndex(x, n),
    card,
    zone: zeroOrBelow(zoneCount),
    cell: zeroOrBelow(cells),
  });

  function valueChecker(n: number): ValueCheck {
    const tests = kindTests(n);
    const check: ValueCheck = (value, kind, path) => {
      const bad = (): never => stateProblem(path, `is ${describe(value)}, not a value of kind ${kind}`);
      if (kind.startsWith("opt:")) {
        if (value !== null) check(value, kind.slice(4), path);
      } else if (kind.startsWith("list:")) {
        if (!Array.isArray(value)) bad();
        for (const [i, x] of (value as unknown[]).entries()) check(x, kind.slice(5), `${path}[${i}]`);
      } else if (kind.startsWith("enum:")) {
        if (!zeroOrBelow(enumSize(kind.slice(5)))(value)) bad();
      } else if (!(Object.hasOwn(tests, kind) && (tests[kind] as (x: unknown) => boolean)(value))) bad();
    };
    return check;
  }

  /** The variables: those of a new game of the same variant, same lengths, values of their kinds. */
  function checkVars(st: { n: number; g: unknown }, init: object): void {
    const vars = st.g;
    if (!isRecord(vars)) stateProblem("g", "must be an object of variables");
    const expected = init as Record<string, unknown>;
    const check = valueChecker(st.n);
    for (const name of Object.keys(vars as object))
      if (!Object.hasOwn(expected, name)) stateProblem(`g.${name}`, "is not a variable of this game");
    for (const [name, fresh] of Object.entries(expected)) {
      if (!Object.hasOwn(vars as object, name)) stateProblem(`g.${name}`, "is missing");
      const value = (vars as Record<string, unknown>)[name];
      const base = SHAPE.vars[name] ?? "any";
      const kind = OPTIONAL_VARS.has(name) && !base.startsWith("opt:") ? `opt:${base}` : base;
      if (Object.hasOwn(VAR_INDEX, name)) {
        if (!Array.isArray(value) || !Array.isArray(fresh) || value.length !== fresh.length)
          stateProblem(`g.${name}`, `must be a list of ${Array.isArray(fresh) ? fresh.length : 0} values`);
        for (const [i, x] of (value as unknown[]).entries()) check(x, kind, `g.${name}[${i}]`);
      } else check(value, kind, `g.${name}`);
    }
  }

  function checkCards(st: Record<string, unknown>, n: number): void {
    const { z, a, loc, kn } = st;
    if (!Array.isArray(z) || z.length !== ATT) stateProblem("z", `must be a list of ${ATT} zones`);
    // One more list past the attachment zones holds a position's cards out of play (engine.ts placeOutOfPlay).
    if (!Array.isArray(a) || (a.length !== CARD_COUNT && a.length !== CARD_COUNT + 1))
      stateProblem("a", `must be a list of ${CARD_COUNT} attachment zones`);
    if (!Array.isArray(loc) || loc.length !== CARD_COUNT)
      stateProblem("loc", `must list ${CARD_COUNT} cards`);
    if (!Array.isArray(kn) || kn.length !== CARD_COUNT) stateProblem("kn", `must list ${CARD_COUNT} cards`);
    const seen = new Array<boolean>(CARD_COUNT).fill(false);
    // Zone ATT + h is a[h] (runtime core.ts): one walk over both lists, by zone number.
    [...(z as unknown[]), ...(a as unknown[])].forEach((cards, zone) => {
      const path = zone < ATT ? `z[${zone}]` : `a[${zone - ATT}]`;
      if (!Array.isArray(cards)) stateProblem(path, "must be a list of cards");
      const seat = ZONE_SEAT[zone] ?? -1;
      if (seat >= n && (cards as unknown[]).length > 0)
        stateProblem(path, `belongs to seat ${seat}, which is not at a ${n}-player table`);
      for (const c of cards as unknown[]) {
        if (!isIndex(c, CARD_COUNT)) stateProblem(path, `holds ${describe(c)}, not a card`);
        if (seen[c]) stateProblem(path, `holds card ${c}, which is in another place too`);
        if ((loc as unknown[])[c] !== zone) stateProblem(`loc[${c}]`, `must be ${zone}, where the card lies`);
        seen[c] = true;
      }
    });
    const missing = seen.indexOf(false);
    if (missing >= 0) stateProblem("z", `has no place for card ${missing}`);
    // An attached card's hosts lead to a zone within CARD_COUNT steps, or cards hold each other.
    for (let c = 0; c < CARD_COUNT; c++) {
      let at = (loc as number[])[c] as number;
      for (let steps = 0; at >= ATT; steps++) {
        if (steps > CARD_COUNT) stateProblem(`loc[${c}]`, "is attached to a card attached to it");
        at = (loc as number[])[at - ATT] as number;
      }
    }
    const seats = 2 ** n;
    (kn as unknown[]).forEach((bits, c) => {
      if (!isIndex(bits, seats)) stateProblem(`kn[${c}]`, `must be a set of seats at a ${n}-player table`);
    });
  }

  function checkDecision(value: unknown, path: string, n: number): { seat: number; site: number } | null {
    if (value === null) return null;
    if (!isRecord(value)) stateProblem(path, "must be null or { seat, site }");
    const d = value as Record<string, unknown>;
    if (!(d.seat === -1 || isIndex(d.seat, n)))
      stateProblem(`${path}.seat`, `is ${describe(d.seat)}, not a seat`);
    if (!isIndex(d.site, g.SITE_RULE.length))
      stateProblem(`${path}.site`, `is ${describe(d.site)}, not a decision of the rules`);
    return d as { seat: number; site: number };
  }

  function checkStack(st: Record<string, unknown>, n: number): unknown[] {
    const stack = st.stack;
    if (!Array.isArray(stack)) stateProblem("stack", "must be a list of frames");
    const check = valueChecker(n);
    (stack as unknown[]).forEach((f, i) => {
      const path = `stack[${i}]`;
      if (!isRecord(f)) stateProblem(path, "must be a frame { p, pc, … }");
      const frame = f as Record<string, unknown>;
      const shape = isIndex(frame.p, SHAPE.frames.length) ? SHAPE.frames[frame.p] : undefined;
      if (shape === undefined)
        stateProblem(`${path}.p`, `is ${describe(frame.p)}, which names no rule of this game`);
      if (!(frame.pc === -1 || isIndex(frame.pc, shape.blocks)))
        stateProblem(`${path}.pc`, `is ${describe(frame.pc)}, not a point of rule ${shape.rule}`);
      for (const key of Object.keys(frame)) {
        if (key === "p" || key === "pc") continue;
        if (!Object.hasOwn(shape.fields, key))
          stateProblem(`${path}.${key}`, `is not a local of rule ${shape.rule}`);
      }
      for (const [key, kind] of Object.entries(shape.fields)) {
        if (!Object.hasOwn(frame, key)) stateProblem(`${path}.${key}`, "is missing");
        check(frame[key], kind, `${path}.${key}`);
      }
    });
    return stack as unknown[];
  }

  function checkOutcome(out: unknown, n: number): void {
    if (out === null) return;
    if (!isRecord(out)) stateProblem("out", "must be null or { winners, scores, reason }");
    const o = out as Record<string, unknown>;
    if (!Array.isArray(o.winners) || !o.winners.every((w) => isIndex(w, n)))
      stateProblem("out.winners", "must be a list of seats");
    if (!Array.isArray(o.scores) || o.scores.length !== n || !o.scores.every((x) => Number.isFinite(x)))
      stateProblem("out.scores", `must be ${n} numbers`);
    if (typeof o.reason !== "string") stateProblem("out.reason", "must be a string");
  }

  function checkOptionsOf(st: Record<string, unknown>, v: number): void {
    if (!isRecord(st.o)) stateProblem("o", "must be an object of options");
    const { [START_SEAT_KEY]: startSeat, ...given } = st.o as Record<string, unknown>;
    // A start seat given to setup() is kept beside the options (core.ts startSeatOf): a seat.
    if (!optional((x) => isIndex(x, MAX_SEATS))(startSeat))
      stateProblem(`o[${JSON.stringify(START_SEAT_KEY)}]`, "must be a seat");
    // Through JSON and back: the options a new game would have with these values, the same.
    if (!g.OPTION_CODE.same(meta.title, OPTIONS, v, given))
      stateProblem("o", `are not options of ${meta.title} (${meta.variants[v]?.id ?? v})`);
  }

  function checkState(input: unknown): void {
    if (!isRecord(input)) stateProblem("", "a state is an object, as setup() returns");
    const st = input as Record<string, unknown>;
    const v = st.v;
    if (!isIndex(v, meta.variants.length))
      stateProblem("v", `is ${describe(v)}, not a variant of ${meta.title}`);
    const { min, max } = meta.variants[v]?.players ?? meta.players;
    const n = st.n;
    if (!(isIndex(n, Math.min(max, MAX_SEATS) + 1) && n >= min))
      stateProblem("n", `is ${describe(n)}; ${meta.title} is played by ${min} to ${max} players`);
    if (!isString(st.seed)) stateProblem("seed", "must be a string");
    const rng = st.rng;
    if (!Array.isArray(rng) || rng.length !== 4 || !rng.every((x) => isIndex(x, 2 ** 32)))
      stateProblem("rng", "must be four 32-bit numbers");
    checkOptionsOf(st, v);
    checkCards(st, n);
    checkVars({ n, g: st.g }, g.initVars(st as never));
    const stack = checkStack(st, n);
    if (!(st.cr === -1 || isIndex(st.cr, Math.max(stack.length, 1))))
      stateProblem("cr", `is ${describe(st.cr)}, not a running rule`);
    const pend = checkDecision(st.pend, "pend", n);
    checkDecision(st.held, "held", n);
    checkOutcome(st.out, n);
    // At rest the game is over (no rule runs) or waits for a decision of the rule on top.
    if (st.out !== null) {
      if (pend !== null || stack.length > 0) stateProblem("out", "is set, but rules are still running");
    } else {
      const top = stack[stack.length - 1] as { p: number } | undefined;
      if (pend === null || top === undefined) stateProblem("pend", "is null, but the game is not over");
      if (g.SITE_RULE[pend.site] !== SHAPE.frames[top.p]?.rule)
        stateProblem("pend.site", `is a decision of rule ${g.SITE_RULE[pend.site]}, not of the running rule`);
    }
    const ret = st.ret;
    const retOk =
      ret === null ||
      ["number", "boolean", "string"].includes(typeof ret) ||
      (Array.isArray(ret) && ret.every((x) => typeof x === "number"));
    if (!retOk) stateProblem("ret", "must be null, a number, a boolean, a string or a list of numbers");
    if (!Array.isArray(st.log) || !st.log.every(isString)) stateProblem("log", "must be a list of strings");
    if (!(Number.isSafeInteger(st.moves) && (st.moves as number) >= 0))
      stateProblem("moves", "must be a count of moves");
  }

  return { state: checkState, vars: checkVars };
}

/** A class whose constructor returns the object it is given: a subclass stamps its private field on that object. */
class Returning {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the stamp's subclass adds its field to `o`
    return o;
  }
}

/**
 * Checks states the first time the engine sees them. States the contract returns are trusted,
 * so a game played through the contract checks nothing twice; a state from JSON, a copy or a
 * hand-made object is checked once, then trusted. A state is a value: changing one in place
 * after the engine has seen it is not checked again.
 *
 * The mark is a private field of this guard's own class, stamped on the state object itself
 * (a subclass of a constructor that returns its argument): no copy carries it (spread, JSON,
 * structuredClone), no view of the object shows it (keys, symbols, JSON, deep equality), and
 * checking it is a property test, where a WeakSet of every state returned made the garbage
 * collector and the set's hashing about a sixth of the contract path (docs/performance.md). An
 * object that cannot take the field (a frozen state) is remembered in a WeakSet instead.
 */
export function makeStateGuard(check: (st: unknown) => void): {
  check(st: unknown): void;
  trust<T>(st: T): T;
  /** trust of a state the engine has just made (a new object literal, never stamped, extensible). */
  trustNew<T extends object>(st: T): T;
  trusted(st: unknown): boolean;
} {
  class Stamp extends Returning {
    #trusted = true;
    static has(o: object): boolean {
      return #trusted in o;
    }
  }
  const frozen = new WeakSet<object>();
  const has = (st: object): boolean => Stamp.has(st) || frozen.has(st);
  const mark = (st: object): void => {
    if (Stamp.has(st)) return;
    if (Object.isExtensible(st)) new Stamp(st);
    else frozen.add(st);
  };
  return {
    check(st) {
      if (typeof st === "object" && st !== null && has(st)) return;
      check(st);
      mark(st as object);
    },
    trust(st) {
      mark(st as object);
      return st;
    },
    trustNew(st) {
      new Stamp(st);
      return st;
    },
    trusted(st) {
      return typeof st === "object" && st !== null && has(st);
    },
  };
}

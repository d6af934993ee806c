/**
 * The engine contract (docs/engine-api.md) over a generated engine's tables: setup, position,
 * decisions, legalMoves, applyMove, view, replay, and how moves name cards. The same for every
 * game; each generated index.ts calls `makeContract` with its tables and its rules' functions and
 * exports the result under its own types. Nothing here is on the playout hot path (rules.ts).
 */

import { disownLog, endShare, filled, START_SEAT_KEY, shareZones, zoneCards } from "../core.js";
import {
  describeMove,
  IllegalMoveError,
  InvalidSetupError,
  InvalidStateError,
  LudicError,
  RulesError,
} from "../errors.js";
import type { OptionCheck, OptionCode, OptionSpec } from "../options.js";
import { setOwn } from "../own-key.js";
import { type RngState, seedRng } from "../rng.js";
import type {
  Move as AnyMove,
  Commitment,
  Decision,
  GameMeta,
  GameRecord,
  Outcome,
  PositionSpec,
  Seat,
  SetupOptions,
  SourceLocation,
  View,
  ViewCard,
  ViewZone,
} from "../types.js";
import type { AnytimeCode } from "./anytime.js";
import type { Decisions } from "./decisions.js";
import {
  checkPositionSpec,
  checkRecord,
  checkSeat,
  checkSetupOptions,
  isRecord,
  makeStateCheck,
  makeStateGuard,
  moveShapeProblem,
  type StateShape,
  seatProblem,
} from "./validate.js";

/** The fields of a generated State (state.ts) the contract reads and writes. */
export interface ContractState<F = unknown> {
  v: number;
  n: number;
  seed: string;
  rng: RngState;
  z: number[][];
  a: number[][];
  loc: number[];
  kn: number[];
  cr: number;
  g: object;
  o: object;
  stack: F[];
  pend: { seat: number; site: number } | null;
  held: { seat: number; site: number } | null;
  ret: unknown;
  out: Outcome | null;
  log: string[];
  moves: number;
}

/** What makeContract needs of a game: its tables (index.ts, cards.ts, state.ts) and rules (rules.ts). */
export interface ContractTables<S extends ContractState<F>, F> {
  meta: GameMeta;
  /** Indexed variables and zones: "seat", "card", "cell" or an enum's name. */
  VAR_INDEX: Record<string, string>;
  ZONE_INDEX: Record<string, string>;
  OPTIONAL_VARS: ReadonlySet<string>;
  VAR_VALUE: Record<string, string>;
  INDEX_NAMES: Record<string, readonly string[]>;
  CARD_ARGS: Record<string, readonly string[]>;
  CARD_COUNT: number;
  CARD_IDS: readonly string[];
  CARD_INDEX: ReadonlyMap<string, number>;
  ATT: number;
  CARD_HOME: readonly number[];
  MAX_SEATS: number;
  ZONE_SEAT: readonly number[];
  Z: Readonly<Record<string, number>>;
  OPTIONS: readonly OptionSpec[];
  OPTION_CHECKS: readonly OptionCheck<S>[];
  /** options.ts `optionCode`, or `noOptions` for a game without options (none of options.ts bundled). */
  OPTION_CODE: OptionCode;
  FLOW_BY_VARIANT: readonly (((st: S) => F) | null)[];
  POSITION_BY_VARIANT: readonly (((st: S, seat: number) => F) | null)[];
  SITE_RULE: readonly string[];
  SITE_SOURCE: readonly SourceLocation[];
  /** A game's anytime moves (anytime.ts `anytimeCode`), absent in a game without (none of anytime.ts bundled). */
  ANYTIME?: AnytimeCode<S>;
  anytimeMoves(st: S, seat: number, out: AnyMove[]): void;
  cardRevealed(st: S, c: number, viewer: number): boolean;
  /** Does a card-level reveal that never reads its viewer show card `c` (the spectator too)? */
  cardPublic?(st: S, c: number): boolean;
  /** Every seat's `fn score` and `fn goal` of the rules, null for one the rules do not define. */
  seatLines?(st: S): { scores: number[] | null; goals: number[] | null };
  cardVisible(st: S, c: number, viewer: number): boolean;
  /** Does seat `viewer` see the cards of zone instance `zone` (its visibility, widened by zone reveals; engine/visibility.ts)? */
  zoneVisible(st: S, zone: number, viewer: number): boolean;
  /** A copy of a state; with `sharedZones`, one whose zones, `loc` and `kn` stay `st`'s until written (core.ts shareZones). */
  cloneState(st: S, sharedZones?: boolean): S;
  completeRule(st: S): string;
  completes(st: S, m: AnyMove): boolean;
  initVars(st: S): S["g"];
  pendingMoves(st: S, seat: number, out: AnyMove[]): void;
  playActions(st: S, seat: number): string[] | null;
  runEngine(st: S): void;
  siteAccept(st: S, m: AnyMove): string | ((f: F) => boolean);
  siteCommitments(st: S, viewer: number | "spectator"): Commitment[];
  siteSeats(st: S): number[];
  /** What a state holds, to check states from outside (validate.ts). */
  SHAPE: StateShape;
  /** The decisions' numeric walk (decisions.ts), for legal moves listed once per state. */
  DECISIONS?: ListedDecisions<S>;
}

/** What the contract reads of a game's Decisions (decisions.ts). */
export type ListedDecisions<S> = Pick<
  Decisions<S, never>,
  | "stride"
  | "playFill"
  | "playBind"
  | "actionOf"
  | "listable"
  | "moveAt"
  | "spellMoves"
  | "isMoveAt"
  | "indexOfMove"
>;

/**
 * A state's legal moves of the deciding seat, as numbers (playFill), listed once per state: the
 * `decisions`, `legalMoves` then `applyMove` of one position walk the decision once. `moves` and
 * `frame` tell a state changed in place (a playout's own) from the state the list was made of.
 */
interface Listing {
  seat: number;
  moves: number;
  frame: unknown;
  nums: number[];
  count: number;
  /** The moves the last legalMoves returned: applyMove of one of them binds its numbers. */
  given: AnyMove[] | null;
}

/** Every zone instance, keyed as in views and positions: "deck", "hand[0]", "at[r3c4]", "supply[orange]". */
export interface ZoneKey {
  key: string;
  name: string;
  seat: number | null;
  index: number | null;
  instance: number;
}

/** The contract's functions for one game, typed by its State and Move. */
export interface Contract<S, M extends AnyMove> {
  ZONE_KEYS: readonly ZoneKey[];
  setup(o: SetupOptions): S;
  position(spec: PositionSpec): S;
  decisions(st: S): Decision[];
  legalMoves(st: S, seat: Seat): M[];
  applyMove(st: S, m: M): S;
  view(st: S, viewer: Seat | "spectator"): View;
  outcome(st: S): Outcome | null;
  replay(r: GameRecord): S;
  /** A move with its card arguments named as `seat` names them. */
  namedFor<N extends AnyMove>(st: S, m: N, seat: number): N;
  /**
   * legalMoves and applyMove without the state's integrity check, for the generated playout loop
   * on its own copy of a state (moves and seats are still checked). Not part of the engine API.
   */
  unchecked: {
    legalMoves(st: S, seat: Seat): M[];
    applyMove(st: S, m: M): S;
    /** `to`, made by the engine from `from` (a playout's end): trusted when `from` is. */
    trustLike(from: S, to: S): S;
    /** A state made by the engine from a state it has checked (a determinized sample). */
    trust(st: S): S;
    /** The integrity check of a state from outside (free for a state the engine made): a playout's start. */
    check(st: S): S;
  };
}

/** The contract over a game's tables. */
export function makeContract<S extends ContractState<F>, F, M extends AnyMove>(
  t: ContractTables<S, F>,
): Contract<S, M> {
  const { meta, VAR_INDEX, ZONE_INDEX, OPTIONAL_VARS, VAR_VALUE, INDEX_NAMES, CARD_ARGS } = t;
  const {
    CARD_COUNT,
    CARD_IDS,
    CARD_INDEX,
    ATT,
    CARD_HOME,
    MAX_SEATS,
    ZONE_SEAT,
    Z,
    OPTIONS,
    OPTION_CHECKS,
  } = t;
  const { read: readOptions, check: checkOptions, toJson: optionsToJson } = t.OPTION_CODE;
  const { FLOW_BY_VARIANT, POSITION_BY_VARIANT, SITE_RULE, SITE_SOURCE } = t;
  const {
    anytimeMoves,
    cardPublic,
    cardRevealed,
    cardVisible,
    cloneState,
    completeRule,
    completes,
    initVars,
  } = t;
  const {
    pendingMoves,
    playActions,
    runEngine,
    seatLines,
    siteAccept,
    siteCommitments,
    siteSeats,
    zoneVisible,
  } = t;
  const { SHAPE, DECISIONS } = t;

  // The boundary (validate.ts): states from outside are checked once, states returned trusted.
  const check = makeStateCheck(t);
  const guard = makeStateGuard(check.state);
  // The anytime moves, and per variant whether it has any (most have none: nothing to look up).
  const [ANYTIME_IN, applyAnytime] = t.ANYTIME?.(meta.variants, cloneState, runEngine, refuse) ?? [[], null];
  // The last state listed and its listing: a client asks decisions, legalMoves and applyMove of
  // one position in a row. One slot, not a WeakMap keyed by every state: weak tables of many
  // states made the garbage collector the engine's largest cost (docs/performance.md).
  let listedState: S | null = null;
  let listed: Listing | null = null;
  // The last state applyMove made (trusted): a client asks `outcome` and `decisions` of it next.
  let made: S | null = null;
  const checked = (st: S): S => {
    // The last state listed was checked when it was listed, the last made was made here: one
    // comparison each, not a look at the state's stamp.
    if (st !== listedState && st !== made) guard.check(st);
    return st;
  };

  const ZONE_KEYS: ZoneKey[] = meta.zones.flatMap((z): ZoneKey[] => {
    const base = Z[z.name] as number;
    const ix = ZONE_INDEX[z.name];
    if (ix === undefined) return [{ key: z.name, name: z.name, seat: null, index: null, instance: base }];
    if (ix === "seat") {
      return Array.from({ length: MAX_SEATS }, (_, s) => ({
        key: `${z.name}[${s}]`,
        name: z.name,
        seat: s,
        index: s,
        instance: base + s,
      }));
    }
    return (INDEX_NAMES[ix] ?? []).map((n, i) => ({
      key: `${z.name}[${n}]`,
      name: z.name,
      seat: null,
      index: i,
      instance: base + i,
    }));
  });
  const KEY_OF_INSTANCE = new Map(ZONE_KEYS.map((k) => [k.instance, k.key]));
  const INSTANCE_OF_KEY = new Map(ZONE_KEYS.map((k) => [k.key, k.instance]));

  /** An index as named in keys: a seat's number, a card id, a cell ("r3c4"), an enum member. */
  function indexName(kind: string, i: number): string {
    return kind === "seat" ? String(i) : (INDEX_NAMES[kind]?.[i] ?? String(i));
  }

  /** The index a key names, or -1. */
  function indexFromName(kind: string, text: string): number {
    if (kind === "seat") return /^\d+$/.test(text) ? Number(text) : -1;
    return INDEX_NAMES[kind]?.indexOf(text) ?? -1;
  }

  /** A variable's value as views show it: cards, cells and enum members by name. */
  function showValue(kind: string | undefined, v: unknown): unknown {
    if (kind === undefined) return v;
    if (kind.startsWith("list:")) return Array.isArray(v) ? v.map((x) => showValue(kind.slice(5), x)) : v;
    const names = INDEX_NAMES[kind];
    return typeof v === "number" && names && v >= 0 && v < names.length ? names[v] : v;
  }

  /** A value given in a position, read back: a name becomes its index (in a list, each one). */
  function readValue(kind: string | undefined, v: unknown): unknown {
    if (kind?.startsWith("list:")) return Array.isArray(v) ? v.map((x) => readValue(kind.slice(5), x)) : v;
    if (kind === undefined || typeof v !== "string") return v;
    const i = INDEX_NAMES[kind]?.indexOf(v) ?? -1;
    return i >= 0 ? i : v;
  }

  function variantIndex(variant: string | undefined): number {
    if (variant === undefined) return 0;
    const i = meta.variants.findIndex((v) => v.id === variant);
    if (i < 0) {
      throw new InvalidSetupError(
        "unknown-variant",
        `${meta.title} has no variant "${variant}"; its variants are ${meta.variants.map((v) => `"${v.id}"`).join(", ")}`,
      );
    }
    return i;
  }

  /** The seats variant v is played with (its header's `players`, else its parent's). */
  function checkPlayers(players: unknown, v: number): number {
    const variant = meta.variants[v];
    const { min, max } = variant?.players ?? meta.players;
    if (typeof players !== "number" || !Number.isInteger(players) || players < min || players > max) {
      const game =
        variant && (variant.players?.min !== meta.players.min || variant.players?.max !== meta.players.max)
          ? `${meta.title} (${variant.id})`
          : meta.title;
      throw new InvalidSetupError(
        "players",
        `${game} is played by ${min === max ? min : `${min} to ${max}`} players, not ${String(players)}`,
      );
    }
    return players;
  }

  // The zones and card places of a new game, every card in its home zone (emptyState copies them).
  const HOME_Z: number[][] = [];
  for (let i = 0; i < ATT; i++) HOME_Z.push([]);
  // Built by push, not `new Array(n)`: packed lists (so every state's `loc` and `kn`), read without a test for holes.
  const HOME_LOC: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) {
    const home = CARD_HOME[c] as number;
    (HOME_Z[home] as number[]).push(c);
    HOME_LOC.push(home);
  }

  function emptyState(v: number, n: number, seed: string, given: SetupOptions["options"]): S {
    // The options of a new game: checked against the rules, defaults for the rest.
    const opts = readOptions(meta.title, OPTIONS, v, given);
    // Every card in its home zone: copies of the lists built once (HOME_Z, HOME_LOC).
    const z: number[][] = [];
    for (let i = 0; i < HOME_Z.length; i++) z.push((HOME_Z[i] as number[]).slice());
    const a: number[][] = [];
    for (let i = 0; i < CARD_COUNT; i++) a.push([]);
    const loc = HOME_LOC.slice();
    const base: ContractState<F> = {
      v,
      n,
      seed,
      rng: seedRng(seed),
      z,
      a,
      loc,
      kn: filled(CARD_COUNT, 0),
      cr: -1,
      g: {},
      o: opts,
      stack: [],
      pend: null,
      held: null,
      ret: null,
      out: null,
      log: [],
      moves: 0,
    };
    const st = base as S;
    checkOptions(OPTION_CHECKS, st, v);
    st.g = initVars(st);
    return st;
  }

  /** A new game, run up to its first decision. */
  function setup(o: SetupOptions): S {
    checkSetupOptions(o);
    const v = variantIndex(o.variant);
    const n = checkPlayers(o.players, v);
    if (typeof o.seed !== "string") throw new InvalidSetupError("seed", "the seed must be a string");
    const st = emptyState(v, n, o.seed, o.options);
    if (o.startSeat !== undefined) {
      if (!Number.isInteger(o.startSeat) || o.startSeat < 0 || o.startSeat >= n) {
        throw new InvalidSetupError("startSeat", `startSeat must be a seat from 0 to ${n - 1}`);
      }
      // Read by the rules' startSeat() (core.ts startSeatOf); options are never shown by this key.
      st.o = { ...st.o, [START_SEAT_KEY]: o.startSeat };
    }
    const flow = FLOW_BY_VARIANT[v];
    if (flow) st.stack.push(flow(st));
    runEngine(st);
    disownLog(st); // the new game is its caller's: no later line goes onto its log (core.ts OWN_LOG)
    return guard.trust(st);
  }

  function zoneInstance(key: string): number {
    const z = ZONE_KEYS.find((x) => x.key === key);
    if (!z) {
      throw new InvalidSetupError(
        "position",
        `unknown zone "${key}"; zones are ${ZONE_KEYS.map((x) => x.key).join(", ")}`,
      );
    }
    return z.instance;
  }

  function cardIndex(id: string): number {
    const c = CARD_INDEX.get(id);
    if (c === undefined) throw new InvalidSetupError("position", `"${id}" is not a card of ${meta.title}`);
    return c;
  }

  /** A chosen position: the listed cards where they are listed, the others in their home zones. */
  function position(spec: PositionSpec): S {
    checkPositionSpec(spec);
    const v = variantIndex(spec.variant);
    const n = checkPlayers(spec.players ?? (meta.variants[v]?.players ?? meta.players).min, v);
    const st = emptyState(v, n, spec.seed ?? "position", spec.options);
    for (const cards of st.z) cards.length = 0;
    const placed = new Set<number>();
    const place = (c: number, zone: number): void => {
      if (placed.has(c)) throw new InvalidSetupError("position", `${CARD_IDS[c]} is listed twice`);
      placed.add(c);
      zoneCards(st, zone).push(c);
      st.loc[c] = zone;
    };
    for (const [key, ids] of Object.entries(spec.zones ?? {})) {
      const zone = zoneInstance(key);
      const seat = ZONE_SEAT[zone] as number;
      if (seat >= n) {
        throw new InvalidSetupError(
          "position",
          `${key} belongs to a seat that is not at a ${n}-player table`,
        );
      }
      for (const id of ids) place(cardIndex(id), zone);
    }
    for (const [host, ids] of Object.entries(spec.attachments ?? {})) {
      const h = cardIndex(host);
      if (!placed.has(h)) {
        throw new InvalidSetupError("position", `${host} has cards attached but is not placed in a zone`);
      }
      for (const id of ids) place(cardIndex(id), ATT + h);
    }
    placeOutOfPlay(st, spec.outOfPlay, placed, place);
    for (let c = 0; c < CARD_COUNT; c++) if (!placed.has(c)) place(c, CARD_HOME[c] as number);
    for (const [key, value] of Object.entries(spec.vars ?? {})) setVar(st, key, value);
    try {
      check.vars(st, initVars(st));
    } catch (e) {
      if (e instanceof InvalidStateError) throw new InvalidSetupError("position", e.message);
      throw e;
    }
    for (const [seat, ids] of Object.entries(spec.known ?? {})) {
      const s = Number(seat);
      if (!/^\d+$/.test(seat) || s >= n) {
        throw new InvalidSetupError("position", `known: "${seat}" is not a seat at a ${n}-player table`);
      }
      for (const id of ids) st.kn[cardIndex(id)] = (st.kn[cardIndex(id)] as number) | (1 << s);
    }
    const toMove = spec.toMove ?? 0;
    if (!Number.isInteger(toMove) || toMove < 0 || toMove >= n) {
      throw new InvalidSetupError("position", `toMove must be a seat from 0 to ${n - 1}`);
    }
    const start = POSITION_BY_VARIANT[v];
    if (!start) {
      throw new InvalidSetupError(
        "position",
        `${meta.title} names no \`position\` rule to start a position with, and its flow does not end with a turn loop that could (docs/scenarios.md "Where a position starts")`,
      );
    }
    st.stack.push(start(st, toMove));
    try {
      runEngine(st);
    } catch (e) {
      // The rules cannot play on from the position given (a decision with no legal move).
      if (e instanceof RulesError)
        throw new InvalidSetupError("position", `the rules cannot start from this position: ${e.message}`);
      throw e;
    }
    disownLog(st);
    return guard.trust(st);
  }

  /**
   * A position's cards out of play go to a list after the attachment zones (zone ATT +
   * CARD_COUNT, `a[CARD_COUNT]`), which no zone key names: views never show it, and moving a card out of it works
   * like any move (the rules reach such cards only through `cardsOf`).
   */
  function placeOutOfPlay(
    st: S,
    out: PositionSpec["outOfPlay"],
    placed: Set<number>,
    place: (c: number, zone: number) => void,
  ): void {
    if (out === undefined) return;
    if (out !== "unlisted" && !Array.isArray(out)) {
      throw new InvalidSetupError("position", 'outOfPlay is a list of card ids or "unlisted"');
    }
    const bucket = ATT + CARD_COUNT;
    while (st.a.length <= CARD_COUNT) st.a.push([]);
    if (out === "unlisted") {
      for (let c = 0; c < CARD_COUNT; c++) if (!placed.has(c)) place(c, bucket);
    } else for (const id of out) place(cardIndex(id), bucket);
  }

  function setVar(st: S, key: string, value: unknown): void {
    const m = /^(\w+)(?:\[(.+)\])?$/.exec(key);
    const vars = st.g as Record<string, unknown>;
    const name = m?.[1];
    if (!m || name === undefined || !Object.hasOwn(vars, name)) {
      throw new InvalidSetupError(
        "position",
        `unknown variable "${key}"; variables are ${Object.keys(vars).join(", ")}`,
      );
    }
    const current = vars[name];
    const read = readValue(VAR_VALUE[name], value);
    // An optional variable takes null (none) or a value of its type, whatever it holds now.
    const fits = (now: unknown): boolean =>
      typeof now === typeof read ||
      (OPTIONAL_VARS.has(name) && (read === null || now === null) && typeof read !== "string");
    if (m[2] === undefined) {
      if (!fits(current)) throw new InvalidSetupError("position", `${key} must be a ${typeof current}`);
      vars[name] = read;
      return;
    }
    const kind = Object.hasOwn(VAR_INDEX, name) ? VAR_INDEX[name] : undefined;
    if (!Array.isArray(current) || kind === undefined) {
      throw new InvalidSetupError("position", `${name} is not indexed`);
    }
    const index = indexFromName(kind, m[2]);
    if (index < 0 || index >= current.length || !fits(current[index])) {
      throw new InvalidSetupError("position", `${key} cannot be set to ${String(value)}`);
    }
    current[index] = read;
  }

  /** Who must decide now (several seats for a simultaneous decision); [] when the game is over. */
  function decisions(st: S): Decision[] {
    checked(st);
    const pend = st.pend;
    if (st.out !== null || pend === null) return [];
    // One seat deciding, its moves listed (not a simultaneous decision): no list of seats to map.
    const one = listing(st, pend.seat);
    if (one !== null) {
      return [
        {
          seat: pend.seat,
          actions: listedActions(st, pend.seat, one),
          rule: SITE_RULE[pend.site] as string,
          source: SITE_SOURCE[pend.site] as Decision["source"],
        },
      ];
    }
    return siteSeats(st).map((seat) => {
      const listed = listing(st, seat);
      const actions = listed
        ? listedActions(st, seat, listed)
        : (playActions(st, seat) ?? allActions(st, seat));
      return {
        seat,
        actions,
        rule: SITE_RULE[pend.site] as string,
        source: SITE_SOURCE[pend.site] as Decision["source"],
      };
    });
  }

  /** The actions of `seat`'s legal moves, from the moves themselves (playActions lists them from numbers where it can). */
  function allActions(st: S, seat: Seat): string[] {
    const moves: AnyMove[] = [];
    pendingMoves(st, seat, moves);
    anytimeMoves(st, seat, moves);
    return [...new Set(moves.map((m) => m.action))];
  }

  /** The pending decision's moves of `seat` as numbers, listed once per state; null when they are not fill's list. */
  function listing(st: S, seat: number): Listing | null {
    if (DECISIONS === undefined || st.cr >= 0 || st.out !== null || st.pend === null) return null;
    if (st.pend.seat !== seat || seat < 0 || seat >= st.n || !DECISIONS.listable(st)) return null;
    const frame = st.stack[st.stack.length - 1];
    const known = listedOf(st);
    if (known && known.seat === seat && known.frame === frame) return known;
    // One listing, and one list of numbers, for the last state listed: a new state's replaces them.
    if (listed === null) listed = { seat, moves: 0, frame: null, nums: [], count: 0, given: null };
    const made = listed;
    listedState = null;
    made.count = DECISIONS.playFill(st, seat, made.nums);
    made.seat = seat;
    made.moves = st.moves;
    made.frame = frame;
    made.given = null;
    listedState = st;
    return made;
  }

  /** The listing of `st` if it is the last state listed and has not changed since (a playout's own state changes in place). */
  function listedOf(st: S): Listing | null {
    return listedState === st && listed !== null && listed.moves === st.moves ? listed : null;
  }

  const actionNames: string[] = [];
  // Per decision site, the actions of a listing by the set of its options (a bit per option, up
  // to 12): a listing walks its options in order, so the set gives the actions in their order.
  const actionsBySet: (string[] | undefined)[][] = [];
  // The last site and set looked up, and their actions: most decisions in a row are the same one
  // with the same options open (a sparse table of up to 4,096 sets is a slow look-up).
  let lastSite = -1;
  let lastSet = -1;
  let lastActions: string[] = [];

  /** The actions of a listing's moves, then those of the seat's anytime moves, each once. */
  function listedActions(st: S, seat: number, l: Listing): string[] {
    const site = (st.pend as { site: number }).site;
    const d = DECISIONS as ListedDecisions<S>;
    let set = 0;
    let last = -1;
    for (let k = 0, at = 0; k < l.count && set >= 0; k++, at += d.stride) {
      const option = l.nums[at] as number;
      if (option === last) continue;
      // Options out of order, or too many for a bit each: looked up move by move.
      set = option < last || option > 11 ? -1 : set | (1 << option);
      last = option;
    }
    let out: string[];
    if (set >= 0 && set === lastSet && site === lastSite) out = lastActions.slice();
    else if (set >= 0) {
      let sets = actionsBySet[site];
      if (sets === undefined) {
        sets = [];
        actionsBySet[site] = sets;
      }
      let actions = sets[set];
      if (actions === undefined) {
        actions = [];
        for (let o = 0; o < 12; o++) {
          const name = d.actionOf(site, o);
          if ((set & (1 << o)) !== 0 && !actions.includes(name)) actions.push(name);
        }
        sets[set] = actions;
      }
      lastSite = site;
      lastSet = set;
      lastActions = actions;
      out = actions.slice();
    } else out = actionsOf(site, l);
    if (ANYTIME_IN[st.v] !== true) return out;
    const anytime: AnyMove[] = [];
    anytimeMoves(st, seat, anytime);
    for (const m of anytime) if (!out.includes(m.action)) out.push(m.action);
    return out;
  }

  /** The actions of a listing's moves in their order, each once, looked up move by move. */
  function actionsOf(site: number, l: Listing): string[] {
    const d = DECISIONS as ListedDecisions<S>;
    // Gathered in one list kept for it, then copied at their number: a list grown by push from
    // empty would hold room for 17.
    const names = actionNames;
    let count = 0;
    let last = -1;
    moves: for (let k = 0; k < l.count; k++) {
      // A decision lists its moves option by option: look an action up only when the option changes.
      const option = l.nums[k * d.stride] as number;
      if (option === last) continue;
      last = option;
      const name = d.actionOf(site, option);
      for (let i = 0; i < count; i++) if (names[i] === name) continue moves;
      names[count++] = name;
    }
    return names.slice(0, count);
  }

  /** The moves `seat` may make: those of the decision it must take, if any, and its anytime moves. */
  function legalMoves(st: S, seat: Seat): M[] {
    checked(st);
    const l = typeof seat === "number" ? listing(st, seat) : null;
    if (l === null) return legalMovesOf(st, seat);
    const name = namer(st, seat);
    // The list at its size (a list grown by push from empty holds room for 17 moves).
    const count = l.count;
    const moves: AnyMove[] = new Array(count);
    (DECISIONS as ListedDecisions<S>).spellMoves(st, seat, l.nums, count, name, moves);
    if (ANYTIME_IN[st.v] === true) anytimeMoves(st, seat, moves);
    l.given = moves;
    return moves as M[];
  }

  /**
   * Which of a listing's moves `m` is (the same object legalMoves returned, or one spelled the
   * same, as a move sent over the network is), or -1: then applyMove checks it from the rules.
   */
  function listedIndex(st: S, l: Listing, m: AnyMove): number {
    const d = DECISIONS as ListedDecisions<S>;
    if (l.frame !== st.stack[st.stack.length - 1]) return -1;
    const name = namer(st, l.seat);
    const same = l.given ? l.given.indexOf(m) : -1;
    if (same >= 0 && same < l.count) return d.isMoveAt(st, m, l.nums, same, name) ? same : -1;
    return d.indexOfMove(st, m, l.nums, l.count, (ref) => cardAt(st, ref), name);
  }

  // The names namer's function gave, per card, and in which of its calls (`named`): nothing to
  // allocate per call. One namer is in use at a time (legalMoves', or applyMove's).
  const refOf: string[] = [];
  const refIn: number[] = new Array<number>(CARD_COUNT).fill(0);
  let named = 0;
  let namedState: S | null = null;
  let namedSeat = 0;
  let namedMoves = -1;
  const nameCard = (c: number): string => {
    if (refIn[c] === named) return refOf[c] as string;
    const ref = cardRef(namedState as S, c, namedSeat);
    refOf[c] = ref;
    refIn[c] = named;
    return ref;
  };

  /** How `seat` names cards in moves (its id when it sees the card, else its place), each card looked at once. */
  function namer(st: S, seat: number): (c: number) => string {
    // The same state, unchanged, named for the same seat (applyMove of a move legalMoves just
    // spelled): the names already given still hold.
    if (st === namedState && seat === namedSeat && st.moves === namedMoves) return nameCard;
    named += 1;
    namedState = st;
    namedSeat = seat;
    namedMoves = st.moves;
    return nameCard;
  }

  /** legalMoves on a state known to be sound (the playout loop's own). */
  function legalMovesOf(st: S, seat: Seat): M[] {
    checkSeat(seat, st.n, false);
    if (st.out !== null || st.pend === null) return [];
    const moves: AnyMove[] = [];
    if (siteSeats(st).includes(seat)) pendingMoves(st, seat, moves);
    anytimeMoves(st, seat, moves);
    return moves.map((m) => namedFor(st, m, seat)) as M[];
  }

  function refuse(
    code: ConstructorParameters<typeof IllegalMoveError>[0],
    message: string,
    m: unknown,
    st: S,
  ): never {
    const rule = st.pend ? (SITE_SOURCE[st.pend.site] ?? null) : null;
    throw new IllegalMoveError(code, message, m, rule);
  }

  /** Applies a move to a copy of the state; the input is never changed. */
  function applyMove(st: S, m: M): S {
    return applyMoveTo(checked(st), m);
  }

  /** applyMove on a state known to be sound (the playout loop's own): the move is still checked. */
  function applyMoveTo(st: S, m: M): S {
    // A move object legalMoves just returned for this state, unchanged: its shape, seat and
    // arguments are the listing's (isMoveAt), so none of the checks below can refuse it.
    const given = givenIndex(st, m);
    if (given >= 0) return applyListed(st, m.seat, given, listed as Listing);
    const move = m as unknown;
    const shape = moveShapeProblem(move);
    if (shape !== null) refuse("malformed", shape, move, st);
    const plain = move as AnyMove;
    const { seat } = plain;
    const noSeat = seatProblem(seat, st.n);
    if (noSeat !== null) refuse("malformed", `${describeMove(plain)}: ${noSeat}`, move, st);
    if (st.out !== null) refuse("game-over", `${describeMove(plain)}: the game is over`, move, st);
    if (st.pend === null) refuse("malformed", "no decision is pending", move, st);
    const after =
      ANYTIME_IN[st.v] === true ? (applyAnytime as NonNullable<typeof applyAnytime>)(st, plain) : null;
    if (after !== null) return guard.trust(after);
    // One of the moves legalMoves listed for this state: bound from its numbers, checked already.
    const known = listedOf(st);
    const k = known !== null && known.seat === seat ? listedIndex(st, known, plain) : -1;
    if (k >= 0) return applyListed(st, seat, k, known as Listing);
    const deciding = siteSeats(st);
    if (!deciding.includes(seat)) {
      const who =
        deciding.length === 1
          ? `seat ${deciding[0]}'s decision`
          : `the decision of seats ${deciding.join(", ")}`;
      refuse("not-your-turn", `${describeMove(plain)}: it is ${who}, not seat ${seat}'s`, move, st);
    }
    const named = byIds(st, plain);
    if (typeof named === "string")
      refuse("not-allowed", `${describeMove(plain)} is not allowed: ${named}`, move, st);
    const bound = siteAccept(st, named.move);
    if (typeof bound === "string") {
      const unknown = bound.includes("is not one of the moves");
      // Why a move naming a hidden card by its place is refused can depend on that card (its
      // rank, its suit): the refusal says only that the move is not among the seat's moves.
      const why = unknown || !named.byPlace ? bound : `it is not one of seat ${seat}'s legal moves`;
      refuse(
        unknown ? "unknown-action" : "not-allowed",
        `${describeMove(plain)} is not allowed: ${why}`,
        move,
        st,
      );
    }
    if (!completes(st, named.move)) {
      refuse(
        "not-allowed",
        `${describeMove(plain)} is not allowed: after it the rule "${completeRule(st)}" could not be carried out in full`,
        move,
        st,
      );
    }
    const next = cloneState(st, true);
    const frame = next.stack[next.stack.length - 1];
    if (frame === undefined) refuse("malformed", "no rule is running", move, st);
    next.moves += 1;
    // A commitment to a simultaneous decision waits for the other seats; any other move runs on.
    if (bound(frame)) {
      next.pend = null;
      runOn(next, st);
    }
    made = guard.trustNew(next);
    return next;
  }

  /** The index of `m` in the moves legalMoves last returned for `st` when it is one of them, unchanged; else -1. */
  function givenIndex(st: S, m: AnyMove): number {
    const known = listedOf(st);
    if (known === null || known.given === null || ANYTIME_IN[st.v] === true) return -1;
    const same = known.given.indexOf(m);
    if (same < 0 || same >= known.count || known.seat !== m.seat) return -1;
    if (known.frame !== st.stack[st.stack.length - 1] || !isRecord(m.args)) return -1;
    const name = namer(st, known.seat);
    return (DECISIONS as ListedDecisions<S>).isMoveAt(st, m, known.nums, same, name) ? same : -1;
  }

  /** Applies the `k`-th move of `st`'s listing: bound from its numbers, checked already. */
  function applyListed(st: S, seat: number, k: number, known: Listing): S {
    const next = cloneState(st, true);
    next.moves += 1;
    if ((DECISIONS as ListedDecisions<S>).playBind(next, seat, k, known.nums)) {
      next.pend = null;
      runOn(next, st);
    }
    made = guard.trustNew(next);
    return next;
  }

  /** Runs the rules on applyMove's new state, whose zones, frames and indexed variables are its input's until written. */
  function runOn(next: S, input: S): void {
    const before = shareZones(next, input);
    try {
      runEngine(next);
    } finally {
      endShare(before);
    }
  }

  /**
   * Cards as `viewer` sees them: `shown` when their place shows them (`known`: only because the
   * viewer knows their host), else by a card-level reveal, else by knowledge (`peek`, marked
   * `known`). Attached cards are seen as their host is, or by a reveal or knowledge of their own.
   */
  function viewCards(
    st: S,
    cards: number[],
    shown: boolean,
    viewer: Seat | "spectator",
    known = false,
  ): ViewCard[] {
    return cards.map((c) => {
      let by: "place" | "knowledge" | null = shown ? (known ? "knowledge" : "place") : null;
      if (viewer !== "spectator" && by !== "place") {
        if (cardRevealed(st, c, viewer)) by = "place";
        else if (by === null && ((st.kn[c] as number) >> viewer) % 2 === 1) by = "knowledge";
      } else if (viewer === "spectator" && by !== "place" && cardPublic?.(st, c)) {
        // A reveal that holds whoever looks (face-up cards in a hidden zone) is public.
        by = "place";
      }
      const on = st.a[c] as number[];
      const attached =
        on.length > 0 ? { attached: viewCards(st, on, by !== null, viewer, by === "knowledge") } : {};
      if (by === null) return { hidden: true as const, ...attached };
      return {
        id: CARD_IDS[c] as string,
        ...(by === "knowledge" ? { known: true as const } : {}),
        ...attached,
      };
    });
  }

  /** What one seat (or a spectator) may see: hidden cards are placeholders without identity. */
  function view(st: S, viewer: Seat | "spectator"): View {
    checked(st);
    checkSeat(viewer, st.n, true);
    const zones: Record<string, ViewZone> = {};
    for (const key of ZONE_KEYS) {
      if (key.seat !== null && key.seat >= st.n) continue;
      const z = meta.zones.find((x) => x.name === key.name);
      if (!z) continue;
      // The rules' own test (zone visibility and zone `reveal`s); a spectator sees public zones only.
      const shown =
        viewer === "spectator" ? z.visibility === "public" : zoneVisible(st, key.instance, viewer);
      setOwn(zones, key.key, {
        name: key.name,
        seat: key.seat,
        kind: z.kind,
        cards: viewCards(st, st.z[key.instance] as number[], shown, viewer),
      });
    }
    // Named like PositionSpec vars: "passes", "vp[1]", "frozen[9H]", "owner[r3c4]", "gold[orange]".
    const vars: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(st.g) as [string, unknown][]) {
      const kind = VAR_INDEX[name];
      if (!Array.isArray(value) || kind === undefined) {
        setOwn(vars, name, showValue(VAR_VALUE[name], value));
        continue;
      }
      const count = kind === "seat" ? st.n : value.length;
      for (let i = 0; i < count; i++)
        vars[`${name}[${indexName(kind, i)}]`] = showValue(VAR_VALUE[name], value[i]);
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
      commitments: siteCommitments(st, viewer).map((c) =>
        c.move ? { ...c, move: namedFor(st, c.move, c.seat) } : c,
      ),
      ...lines(st),
      outcome: st.out,
      log: st.log.slice(),
    };
  }

  /** A view's `scores` and `goals`, each only when the rules define it. */
  function lines(st: S): Pick<View, "scores" | "goals"> {
    const l = seatLines?.(st);
    if (!l) return {};
    return { ...(l.scores ? { scores: l.scores } : {}), ...(l.goals ? { goals: l.goals } : {}) };
  }

  function outcome(st: S): Outcome | null {
    return checked(st).out;
  }

  /** Replays a record move by move; a record that does not replay is an InvalidSetupError. */
  function replay(r: GameRecord): S {
    checkRecord(r);
    if (r.game !== meta.id)
      throw new InvalidSetupError("record", `this record is of "${r.game}", not "${meta.id}"`);
    let st = setup({
      players: r.players,
      seed: r.seed,
      variant: r.variant,
      options: r.options,
      ...(r.startSeat !== undefined ? { startSeat: r.startSeat } : {}),
    });
    r.moves.forEach((m, i) => {
      try {
        st = applyMove(st, m as M);
      } catch (e) {
        if (e instanceof LudicError)
          throw new InvalidSetupError("record", `move ${i + 1} does not replay: ${e.message}`);
        throw e;
      }
    });
    return guard.trust(st);
  }

  // ---- How moves name cards (docs/language.md §4 "Hidden cards in moves") ----

  /** How `seat` names card `c` in a move: its id when it sees the card, else its place. */
  function cardRef(st: S, c: number, seat: number): string {
    if (cardVisible(st, c, seat)) return CARD_IDS[c] as string;
    const zone = st.loc[c] as number;
    const i = zoneCards(st, zone).indexOf(c);
    if (zone >= ATT) return `${cardRef(st, zone - ATT, seat)}/${i}`;
    return `${KEY_OF_INSTANCE.get(zone) ?? zone}@${i}`;
  }

  /** The card a place names (`deck@3`, `display[1]@0/1`), or -1. */
  function cardAt(st: S, ref: string): number {
    const m = /^(.*)([@/])(\d+)$/.exec(ref);
    if (!m) return CARD_INDEX.get(ref) ?? -1;
    const i = Number(m[3]);
    if (m[2] === "/") {
      const host = cardAt(st, m[1] as string);
      return host < 0 ? -1 : ((st.a[host] as number[])[i] ?? -1);
    }
    const zone = INSTANCE_OF_KEY.get(m[1] as string);
    return zone === undefined ? -1 : ((st.z[zone] as number[])[i] ?? -1);
  }

  /** A move with its card arguments named as `seat` names them. */
  function namedFor<N extends AnyMove>(st: S, m: N, seat: number): N {
    const names = Object.hasOwn(CARD_ARGS, m.action) ? CARD_ARGS[m.action] : undefined;
    if (!names) return m;
    // Most cards are named by their id: the move is only copied when one is named by its place.
    let args: Record<string, unknown> | null = null;
    for (const name of names) {
      const id = m.args[name];
      const c = CARD_INDEX.get(String(id));
      if (c === undefined) continue;
      const ref = cardRef(st, c, seat);
      if (ref === id) continue;
      args ??= { ...m.args };
      args[name] = ref;
    }
    return args === null ? m : ({ ...m, args } as N);
  }

  /**
   * The move with its card arguments as ids (`byPlace`: some were named by their place), or why
   * it names a card wrongly: a card the mover sees must be named by id, one it cannot see by its
   * place. The reason never says where a card lies or which card a place holds.
   */
  function byIds(st: S, m: AnyMove): { move: AnyMove; byPlace: boolean } | string {
    const names = Object.hasOwn(CARD_ARGS, m.action) ? CARD_ARGS[m.action] : undefined;
    if (!names) return { move: m, byPlace: false };
    const args: Record<string, unknown> = { ...m.args };
    let byPlace = false;
    for (const name of names) {
      const ref = args[name];
      if (typeof ref !== "string") continue;
      const c = cardAt(st, ref);
      if (c < 0) continue; // not a card: the decision refuses it
      const seen = cardVisible(st, c, m.seat);
      const isId = CARD_INDEX.has(ref);
      if (isId && !seen) return `${name}: ${ref} is not a card you can name`;
      if (!isId && seen) return `${name}: ${ref} is a card seat ${m.seat} sees, named by its id`;
      if (!isId) byPlace = true;
      args[name] = CARD_IDS[c];
    }
    return { move: { ...m, args: args as AnyMove["args"] }, byPlace };
  }

  const unchecked = {
    legalMoves: legalMovesOf,
    applyMove: applyMoveTo,
    trustLike: (from: S, to: S): S => (guard.trusted(from) ? guard.trust(to) : to),
    trust: (st: S): S => guard.trust(st),
    check: checked,
  };
  return {
    ZONE_KEYS,
    setup,
    position,
    decisions,
    legalMoves,
    applyMove,
    view,
    outcome,
    replay,
    namedFor,
    unchecked,
  };
}

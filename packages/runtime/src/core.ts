/**
 * The few state operations every generated engine shares. The layout they work on is fixed by
 * the compiler: `z` holds one array of card indices per zone instance (index 0 is the top of a
 * pile or the first card of a row), `loc[c]` is the zone instance that holds card `c`.
 * Attachment zones are numbered after the regular zones (zone `att + h` holds the cards on card
 * `h`, `att` being `z.length`) but kept apart, in `a`: the cards on card `h` are in `a[h]`. So
 * the list of zones a card move copies (copy on write) holds the regular zones only.
 */

import { RulesError } from "./errors.js";
import { type RngState, randomInt, shuffleInPlace } from "./rng.js";
import type { Outcome, SourceLocation } from "./types.js";

export interface CoreState {
  rng: RngState;
  /** The regular zone instances' cards: zone `i` below `z.length`. */
  z: number[][];
  /** The attachment zones' cards: zone `z.length + h` is `a[h]`, the cards on card `h`. */
  a: number[][];
  loc: number[];
  /**
   * Knowledge (`peek`): per card, a bit mask of the seats that know it (bit s for seat s).
   * A card that moves, and every card of a zone that is shuffled, is known by nobody again.
   */
  kn?: number[];
  /** The rules' frames (a generated state has them): shared with the input by `shareZones` too. */
  stack?: unknown[];
  /** The rules' variables (a generated state has them): indexed ones shared with `shareZones`' input. */
  g?: object;
}

/** Where `move … to` puts cards: an index into the destination, or an end. */
export const AT_TOP = 0;
export const AT_END = -1;
export const AT_RANDOM = -2;

/**
 * Copy on write of zones (docs/performance.md): applyMove's new state starts out with the zone
 * lists of the state it is made from, and the first change of a zone in it copies that zone.
 * Only the `z` given to `shareZones` is shared; every other state (a playout's own, a search's
 * copy) owns its lists, and its changes cost one comparison more.
 */
let sharedZ: number[][] | null = null;
/** The input's list of zone lists, while the shared state has not changed a zone (then `sharedZ` is its own copy). */
let sharedZIn: number[][] | null = null;
/** The same for the attachment zones (`a`): copied at the first change of an attachment. */
let sharedA: number[][] | null = null;
let sharedAIn: number[][] | null = null;
/** The input's card places and knowledge, while the shared state has not written them. */
let sharedLoc: number[] | null = null;
let sharedKn: number[] | null = null;
/** Per zone instance, the scope in which the shared state copied it (then it is its own). */
const ownedIn: number[] = [];
let scope = 0;
let scopes = 0;

/** The records of the scopes `shareZones` replaced, by nesting depth. */
const scopeRecords: ZoneScope[] = [];
let depth = 0;

/** The scope `shareZones` replaced, to give back to it. */
export interface ZoneScope {
  varsOf: object | null;
  varsFrom: Readonly<Record<string, unknown>> | null;
  z: number[][] | null;
  zIn: number[][] | null;
  a: number[][] | null;
  aIn: number[][] | null;
  loc: number[] | null;
  kn: number[] | null;
  scope: number;
  frames: readonly unknown[] | null;
  owned: number;
}

/**
 * Copy on write of frames: applyMove's new state starts out with its input's frames (the top one
 * copied, for the move to bind into), and a generated runEngine copies a frame below it when it is
 * about to run it again (`st.stack.length <= SHARED_FRAMES.owned`): the frames of `stack` below
 * index `owned` are still the input's. Pushed frames are new, so the frames from `owned` up are
 * the new state's own. Set by `shareZones`; `stack` is null outside its scope.
 */
export const SHARED_FRAMES: { stack: readonly unknown[] | null; owned: number } = { stack: null, owned: 0 };

/**
 * Copy on write of variables: applyMove's new state starts out with its input's indexed
 * variables (`st.g.vp`, one list), and the first change of an element (`ownVar(st.g, "vp")[s] =
 * …`, as the compiler writes every such assignment) copies that list. `of` is the new state's
 * `g`, `from` its input's; outside a `shareZones` scope `of` is null and `ownVar` is a read.
 */
let sharedVarsOf: object | null = null;
let sharedVarsFrom: Readonly<Record<string, unknown>> | null = null;

/**
 * Copy on write of the game log: the state whose log `appendLog` last copied (`st`, with that
 * copy, `log`) owns it, and its later lines go onto it in place, until the state is copied
 * (`disownLog`: a copy shares the log) or a `shareZones` scope begins or ends (applyMove's state is
 * then its caller's, immutable). Only one state owns its log at a time; any other gets a new one.
 */
export const OWN_LOG: { st: object | null; log: readonly string[] | null } = { st: null, log: null };

/** `st` is about to be copied: its log, shared with the copy, is no longer its own. */
export function disownLog(st: object): void {
  if (OWN_LOG.st === st) {
    OWN_LOG.st = null;
    OWN_LOG.log = null;
  }
}

/** Indexed variable `name` of `g`, to be changed: its own copy while it is still the input's. */
export function ownVar<G extends object, K extends keyof G>(g: G, name: K): G[K] {
  const list = g[name];
  if (g !== sharedVarsOf || list !== (sharedVarsFrom as Record<PropertyKey, unknown>)[name as PropertyKey])
    return list;
  const own = (list as unknown as unknown[]).slice() as G[K];
  g[name] = own;
  return own;
}

/**
 * From now on, the zones of `st` (and its `loc` and `kn`) are shared with another state until
 * written; returns the scope before.
 */
export function shareZones(st: CoreState, input?: CoreState): ZoneScope {
  // Scopes nest (try / finally): one record per depth, reused, not one per applyMove.
  let before = scopeRecords[depth];
  if (before === undefined) {
    before = {
      varsOf: null,
      varsFrom: null,
      z: null,
      zIn: null,
      a: null,
      aIn: null,
      loc: null,
      kn: null,
      scope: 0,
      frames: null,
      owned: 0,
    };
    scopeRecords.push(before);
  }
  depth += 1;
  OWN_LOG.st = null;
  OWN_LOG.log = null;
  before.varsOf = sharedVarsOf;
  before.varsFrom = sharedVarsFrom;
  before.z = sharedZ;
  before.zIn = sharedZIn;
  before.a = sharedA;
  before.aIn = sharedAIn;
  before.loc = sharedLoc;
  before.kn = sharedKn;
  before.scope = scope;
  before.frames = SHARED_FRAMES.stack;
  before.owned = SHARED_FRAMES.owned;
  // The top frame is the new state's own (cloneState copies it); those below are the input's.
  if (st.stack !== undefined) {
    SHARED_FRAMES.stack = st.stack;
    SHARED_FRAMES.owned = st.stack.length - 1;
  }
  // Its indexed variables are `input`'s until written (ownVar).
  sharedVarsOf = input?.g !== undefined ? (st.g ?? null) : null;
  sharedVarsFrom = (input?.g as Readonly<Record<string, unknown>> | undefined) ?? null;
  // Its list of zone lists is the input's too (cloneState(st, true)) until a zone changes: the
  // first change copies that list (10 entries in Cuttle), then the zone; the same for the list
  // of attachment zones (`a`, 52 in Cuttle), which only attaching or detaching a card changes.
  sharedZIn = st.z;
  sharedZ = null;
  sharedAIn = st.a;
  sharedA = null;
  sharedLoc = st.loc;
  sharedKn = st.kn ?? null;
  scopes += 1;
  scope = scopes;
  return before;
}

/** Ends a `shareZones` scope: the one before it is current again. */
export function endShare(before: ZoneScope): void {
  depth -= 1;
  OWN_LOG.st = null;
  OWN_LOG.log = null;
  sharedZ = before.z;
  sharedZIn = before.zIn;
  sharedA = before.a;
  sharedAIn = before.aIn;
  sharedLoc = before.loc;
  sharedKn = before.kn;
  scope = before.scope;
  sharedVarsOf = before.varsOf;
  sharedVarsFrom = before.varsFrom;
  SHARED_FRAMES.stack = before.frames;
  SHARED_FRAMES.owned = before.owned;
}

/** The cards of zone instance `i` of `st`: a regular zone's, or (from `z.length` up) a card's attachments. */
export function zoneCards(st: CoreState, i: number): number[] {
  const n = st.z.length;
  return (i < n ? st.z[i] : st.a[i - n]) as number[];
}

/**
 * The list holding zone `i` of `st` (`z`, or `a` for an attachment zone), to change an entry of:
 * its own while it is still the input's. The entry of zone `i` in it is `slotOf(st, i)`.
 */
function listsOf(st: CoreState, i: number): number[][] {
  if (i < st.z.length) {
    let z = st.z;
    if (z === sharedZIn) {
      // The shared state's first change of a zone: its own list of zone lists, the lists still shared.
      z = z.slice();
      st.z = z;
      sharedZ = z;
      sharedZIn = null;
    }
    return z;
  }
  let a = st.a;
  if (a === sharedAIn) {
    a = a.slice();
    st.a = a;
    sharedA = a;
    sharedAIn = null;
  }
  return a;
}

/** Zone `i`'s entry in listsOf(st, i). */
function slotOf(st: CoreState, i: number): number {
  return i < st.z.length ? i : i - st.z.length;
}

/** Whether zone `i`, at `slot` of `lists` (from listsOf), is still the input's: it must be copied to change. */
function sharedZone(lists: number[][], i: number): boolean {
  return (lists === sharedZ || lists === sharedA) && ownedIn[i] !== scope;
}

/** Zone instance `i` of `st`, to be changed: its own copy when it is still shared. */
function writable(st: CoreState, i: number): number[] {
  const lists = listsOf(st, i);
  const slot = slotOf(st, i);
  const list = lists[slot] as number[];
  if (!sharedZone(lists, i)) return list;
  return own(lists, slot, i, list.slice());
}

/** `list` is zone `i`'s own copy from now on (made by the caller, changed or not), at `slot` of `lists`. */
function own(lists: number[][], slot: number, i: number, list: number[]): number[] {
  lists[slot] = list;
  ownedIn[i] = scope;
  return list;
}

/** `st.loc`, to be changed: its own copy when it is still the input's. */
function places(st: CoreState): number[] {
  if (st.loc !== sharedLoc) return st.loc;
  st.loc = st.loc.slice();
  sharedLoc = null;
  return st.loc;
}

/** `st.kn`, to be changed (a state has one unless its game has no knowledge): its own copy when it is still the input's. */
function knowledge(st: CoreState): number[] | undefined {
  if (st.kn === undefined || st.kn !== sharedKn) return st.kn;
  st.kn = st.kn.slice();
  sharedKn = null;
  return st.kn;
}

/** Nobody knows card `c` any more (it moved): `kn` is only copied when someone knew it. */
function forget(st: CoreState, c: number): void {
  const kn = st.kn;
  if (kn === undefined || kn[c] === 0) return;
  (knowledge(st) as number[])[c] = 0;
}

/**
 * Takes `card` out of `from`, a list the state owns: the ends are tried before `indexOf` (a draw
 * from the top, a play of the last card drawn), and `pop` and `shift` are faster than a splice.
 */
function removeOwn(from: number[], card: number): void {
  if (from[0] === card) from.shift();
  else if (from[from.length - 1] === card) from.pop();
  else {
    const i = from.indexOf(card);
    if (i > 0) from.splice(i, 1);
  }
}

function detach(st: CoreState, card: number): void {
  const zone = st.loc[card] as number;
  if (depth === 0) {
    // No shareZones scope: every list is the state's own (a playout's, a search's copy).
    const n = st.z.length;
    removeOwn((zone < n ? st.z[zone] : st.a[zone - n]) as number[], card);
    return;
  }
  const lists = listsOf(st, zone);
  const slot = slotOf(st, zone);
  const from = lists[slot] as number[];
  if (!sharedZone(lists, zone)) {
    removeOwn(from, card);
    return;
  }
  const i = from.indexOf(card);
  // A shared zone is copied without the card: one slice when it is at an end (a draw from the
  // top), a copy then a splice in the middle (a loop of pushes was 4 × slower for a deck of 40).
  let copy: number[];
  if (i === 0) copy = from.slice(1);
  else if (i < 0 || i === from.length - 1) copy = from.slice(0, i < 0 ? from.length : i);
  else {
    copy = from.slice();
    copy.splice(i, 1);
  }
  own(lists, slot, zone, copy);
}

/**
 * Moves cards, in the given order, into zone `to`: the first card ends nearest `at`.
 * Attached cards stay on their host, so they travel with it.
 */
export function moveCards(st: CoreState, cards: readonly number[], to: number, at: number): void {
  // No card or one: nothing to do (a random place draws even for none), or moveCard's move.
  if (cards.length === 0 && at !== AT_RANDOM) return;
  if (cards.length === 1) {
    moveCard(st, cards[0] as number, to, at);
    return;
  }
  const list = cards.slice();
  for (const c of list) detach(st, c);
  for (const c of list) forget(st, c);
  const dest = writable(st, to);
  let index: number;
  if (at === AT_END) index = dest.length;
  else if (at === AT_RANDOM) index = randomInt(st.rng, dest.length + 1);
  else index = Math.min(Math.max(at, 0), dest.length);
  if (index === dest.length) for (const c of list) dest.push(c);
  else dest.splice(index, 0, ...list);
  const loc = places(st);
  for (const c of list) loc[c] = to;
}

export function moveCard(st: CoreState, card: number, to: number, at: number): void {
  detach(st, card);
  forget(st, card);
  if (depth === 0) {
    // No shareZones scope: the state's own lists, changed in place.
    st.loc[card] = to;
    const n = st.z.length;
    const dest = (to < n ? st.z[to] : st.a[to - n]) as number[];
    if (at === AT_END) dest.push(card);
    else if (at === AT_TOP) dest.unshift(card);
    else if (at === AT_RANDOM) dest.splice(randomInt(st.rng, dest.length + 1), 0, card);
    else dest.splice(Math.min(Math.max(at, 0), dest.length), 0, card);
    return;
  }
  places(st)[card] = to;
  const lists = listsOf(st, to);
  // A shared destination is copied with the card in place (one array, not a copy then an insert).
  if ((at === AT_TOP || at === AT_END) && sharedZone(lists, to)) {
    const slot = slotOf(st, to);
    const list = lists[slot] as number[];
    own(lists, slot, to, at === AT_TOP ? [card, ...list] : [...list, card]);
    return;
  }
  const dest = writable(st, to);
  if (at === AT_END) dest.push(card);
  else if (at === AT_TOP) dest.unshift(card);
  else if (at === AT_RANDOM) dest.splice(randomInt(st.rng, dest.length + 1), 0, card);
  else dest.splice(Math.min(Math.max(at, 0), dest.length), 0, card);
}

export function shuffleZone(st: CoreState, zone: number): void {
  const list = writable(st, zone);
  shuffleInPlace(st.rng, list);
  for (const c of list) forget(st, c);
}

/** `peek cards to seats`: each seat now knows each card, until the card moves. */
export function peekCards(st: CoreState, cards: readonly number[], seats: readonly number[]): void {
  const kn = knowledge(st);
  if (!kn) return;
  let mask = 0;
  for (const s of seats) mask |= 1 << s;
  for (const c of cards) kn[c] = (kn[c] as number) | mask;
}

/** `knows(s, c)`: has seat `s` seen card `c` (by `peek`) since it last moved? */
export function knows(st: CoreState, seat: number, card: number): boolean {
  return seat >= 0 && (((st.kn?.[card] ?? 0) >> seat) & 1) === 1;
}

/** The zone instance that holds `card` or, for an attached card, its outermost host. */
export function baseZone(st: CoreState, card: number, attachmentBase: number): number {
  let zone = st.loc[card] as number;
  while (zone >= attachmentBase) zone = st.loc[zone - attachmentBase] as number;
  return zone;
}

export function topCard(zone: readonly number[], where: SourceLocation): number {
  if (zone.length === 0) throw new RulesError("top() of an empty zone", where);
  return zone[0] as number;
}

export function bottomCard(zone: readonly number[], where: SourceLocation): number {
  if (zone.length === 0) throw new RulesError("bottom() of an empty zone", where);
  return zone[zone.length - 1] as number;
}

export function pickRandom<T>(rng: RngState, items: readonly T[], where: SourceLocation): T {
  if (items.length === 0) throw new RulesError("random() of an empty list", where);
  return items[randomInt(rng, items.length)] as T;
}

export function firstOf<T>(items: readonly T[], where: SourceLocation): T {
  if (items.length === 0) throw new RulesError("first() found nothing", where);
  return items[0] as T;
}

export function elementAt<T>(items: readonly T[], index: number, where: SourceLocation): T {
  if (index < 0 || index >= items.length) {
    throw new RulesError(`index ${index} is outside a list of ${items.length}`, where);
  }
  return items[index] as T;
}

/**
 * Small ranges are built once and shared (not frozen: V8 reads frozen arrays slowly). Lists are
 * values: generated code never changes one.
 */
const RANGES: number[][][] = [];
const RANGE_MIN = -8;
const RANGE_MAX = 64;

export function intRange(from: number, to: number): number[] {
  if (from >= RANGE_MIN && to <= RANGE_MAX && from <= to && Number.isInteger(from) && Number.isInteger(to)) {
    const row = RANGES[from - RANGE_MIN] ?? [];
    RANGES[from - RANGE_MIN] = row;
    const hit = row[to - RANGE_MIN];
    if (hit !== undefined) return hit;
    const built = buildRange(from, to);
    row[to - RANGE_MIN] = built;
    return built;
  }
  return buildRange(from, to);
}

function buildRange(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

// filled's lists by length and plain value (not an object: a list value is new each time), built once: a copy of one is made at its size (a list
// grown by push reallocates on the way), once per new game and variable.
const FILLED = new Map<number, Map<unknown, unknown[]>>();

/** `n` copies of a plain value (a variable's value per seat, card or cell): a new list. */
export function filled<T>(n: number, value: T): T[] {
  if (typeof value === "object" && value !== null) return pushed(n, value);
  let byValue = FILLED.get(n);
  if (byValue === undefined) {
    byValue = new Map();
    FILLED.set(n, byValue);
  }
  let list = byValue.get(value);
  if (list === undefined) {
    list = pushed(n, value);
    byValue.set(value, list);
  }
  return list.slice() as T[];
}

function pushed<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** The seats 0 … players - 1 (shared, like small ranges: never change it). */
export function seatsOf(players: number): number[] {
  return intRange(0, players - 1);
}

/**
 * Where `setup({ startSeat })` keeps the seat it was given: in the state's options, under a key
 * no option can have (option names are identifiers), so it survives every copy of the state and
 * stays out of views and records' `options`.
 */
export const START_SEAT_KEY = "@startSeat";

/**
 * The rules' `startSeat()`: the seat `setup()` was given as `startSeat` (the first player or the
 * dealer, as the rules use it); without one, a seeded random seat, the same draw as
 * `random(seats)`, so rules that switch to it deal the same games from the same seeds. The draw
 * is made either way: a given start seat changes who starts, not the cards a seed deals.
 */
export function startSeatOf(st: { o: object; rng: RngState; n: number }, where: SourceLocation): number {
  const drawn = pickRandom(st.rng, seatsOf(st.n), where);
  const given = (st.o as Record<string, unknown>)[START_SEAT_KEY];
  return typeof given === "number" ? given : drawn;
}

export function othersOf(seat: number, players: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < players; i++) out.push((seat + i) % players);
  return out;
}

/** Thrown by `finish` to unwind every running rule; the driver catches it. */
export class GameOver {
  constructor(readonly outcome: Outcome) {}
}

/** Up to `n` cards from the bottom, top first (as they lie). */
export function bottomN(zone: readonly number[], n: number): number[] {
  return n <= 0 ? [] : zone.slice(Math.max(0, zone.length - n));
}

/**
 * `first(x in xs where p)` lowered to `foundOr(xs.find(…), at)`: the element found, or the rules
 * error `first()` gives for nothing (lists never hold undefined: none is null).
 */
export function foundOr<T>(found: T | undefined, where: SourceLocation): T {
  if (found === undefined) throw new RulesError("first() found nothing", where);
  return found;
}

/** `max`/`min` queries lowered to one `reduce` from ∓Infinity: 0 for nothing, as maxOf/minOf. */
export function extremeOr0(x: number): number {
  return x === Number.NEGATIVE_INFINITY || x === Number.POSITIVE_INFINITY ? 0 : x;
}

/** `max(x in xs of e)`: 0 for nothing, like an empty sum. */
export function maxOf(values: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) if (i === 0 || (values[i] as number) > m) m = values[i] as number;
  return m;
}

export function minOf(values: readonly number[]): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) if (i === 0 || (values[i] as number) < m) m = values[i] as number;
  return m;
}

/**
 * Cuttle, classic rules (rules/cuttle/cuttle.ludic, docs/games/cuttle.md), written by hand the
 * straightforward way: one mutable state of plain arrays, a phase saying who decides what, and
 * functions that list the legal moves and apply one. It is the baseline the generated engine is
 * measured against; `cuttle.test.ts` checks it against @ludic/cuttle move by move.
 *
 * The state is plain JSON (no classes, no typed arrays) so the boardgame.io version can run the
 * same rules on its immer drafts.
 */
import { mulberry32, type PlayoutResult, type Random, shuffle } from "../types.js";

// Cards are 0..51 in catalogue order AC 2C … KC AD … KS: suit * 13 + rank - 1.
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
export const SUITS = ["C", "D", "H", "S"];
export const CARD_IDS: string[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));
export const rank = (c: number): number => (c % 13) + 1;
export const suit = (c: number): number => Math.floor(c / 13);

const GOALS = [21, 14, 10, 7, 5]; // CU-18: the goal with 0–4 kings
const HAND_LIMIT = 8; // CU-3
const PASSES_TO_DRAW = 3; // CU-4

export type Phase = "action" | "counter" | "take" | "discard" | "seven" | "over";

export type Action =
  | "draw"
  | "pass"
  | "points"
  | "scuttle"
  | "oneOff"
  | "targetedOneOff"
  | "permanent"
  | "jack"
  | "counter"
  | "take"
  | "discard"
  | "jackOwn";

/** A move: the action and its card arguments (-1 when unused). */
export interface CuttleMove {
  action: Action;
  card: number;
  target: number;
}

/** A one-off on the stack: who played it, at what, and the counter exchange so far. */
export interface Cast {
  me: number;
  card: number;
  target: number;
  twos: number;
  responder: number;
}

export interface CuttleState {
  deck: number[]; // top first
  scrap: number[]; // top first
  hands: number[][];
  points: number[][]; // the point cards each seat controls
  royals: number[][]; // 8s as glasses, queens, kings
  jacks: number[][]; // jacks[c]: the jacks on point card c, bottom first
  host: number[]; // host[j]: the point card jack j sits on, or -1
  stack: number[]; // the one-offs being resolved, top first
  revealed: number[]; // the card a 7 turned up
  turn: number; // whose turn it is
  passes: number; // consecutive passes (CU-4)
  phase: Phase;
  seat: number; // who decides now
  casts: Cast[]; // the one-offs being resolved, innermost last
  discardsLeft: number; // a 4's discards still owed
  winners: number[] | null;
  scores: number[];
  reason: string;
}

const next = (s: number): number => 1 - s;

function remove(list: number[], c: number): void {
  const i = list.indexOf(c);
  if (i >= 0) list.splice(i, 1);
}

/** A game from a given deal: the deck (top first), both hands, and the seat to move first. */
export function fromDeal(deck: number[], hands: number[][], first: number): CuttleState {
  return {
    deck: deck.slice(),
    scrap: [],
    hands: hands.map((h) => h.slice()),
    points: [[], []],
    royals: [[], []],
    jacks: Array.from({ length: 52 }, () => []),
    host: new Array<number>(52).fill(-1),
    stack: [],
    revealed: [],
    turn: first,
    passes: 0,
    phase: "action",
    seat: first,
    casts: [],
    discardsLeft: 0,
    winners: null,
    scores: [0, 0],
    reason: "",
  };
}

/** CU-1: the dealer deals 6 to self and 5 to the other, who moves first. */
export function dealFrom(shuffled: number[], dealer: number): CuttleState {
  const deck = shuffled.slice();
  const hands: number[][] = [[], []];
  hands[dealer] = deck.splice(0, 6);
  hands[next(dealer)] = deck.splice(0, 5);
  return fromDeal(deck, hands, next(dealer));
}

/** CU-1: a shuffled deck and a random dealer. */
export function deal(random: Random): CuttleState {
  const deck = shuffle(
    Array.from({ length: 52 }, (_, i) => i),
    random,
  );
  return dealFrom(deck, Math.floor(random() * 2));
}

// ---- Facts about the table ----

function score(st: CuttleState, s: number): number {
  let n = 0;
  for (const c of st.points[s] as number[]) n += rank(c);
  return n;
}

function reached(st: CuttleState, s: number): boolean {
  const kings = (st.royals[s] as number[]).filter((c) => rank(c) === 13).length;
  return score(st, s) >= (GOALS[kings] as number);
}

function hasQueen(st: CuttleState, s: number): boolean {
  return (st.royals[s] as number[]).some((c) => rank(c) === 12);
}

/** The seat on whose side a table card is (a jack: the side of the card under it). */
function holder(st: CuttleState, c: number): number {
  const h = st.host[c] as number;
  if (h >= 0) return holder(st, h);
  for (let s = 0; s < 2; s++) {
    if ((st.points[s] as number[]).includes(c) || (st.royals[s] as number[]).includes(c)) return s;
  }
  throw new Error(`${CARD_IDS[c]} is not on the table`);
}

/** CU-17: a queen guards the other cards of her owner, against the opponent only. */
function targetable(st: CuttleState, me: number, t: number): boolean {
  const h = holder(st, t);
  return h === me || !(st.royals[h] as number[]).some((q) => rank(q) === 12 && q !== t);
}

/** CU-5: higher rank, or the same rank and a higher suit. */
function beats(card: number, target: number): boolean {
  return rank(card) !== rank(target) ? rank(card) > rank(target) : suit(card) > suit(target);
}

/** §5: what a one-off needs to have something to act on (2 and 9 need a target instead). */
function canOneOff(st: CuttleState, card: number): boolean {
  const r = rank(card);
  if (r === 1 || r === 4 || r === 6) return true;
  if (r === 3) return st.scrap.length > 0;
  if (r === 5 || r === 7) return st.deck.length > 0;
  return false;
}

/** The permanents on a seat's side a 2 or 9 may aim at: royals, and the top jack of each stack. */
function permanents(st: CuttleState, s: number, out: number[]): void {
  for (const c of st.royals[s] as number[]) out.push(c);
  for (const c of st.points[s] as number[]) {
    const js = st.jacks[c] as number[];
    if (js.length > 0) out.push(js[js.length - 1] as number);
  }
}

// ---- Legal moves ----

/** §4: the ways to play each card of `from` (the hand, or the card a 7 revealed). */
function playMoves(st: CuttleState, me: number, from: number[], out: CuttleMove[]): void {
  const theirs = st.points[next(me)] as number[];
  let targets: number[] | null = null;
  for (const card of from) {
    const r = rank(card);
    if (r <= 10) {
      out.push({ action: "points", card, target: -1 });
      for (const t of theirs) if (beats(card, t)) out.push({ action: "scuttle", card, target: t });
    }
    if (canOneOff(st, card)) out.push({ action: "oneOff", card, target: -1 });
    if (r === 2 || r === 9) {
      if (targets === null) {
        targets = [];
        permanents(st, me, targets);
        permanents(st, next(me), targets);
      }
      for (const t of targets) {
        if (targetable(st, me, t)) out.push({ action: "targetedOneOff", card, target: t });
      }
    }
    if (r === 8 || r === 12 || r === 13) out.push({ action: "permanent", card, target: -1 });
    if (r === 11) {
      for (const t of theirs) if (targetable(st, me, t)) out.push({ action: "jack", card, target: t });
    }
  }
}

/** The legal moves of the seat that decides now (`st.seat`); [] once the game is over. */
export function legalMoves(st: CuttleState): CuttleMove[] {
  const out: CuttleMove[] = [];
  const me = st.seat;
  switch (st.phase) {
    case "action": {
      const hand = st.hands[me] as number[];
      if (st.deck.length > 0 && hand.length < HAND_LIMIT) out.push({ action: "draw", card: -1, target: -1 });
      if (st.deck.length === 0) out.push({ action: "pass", card: -1, target: -1 });
      playMoves(st, me, hand, out);
      break;
    }
    case "counter":
      for (const c of st.hands[me] as number[]) {
        if (rank(c) === 2) out.push({ action: "counter", card: c, target: -1 });
      }
      out.push({ action: "pass", card: -1, target: -1 });
      break;
    case "take":
      for (const c of st.scrap) out.push({ action: "take", card: c, target: -1 });
      break;
    case "discard":
      for (const c of st.hands[me] as number[]) out.push({ action: "discard", card: c, target: -1 });
      break;
    case "seven":
      sevenMoves(st, me, out);
      break;
    case "over":
      break;
  }
  return out;
}

/** CU-13: the revealed card played in any legal way, or a jack on one of your own point cards. */
function sevenMoves(st: CuttleState, me: number, out: CuttleMove[]): void {
  playMoves(st, me, st.revealed, out);
  for (const card of st.revealed) {
    if (rank(card) !== 11) continue;
    const theirs = st.points[next(me)] as number[];
    if (theirs.some((t) => targetable(st, me, t))) continue;
    for (const t of st.points[me] as number[]) out.push({ action: "jackOwn", card, target: t });
  }
}

// ---- Applying a move ----

/** Applies a legal move of `st.seat` in place. */
export function applyMove(st: CuttleState, m: CuttleMove): void {
  const me = st.seat;
  const from = st.phase === "seven" ? st.revealed : (st.hands[me] as number[]);
  switch (m.action) {
    case "draw":
      (st.hands[me] as number[]).push(st.deck.shift() as number);
      endAction(st, false);
      return;
    case "pass":
      if (st.phase === "counter") {
        resolve(st);
        return;
      }
      endAction(st, true);
      return;
    case "points":
      remove(from, m.card);
      (st.points[me] as number[]).push(m.card);
      played(st);
      return;
    case "scuttle":
      remove(from, m.card);
      scrapFromTable(st, m.target);
      st.scrap.unshift(m.card);
      played(st);
      return;
    case "oneOff":
    case "targetedOneOff":
      remove(from, m.card);
      cast(st, me, m.card, m.target);
      return;
    case "permanent":
      remove(from, m.card);
      (st.royals[me] as number[]).push(m.card);
      played(st);
      return;
    case "jack":
    case "jackOwn": {
      remove(from, m.card);
      const owner = holder(st, m.target);
      (st.jacks[m.target] as number[]).push(m.card);
      st.host[m.card] = m.target;
      remove(st.points[owner] as number[], m.target);
      (st.points[next(owner)] as number[]).push(m.target);
      played(st);
      return;
    }
    case "counter": {
      const c = st.casts[st.casts.length - 1] as Cast;
      remove(st.hands[me] as number[], m.card);
      st.scrap.unshift(m.card);
      c.twos += 1;
      c.responder = next(c.responder);
      askCounter(st);
      return;
    }
    case "take":
      remove(st.scrap, m.card);
      (st.hands[me] as number[]).push(m.card);
      finishCast(st);
      return;
    case "discard":
      remove(st.hands[me] as number[], m.card);
      st.scrap.unshift(m.card);
      st.discardsLeft -= 1;
      discardOrFinish(st);
      return;
  }
}

/** CU-16: a point card leaving the table takes its jacks along. */
function scrapFromTable(st: CuttleState, c: number): void {
  const js = st.jacks[c] as number[];
  for (const j of js) st.host[j] = -1;
  st.scrap.unshift(...js);
  st.jacks[c] = [];
  remove(st.points[holder(st, c)] as number[], c);
  st.scrap.unshift(c);
}

/** CU-6: a one-off goes on the stack and the opponent may counter it. */
function cast(st: CuttleState, me: number, card: number, target: number): void {
  st.stack.unshift(card);
  st.casts.push({ me, card, target, twos: 0, responder: next(me) });
  askCounter(st);
}

/** CU-6, CU-17: ask the responder for a 2 unless the other side's queen forbids it. */
function askCounter(st: CuttleState): void {
  const c = st.casts[st.casts.length - 1] as Cast;
  if (hasQueen(st, next(c.responder))) {
    resolve(st);
    return;
  }
  st.phase = "counter";
  st.seat = c.responder;
}

/** The counters are done: an even number of 2s lets the one-off take effect. */
function resolve(st: CuttleState): void {
  const c = st.casts[st.casts.length - 1] as Cast;
  if (c.twos % 2 !== 0) {
    finishCast(st);
    return;
  }
  switch (rank(c.card)) {
    case 1: // CU-7: every point card, with its jacks
      for (let s = 0; s < 2; s++) for (const p of (st.points[s] as number[]).slice()) scrapFromTable(st, p);
      finishCast(st);
      return;
    case 2: // CU-8: scrap one permanent
      if (rank(c.target) === 11) unjack(st, c.target, st.scrap, true);
      else {
        remove(st.royals[holder(st, c.target)] as number[], c.target);
        st.scrap.unshift(c.target);
      }
      finishCast(st);
      return;
    case 9: {
      // CU-14: one permanent back to its owner's hand
      const hand = st.hands[holder(st, c.target)] as number[];
      if (rank(c.target) === 11) unjack(st, c.target, hand, false);
      else {
        remove(st.royals[holder(st, c.target)] as number[], c.target);
        hand.push(c.target);
      }
      finishCast(st);
      return;
    }
    case 3: // CU-9: a card of the scrap into your hand
      st.phase = "take";
      st.seat = c.me;
      return;
    case 4: // CU-10: the opponent discards two
      st.discardsLeft = 2;
      discardOrFinish(st);
      return;
    case 5: // CU-11: draw two, stopping at the hand limit
      for (let i = 0; i < 2 && st.deck.length > 0 && (st.hands[c.me] as number[]).length < HAND_LIMIT; i++) {
        (st.hands[c.me] as number[]).push(st.deck.shift() as number);
      }
      finishCast(st);
      return;
    case 6: // CU-12: every permanent; stolen cards go home
      for (let s = 0; s < 2; s++) {
        st.scrap.unshift(...(st.royals[s] as number[]));
        st.royals[s] = [];
      }
      for (let s = 0; s < 2; s++) {
        for (const p of (st.points[s] as number[]).slice()) {
          const js = st.jacks[p] as number[];
          for (const j of js) st.host[j] = -1;
          st.scrap.unshift(...js);
          st.jacks[p] = [];
          if (js.length % 2 === 1) {
            remove(st.points[s] as number[], p);
            (st.points[next(s)] as number[]).push(p);
          }
        }
      }
      finishCast(st);
      return;
    case 7: {
      // CU-13: the top card must be played at once; one that cannot be is scrapped
      st.revealed.push(st.deck.shift() as number);
      const moves: CuttleMove[] = [];
      sevenMoves(st, c.me, moves);
      if (moves.length === 0) {
        st.scrap.unshift(...st.revealed);
        st.revealed.length = 0;
        finishCast(st);
        return;
      }
      st.phase = "seven";
      st.seat = c.me;
      return;
    }
  }
}

/** CU-8, CU-14, CU-16: the top jack leaves; its card goes back to the side before that jack. */
function unjack(st: CuttleState, j: number, dest: number[], top: boolean): void {
  const h = holder(st, j);
  const hostCard = st.host[j] as number;
  remove(st.jacks[hostCard] as number[], j);
  st.host[j] = -1;
  if (top) dest.unshift(j);
  else dest.push(j);
  remove(st.points[h] as number[], hostCard);
  (st.points[next(h)] as number[]).push(hostCard);
}

function discardOrFinish(st: CuttleState): void {
  const c = st.casts[st.casts.length - 1] as Cast;
  const opp = next(c.me);
  if (st.discardsLeft > 0 && (st.hands[opp] as number[]).length > 0) {
    st.phase = "discard";
    st.seat = opp;
    return;
  }
  finishCast(st);
}

/** A one-off is done: it goes to the scrap, and so does every 7 whose revealed card it was. */
function finishCast(st: CuttleState): void {
  const c = st.casts.pop() as Cast;
  remove(st.stack, c.card);
  st.scrap.unshift(c.card);
  played(st);
}

/** A play is over; if it was a 7's revealed card, that 7 is done too. */
function played(st: CuttleState): void {
  if (st.casts.length > 0) {
    finishCast(st);
    return;
  }
  endAction(st, false);
}

/** CU-19, CU-4: the end of the turn: goals (the mover first), then passes. */
function endAction(st: CuttleState, passed: boolean): void {
  const me = st.turn;
  if (reached(st, me)) {
    gameOver(st, [me], "reached their goal");
    return;
  }
  if (reached(st, next(me))) {
    gameOver(st, [next(me)], "reached their goal");
    return;
  }
  st.passes = passed ? st.passes + 1 : 0;
  if (st.passes >= PASSES_TO_DRAW) {
    gameOver(st, [], "three consecutive passes");
    return;
  }
  st.turn = next(me);
  st.phase = "action";
  st.seat = st.turn;
}

function gameOver(st: CuttleState, winners: number[], reason: string): void {
  st.phase = "over";
  st.winners = winners;
  st.scores = [score(st, 0), score(st, 1)];
  st.reason = reason;
}

// ---- Random playouts ----

export function playout(seed: number, random: Random, maxMoves = 5000): PlayoutResult {
  const st = deal(mulberry32(seed));
  let moves = 0;
  while (st.phase !== "over" && moves < maxMoves) {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as CuttleMove);
    moves++;
  }
  return { moves, winners: st.winners };
}

export function sizes(seed: number, random: Random): number[] {
  const st = deal(mulberry32(seed));
  const out = [JSON.stringify(st).length];
  while (st.phase !== "over") {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as CuttleMove);
    out.push(JSON.stringify(st).length);
  }
  return out;
}

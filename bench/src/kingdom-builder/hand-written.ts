/**
 * Kingdom Builder, the base game for 2–4 players (rules/kingdom-builder/kingdom-builder.ludic,
 * shared/games/kingdom-builder.md) and its card-luck-free variant (card-luck-free.ludic: five
 * open terrain cards per colour, each used once in every five turns), written by hand the straightforward way: one mutable state of
 * plain arrays (the board as 400 numbers, a count per colour and hex of its settlements next to
 * that hex, the location tiles lying on each hex), a phase saying what the colour in turn decides,
 * and functions that list the legal moves and apply one. It is the baseline the generated engine
 * is measured against; `kingdom-builder.test.ts` checks it against @ludic/kingdom-builder move by
 * move.
 */
import { mulberry32, type PlayoutResult, type Random, shuffle } from "../types.js";

export const ROWS = 20;
export const CELLS = ROWS * ROWS;

// §2.1 Hex types, in the rules' order: the five buildable terrains, then the rest.
export const TERRAIN_LETTERS = "GCDFTWMKL";
const G = 0;
const D = 2;
const W = 5;
const M = 6;
const K = 7;
const L = 8;
const buildable = (t: number): boolean => t <= 4;

// §2.2 The eight board sections (the rules file's maps), 10 × 10 hexes, row 0 first, by location.
export const LOCS = ["oracle", "farm", "oasis", "tower", "tavern", "barn", "harbor", "paddock"];
const ORACLE = 0;
const FARM = 1;
const OASIS = 2;
const TOWER = 3;
const BARN = 5;
const HARBOR = 6;
const BUILD_TILE_COUNT = 5; // oracle … tavern build; barn, harbor, paddock move (KB-22 … KB-29)
const SECTIONS: string[] = [
  // oracle
  "FCCCCCCGGGCCCCCCCGGGTCCFFLTTGDTTMMFTTGGDTDMMFWDDDDTDDFWWWWDDDDDFFWWWDDGTFGWFFFKDTTTTWKFGFGTTTTFFGGGG",
  // farm
  "TTGGGGGGDTTGGGWGGGKTTTGGCWGGDDTLTTWCCCDDCTWCTWFCCDTWTCWFFCCDTFWFFWFMMDFFFFFWMDDDFFLCFFWDDDFCCCCFWWCD",
  // oasis
  "TTTFFFGGGGTTTFLFGGGGTTWWDFGGDTTTWDDGGDCTTTDDDDGCDCTTDDDGGLCCWWTDMMWWWCDCCCMFWFFFDDCCGKFFFFDCCCTGFFFC",
  // tower
  "DDDDDFFFFTDDDLDFFGGTWWWWWDDDDTTTDFWDDDTTTTTFFWWGGTCTKFFGGLFTCCTCFMMGFFCCTMMMMMFFCCCTMGGMGGCCTMGGGGGG",
  // tavern
  "GWWFFGGDDDGWWFGGGDDDGFFFFGGDDDGGMFWWWKDCTMMFFFWWCCTMCFFGWWCCGMMCGGWCLCMMCCCGGTCCDLDCTTTTTTDDCTTTTTTT",
  // barn
  "TTTTTFCFFGTTTTCCGWGGTTTTTTWWWGDDDLTFFWGGDDDDFFFWWCDDDDFKFFCCGDDWFGMMCCGWWWGGGLCCGGWDGGCCCCDDDDGTCCCC",
  // harbor
  "DDDCCCWWWWDDLCCFGWWWGGGCCCFWWWGGGCCFFFWWGKGTCGFFFDGFFTCKDDDDCCCTTDMMMWFWTTTTWWWWFWWTTTGGWWFWWTTTWWWW",
  // paddock
  "CFFGGGGGTTGFLWGDGGTTGFFWDKDGGGFFFWDDTGGGFLFMWDFTTTCFMMWFFTTTCFGDWDFTTTCCCWTMMTCCCCCWDDMTCCCCWDDDDCCC",
];

// §2.7 The Kingdom Builder cards.
export const GOALS = [
  "fishermen",
  "miners",
  "workers",
  "merchants",
  "discoverers",
  "hermits",
  "citizens",
  "knights",
  "lords",
  "farmers",
];

// The cards in catalogue order: 25 terrain cards (grass-1 … forest-5), 28 location tiles
// (oracle-1 … paddock-4: two of oracle and harbor, four of the others), 10 Kingdom Builder cards.
const TERRAIN_NAMES = ["grass", "canyon", "desert", "flower", "forest"];
export const CARD_IDS: string[] = [];
for (const t of TERRAIN_NAMES) for (let i = 1; i <= 5; i++) CARD_IDS.push(`${t}-${i}`);
export const FIRST_TILE = CARD_IDS.length;
const TILE_LOC: number[] = [];
/** TILE_OF[loc][n - 1]: the card of tile n of a location type. */
const TILE_OF: number[][] = LOCS.map(() => []);
LOCS.forEach((l, loc) => {
  const count = loc === ORACLE || loc === HARBOR ? 2 : 4;
  for (let n = 1; n <= count; n++) {
    (TILE_OF[loc] as number[]).push(CARD_IDS.length);
    TILE_LOC[CARD_IDS.length - FIRST_TILE] = loc;
    CARD_IDS.push(`${l}-${n}`);
  }
});
export const FIRST_GOAL = CARD_IDS.length;
for (const g of GOALS) CARD_IDS.push(g);
const tileLoc = (x: number): number => TILE_LOC[x - FIRST_TILE] as number;
/** The terrain of a terrain card. */
export const cardTerrain = (c: number): number => Math.floor(c / 5);

// §2.4 The board: odd-r hex rows. STEPS[d][h] is the hex one step from h in direction d (-1 off
// the board), directions E, NE, NW, W, SW, SE; NB[h] the neighbours of h in ascending order.
const toX = (r: number, c: number) => c - (r - (r & 1)) / 2;
const DIRS: [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
function walk(h: number, d: number, k: number): number {
  const r = Math.floor(h / ROWS);
  const [dx, dz] = DIRS[d] as [number, number];
  const r2 = r + k * dz;
  if (r2 < 0 || r2 >= ROWS) return -1;
  const c2 = toX(r, h % ROWS) + k * dx + (r2 - (r2 & 1)) / 2;
  return c2 < 0 || c2 >= ROWS ? -1 : r2 * ROWS + c2;
}
const STEP1: number[][] = DIRS.map((_, d) => Array.from({ length: CELLS }, (_, h) => walk(h, d, 1)));
const STEP2: number[][] = DIRS.map((_, d) => Array.from({ length: CELLS }, (_, h) => walk(h, d, 2)));
const STEP3: number[][] = DIRS.map((_, d) => Array.from({ length: CELLS }, (_, h) => walk(h, d, 3)));
const NB: number[][] = Array.from({ length: CELLS }, (_, h) =>
  STEP1.map((s) => s[h] as number)
    .filter((n) => n >= 0)
    .sort((a, b) => a - b),
);
const EDGE: boolean[] = NB.map((n) => n.length < 6);
const quadrant = (h: number): number => Math.floor(h / 200) * 2 + Math.floor((h % ROWS) / 10);
export const hexName = (h: number): string => `r${Math.floor(h / ROWS)}c${h % ROWS}`;

export type Variant = "base" | "card-luck-free";
export type Phase = "pick" | "actions" | "mandatory" | "over";
export type Action = "pick" | "build" | "buildWith" | "moveWith" | "end";

/**
 * A move: `hex` is where a settlement goes (the destination of a move), `tile` the tile used or
 * the terrain card picked; -1 when unused.
 */
export interface KingdomMove {
  action: Action;
  hex: number;
  tile: number;
  from: number;
}

export interface KingdomState {
  variant: Variant;
  players: number;
  terrain: number[];
  /** The colour of the settlement on each hex, -1 for none (colour i is seat i). */
  owner: number[];
  /** near[k][h]: how many settlements of colour k stand next to hex h. */
  near: number[][];
  /** The buildable hexes, by terrain and in reading order; and those on the edge (KB-25). */
  ofTerrain: number[][];
  edgeHexes: number[];
  left: number[];
  /** The location tiles still lying on each hex, first to be taken first (KB-3). */
  onHex: number[][];
  /** The location hex of every tile (by card; -1 for other cards). */
  source: number[];
  tiles: number[][];
  lost: number[][];
  /** tookFrom[k][h]: colour k has taken a tile from hex h (KB-17). */
  tookFrom: number[][];
  fresh: boolean[];
  spent: boolean[];
  goals: number[];
  order: number[];
  /** The turn in progress: its index in `order`, and its terrain. */
  turn: number;
  terrainNow: number;
  /** A terrain card per seat, -1 when it has none; the piles' tops are their last cards. */
  hand: number[];
  deck: number[];
  discard: number[];
  /** How many times the discard became the deck (its order is then the shuffle's). */
  reshuffles: number;
  /** Card-luck-free (KB-32): each colour's five open cards, those turned face down, this turn's. */
  open: number[][];
  faceDown: boolean[];
  chosen: number;
  phase: Phase;
  /** The mandatory action is done (KB-10), and how many of its settlements were placed (KB-9). */
  built: boolean;
  placed: number;
  ending: boolean;
  gold: number[];
  winners: number[] | null;
  scores: number[] | null;
  reason: string | null;
  /** Shuffles a new deck in place, top last (a function: not part of the state's JSON). */
  shuffleDeck: (deck: number[]) => void;
}

/** What the generated engine's setup dealt, as the hand-written game takes it. */
export interface Deal {
  variant: Variant;
  players: number;
  /** The terrain of every hex, by index into TERRAIN_LETTERS. */
  terrain: number[];
  /** The tiles on the board in the order they lie there, with their hexes. */
  tiles: [tile: number, hex: number][];
  goals: number[];
  order: number[];
  /** Each seat's terrain card before the first turn. */
  hands: number[];
  /** The terrain deck, top first. */
  deck: number[];
  /** Card-luck-free: each colour's open terrain cards (else empty). */
  open: number[][];
}

export function fromDeal(d: Deal, random: Random = mulberry32(0)): KingdomState {
  const n = d.players;
  const ofTerrain: number[][] = TERRAIN_LETTERS.split("").map(() => []);
  d.terrain.forEach((t, h) => {
    (ofTerrain[t] as number[]).push(h);
  });
  const st: KingdomState = {
    variant: d.variant,
    players: n,
    terrain: d.terrain.slice(),
    owner: new Array<number>(CELLS).fill(-1),
    near: Array.from({ length: n }, () => new Array<number>(CELLS).fill(0)),
    ofTerrain,
    edgeHexes: d.terrain.flatMap((t, h) => (EDGE[h] && buildable(t) ? [h] : [])),
    left: new Array<number>(n).fill(40),
    onHex: Array.from({ length: CELLS }, () => []),
    source: new Array<number>(CARD_IDS.length).fill(-1),
    tiles: Array.from({ length: n }, () => []),
    lost: Array.from({ length: n }, () => []),
    tookFrom: Array.from({ length: n }, () => new Array<number>(CELLS).fill(0)),
    fresh: new Array<boolean>(CARD_IDS.length).fill(false),
    spent: new Array<boolean>(CARD_IDS.length).fill(false),
    goals: d.goals.slice(),
    order: d.order.slice(),
    turn: 0,
    terrainNow: -1,
    hand: d.hands.slice(),
    deck: d.deck.slice().reverse(),
    discard: [],
    reshuffles: 0,
    open: d.open.map((cards) => cards.slice()),
    faceDown: new Array<boolean>(FIRST_TILE).fill(false),
    chosen: -1,
    phase: "actions",
    built: false,
    placed: 0,
    ending: false,
    gold: new Array<number>(n).fill(0),
    winners: null,
    scores: null,
    reason: null,
    shuffleDeck: (deck) => {
      shuffle(deck, random);
    },
  };
  for (const [x, h] of d.tiles) {
    (st.onHex[h] as number[]).push(x);
    st.source[x] = h;
  }
  startTurn(st);
  settle(st);
  return st;
}

/** A new game for `players` (KB-1 … KB-7): four random sections, three goals, a random first colour. */
export function deal(random: Random, players = 2, variant: Variant = "base"): KingdomState {
  const sections = shuffle([0, 1, 2, 3, 4, 5, 6, 7], random).slice(0, 4);
  const terrain = new Array<number>(CELLS).fill(G);
  sections.forEach((s, q) => {
    const map = SECTIONS[s] as string;
    const turned = random() < 0.5;
    for (let r = 0; r < 10; r++)
      for (let c = 0; c < 10; c++) {
        const i = turned ? (9 - r) * 10 + (9 - c) : r * 10 + c;
        terrain[(r + 10 * (q >> 1)) * ROWS + c + 10 * (q & 1)] = TERRAIN_LETTERS.indexOf(map[i] as string);
      }
  });
  // KB-3: the first location hex of a section gets its tiles 1 and 2, the second 3 and 4.
  const tiles: [number, number][] = [];
  const seen = [0, 0, 0, 0];
  for (let h = 0; h < CELLS; h++) {
    if (terrain[h] !== L) continue;
    const q = quadrant(h);
    const loc = sections[q] as number;
    const i = seen[q] as number;
    seen[q] = i + 1;
    tiles.push([TILE_OF[loc]?.[2 * i] as number, h], [TILE_OF[loc]?.[2 * i + 1] as number, h]);
  }
  tiles.sort((a, b) => tileLoc(a[0]) - tileLoc(b[0]) || a[0] - b[0]);
  const goals = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], random).slice(0, 3);
  const start = Math.floor(random() * players);
  const order = Array.from({ length: players }, (_, i) => (i + start) % players);
  if (variant === "card-luck-free") {
    // KB-6 in the variant: colour j holds copy j + 1 of each terrain, face up.
    const open = Array.from({ length: players }, (_, k) => TERRAIN_NAMES.map((_, t) => t * 5 + k));
    const hands = new Array<number>(players).fill(-1);
    return fromDeal({ variant, players, terrain, tiles, goals, order, hands, deck: [], open }, random);
  }
  const deck = shuffle(
    Array.from({ length: FIRST_TILE }, (_, c) => c),
    random,
  );
  const hands = deck.splice(0, players);
  const open = Array.from({ length: players }, () => []);
  return fromDeal({ variant, players, terrain, tiles, goals, order, hands, deck, open }, random);
}

// ---------------------------------------------------------------------------------------------
// The building rule (KB-14, KB-16) and the tiles' targets (KB-22 … KB-29)
// ---------------------------------------------------------------------------------------------

/** The free hexes of `q` next to k's settlements if there are any, else all free ones. */
function legalHexes(st: KingdomState, k: number, q: number[], lifted = -1): number[] {
  const near = st.near[k] as number[];
  const owner = st.owner;
  const adjacentOnly: number[] = [];
  const free: number[] = [];
  const liftedNb = lifted >= 0 ? (NB[lifted] as number[]) : null;
  for (const h of q) {
    if (owner[h] !== -1) continue;
    free.push(h);
    let n = near[h] as number;
    if (liftedNb?.includes(h)) n--;
    if (n > 0) adjacentOnly.push(h);
  }
  return adjacentOnly.length > 0 ? adjacentOnly : free;
}

function anyFree(st: KingdomState, q: number[]): boolean {
  for (const h of q) if (st.owner[h] === -1) return true;
  return false;
}

/** KB-26: free buildable hexes at the end of a line of three of k's settlements. */
function tavernHexes(st: KingdomState, k: number): number[] {
  const out: number[] = [];
  const owner = st.owner;
  for (let h = 0; h < CELLS; h++) {
    if (owner[h] !== -1 || !buildable(st.terrain[h] as number) || (st.near[k] as number[])[h] === 0) continue;
    for (let d = 0; d < 6; d++) {
      const a = (STEP1[d] as number[])[h] as number;
      const b = (STEP2[d] as number[])[h] as number;
      const c = (STEP3[d] as number[])[h] as number;
      if (c >= 0 && owner[a] === k && owner[b] === k && owner[c] === k) {
        out.push(h);
        break;
      }
    }
  }
  return out;
}

function buildTargets(st: KingdomState, k: number, loc: number): number[] {
  switch (loc) {
    case ORACLE:
      return legalHexes(st, k, st.ofTerrain[st.terrainNow] as number[]);
    case FARM:
      return legalHexes(st, k, st.ofTerrain[G] as number[]);
    case OASIS:
      return legalHexes(st, k, st.ofTerrain[D] as number[]);
    case TOWER:
      return legalHexes(st, k, st.edgeHexes);
    default:
      return tavernHexes(st, k);
  }
}

/** KB-29: free buildable hexes two steps in a line from s. */
function paddockHexes(st: KingdomState, s: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const h = (STEP2[d] as number[])[s] as number;
    if (h >= 0 && st.owner[h] === -1 && buildable(st.terrain[h] as number)) out.push(h);
  }
  return out;
}

function moveTargets(st: KingdomState, k: number, loc: number, s: number): number[] {
  if (loc === BARN) return legalHexes(st, k, st.ofTerrain[st.terrainNow] as number[], s);
  if (loc === HARBOR) return legalHexes(st, k, st.ofTerrain[W] as number[], s);
  return paddockHexes(st, s);
}

const usable = (st: KingdomState, x: number): boolean => !st.fresh[x] && !st.spent[x];

/** KB-19: has k a tile it can use now? */
function anyTileUse(st: KingdomState, k: number): boolean {
  for (const x of st.tiles[k] as number[]) {
    if (!usable(st, x)) continue;
    const loc = tileLoc(x);
    if (loc < BUILD_TILE_COUNT) {
      if ((st.left[k] as number) > 0 && buildTargets(st, k, loc).length > 0) return true;
    } else {
      for (let s = 0; s < CELLS; s++)
        if (st.owner[s] === k && moveTargets(st, k, loc, s).length > 0) return true;
    }
  }
  return false;
}

const mandatoryOpen = (st: KingdomState, k: number): boolean =>
  !st.built && (st.left[k] as number) > 0 && anyFree(st, st.ofTerrain[st.terrainNow] as number[]);

// ---------------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------------

/** The colour whose turn it is; in the base game colour i is seat i. */
export const current = (st: KingdomState): number => st.order[st.turn] as number;

export function legalMoves(st: KingdomState): KingdomMove[] {
  const out: KingdomMove[] = [];
  if (st.phase === "over") return out;
  const k = current(st);
  if (st.phase === "pick") {
    for (const tile of st.open[k] as number[])
      if (!st.faceDown[tile]) out.push({ action: "pick", hex: -1, tile, from: -1 });
    return out;
  }
  const terrainHexes = st.ofTerrain[st.terrainNow] as number[];
  if (st.phase === "mandatory") {
    for (const hex of legalHexes(st, k, terrainHexes)) out.push({ action: "build", hex, tile: -1, from: -1 });
    return out;
  }
  const mandatory = mandatoryOpen(st, k);
  if (mandatory) {
    for (const hex of legalHexes(st, k, terrainHexes)) out.push({ action: "build", hex, tile: -1, from: -1 });
  }
  const tiles = st.tiles[k] as number[];
  if ((st.left[k] as number) > 0) {
    for (const tile of tiles) {
      const loc = tileLoc(tile);
      if (loc >= BUILD_TILE_COUNT || !usable(st, tile)) continue;
      for (const hex of buildTargets(st, k, loc)) out.push({ action: "buildWith", hex, tile, from: -1 });
    }
  }
  for (const tile of tiles) {
    const loc = tileLoc(tile);
    if (loc < BUILD_TILE_COUNT || !usable(st, tile)) continue;
    for (let from = 0; from < CELLS; from++) {
      if (st.owner[from] !== k) continue;
      for (const hex of moveTargets(st, k, loc, from)) out.push({ action: "moveWith", hex, tile, from });
    }
  }
  if (!mandatory) out.push({ action: "end", hex: -1, tile: -1, from: -1 });
  return out;
}

/** Applies a legal move (not checked: the baseline trusts its caller, as a playout does). */
export function applyMove(st: KingdomState, m: KingdomMove): void {
  const k = current(st);
  switch (m.action) {
    case "pick":
      st.chosen = m.tile;
      st.terrainNow = cardTerrain(m.tile);
      st.phase = "actions";
      break;
    case "build":
      if (st.phase === "actions") {
        st.built = true;
        st.phase = "mandatory";
        st.placed = 0;
      }
      place(st, k, m.hex);
      st.placed++;
      // KB-9, KB-D7: three settlements, fewer when the supply or the legal hexes run out.
      if (st.placed >= 3 || st.left[k] === 0 || !anyFree(st, st.ofTerrain[st.terrainNow] as number[]))
        st.phase = "actions";
      break;
    case "buildWith":
      st.spent[m.tile] = true;
      place(st, k, m.hex);
      break;
    case "moveWith":
      st.spent[m.tile] = true;
      relocate(st, k, m.from, m.hex);
      break;
    case "end":
      endTurn(st);
      break;
  }
  settle(st);
}

function setNear(st: KingdomState, k: number, h: number, by: number): void {
  const near = st.near[k] as number[];
  for (const n of NB[h] as number[]) near[n] = (near[n] as number) + by;
}

function place(st: KingdomState, k: number, h: number): void {
  st.owner[h] = k;
  st.left[k] = (st.left[k] as number) - 1;
  setNear(st, k, h, 1);
  gainTiles(st, k, h);
  if (st.left[k] === 0) st.ending = true; // KB-30
}

function relocate(st: KingdomState, k: number, from: number, to: number): void {
  st.owner[from] = -1;
  setNear(st, k, from, -1);
  st.owner[to] = k;
  setNear(st, k, to, 1);
  gainTiles(st, k, to);
}

/** KB-17: a tile from each location hex next to h that k has never taken one from. */
function gainTiles(st: KingdomState, k: number, h: number): void {
  const took = st.tookFrom[k] as number[];
  for (const l of NB[h] as number[]) {
    const lying = st.onHex[l] as number[];
    if (lying.length === 0 || took[l] === 1) continue;
    const x = lying.shift() as number;
    (st.tiles[k] as number[]).push(x);
    took[l] = 1;
    st.fresh[x] = true;
  }
}

/** Ends the turn by itself when the colour has nothing left to decide (KB-10). */
function settle(st: KingdomState): void {
  while (st.phase === "actions") {
    const k = current(st);
    if (mandatoryOpen(st, k) || anyTileUse(st, k)) return;
    endTurn(st);
  }
}

function startTurn(st: KingdomState): void {
  const k = current(st);
  st.built = false;
  st.placed = 0;
  if (st.variant === "card-luck-free") {
    // KB-32: a colour whose five cards are all face down turns them face up; it picks one.
    const open = st.open[k] as number[];
    if (open.every((c) => st.faceDown[c])) for (const c of open) st.faceDown[c] = false;
    st.terrainNow = -1;
    st.phase = "pick";
    return;
  }
  const c = st.hand[k] as number; // KB-12: the hidden card is revealed
  st.hand[k] = -1;
  st.discard.push(c);
  st.terrainNow = cardTerrain(c);
  st.phase = "actions";
}

function endTurn(st: KingdomState): void {
  const k = current(st);
  // KB-21: a tile whose location hex has no settlement of k next to it any more is lost.
  const near = st.near[k] as number[];
  const kept: number[] = [];
  for (const x of st.tiles[k] as number[]) {
    if (near[st.source[x] as number] === 0) (st.lost[k] as number[]).push(x);
    else kept.push(x);
    st.fresh[x] = false;
    st.spent[x] = false;
  }
  st.tiles[k] = kept;
  if (st.variant === "card-luck-free") {
    st.faceDown[st.chosen] = true; // KB-32, KB-33
    st.chosen = -1;
  } else drawTerrain(st, k);
  if (st.ending && st.turn === st.order.length - 1) {
    finalScoring(st);
    return;
  }
  st.turn = (st.turn + 1) % st.order.length;
  startTurn(st);
}

/** KB-12: a new card, the discard shuffled into a new deck when the deck is empty. */
function drawTerrain(st: KingdomState, k: number): void {
  if (st.deck.length === 0) {
    st.deck = st.discard;
    st.discard = [];
    st.shuffleDeck(st.deck);
    st.reshuffles++;
  }
  if (st.deck.length > 0) st.hand[k] = st.deck.pop() as number;
}

// ---------------------------------------------------------------------------------------------
// §5 Scoring (KB-48 … KB-51)
// ---------------------------------------------------------------------------------------------

/** The groups of k's settlements that touch (KB-49's areas). */
function components(st: KingdomState, k: number): number[][] {
  const out: number[][] = [];
  const seen = new Uint8Array(CELLS);
  for (let h = 0; h < CELLS; h++) {
    if (st.owner[h] !== k || seen[h]) continue;
    const area = [h];
    seen[h] = 1;
    for (let i = 0; i < area.length; i++) {
      for (const n of NB[area[i] as number] as number[]) {
        if (st.owner[n] === k && !seen[n]) {
          seen[n] = 1;
          area.push(n);
        }
      }
    }
    out.push(area);
  }
  return out;
}

const touches = (st: KingdomState, h: number, a: number, b = a): boolean =>
  (NB[h] as number[]).some((n) => st.terrain[n] === a || st.terrain[n] === b);

function goalGold(st: KingdomState, g: number, k: number, inQ: number[][]): number {
  const mine: number[] = [];
  for (let h = 0; h < CELLS; h++) if (st.owner[h] === k) mine.push(h);
  const q = inQ[k] as number[];
  switch (GOALS[g]) {
    case "fishermen":
      return mine.filter((h) => touches(st, h, W)).length;
    case "miners":
      return mine.filter((h) => touches(st, h, M)).length;
    case "workers":
      return mine.filter((h) => touches(st, h, K, L)).length;
    case "merchants": {
      const counted = new Set<number>();
      for (const area of components(st, k)) {
        const special = new Set<number>();
        for (const h of area)
          for (const n of NB[h] as number[]) if (st.terrain[n] === K || st.terrain[n] === L) special.add(n);
        if (special.size >= 2) for (const s of special) counted.add(s);
      }
      return 4 * counted.size;
    }
    case "discoverers":
      return new Set(mine.map((h) => Math.floor(h / ROWS))).size;
    case "hermits":
      return components(st, k).length;
    case "citizens":
      return Math.floor(Math.max(0, ...components(st, k).map((a) => a.length)) / 2);
    case "knights": {
      const rows = new Array<number>(ROWS).fill(0);
      for (const h of mine) rows[Math.floor(h / ROWS)]++;
      return 2 * Math.max(...rows);
    }
    case "lords": {
      let gold = 0;
      for (let i = 0; i < 4; i++) {
        const counts = inQ.map((c) => c[i] as number);
        const hi = Math.max(...counts);
        if (hi === 0) continue;
        const n = q[i] as number;
        if (n === hi) gold += 12;
        else if (n === Math.max(...counts.filter((c) => c < hi))) gold += 6;
      }
      return gold;
    }
    default:
      return 3 * Math.min(...q);
  }
}

function finalScoring(st: KingdomState): void {
  const inQ: number[][] = Array.from({ length: st.players }, () => [0, 0, 0, 0]);
  for (let h = 0; h < CELLS; h++) {
    const k = st.owner[h] as number;
    if (k >= 0) (inQ[k] as number[])[quadrant(h)]++;
  }
  for (let k = 0; k < st.players; k++) {
    for (const g of st.goals) st.gold[k] = (st.gold[k] as number) + goalGold(st, g, k, inQ);
    // KB-48: 3 gold for each castle next to a settlement of k.
    for (const h of st.ofTerrain[K] as number[])
      if ((st.near[k] as number[])[h] > 0) st.gold[k] = (st.gold[k] as number) + 3;
  }
  const best = Math.max(...st.gold);
  st.winners = st.gold.flatMap((g, s) => (g === best ? [s] : []));
  st.scores = st.gold.slice();
  st.reason = "the most gold";
  st.phase = "over";
}

export function playout(
  seed: number,
  random: Random,
  maxMoves = 5000,
  variant: Variant = "base",
): PlayoutResult {
  const st = deal(mulberry32(seed), 2, variant);
  let moves = 0;
  while (st.phase !== "over" && moves < maxMoves) {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as KingdomMove);
    moves++;
  }
  return { moves, winners: st.winners };
}

export function sizes(seed: number, random: Random, variant: Variant = "base"): number[] {
  const st = deal(mulberry32(seed), 2, variant);
  const out = [JSON.stringify(st).length];
  while (st.phase !== "over") {
    const legal = legalMoves(st);
    applyMove(st, legal[Math.floor(random() * legal.length)] as KingdomMove);
    out.push(JSON.stringify(st).length);
  }
  return out;
}

/**
 * Kingdom Builder positions for the table stories, built with the engine's own `position()` as
 * the rules' scenarios are (rules/kingdom-builder/*.scenarios). A scenario leaves every hex it
 * does not set grass; these stories want a real board, so the terrain, the location tiles and
 * the Kingdom Builder cards are first read from a `setup()` with fixed board options, then the
 * settlements and cards of the spot are placed on it.
 */
import kb, {
  type Move,
  type Options,
  type PositionSpec,
  type State,
  type Variant,
  type ZoneKey,
} from "@ludic/kingdom-builder";

/** The board of every story: four fixed sections, none turned, three fixed scoring cards. */
export const KB_OPTIONS: Options = {
  sections: ["oracle", "farm", "tavern", "harbor"],
  rotated: [false, false, false, false],
  scoringCards: ["fishermen", "knights", "lords"],
};

const TILE_LOCS = ["oracle", "farm", "oasis", "tower", "tavern", "barn", "harbor", "paddock"];
const isTile = (id: string): boolean => TILE_LOCS.some((l) => id.startsWith(`${l}-`));

export interface RealBoard {
  /** `terrain[r3c4]` and `source[tile]` for every hex and every tile lying on the board. */
  vars: Record<string, string | number | boolean>;
  /** The tiles on the board and the three Kingdom Builder cards. */
  zones: Record<string, string[]>;
  terrain(ref: string): string;
  /** A tile's location hex. */
  source(tile: string): string;
}

/** The terrain and tiles of a real setup (players and variant only change who plays). */
export function realBoard(players = 2, variant?: Variant): RealBoard {
  const s = kb.setup({ players, seed: "kb-story-board", variant, options: KB_OPTIONS });
  const v = kb.view(s, "spectator");
  const vars: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(v.vars)) {
    if (key.startsWith("terrain[") && typeof value === "string") vars[key] = value;
    if (key.startsWith("source[") && typeof value === "string") vars[key] = value;
  }
  const ids = (zone: ZoneKey): string[] =>
    (v.zones[zone]?.cards ?? []).flatMap((c) => ("hidden" in c ? [] : [c.id as string]));
  return {
    vars,
    zones: { onBoard: ids("onBoard").filter(isTile), goals: ids("goals") },
    terrain: (ref) => String(vars[`terrain[${ref}]`] ?? "G"),
    source: (tile) => String(vars[`source[${tile}]`] ?? ""),
  };
}

/** The six neighbours of a hex of an odd-r board (odd rows shifted right), inside 20 × 20. */
export function neighbours(ref: string): string[] {
  const m = /^r(\d+)c(\d+)$/.exec(ref);
  if (!m) return [];
  const r = Number(m[1]);
  const c = Number(m[2]);
  const d = r % 2 === 1 ? 0 : -1;
  const all: [number, number][] = [
    [r, c - 1],
    [r, c + 1],
    [r - 1, c + d],
    [r - 1, c + d + 1],
    [r + 1, c + d],
    [r + 1, c + d + 1],
  ];
  return all.filter(([y, x]) => y >= 0 && y < 20 && x >= 0 && x < 20).map(([y, x]) => `r${y}c${x}`);
}

const BUILDABLE = ["G", "C", "D", "F", "T"];

/** Settlements on the first buildable hex at or after each named hex (reading order). */
function settle(board: RealBoard, at: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [ref, colour] of Object.entries(at)) {
    const m = /^r(\d+)c(\d+)$/.exec(ref);
    for (let i = Number(m?.[1]) * 20 + Number(m?.[2]); i < 400; i++) {
      const h = `r${Math.floor(i / 20)}c${i % 20}`;
      if (BUILDABLE.includes(board.terrain(h)) && out[`owner[${h}]`] === undefined) {
        out[`owner[${h}]`] = colour;
        break;
      }
    }
  }
  return out;
}
const CARD_OF: Record<string, string> = { G: "grass", C: "canyon", D: "desert", F: "flower", T: "forest" };

/**
 * The spot of the base-game stories: black (seat 0) has settlements around the farm's first
 * location hex and holds one of its farm tiles (gained a turn ago, so usable now); orange has a
 * group in the south-west. Black's terrain card is the terrain of a free hex next to its group.
 */
export function farmSpot(players = 2): { spec: PositionSpec; tile: string; farm: string } {
  return tileSpot("farm", players);
}

/** The same spot around the first location hex of `loc`, black holding one of its tiles. */
export function tileSpot(loc: string, players = 2): { spec: PositionSpec; tile: string; farm: string } {
  const board = realBoard(players);
  const tiles = board.zones.onBoard?.filter((t) => t.startsWith(`${loc}-`)) ?? [];
  const tile = tiles[0] ?? `${loc}-1`;
  const farm = board.source(tile);
  const owner: Record<string, string> = {};
  const free = (h: string) => BUILDABLE.includes(board.terrain(h)) && owner[h] === undefined;
  // Black: two hexes next to the farm, and one more beside them.
  const around = neighbours(farm).filter(free).slice(0, 2);
  for (const h of around) owner[h] = "black";
  const further = around.flatMap(neighbours).find(free);
  if (further) owner[further] = "black";
  // Orange: a line of three in the south-west section.
  for (const h of ["r15c3", "r15c4", "r15c5"].filter(free)) owner[h] = "orange";
  // Black's card: the terrain of a free hex next to its settlements.
  const next = Object.keys(owner)
    .filter((h) => owner[h] === "black")
    .flatMap(neighbours)
    .find(free);
  const card = `${CARD_OF[next ? board.terrain(next) : "G"] ?? "grass"}-1`;
  const vars: Record<string, string | number | boolean> = { ...board.vars };
  for (const [h, k] of Object.entries(owner)) vars[`owner[${h}]`] = k;
  vars["left[black]"] = 40 - Object.values(owner).filter((k) => k === "black").length;
  vars["left[orange]"] = 40 - Object.values(owner).filter((k) => k === "orange").length;
  return {
    spec: {
      players,
      toMove: 0,
      options: KB_OPTIONS,
      zones: {
        ...board.zones,
        onBoard: (board.zones.onBoard ?? []).filter((t) => t !== tile),
        "tiles[black]": [tile],
        "hand[0]": [card],
        "hand[1]": [card === "canyon-1" ? "desert-2" : "canyon-2"],
      },
      vars,
    },
    tile,
    farm,
  };
}

export function kbAt(spec: PositionSpec, moves: Move[] = []): State {
  return moves.reduce((s, m) => kb.applyMove(s, m), kb.position(spec));
}

/** Plays on with every decider's first legal move until the game is over (or `limit` moves). */
export function playOn(s: State, limit = 40): State {
  let state = s;
  for (let i = 0; i < limit && kb.outcome(state) === null; i++) {
    const d = kb.decisions(state)[0];
    const m = d ? kb.legalMoves(state, d.seat)[0] : undefined;
    if (!m) break;
    state = kb.applyMove(state, m);
  }
  return state;
}

/**
 * The last round (KB-30): black has one settlement left; once it is built the round is played
 * to its end and the three Kingdom Builder cards and the castles are scored (KB-48).
 */
export function lastRound(): State {
  const { spec } = farmSpot();
  const vars = { ...(spec.vars ?? {}), "left[black]": 1 };
  return playOn(kbAt({ ...spec, vars }));
}

/** The one-player rule (solo): black against two neutral colours, black's open cards to choose from. */
export function soloSpot(): PositionSpec {
  const board = realBoard(1, "solo");
  return {
    variant: "solo",
    players: 1,
    toMove: 0,
    options: KB_OPTIONS,
    zones: board.zones,
    vars: { ...board.vars, ...settle(board, { r4c4: "black", r4c5: "black" }), "left[black]": 38 },
  };
}

/** The two-player rule: each seat plays two colours; seat 0's black has a group already. */
export function twoPlayerSpot(): PositionSpec {
  const board = realBoard(2, "two-player");
  return {
    variant: "two-player",
    players: 2,
    toMove: 0,
    options: KB_OPTIONS,
    zones: board.zones,
    vars: {
      ...board.vars,
      ...settle(board, { r2c2: "black", r2c3: "black", r12c12: "orange", r16c6: "wood", r17c15: "blue" }),
    },
  };
}

/**
 * The card-luck-free rule on its own (KB-32): black (seat 0) holds its five terrain cards face up
 * and has a group already; it chooses one card before building.
 */
export function cardLuckFreeSpot(): PositionSpec {
  const board = realBoard(2, "card-luck-free");
  return {
    variant: "card-luck-free",
    players: 2,
    toMove: 0,
    options: KB_OPTIONS,
    zones: board.zones,
    vars: { ...board.vars, ...settle(board, { r4c4: "black", r4c5: "black", r15c3: "orange" }) },
  };
}

/**
 * The three-player rule (KB-45): seats 0–2 play black, orange and wood; blue is the neutral with a
 * face-down pile. Black (seat 0) has played its first open card and built its three settlements
 * (the first legal choices), so it now places the neutral blue settlement.
 */
export function threePlayerNeutralDecision(): State {
  const board = realBoard(3, "three-player");
  let s = kb.position({
    variant: "three-player",
    players: 3,
    toMove: 0,
    options: KB_OPTIONS,
    zones: { ...board.zones, "pile[blue]": ["grass-4", "canyon-4", "desert-4", "flower-4", "forest-4"] },
    vars: {
      ...board.vars,
      ...settle(board, { r3c3: "black", r12c12: "orange", r16c6: "wood", r8c8: "blue", r8c9: "blue" }),
    },
  });
  for (let i = 0; i < 4; i++) {
    const m = kb.legalMoves(s, 0)[0];
    if (!m || m.action === "neutral") break;
    s = kb.applyMove(s, m);
  }
  return s;
}

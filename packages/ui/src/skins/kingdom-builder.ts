/**
 * Kingdom Builder's look (rules/kingdom-builder): terrain colours with the rules' own letters
 * (G grass, C canyon, D desert, F flower, T forest, W water, M mountain, K castle, L location),
 * location hexes named by the tiles lying on them, settlements as houses in their colour with a
 * two-letter label, and words for the actions. Colour is never the only carrier: every hex has a
 * letter, every settlement a label and a shape, every location its tile code and count, and the
 * board has a legend.
 *
 * Everything here is read from the view through the engine contract: the cell variables
 * `terrain[r3c4]` and `owner[r3c4]`, the location tiles in `onBoard` and their `source[tile]`
 * hexes, the colours' `left[...]` and `gold[...]`. The cards' faces (terrain cards, tiles) are the
 * rules' own `appearance` blocks (rules/kingdom-builder/kingdom-builder.ludic), not drawn here.
 */
import type { Seat, View } from "@ludic/runtime";
import type { Cell } from "../model/board.js";
import type { CellLook, LegendEntry, Skin } from "./skin.js";

interface TerrainLook {
  fill: string;
  name: string;
}

/** The rules' Terrain enum (member → look). Letters are the members themselves. */
export const KB_TERRAIN: Record<string, TerrainLook> = {
  G: { fill: "#8bc34a", name: "grass" },
  C: { fill: "#b5652b", name: "canyon" },
  D: { fill: "#f2d67e", name: "desert" },
  F: { fill: "#c7a0dc", name: "flower field" },
  T: { fill: "#2f6b2f", name: "forest" },
  W: { fill: "#3f86d6", name: "water" },
  M: { fill: "#7a7a7a", name: "mountain" },
  K: { fill: "#d9d2c0", name: "castle" },
  L: { fill: "#f6ecd2", name: "location" },
};

/** The settlement colours (the rules' Colour enum), with a label each. */
export const KB_COLOURS: Record<string, { fill: string; glyph: string }> = {
  black: { fill: "#262626", glyph: "Bk" },
  orange: { fill: "#e07b22", glyph: "Or" },
  wood: { fill: "#8a5a2b", glyph: "Wd" },
  blue: { fill: "#2f6fd0", glyph: "Bu" },
};

/** The location types (the rules' Loc enum): the code of a location hex (the rules' LOC_CODES). */
export const KB_LOCATIONS: Record<string, { code: string }> = {
  oracle: { code: "Oc" },
  farm: { code: "Fm" },
  oasis: { code: "Oa" },
  tower: { code: "Tw" },
  tavern: { code: "Tv" },
  barn: { code: "Bn" },
  harbor: { code: "Hb" },
  paddock: { code: "Pd" },
};

const ACTIONS: Record<string, string> = {
  build: "Build",
  buildWith: "Build with a tile",
  moveWith: "Move with a tile",
  end: "End the turn",
  pick: "Play a terrain card",
  bid: "Bid",
  pass: "Pass",
  neutral: "Build the neutral settlement",
};

const ZONES: Record<string, string> = {
  unused: "Terrain cards not in use",
  spareTiles: "Tiles not in play",
  goalDeck: "Kingdom Builder deck",
  terrainDeck: "Terrain deck",
  terrainDiscard: "Terrain played",
  hand: "Terrain card",
  openCards: "Open terrain cards",
  pile: "Terrain pile",
  used: "Used terrain cards",
  goals: "Kingdom Builder cards",
  onBoard: "Tiles on the board",
  tiles: "Tiles held",
  lost: "Tiles lost",
};

const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** The location type of a tile id ("farm-3" → "farm"). */
const locOf = (tile: string): string => tile.replace(/-\d+$/, "");

/** The tiles whose location hex is `ref`, and how many of them still lie on the board. */
function tilesAt(view: View, ref: string): { loc: string | null; onBoard: number } {
  const lying = new Set(
    (view.zones.onBoard?.cards ?? []).flatMap((c) => ("hidden" in c ? [] : [c.id as string])),
  );
  let loc: string | null = null;
  let onBoard = 0;
  for (const [key, value] of Object.entries(view.vars)) {
    if (value !== ref || !key.startsWith("source[")) continue;
    const tile = key.slice("source[".length, -1);
    loc = locOf(tile);
    if (lying.has(tile)) onBoard++;
  }
  return { loc, onBoard };
}

function cellLook(cell: Cell, view?: View): CellLook | undefined {
  const terrain = typeof cell.vars.terrain === "string" ? cell.vars.terrain : null;
  const t = terrain ? KB_TERRAIN[terrain] : undefined;
  if (!terrain || !t) return undefined;
  const owner = typeof cell.vars.owner === "string" ? cell.vars.owner : null;
  const colour = owner ? KB_COLOURS[owner] : undefined;
  const token =
    owner && colour
      ? { colour: colour.fill, glyph: colour.glyph, shape: "house" as const, name: `${owner} settlement` }
      : undefined;
  if (terrain === "L" && view) {
    const { loc, onBoard } = tilesAt(view, cell.ref);
    const l = loc ? KB_LOCATIONS[loc] : undefined;
    if (loc && l) {
      const tiles = onBoard === 0 ? "no tiles left" : onBoard === 1 ? "1 tile" : `${onBoard} tiles`;
      return {
        fill: t.fill,
        glyph: `${l.code}${onBoard > 0 ? onBoard : ""}`,
        name: `${loc} location, ${tiles}`,
        token,
      };
    }
  }
  return { fill: t.fill, glyph: terrain, name: t.name, token };
}

/** The legend under the board: every terrain letter, every location code, every settlement colour. */
const LEGEND: LegendEntry[] = [
  ...Object.entries(KB_TERRAIN).map(([glyph, t]) => ({ fill: t.fill, glyph, name: t.name })),
  ...Object.entries(KB_LOCATIONS).map(([loc, l]) => ({
    fill: KB_TERRAIN.L?.fill ?? "#f6ecd2",
    glyph: l.code,
    name: `${loc} location`,
  })),
  ...Object.entries(KB_COLOURS).map(([c, k]) => ({
    fill: k.fill,
    glyph: k.glyph,
    name: `${c} settlement`,
    shape: "house" as const,
  })),
];

/** The colours a seat plays, by variant (docs: rules/kingdom-builder/*.ludic, `seatOf`). */
function coloursOf(view: View, seat: Seat): string[] {
  if (view.variant === "two-player") return seat === 0 ? ["black", "wood"] : ["orange", "blue"];
  if (view.variant === "solo") return ["black"];
  const c = Object.keys(KB_COLOURS)[seat];
  return c ? [c] : [];
}

export const kingdomBuilderSkin: Skin = {
  game: "kingdom-builder",
  actionLabel: (action) => ACTIONS[action],
  zoneLabel: (zone) => ZONES[zone.name],
  describeMove(move, w) {
    const cell = (name: string): string => {
      const v = move.args[name];
      return v === undefined ? "?" : w.arg(name, v);
    };
    const card = (name: string): string => {
      const v = move.args[name];
      return v === undefined ? "?" : `the ${w.arg(name, v)}`;
    };
    switch (move.action) {
      case "build":
        return `Build a settlement at ${cell("hex")}`;
      case "neutral":
        return `Build the neutral blue settlement at ${cell("hex")}`;
      case "buildWith":
        return `Use ${card("tile")} to build at ${cell("hex")}`;
      case "moveWith":
        return `Use ${card("tile")} to move the settlement at ${cell("from")} to ${cell("dest")}`;
      case "pick":
        return `Play ${card("card")}`;
      case "end":
        return "End the turn";
      default:
        return undefined;
    }
  },
  // A seat's gold is the rules' score line (`show score "Gold"`); which colours a seat plays is
  // not in the contract, so the settlements left per colour stay here.
  seatFigures(view, seat) {
    return coloursOf(view, seat).map((c) => ({
      label: `${capital(c)} settlements left`,
      value: String(view.vars[`left[${c}]`] ?? "?"),
    }));
  },
  // A tile's `source` is its location hex, already drawn on the board (its code); `fresh` and
  // `spent` say whether it can be used this turn (KB-19).
  cardFlag: (variable) =>
    variable === "source" ? null : variable === "fresh" ? "new" : variable === "spent" ? "used" : undefined,
  cellLook,
  legend: LEGEND,
};

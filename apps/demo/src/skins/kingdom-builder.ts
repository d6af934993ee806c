/**
 * What the demo adds to Kingdom Builder's table (rules/kingdom-builder) beyond what its rules
 * declare. The rules give the words (action and zone labels, move sentences), the terrain and
 * settlement colours (`colour G "#8bc34a"`, `colour black "#262626"`), the settlement's name
 * (`show owner "settlement"`) and the tile badges (`show fresh "new"`, `internal source`), and
 * the kit draws them for any game. What needs more of the view than one cell, or a rules
 * function the contract does not publish, stays here:
 *
 * - a location hex names the tiles lying on it ("Fm2": farm, 2 tiles), from `source[tile]` and
 *   the `onBoard` zone;
 * - settlements are houses rather than discs, and the legend lists the location codes too;
 * - seat panels list the settlements left of each colour the seat plays (the rules' `seatOf`,
 *   which depends on the variant).
 *
 * Colour is never the only carrier: every hex has a letter, every settlement a label and a
 * shape, every location its tile code and count, and the board has a legend.
 */
import kb from "@ludic/kingdom-builder";
import type { Seat, View } from "@ludic/runtime";
import { type Cell, type CellLook, defaultLook, type LegendEntry, memberLook, type Skin } from "@ludic/ui";

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

const LOCATION = "L";
const COLOURS = (kb.meta.enums?.Colour ?? []).map((m) => m.name);

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

/** The rules' look (`defaultLook`: terrain colour and letter, the settlement), a location's tiles, a house. */
function cellLook(cell: Cell, view?: View): CellLook | undefined {
  const base = defaultLook(cell);
  const look: CellLook = base.token ? { ...base, token: { ...base.token, shape: "house" } } : base;
  if (cell.vars.terrain !== LOCATION || !view) return look;
  const { loc, onBoard } = tilesAt(view, cell.ref);
  const l = loc ? KB_LOCATIONS[loc] : undefined;
  if (!loc || !l) return look;
  const tiles = onBoard === 0 ? "no tiles left" : onBoard === 1 ? "1 tile" : `${onBoard} tiles`;
  return { ...look, glyph: `${l.code}${onBoard > 0 ? onBoard : ""}`, name: `${loc} location, ${tiles}` };
}

/** The legend under the board: every terrain letter, every location code, every settlement colour. */
function legend(): LegendEntry[] {
  const terrain = (kb.meta.enums?.Terrain ?? []).flatMap((m) => {
    const look = memberLook(kb.meta, "terrain", m.name);
    return look?.colour ? [{ fill: look.colour, glyph: look.glyph, name: m.label }] : [];
  });
  const locationFill = memberLook(kb.meta, "terrain", LOCATION)?.colour ?? "#f6ecd2";
  const locations = Object.entries(KB_LOCATIONS).map(([loc, l]) => ({
    fill: locationFill,
    glyph: l.code,
    name: `${loc} location`,
  }));
  const settlements = COLOURS.flatMap((c) => {
    const look = memberLook(kb.meta, "owner", c);
    return look?.colour
      ? [{ fill: look.colour, glyph: look.glyph, name: look.piece, shape: "house" as const }]
      : [];
  });
  return [...terrain, ...locations, ...settlements];
}

/** The colours a seat plays, by variant (rules/kingdom-builder/*.ludic, `seatOf`). */
function coloursOf(view: View, seat: Seat): string[] {
  if (view.variant === "two-player") return seat === 0 ? ["black", "wood"] : ["orange", "blue"];
  if (view.variant === "solo") return ["black"];
  const c = COLOURS[seat];
  return c ? [c] : [];
}

export const kingdomBuilderSkin: Skin = {
  // A seat's gold is the rules' score line (`show score "Gold"`); which colours a seat plays is
  // not in the contract, so the settlements left per colour stay here.
  seatFigures(view, seat) {
    return coloursOf(view, seat).map((c) => ({
      label: `${capital(c)} settlements left`,
      value: String(view.vars[`left[${c}]`] ?? "?"),
    }));
  },
  cellLook,
  legend: legend(),
};

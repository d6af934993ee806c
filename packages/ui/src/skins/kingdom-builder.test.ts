import kb from "@ludic/kingdom-builder";
import { describe, expect, it } from "vitest";
import { boardOf } from "../model/board.js";
import { catalogueOf } from "../model/catalogue.js";
import { cardFlags } from "../model/flags.js";
import { kingdomBuilderSkin as skin } from "./kingdom-builder.js";

const catalogue = catalogueOf(kb.meta);

/** A base-game position: black on r0c1, a farm location at r1c1 holding farm-1 and farm-2. */
const s = kb.position({
  players: 2,
  toMove: 0,
  zones: { onBoard: ["farm-1", "farm-2"], "hand[0]": ["grass-1"] },
  vars: {
    "terrain[r1c1]": "L",
    "terrain[r0c2]": "W",
    "terrain[r2c2]": "K",
    "owner[r0c1]": "black",
    "source[farm-1]": "r1c1",
    "source[farm-2]": "r1c1",
  },
});
const view = kb.view(s, 0);
const board = boardOf(kb.meta, view, catalogue, skin.board);
const cell = (ref: string) => {
  const c = board?.cells.find((x) => x.ref === ref);
  if (!c) throw new Error(ref);
  return skin.cellLook?.(c, view);
};

describe("Kingdom Builder skin", () => {
  it("gives every terrain a colour, its rules letter and a word", () => {
    expect(cell("r0c0")).toMatchObject({ glyph: "G", name: "grass" });
    expect(cell("r0c2")).toMatchObject({ glyph: "W", name: "water" });
    expect(cell("r2c2")).toMatchObject({ glyph: "K", name: "castle" });
    expect(cell("r0c0")?.fill).not.toBe(cell("r0c2")?.fill);
  });

  it("names a location hex by the tiles lying on it", () => {
    expect(cell("r1c1")).toMatchObject({ glyph: "Fm2", name: "farm location, 2 tiles" });
  });

  it("draws a settlement as a labelled house in its colour", () => {
    expect(cell("r0c1")?.token).toMatchObject({ glyph: "Bk", shape: "house", name: "black settlement" });
    expect(cell("r0c0")?.token).toBeUndefined();
  });

  it("has a legend entry for every letter it draws", () => {
    const glyphs = new Set(skin.legend?.map((e) => e.glyph));
    for (const g of ["G", "C", "D", "F", "T", "W", "M", "K", "L", "Fm", "Bk", "Or", "Wd", "Bu"]) {
      expect(glyphs.has(g)).toBe(true);
    }
  });

  it("words the moves and shows each seat's colours", () => {
    const words = {
      meta: kb.meta,
      catalogue,
      arg: (_: string, v: string | number) => (v === "farm-1" ? "farm tile" : `cell ${v}`),
      seatName: (x: number) => `Seat ${x}`,
    };
    expect(
      skin.describeMove?.({ seat: 0, action: "buildWith", args: { tile: "farm-1", hex: "r2c3" } }, words),
    ).toBe("Use the farm tile to build at cell r2c3");
    // the three-player rule's neutral: the confirmation names the colour being built (KB-45)
    expect(skin.describeMove?.({ seat: 0, action: "neutral", args: { hex: "r8c7" } }, words)).toBe(
      "Build the neutral blue settlement at cell r8c7",
    );
    expect(skin.seatFigures?.(view, 0, catalogue)).toEqual([
      { label: "Black settlements left", value: "40" },
    ]);
  });

  it("shows a tile's location hex as a cell, not as its code; the skin hides it (drawn on the board)", () => {
    expect(cardFlags(view, catalogue).get("farm-1")).toEqual(["source row 2, column 2"]);
    expect(cardFlags(view, catalogue, skin.cardFlag?.bind(skin)).get("farm-1")).toBeUndefined();
  });
});

import kb from "@ludic/kingdom-builder";
import { boardOf, catalogueOf, makeWords } from "@ludic/ui";
import { describe, expect, it } from "vitest";
import { skinOf } from "./index.js";
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
const board = boardOf(kb.meta, view, catalogue);
const cell = (ref: string) => {
  const c = board?.cells.find((x) => x.ref === ref);
  if (!c) throw new Error(ref);
  return skin.cellLook?.(c, view);
};

describe("the demo's Kingdom Builder skin", () => {
  it("keeps the rules' terrain colours, letters and words", () => {
    expect(cell("r0c0")).toMatchObject({ glyph: "G", name: "grass", fill: kb.meta.colours?.G });
    expect(cell("r0c2")).toMatchObject({ glyph: "W", name: "water", fill: kb.meta.colours?.W });
    expect(cell("r2c2")).toMatchObject({ glyph: "K", name: "castle" });
    expect(cell("r0c0")?.fill).not.toBe(cell("r0c2")?.fill);
  });

  it("names a location hex by the tiles lying on it", () => {
    expect(cell("r1c1")).toMatchObject({ glyph: "Fm2", name: "farm location, 2 tiles" });
  });

  it("draws the rules' settlement as a labelled house in its colour", () => {
    expect(cell("r0c1")?.token).toMatchObject({
      glyph: "Bk",
      shape: "house",
      name: "black settlement",
      colour: kb.meta.colours?.black,
    });
    expect(cell("r0c0")?.token).toBeUndefined();
  });

  it("has a legend entry for every letter it draws", () => {
    const glyphs = new Set(skin.legend?.map((e) => e.glyph));
    for (const g of ["G", "C", "D", "F", "T", "W", "M", "K", "L", "Fm", "Oc", "Bk", "Or", "Wd", "Be"]) {
      expect(glyphs.has(g), g).toBe(true);
    }
    expect(skin.legend?.find((e) => e.glyph === "Bk")).toMatchObject({
      name: "black settlement",
      shape: "house",
    });
  });

  it("shows each seat's colours, and leaves the words to the rules", () => {
    expect(skin.seatFigures?.(view, 0, catalogue)).toEqual([
      { label: "Black settlements left", value: "40" },
    ]);
    expect(skin.describeMove).toBeUndefined();
    expect(skin.actionLabel).toBeUndefined();
    const words = makeWords(kb.meta, catalogue, skin);
    expect(words.describe({ seat: 0, action: "buildWith", args: { tile: "farm-1", hex: "r2c3" } })).toBe(
      "Use the farm tile to build at row 3, column 4",
    );
  });

  it("is the demo's skin for Kingdom Builder only", () => {
    expect(skinOf("kingdom-builder")).toBe(skin);
    expect(skinOf("cuttle")).toEqual({});
  });
});

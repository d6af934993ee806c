/**
 * The board drawn from what the rules declare, with no skin (docs/ui.md "Skins"): `colour` gives
 * cells and pieces their colours, `internal` a member drawn as nothing, `show` a piece's name.
 */
import c4 from "@ludic/connect-four";
import kb from "@ludic/kingdom-builder";
import ttt from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { defaultLook, legendOf } from "../components/Boards.js";
import { boardOf, memberGlyph, memberLook } from "./board.js";
import { catalogueOf } from "./catalogue.js";

describe("a board from the rules' presentation", () => {
  it("gives members letters unique in their enum", () => {
    const colours = ["black", "orange", "wood", "blue"];
    expect(colours.map((c) => memberGlyph(c, colours))).toEqual(["Bk", "Or", "Wd", "Be"]);
    expect(memberGlyph("G", ["G", "C"])).toBe("G");
  });

  it("colours Kingdom Builder's terrain and draws its settlements as pieces", () => {
    const s = kb.position({
      players: 2,
      toMove: 0,
      zones: {},
      vars: { "terrain[r0c2]": "W", "owner[r0c1]": "black" },
    });
    const board = boardOf(kb.meta, kb.view(s, 0), catalogueOf(kb.meta));
    const cell = (ref: string) => board?.cells.find((c) => c.ref === ref);
    const settled = defaultLook(cell("r0c1")!);
    expect(settled).toMatchObject({ fill: "#8bc34a", glyph: "G", name: "grass" });
    expect(settled.token).toEqual({ colour: "#262626", glyph: "Bk", name: "black settlement" });
    expect(defaultLook(cell("r0c2")!)).toMatchObject({ fill: "#3f86d6", glyph: "W", name: "water" });
    expect(defaultLook(cell("r0c2")!).token).toBeUndefined();
    const legend = legendOf(kb.meta, board!);
    expect(legend).toContainEqual({ fill: "#3f86d6", glyph: "W", name: "water", shape: "hex" });
    expect(legend).toContainEqual({ fill: "#2f6fd0", glyph: "Be", name: "blue settlement", shape: "disc" });
  });

  it("makes Connect Four's discs coloured pieces and its empty cells blank", () => {
    expect(memberLook(c4.meta, "disc", "R")).toEqual({ colour: "#c8322e", glyph: "R", piece: "red disc" });
    expect(memberLook(c4.meta, "disc", "E")).toMatchObject({ blank: true });
    expect(memberLook(ttt.meta, "mark", "E")).toMatchObject({ blank: true });
    expect(memberLook(ttt.meta, "mark", "X")).toEqual({ glyph: "X", piece: "cross mark" });
    expect(memberLook(ttt.meta, "mark", "nothing")).toBeUndefined();
  });
});

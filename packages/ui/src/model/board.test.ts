import type { View } from "@ludic/runtime";
import ttt from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { hexland, hexlandAt, hexlandMeta } from "../fixtures/hexland.js";
import { noughts, noughtsAt, noughtsMeta } from "../fixtures/noughts.js";
import { boardOf, cellKey, cellLabel, enumLabels, parseCell, pickForCell, sameCell } from "./board.js";
import { catalogueOf } from "./catalogue.js";

describe("cells", () => {
  it("reads the runtime's names (r3c4) and r,c", () => {
    expect(parseCell("r3c4")).toEqual({ row: 3, col: 4 });
    expect(parseCell("3,4")).toEqual({ row: 3, col: 4 });
    expect(parseCell("hand[0]")).toBeNull();
    expect(cellKey("at[r12c0]")).toEqual({ name: "at", row: 12, col: 0 });
    expect(cellKey("hand[1]")).toBeNull();
    expect(sameCell("r1c2", { row: 1, col: 2 })).toBe(true);
    expect(sameCell(7, { row: 1, col: 2 })).toBe(false);
    expect(cellLabel({ row: 0, col: 9 })).toBe("row 1, column 10");
  });

  it("a cell argument, or an int called col/row, is picked by clicking a cell", () => {
    const next = { param: { name: "hex", type: "cell" }, values: ["r0c1", "r2c2"] };
    expect(pickForCell(next, { row: 2, col: 2 })).toBe("r2c2");
    expect(pickForCell(next, { row: 1, col: 1 })).toBeNull();
    const cols = { param: { name: "col", type: "int" }, values: [0, 3] };
    expect(pickForCell(cols, { row: 5, col: 3 })).toBe(3);
    expect(pickForCell(cols, { row: 5, col: 2 })).toBeNull();
    expect(pickForCell(null, { row: 0, col: 0 })).toBeNull();
  });
});

describe("boardOf", () => {
  it("builds a published hex board with pieces from cell zones and terrain from cell variables", () => {
    const s = hexlandAt(2);
    const b = boardOf(hexlandMeta, hexland.view(s, 0), catalogueOf(hexlandMeta));
    expect(b?.shape).toMatchObject({ shape: "hex", rows: 8, cols: 10 });
    expect(b?.cells).toHaveLength(80);
    expect(b?.varNames).toEqual(["terrain"]);
    expect(b?.zoneNames).toEqual(["at"]);
    const first = b?.cells[0];
    expect(first?.vars.terrain).toBe("G");
    expect(first?.pieces[0]?.cards[0]?.card?.name).toBe("orange settlement");
  });

  it("without a published shape, a square grid as large as the cells named", () => {
    const { board: _, ...meta } = noughtsMeta;
    const b = boardOf(meta, noughts.view(noughtsAt("X........"), 0), catalogueOf(meta));
    expect(b?.shape).toMatchObject({ shape: "square", rows: 3, cols: 3 });
    expect(b?.cells[0]?.vars.mark).toBe("X");
  });

  it("says enum members with the rules' labels (meta.enums)", () => {
    const st = ttt.position({ zones: {}, vars: { "mark[r0c0]": "X", "mark[r0c1]": "O" } });
    const b = boardOf(ttt.meta, ttt.view(st, 0), catalogueOf(ttt.meta));
    expect(b?.cells[0]?.labels).toEqual({ mark: "cross" });
    expect(b?.cells[1]?.labels).toEqual({ mark: "nought" });
    expect(enumLabels(ttt.meta).get("E")).toBe("empty");
    const { enums: _, ...plain } = ttt.meta;
    expect(boardOf(plain, ttt.view(st, 0), catalogueOf(plain))?.cells[0]?.labels).toBeUndefined();
  });

  it("is null for a game without cells", () => {
    const view: View = {
      game: "g",
      variant: "v",
      players: 2,
      viewer: 0,
      zones: {},
      vars: { "vp[0]": 1 },
      decisions: [],
      outcome: null,
      log: [],
    };
    const { board: _board, ...plain } = hexlandMeta;
    expect(boardOf(plain, view, new Map())).toBeNull();
  });
});

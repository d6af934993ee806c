/**
 * Lowers the board builtins (docs/language.md "Boards and cells") to the runtime's board helpers
 * over the engine's one `BOARD` (state.ts). A cell is its index, `row * cols + col`.
 */
import { call, global, type IRExpr, num } from "../ir/expr.js";

/** The board builtins that are calls. */
export const BOARD_CALLS: readonly string[] = [
  "cellAt",
  "row",
  "col",
  "neighbours",
  "adjacent",
  "onEdge",
  "inside",
  "shift",
  "line",
  "ray",
  "components",
  "distance",
];

/** `cells`, `directions`: the board's shared lists. */
export function boardValue(name: string): IRExpr | null {
  if (name === "cells") return { k: "prop", target: global("BOARD"), name: "cells" };
  if (name === "directions") return { k: "prop", target: global("BOARD"), name: "dirs" };
  return null;
}

/** `h.row`, `h.col`; null for another member. */
export function boardMember(member: string, cell: IRExpr): IRExpr | null {
  if (member === "row") return call("cellRow", global("BOARD"), cell);
  if (member === "col") return call("cellCol", global("BOARD"), cell);
  return null;
}

/** A board builtin call with its arguments already lowered (`loc` is its LOC entry); null for another name. */
export function boardCall(name: string, args: IRExpr[], loc: IRExpr): IRExpr | null {
  const [a = num(0), b = num(0), c] = args;
  const on = (helper: string, ...xs: IRExpr[]) => call(helper, global("BOARD"), ...xs);
  switch (name) {
    case "cellAt":
      return on("cellAt", a, b, loc);
    case "row":
      return on("cellRow", a);
    case "col":
      return on("cellCol", a);
    case "neighbours":
      return on("neighboursOf", a);
    case "adjacent":
      return on("adjacentCells", a, b);
    case "onEdge":
      return on("onEdge", a);
    case "inside":
      return on("insideBoard", a, b, c ?? num(1), loc);
    case "shift":
      return on("shiftCell", a, b, c ?? num(1), loc);
    case "line":
      return on("lineCells", a, b, c ?? num(1), loc);
    case "ray":
      return on("rayCells", a, b, loc);
    case "components":
      return on("componentsOf", a);
    case "distance":
      return on("cellDistance", a, b);
    default:
      return null;
  }
}

/** The runtime helpers a game with a board imports into rules.ts. */
export const BOARD_IMPORTS = [
  "adjacentCells",
  "cellAt",
  "cellCol",
  "cellDistance",
  "cellName",
  "cellRow",
  "componentsOf",
  "cellsOf",
  "countsOf",
  "countWritten",
  "farCell",
  "insideBoard",
  "keptComponents",
  "lineCells",
  "lineWalk",
  "neighboursOf",
  "onEdge",
  "parseCell",
  "rayCells",
  "shiftCell",
  "shiftTo",
];

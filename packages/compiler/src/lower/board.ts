/**
 * Lowers the board builtins (docs/language.md "Boards and cells") to the runtime's board helpers
 * over the engine's one `BOARD` (state.ts). A cell is its index, `row * cols + col`.
 */

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
export function boardValue(name: string): string | null {
  if (name === "cells") return "BOARD.cells";
  if (name === "directions") return "BOARD.dirs";
  return null;
}

/** `h.row`, `h.col`; null for another member. */
export function boardMember(member: string, cell: string): string | null {
  if (member === "row") return `cellRow(BOARD, ${cell})`;
  if (member === "col") return `cellCol(BOARD, ${cell})`;
  return null;
}

/** A board builtin call with its arguments already lowered (`loc` is its LOC entry); null for another name. */
export function boardCall(name: string, args: string[], loc: string): string | null {
  const [a = "0", b = "0", c] = args;
  switch (name) {
    case "cellAt":
      return `cellAt(BOARD, ${a}, ${b}, ${loc})`;
    case "row":
      return `cellRow(BOARD, ${a})`;
    case "col":
      return `cellCol(BOARD, ${a})`;
    case "neighbours":
      return `neighboursOf(BOARD, ${a})`;
    case "adjacent":
      return `adjacentCells(BOARD, ${a}, ${b})`;
    case "onEdge":
      return `onEdge(BOARD, ${a})`;
    case "inside":
      return `insideBoard(BOARD, ${a}, ${b}, ${c ?? "1"}, ${loc})`;
    case "shift":
      return `shiftCell(BOARD, ${a}, ${b}, ${c ?? "1"}, ${loc})`;
    case "line":
      return `lineCells(BOARD, ${a}, ${b}, ${c ?? "1"}, ${loc})`;
    case "ray":
      return `rayCells(BOARD, ${a}, ${b}, ${loc})`;
    case "components":
      return `componentsOf(BOARD, ${a})`;
    case "distance":
      return `cellDistance(BOARD, ${a}, ${b})`;
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
  "farCell",
  "insideBoard",
  "lineCells",
  "lineWalk",
  "neighboursOf",
  "onEdge",
  "parseCell",
  "rayCells",
  "shiftCell",
  "shiftTo",
];

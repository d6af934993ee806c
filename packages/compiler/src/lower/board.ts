/**
 * Lowers the board builtins (docs/language.md "Boards and cells") to the runtime's board helpers
 * over the engine's one `BOARD` (state.ts). A cell is its index, `row * cols + col`.
 */
import { arith, call, cond, global, type IRExpr, isPath, num } from "../ir/expr.js";

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

/** The board's size, fixed when the engine is generated (one board per game, all its variants). */
export interface BoardSize {
  rows: number;
  cols: number;
}

/**
 * `cellAt(r, c)` on a board of a known size: `r * cols + c` behind bounds tests with constant
 * bounds, only for the coordinates not known to be inside; the runtime's `cellAt` (which throws
 * the rules error) only on the path where a test fails. A coordinate that is not a name or a
 * literal (it would be read twice) keeps the call.
 */
function cellIndex(size: BoardSize, r: IRExpr, c: IRExpr, slow: () => IRExpr): IRExpr {
  const tests: IRExpr[] = [];
  for (const [x, bound] of [
    [r, size.rows],
    [c, size.cols],
  ] as const) {
    if (x.k === "num") {
      if (!(Number.isInteger(x.value) && x.value >= 0 && x.value < bound)) return slow();
    } else if (isPath(x)) {
      tests.push(arith("ge", x, num(0)), arith("lt", x, num(bound)));
    } else return slow();
  }
  const index =
    r.k === "num" && c.k === "num"
      ? num(r.value * size.cols + c.value)
      : r.k === "num" && r.value === 0
        ? c
        : arith("add", r.k === "num" ? num(r.value * size.cols) : arith("mul", r, num(size.cols)), c);
  if (tests.length === 0) return index;
  return cond(
    tests.reduce((x, y) => arith("and", x, y)),
    index,
    slow(),
  );
}

/**
 * A board builtin call with its arguments already lowered (`loc` gives its LOC entry, asked
 * for only when the call can fail); null for another name.
 */
export function boardCall(
  name: string,
  args: IRExpr[],
  loc: () => IRExpr,
  size: BoardSize | null,
): IRExpr | null {
  const [a = num(0), b = num(0), c] = args;
  const on = (helper: string, ...xs: IRExpr[]) => call(helper, global("BOARD"), ...xs);
  switch (name) {
    case "cellAt":
      return size === null
        ? on("cellAt", a, b, loc())
        : cellIndex(size, a, b, () => on("cellAt", a, b, loc()));
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
      return on("insideBoard", a, b, c ?? num(1), loc());
    case "shift":
      return on("shiftCell", a, b, c ?? num(1), loc());
    case "line":
      return on("lineCells", a, b, c ?? num(1), loc());
    case "ray":
      return on("rayCells", a, b, loc());
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
  "lineWalkTable",
  "neighboursOf",
  "onEdge",
  "parseCell",
  "rayCells",
  "shiftCell",
  "shiftTo",
];

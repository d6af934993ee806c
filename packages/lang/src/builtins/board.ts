/**
 * The builtins of boards and cells (docs/language.md "Boards and cells"). They exist in every
 * game, but the checker refuses them (LUD363) in a game that declares no board.
 */
import type { Type } from "../check/model.js";
import { BOOL, CELL, INT, listOf } from "../check/types.js";
import type { Builtin, BuiltinOverload } from "./signature.js";

type Param = BuiltinOverload["params"][number];
const ret = (t: Type) => () => t;
const h: Param = { name: "h", kind: "cell" };
const d: Param = { name: "d", kind: "int" };
const k: Param = { name: "k", kind: "int" };
const fn = (overloads: BuiltinOverload[]): Omit<Builtin, "name"> => ({
  value: null,
  overloads,
  impure: false,
  board: true,
});
const CELLS = listOf(CELL);

export const BOARD_BUILTINS = {
  /** Every cell in reading order (row by row, left to right). */
  cells: { value: CELLS, overloads: [], impure: false, board: true },
  /** The directions, `0 … 5` on a hex board, `0 … 3` or `0 … 7` on a square one. */
  directions: { value: listOf(INT), overloads: [], impure: false, board: true },
  cellAt: fn([
    {
      params: [
        { name: "r", kind: "int" },
        { name: "c", kind: "int" },
      ],
      result: ret(CELL),
    },
  ]),
  row: fn([{ params: [h], result: ret(INT) }]),
  col: fn([{ params: [h], result: ret(INT) }]),
  neighbours: fn([{ params: [h], result: ret(CELLS) }]),
  adjacent: fn([
    {
      params: [
        { name: "a", kind: "cell" },
        { name: "b", kind: "cell" },
      ],
      result: ret(BOOL),
    },
  ]),
  onEdge: fn([{ params: [h], result: ret(BOOL) }]),
  inside: fn([
    { params: [h, d], result: ret(BOOL) },
    { params: [h, d, k], result: ret(BOOL) },
  ]),
  shift: fn([
    { params: [h, d], result: ret(CELL) },
    { params: [h, d, k], result: ret(CELL) },
  ]),
  line: fn([{ params: [h, d, { name: "n", kind: "int" }], result: ret(CELLS) }]),
  ray: fn([{ params: [h, d], result: ret(CELLS) }]),
  components: fn([{ params: [{ name: "hs", kind: "cells" }], result: ret(listOf(CELLS)) }]),
  distance: fn([
    {
      params: [
        { name: "a", kind: "cell" },
        { name: "b", kind: "cell" },
      ],
      result: ret(INT),
    },
  ]),
} satisfies Record<string, Omit<Builtin, "name">>;

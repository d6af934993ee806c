/**
 * The one adapter between views and boards of cells (docs/language.md "Boards and cells";
 * runtime `board.ts`). Everything the hex board and square grid know about cells comes from here:
 *
 * - cells are named `r3c4` (row 3, column 4, from 0) in zone keys (`at[r3c4]`), variable names
 *   (`terrain[r3c4]`) and move arguments; `3,4` is read too;
 * - the board's shape comes from `meta.board` (the runtime's `BoardSpec`) when the engine
 *   publishes it, else from a skin, else it is a square grid as large as the cells named;
 * - a zone or variable indexed by a cell belongs to that cell; its cards are pieces on it.
 *
 * If the language names cells differently, change only `parseCell`/`cellRef` below.
 */
import { type BoardSpec, type GameMeta, type View, valueText, varTypeOf } from "@ludic/runtime";
import { type TableCard, tableCards } from "./cards.js";
import type { Catalogue } from "./catalogue.js";
import { humanize } from "./labels.js";

export type BoardShape = BoardSpec;

export interface Cell {
  /** The cell's name as moves use it: "r3c4". */
  ref: string;
  row: number;
  col: number;
  /** Cards in cell-indexed zones (`at[r3c4]`), by zone name. */
  pieces: { zone: string; key: string; cards: TableCard[] }[];
  /** Cell-indexed variables (`terrain[r3c4]`), by variable name. */
  vars: Record<string, unknown>;
  /** The rules' words for the enum members among `vars` ("G" → "grass", from `meta.enums`). */
  labels?: Record<string, string>;
  /** How the rules draw the enum members among `vars` (`colour`, `internal`), by variable name. */
  members?: Record<string, MemberLook>;
}

/**
 * An enum member a cell variable holds, as the rules present it: its `colour` (a terrain, a
 * settlement, a disc), its letters, what the piece it stands for is called ("black settlement":
 * the member's label and the variable's `show` label), or nothing to draw (`internal E`).
 */
export interface MemberLook {
  colour?: string;
  /** One or two letters, unique in its enum: the member's name when short, else "B", "Bk", "Be". */
  glyph: string;
  /** "black settlement", "red disc": the label and the variable's shown label (else its name). */
  piece: string;
  /** The rules keep the member internal: a cell holding it is drawn empty. */
  blank?: true;
}

export interface BoardModel {
  shape: BoardShape;
  /** Row-major, rows × cols. */
  cells: Cell[];
  /** Names of the cell-indexed variables, in the order first seen (the first one colours hexes). */
  varNames: string[];
  /** Names of the cell-indexed zones. */
  zoneNames: string[];
}

/** `"r3c4"` or `"3,4"` → `{ row: 3, col: 4 }`; anything else → null. */
export function parseCell(text: string): { row: number; col: number } | null {
  const m = /^r(\d+)c(\d+)$/.exec(text) ?? /^(\d+)\s*,\s*(\d+)$/.exec(text);
  if (!m) return null;
  return { row: Number(m[1]), col: Number(m[2]) };
}

export function cellRef(row: number, col: number): string {
  return `r${row}c${col}`;
}

/** `"at[r3c4]"` → `{ name: "at", cell: {3, 4} }` for keys indexed by a cell. */
export function cellKey(key: string): { name: string; row: number; col: number } | null {
  const m = /^(\w+)\[(.+)\]$/.exec(key);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const cell = parseCell(m[2]);
  return cell ? { name: m[1], ...cell } : null;
}

/** Whether a move argument names this cell. */
export function sameCell(value: unknown, cell: { row: number; col: number }): boolean {
  if (typeof value !== "string") return false;
  const c = parseCell(value);
  return c !== null && c.row === cell.row && c.col === cell.col;
}

function publishedShape(meta: GameMeta): BoardShape | null {
  const m = meta as GameMeta & { board?: BoardShape; boards?: BoardShape[] };
  return m.board ?? m.boards?.[0] ?? null;
}

/**
 * The board of a view, or null when the game has none. `fallback` (from a skin) gives the shape
 * when the engine does not publish one.
 */
/**
 * The label of every enum member of the rules (`meta.enums`), by member name: "G" → "grass". A
 * name two enums give different labels is left out (a view's value does not say its enum).
 */
export function enumLabels(meta: GameMeta): Map<string, string> {
  const labels = new Map<string, string>();
  const clash = new Set<string>();
  for (const members of Object.values(meta.enums ?? {})) {
    for (const m of members) {
      const seen = labels.get(m.name);
      if (seen !== undefined && seen !== m.label) clash.add(m.name);
      labels.set(m.name, m.label);
    }
  }
  for (const name of clash) labels.delete(name);
  return labels;
}

/**
 * Two letters for an enum member, unique among its enum's members: the name itself when it is one
 * or two characters ("G", "R"), else its initial and next consonant ("orange" → "Or", "wood" →
 * "Wd"), or its initial and last letter where those clash ("black" → "Bk", "blue" → "Be").
 */
export function memberGlyph(name: string, members: readonly string[]): string {
  if (name.length <= 2) return name;
  const initial = (n: string): string => n.charAt(0).toUpperCase();
  const short = (n: string): string =>
    `${initial(n)}${(/[^aeiou]/i.exec(n.slice(1))?.[0] ?? n.charAt(1)).toLowerCase()}`;
  const clash = members.some((m) => m !== name && m.length > 2 && short(m) === short(name));
  return clash ? `${initial(name)}${name.charAt(name.length - 1).toLowerCase()}` : short(name);
}

/** How the rules draw a variable's value when it is a member of an enum, or undefined. */
export function memberLook(meta: GameMeta, variable: string, value: unknown): MemberLook | undefined {
  if (typeof value !== "string") return undefined;
  const type = varTypeOf(meta, variable)?.replace(/\?$/, "");
  const members = type !== undefined ? meta.enums?.[type] : undefined;
  const member = members?.find((m) => m.name === value);
  if (!members || !member) return undefined;
  const colour = meta.colours && Object.hasOwn(meta.colours, value) ? meta.colours[value] : undefined;
  // The variable's `show` label names the piece; read here, not through presentation.ts (no cycle).
  const word = meta.shown?.find((x) => x.name === variable)?.label || humanize(variable);
  return {
    ...(colour ? { colour } : {}),
    glyph: memberGlyph(
      value,
      members.map((m) => m.name),
    ),
    piece: `${member.label} ${word === humanize(variable) ? word.toLowerCase() : word}`,
    ...(meta.internal?.includes(value) ? { blank: true as const } : {}),
  };
}

export function boardOf(
  meta: GameMeta,
  view: View,
  catalogue: Catalogue,
  fallback?: BoardShape,
): BoardModel | null {
  const byCell = new Map<string, Cell>();
  const labels = enumLabels(meta);
  const varNames: string[] = [];
  const zoneNames: string[] = [];
  let maxRow = -1;
  let maxCol = -1;
  const cellFor = (row: number, col: number): Cell => {
    const ref = cellRef(row, col);
    let c = byCell.get(ref);
    if (!c) {
      c = { ref, row, col, pieces: [], vars: {} };
      byCell.set(ref, c);
      maxRow = Math.max(maxRow, row);
      maxCol = Math.max(maxCol, col);
    }
    return c;
  };
  for (const [key, zone] of Object.entries(view.zones)) {
    const k = cellKey(key);
    if (!k) continue;
    if (!zoneNames.includes(k.name)) zoneNames.push(k.name);
    cellFor(k.row, k.col).pieces.push({ zone: k.name, key, cards: tableCards(key, zone, catalogue) });
  }
  for (const [key, value] of Object.entries(view.vars)) {
    const k = cellKey(key);
    if (!k) continue;
    if (!varNames.includes(k.name)) varNames.push(k.name);
    const cell = cellFor(k.row, k.col);
    cell.vars[k.name] = value;
    // Typed by meta.vars: the one value printer says it (a seat from 1, an enum's label, none);
    // an engine without them: a string that is some enum's member reads as its label.
    const type = varTypeOf(meta, k.name);
    const label =
      type !== undefined
        ? valueText(value, type, meta, { cell: (v) => spokenCell(v) })
        : typeof value === "string"
          ? labels.get(value)
          : undefined;
    if (label !== undefined && label !== String(value)) cell.labels = { ...cell.labels, [k.name]: label };
    const look = memberLook(meta, k.name, value);
    if (look) cell.members = { ...cell.members, [k.name]: look };
  }
  const shape = publishedShape(meta) ?? fallback ?? null;
  if (byCell.size === 0 && !shape) return null;
  const resolved: BoardShape = shape ?? {
    name: "board",
    shape: "square",
    rows: maxRow + 1,
    cols: maxCol + 1,
    diagonal: false,
  };
  const cells: Cell[] = [];
  for (let r = 0; r < resolved.rows; r++) {
    for (let c = 0; c < resolved.cols; c++) cells.push(byCell.get(cellRef(r, c)) ?? cellFor(r, c));
  }
  return { shape: resolved, cells, varNames, zoneNames };
}

const spokenCell = (v: string): string => {
  const c = parseCell(v);
  return c ? cellLabel(c) : v;
};

/** "row 4, column 5" (people count from 1). */
export function cellLabel(cell: { row: number; col: number }): string {
  return `row ${cell.row + 1}, column ${cell.col + 1}`;
}

/**
 * The move argument that clicking this cell picks now, or null. A cell argument names the cell;
 * an int argument called `col`/`column` (or `row`) is picked by any cell of that column (row),
 * as in a game where you drop a piece into a column.
 */
export function pickForCell(
  next: { param: { name: string; type: string }; values: readonly (string | number)[] } | null,
  cell: { row: number; col: number },
): string | number | null {
  if (!next) return null;
  for (const v of next.values) if (sameCell(v, cell)) return v;
  const name = next.param.name.toLowerCase();
  if (next.param.type === "int" && (name === "col" || name === "column") && next.values.includes(cell.col))
    return cell.col;
  if (next.param.type === "int" && name === "row" && next.values.includes(cell.row)) return cell.row;
  return null;
}

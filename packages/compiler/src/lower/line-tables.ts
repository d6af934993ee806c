/**
 * Board checks specialised at compile time (docs/performance.md, "Line tables"). A condition
 * `fn` of the shape
 *
 *   any(d in directions where any(k in 0..3 where inside(h, d, -k) and
 *     size(line(shift(h, d, -k), d, 4)) == 4 and all(x in line(shift(h, d, -k), d, 4) where P)))
 *
 * walks the same board geometry at every call: its loops, its guards (`inside`, `size(line …)`)
 * and the line it tests depend only on the board and on one cell parameter (`h`), never on the
 * state. Only `P` reads the state. Such a fn keeps, per value of that parameter, the list of the
 * lines its guards let through, in the order the loops meet them, built at the first call with
 * that value by the same loops and guards; every later call tests `P` along those lines only.
 *
 * The result and every rules error are the same: the guards are pure, so the lines that pass
 * them are the same at every call, and `P` is tested on the same lines in the same order as the
 * loops would (the loops stop at the first line that holds; so does the walk of the list). A
 * guard that fails while the list is built (`shift` off the board on a path the `any` may never
 * reach) leaves that value without a list: its calls run the loops as before.
 */
import type { ast } from "@ludic/lang";
import { arith, bool, global, type IRExpr, local, method, num, walk } from "../ir/expr.js";
import { type IRSimpleStmt, type IRStmt, levelExprs } from "../ir/ir.js";
import { conjuncts } from "./ast-walk.js";

/** Statements that leave the current point (`return …;`, `continue q1;`), or null: fall through. */
export type Jump = IRSimpleStmt[] | null;

/** The runtime helpers a geometry-only expression may call: board look-ups that read nothing but the board. */
const STATIC_NAMES = new Set([
  "BOARD",
  "lineCells",
  "rayCells",
  "shiftCell",
  "insideBoard",
  "farCell",
  "shiftTo",
  "neighboursOf",
  "cellAt",
  "cellRow",
  "cellCol",
  "intRange",
]);

/** What a line table needs of the condition lowering that uses it. */
export interface LineTableHost {
  label(): string;
  declare(e: ast.Node, name: string): string;
  list(e: ast.Expression): IRExpr;
  expr(e: ast.Expression): IRExpr;
  /** Statements testing `e`: `onTrue`/`onFalse` jumps, null to fall through (ConditionLowering.branch). */
  branch(e: ast.Expression, onTrue: Jump, onFalse: Jump): IRStmt[];
  /** One loop level with its repeated board calls shared (ConditionLowering.level). */
  level(stmts: IRStmt[]): IRStmt[];
}

/** A fn parameter a line table may be keyed by. */
export interface TableKey {
  /** Its name in the generated code. */
  name: string;
  /** A cell: the table has one entry per cell (any other parameter type is never a key). */
  cell: boolean;
}

interface Level {
  query: ast.QueryExpr;
  guards: ast.Expression[];
}

/** The `any` chain down to its last `all(x in L where P)`, or null when `e` has another shape. */
function chain(e: ast.Expression): { levels: Level[]; last: ast.QueryExpr } | null {
  const levels: Level[] = [];
  let at: ast.Expression = e;
  for (;;) {
    if (at.kind !== "QueryExpr" || at.op !== "any" || at.where === null) return null;
    const parts = conjuncts(at.where);
    const rest = parts[parts.length - 1] as ast.Expression;
    levels.push({ query: at, guards: parts.slice(0, -1) });
    if (rest.kind === "QueryExpr" && rest.op === "all" && rest.where !== null)
      return levels.length > 0 ? { levels, last: rest } : null;
    at = rest;
  }
}

/**
 * The locals an expression reads, or null when it reads anything but the board, locals and
 * numbers (the state, a frame, a string, a helper that is not a board look-up).
 */
function names(e: IRExpr): string[] | null {
  const out: string[] = [];
  for (const x of walk(e)) {
    switch (x.k) {
      case "local":
        out.push(x.name);
        break;
      case "global":
        if (!STATIC_NAMES.has(x.name)) return null;
        break;
      case "call":
        if (x.callee.k !== "global") return null;
        break;
      case "prop":
      case "num":
      case "neg":
      case "not":
      case "negate":
      case "binary":
      case "arith":
      case "loc":
      case "length":
      case "cond":
      case "list":
      case "bool":
      case "cache":
        break;
      default:
        return null;
    }
  }
  return out;
}

/** Whether a test statement calls nothing and cites no source location (it can fail nowhere). */
function callsNothing(t: IRStmt): boolean {
  if (t.k === "discard") return false;
  for (const e of levelExprs(t))
    for (const x of walk(e))
      if (["call", "method", "new", "fold", "seats", "effect", "loc"].includes(x.k)) return false;
      else if (x.k === "match" && x.variable !== null) return false;
  return true;
}

/**
 * The body of a condition fn of that shape with its lines kept per key (see above), or null when
 * it has another shape or its geometry reads anything but the board, its loop variables and one
 * cell parameter. `id` names the fn's tables on the board (`BOARD.memo[id]`); `loops` is the body
 * as loops (ConditionLowering), kept after the walk for the keys whose list could not be built.
 */
export function lineTableBody(
  host: LineTableHost,
  e: ast.Expression,
  keys: readonly TableKey[],
  id: string,
  loops: IRStmt[],
): IRStmt[] | null {
  const c = chain(e);
  if (c === null) return null;
  // Lower the geometry once to check it reads nothing but the board; the loops are lowered again
  // below (each lowering declares its own loop variables).
  const vars: string[] = [];
  const geometry: IRExpr[] = [];
  for (const l of c.levels) {
    geometry.push(host.list(l.query.source));
    vars.push(host.declare(l.query, l.query.variable.name));
    for (const g of l.guards) geometry.push(host.expr(g));
  }
  geometry.push(host.list(c.last.source));
  const used = new Set<string>();
  for (const t of geometry) {
    const ns = names(t);
    if (ns === null) return null;
    for (const n of ns) if (!vars.includes(n)) used.add(n);
  }
  if (used.size > 1) return null;
  const [keyName] = [...used];
  const key = keyName === undefined ? undefined : keys.find((k) => k.name === keyName);
  if (keyName !== undefined && (key === undefined || !key.cell)) return null;
  const at: IRExpr = key === undefined ? num(0) : local(key.name);

  // The builder: the same loops and guards, each line that passes them pushed in loop order.
  const loopVars: string[] = [];
  const build = (i: number): IRStmt[] => {
    const l = c.levels[i] as Level;
    const label = host.label();
    const source = host.list(l.query.source);
    const v = host.declare(l.query, l.query.variable.name);
    loopVars.push(v);
    const next: IRSimpleStmt[] = [{ k: "continue", label }];
    const guards = l.guards.flatMap((g) => host.branch(g, null, next));
    const inner: IRStmt[] =
      i + 1 < c.levels.length
        ? build(i + 1)
        : [{ k: "expr", expr: method(local("b$"), "push", host.list(c.last.source)) }];
    return [{ k: "forOf", label, variable: v, iterable: source, body: host.level([...guards, ...inner]) }];
  };
  const builder = build(0);

  // The walk: P along every listed line, the first line where it holds everywhere returns true.
  const label = host.label();
  const x = host.declare(c.last, c.last.variable.name);
  const test = host.level(host.branch(c.last.where as ast.Expression, null, [{ k: "continue", label }]));
  // The walk has no loop variables but the line's cell: a test that reads one keeps the loops.
  for (const t of test) {
    if (t.k === "forOf" || t.k === "if" || t.k === "while" || t.k === "try") return null;
    if (levelExprs(t).some((e) => [...walk(e)].some((x) => x.k === "local" && loopVars.includes(x.name))))
      return null;
  }
  // A test that calls nothing and can fail nowhere (`disc[x] == p`) gives the same answer on a
  // line and on the same cells listed another way round: such lines are listed once.
  const plain = test.every(callsNothing);
  if (plain) return plainWalk(host, c, x, id, at, builder, loops);
  const lines: IRStmt[] = [
    {
      k: "forOf",
      label,
      variable: "l$",
      iterable: local("w$"),
      body: [
        {
          k: "forOf",
          variable: x,
          iterable: local("l$"),
          body: test,
        },
        { k: "exit", value: bool(true) },
      ],
    },
    { k: "exit", value: bool(false) },
  ];
  return [
    ...builtOnce("memo", id, at, builder, local("b$")),
    { k: "if", cond: arith("ne", local("w$"), { k: "null" }), then: lines, else: [] },
    ...loops,
  ];
}

/**
 * The statements that build a key's lines at its first call and keep them in `BOARD[table][id]`
 * (`w$`): `builder` pushes each line into `b$`, `finish` turns `b$` into what is kept. A guard
 * that fails on some path keeps null, and that key's calls run the loops as written.
 */
function builtOnce(
  table: "memo" | "walks",
  id: string,
  at: IRExpr,
  builder: IRStmt[],
  finish: IRExpr,
): IRStmt[] {
  const w = local("w$");
  const m = local("m$");
  const kept: IRExpr = { k: "prop", target: { k: "prop", target: global("BOARD"), name: table }, name: id };
  return [
    {
      k: "comment",
      text: "The lines this condition tests, per key, built at the first call (lower/line-tables.ts).",
    },
    {
      k: "let",
      name: "m$",
      type: null,
      value: { k: "cache", target: kept, value: { k: "list", items: [] } },
      constant: true,
    },
    { k: "let", name: "w$", type: null, value: { k: "at", list: m, index: at }, constant: false },
    {
      k: "if",
      cond: arith("eq", w, global("undefined")),
      then: [
        {
          k: "let",
          name: "b$",
          type: { k: "list", element: { k: "list", element: { k: "number" } } },
          value: { k: "list", items: [] },
          constant: true,
        },
        {
          k: "try",
          body: [...builder, { k: "assign", target: w, op: "=", value: finish }],
          recover: [
            { k: "comment", text: "A guard failed on some path: this key's calls run the loops as written." },
            { k: "assign", target: w, op: "=", value: { k: "null" } },
          ],
        },
        { k: "assign", target: { k: "at", list: m, index: at }, op: "=", value: w },
      ],
      else: [],
    },
  ];
}

/**
 * The walk for a plain test (it reads each cell alone and can fail nowhere): the lines as a
 * lineWalkTable (runtime board.ts), one array of nodes: the tree of the lines' cells but those
 * every line holds, where a cell that fails skips every line through it, then at a line's end
 * the cells every line holds. The
 * same answer as testing every line whole, in any order: a plain test gives the same value
 * whenever and however often it is made.
 */
function plainWalk(
  host: LineTableHost,
  c: { last: ast.QueryExpr },
  x: string,
  id: string,
  at: IRExpr,
  builder: IRStmt[],
  loops: IRStmt[],
): IRStmt[] {
  const where = c.last.where as ast.Expression;
  const [w, n] = [local("w$"), local("n$")];
  const number = (e: IRExpr): IRExpr => ({ k: "as", expr: e, type: { k: "number" } });
  const entry = (offset: number): IRExpr =>
    number({ k: "at", list: w, index: offset === 0 ? n : arith("add", n, num(offset)) });
  const skip: IRSimpleStmt[] = [
    { k: "assign", target: n, op: "=", value: entry(1) },
    { k: "continue", label: null },
  ];
  const node = host.level(host.branch(where, null, skip));
  const yes: IRSimpleStmt[] = [{ k: "exit", value: bool(true) }];
  return [
    ...builtOnce("walks", id, at, builder, {
      k: "call",
      callee: global("lineWalkTable"),
      args: [local("b$")],
    }),
    {
      k: "if",
      cond: arith("ne", w, { k: "null" }),
      then: [
        {
          k: "comment",
          text: "The lines as one table (runtime board.ts lineWalkTable): per node a cell, where to go if it fails, if it holds.",
        },
        {
          k: "let",
          name: "n$",
          type: null,
          value: number({ k: "at", list: w, index: num(0) }),
          constant: false,
        },
        {
          k: "while",
          cond: arith("ge", n, num(0)),
          body: [
            { k: "let", name: x, type: null, value: entry(0), constant: true },
            ...node,
            { k: "assign", target: n, op: "=", value: entry(2) },
            { k: "when", cond: arith("eq", n, num(0)), negate: false, then: yes, block: false },
          ],
        },
        // -2: a line without cells, which always holds.
        { k: "exit", value: arith("lt", n, num(-1)) },
      ],
      else: [],
    },
    ...loops,
  ];
}

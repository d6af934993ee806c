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
import type { IRStmt } from "../ir/ir.js";

/** Identifiers a geometry-only text may use besides its loop variables and its key. */
const STATIC_NAMES = new Set([
  "BOARD",
  "LOC",
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
  "length",
  "cells",
  "dirs",
]);

/** What a line table needs of the condition lowering that uses it. */
export interface LineTableHost {
  label(): string;
  declare(e: ast.Node, name: string): string;
  list(e: ast.Expression): string;
  expr(e: ast.Expression): string;
  /** Statements testing `e`: `onTrue`/`onFalse` jumps, null to fall through (ConditionLowering.branch). */
  branch(e: ast.Expression, onTrue: string | null, onFalse: string | null): IRStmt[];
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

function conjuncts(e: ast.Expression): ast.Expression[] {
  return e.kind === "BinaryExpr" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
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

/** The identifiers a lowered text names (not property names after a dot, not inside strings). */
function names(text: string): string[] | null {
  if (/["'`]/.test(text)) return null;
  const out: string[] = [];
  for (const m of text.matchAll(/(\.\s*)?\b([A-Za-z_$][\w$]*)/g)) if (!m[1]) out.push(m[2] as string);
  return out;
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
  const texts: string[] = [];
  for (const l of c.levels) {
    texts.push(host.list(l.query.source));
    vars.push(host.declare(l.query, l.query.variable.name));
    for (const g of l.guards) texts.push(host.expr(g));
  }
  texts.push(host.list(c.last.source));
  const used = new Set<string>();
  for (const t of texts) {
    const ns = names(t);
    if (ns === null) return null;
    for (const n of ns) if (!vars.includes(n) && !STATIC_NAMES.has(n)) used.add(n);
  }
  if (used.size > 1) return null;
  const [keyName] = [...used];
  const key = keyName === undefined ? undefined : keys.find((k) => k.name === keyName);
  if (keyName !== undefined && (key === undefined || !key.cell)) return null;
  const at = key === undefined ? "0" : key.name;

  // The builder: the same loops and guards, each line that passes them pushed in loop order.
  const loopVars: string[] = [];
  const build = (i: number): IRStmt[] => {
    const l = c.levels[i] as Level;
    const label = host.label();
    const source = host.list(l.query.source);
    const v = host.declare(l.query, l.query.variable.name);
    loopVars.push(v);
    const next = `continue ${label};`;
    const guards = l.guards.flatMap((g) => host.branch(g, null, next));
    const inner: IRStmt[] =
      i + 1 < c.levels.length ? build(i + 1) : [{ k: "code", text: `b$.push(${host.list(c.last.source)});` }];
    return [{ k: "forOf", label, variable: v, iterable: source, body: host.level([...guards, ...inner]) }];
  };
  const builder = build(0);

  // The walk: P along every listed line, the first line where it holds everywhere returns true.
  const label = host.label();
  const x = host.declare(c.last, c.last.variable.name);
  const test = host.level(host.branch(c.last.where as ast.Expression, null, `continue ${label};`));
  // The walk has no loop variables but the line's cell: a test that reads one keeps the loops.
  for (const t of test) {
    if (t.k !== "code") return null;
    const ns = names(t.text);
    if (ns === null || ns.some((n) => loopVars.includes(n))) return null;
  }
  // A test that calls nothing and can fail nowhere (`disc[x] == p`) gives the same answer on a
  // line and on the same cells listed another way round: such lines are listed once.
  const plain = test.every((t) => t.k === "code" && !/LOC\[|[\w$\]]\s*\(/.test(t.text.replace(/^if \(/, "")));
  if (plain) return plainWalk(host, c, x, id, at, builder, loops);
  const walk: IRStmt[] = [
    {
      k: "forOf",
      label,
      variable: "l$",
      iterable: "w$",
      body: [
        {
          k: "forOf",
          variable: x,
          iterable: "l$",
          body: test,
        },
        { k: "code", text: "return true;" },
      ],
    },
    { k: "code", text: "return false;" },
  ];
  return [
    ...builtOnce("memo", id, at, builder, "w$ = b$;"),
    { k: "if", cond: "w$ !== null", then: walk, else: [] },
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
  at: string,
  builder: IRStmt[],
  finish: string,
): IRStmt[] {
  return [
    {
      k: "comment",
      text: "The lines this condition tests, per key, built at the first call (lower/line-tables.ts).",
    },
    { k: "code", text: `const m$ = (BOARD.${table}.${id} ??= []);` },
    { k: "code", text: `let w$ = m$[${at}];` },
    {
      k: "if",
      cond: "w$ === undefined",
      then: [
        { k: "code", text: "const b$: number[][] = [];" },
        { k: "code", text: "try {" },
        ...builder,
        { k: "code", text: finish },
        { k: "code", text: "} catch {" },
        { k: "comment", text: "A guard failed on some path: this key's calls run the loops as written." },
        { k: "code", text: "w$ = null;" },
        { k: "code", text: "}" },
        { k: "code", text: `m$[${at}] = w$;` },
      ],
      else: [],
    },
  ];
}

/**
 * The walk for a plain test (it reads each cell alone and can fail nowhere): the lines as a
 * LineWalk (runtime board.ts), the cells every line holds tested once, then the tree of the
 * lines' other cells, where a cell that fails skips every line through it. The same answer as
 * testing every line whole, in any order: a plain test gives the same value whenever and
 * however often it is made.
 */
function plainWalk(
  host: LineTableHost,
  c: { last: ast.QueryExpr },
  x: string,
  id: string,
  at: string,
  builder: IRStmt[],
  loops: IRStmt[],
): IRStmt[] {
  const where = c.last.where as ast.Expression;
  const common = host.level(host.branch(where, null, "return false;"));
  const node = host.level(host.branch(where, null, "n$ = s$[n$] as number; continue;"));
  return [
    ...builtOnce("walks", id, at, builder, "w$ = lineWalk(b$);"),
    {
      k: "if",
      cond: "w$ !== null",
      then: [
        { k: "comment", text: "The cells every line holds, once; then the tree of the lines' other cells." },
        { k: "forOf", variable: x, iterable: "w$.common", body: common },
        { k: "code", text: "if (w$.always) return true;" },
        { k: "code", text: "const c$ = w$.cells;" },
        { k: "code", text: "const e$ = w$.ends;" },
        { k: "code", text: "const s$ = w$.skip;" },
        { k: "code", text: "let n$ = c$.length > 0 ? 0 : -1;" },
        {
          k: "while",
          cond: "n$ >= 0",
          body: [
            { k: "code", text: `const ${x} = c$[n$] as number;` },
            ...node,
            { k: "code", text: "if (e$[n$] === 1) return true;" },
            { k: "code", text: "n$ += 1;" },
          ],
        },
        { k: "code", text: "return false;" },
      ],
      else: [],
    },
    ...loops,
  ];
}

/**
 * Kept results of list fns (docs/performance.md): a `fn` whose body is a `filter` that reads one
 * variable or two and nothing else of the state (`fn ofTerrain(t: Terrain): list<cell> = filter(h in
 * cells where terrain[h] == t)`) keeps its result per argument while that variable is the same
 * array and has not been written since (runtime `fnMemo`). Every write the rules make to such a
 * variable counts (`varWritten`); a new state's variables are new arrays (setup, a copy, a deal).
 * A fn may read two variables (kept while both are unchanged) and call fns that qualify and board
 * builtins (`buildable(h)`, `inside(h, d, -i)`); only fns that read no zone qualify, with no
 * parameter or one number-like one.
 *
 * A list fn of several parameters, each of a bounded kind (an enum, a card, a cell, a seat), keeps
 * its results the same way, whatever its body (`fn moveTargets(k: Colour, x: Tile, t: Terrain,
 * s: cell) = match x.loc { … }`): one per argument tuple, packed into one number by the sizes of
 * the parameters' kinds (`memoSizes`; runtime `fnMemoMap`). The fns it calls may have statement
 * bodies made of `let`, `if` and `return` (`legal`). An int fn of several parameters keeps its
 * results too (runtime `fnMemoInts`), and one parameter may be an `int` (`inQ(k, q)`).
 *
 * A query over the cells whose `where` starts with a part that reads only such variables walks
 * the kept list of the cells that pass that part (`keptWhere`).
 */
import type { ast, FamilySymbol, Symbol as LangSymbol, Type } from "@ludic/lang";
import { type AnyNode, everyChild } from "./ast-walk.js";
import type { LowerContext } from "./context.js";

const KEYS = new Set(["int", "enum", "cell", "seat"]);

/** The variables (one or two) `d`'s results may be kept for, or null when `d` does not qualify. */
export function memoVar(ctx: LowerContext, d: ast.FnDecl): string[] | null {
  const known = cache.get(d);
  if (known !== undefined) return known;
  const v = findVar(ctx, d);
  cache.set(d, v);
  return v;
}

const cache = new WeakMap<ast.FnDecl, string[] | null>();

/** Board builtins that read nothing but the board and their arguments. */
const BOARD_BUILTINS = new Set(["cells", "directions"]);
const BOARD_CALLS = new Set(["inside", "shift", "neighbours", "adjacent", "onEdge", "size"]);

/**
 * The sizes of the parameters' kinds when `d` keeps its results per tuple of several arguments
 * (an argument tuple packed as ((a * s1 + b) * s2 + c) …), else null. A list fn, or an int fn
 * (`fn inQ(k: Colour, q: int): int`, its results in a `Map<number, number>`, runtime
 * `fnMemoInts`); one parameter may be an `int`, of no bounded size (`Infinity` here): it is
 * packed first, so that it multiplies the others (`q * 4 + k`), and a key that is not an exact
 * integer is not kept.
 */
export function memoSizes(ctx: LowerContext, d: ast.FnDecl): number[] | null {
  if (d.params.length < 2 || d.body.kind === "Block") return null;
  const returns = ctx.typeOfRef(d.returnType);
  if (returns.kind !== "int" && (returns.kind !== "list" || !ELEMENTS.has(returns.element.kind))) return null;
  const sizes: number[] = [];
  for (const p of d.params) {
    const t = ctx.typeOfRef(p.type);
    const size = p.type.optional ? 0 : t.kind === "int" ? Number.POSITIVE_INFINITY : sizeOf(ctx, t);
    if (size <= 0) return null;
    sizes.push(size);
  }
  const bounded = sizes.filter((x) => x !== Number.POSITIVE_INFINITY);
  if (sizes.length - bounded.length > 1) return null;
  // The packed tuple must stay an exact integer.
  return bounded.reduce((a, b) => a * b, 1) < 2 ** 52 ? sizes : null;
}

/** The order `memoSizes`' parameters are packed in: an int parameter first, the others as declared. */
export function memoOrder(sizes: readonly number[]): number[] {
  const order = sizes.map((_, i) => i);
  return [
    ...order.filter((i) => sizes[i] === Number.POSITIVE_INFINITY),
    ...order.filter((i) => sizes[i] !== Number.POSITIVE_INFINITY),
  ];
}

/** Element kinds of a list kept in a `Map<number, number[]>`. */
const ELEMENTS = new Set(["int", "enum", "cell", "seat", "card"]);

function sizeOf(ctx: LowerContext, t: Type): number {
  const { layout } = ctx;
  switch (t.kind) {
    case "enum":
      return layout.enums.find((e) => e.name === t.name)?.members.length ?? 0;
    case "card":
      return layout.cards.length;
    case "cell":
      return (layout.board?.rows ?? 0) * (layout.board?.cols ?? 0);
    case "seat":
      return layout.maxPlayers;
    default:
      return 0;
  }
}

function findVar(ctx: LowerContext, d: ast.FnDecl): string[] | null {
  const body = d.body;
  if (d.params.length > 1) {
    if (memoSizes(ctx, d) === null) return null;
  } else {
    if (ctx.typeOfRef(d.returnType).kind !== "list") return null;
    if (body.kind !== "QueryExpr" || body.op !== "filter" || body.where === null) return null;
    const param = d.params[0];
    if (param && (param.type.optional || !KEYS.has(ctx.typeOfRef(param.type).kind))) return null;
  }
  const vars = new Set<string>();
  if (!reads(FIND_VAR, ctx, body, vars, new Set(), new Set([d])) || vars.size < 1 || vars.size > 2)
    return null;
  return [...vars];
}

/** Every variable some fn of the game keeps results for: the rules' writes to them are counted. */
export function memoVars(ctx: LowerContext): Set<string> {
  const known = varsCache.get(ctx);
  if (known) return known;
  const out = new Set<string>();
  for (const v of ctx.game.variants)
    for (const d of v.declarations.values()) {
      if (d.kind !== "FnDecl") continue;
      for (const name of memoVar(ctx, d) ?? []) out.add(name);
    }
  varsCache.set(ctx, out);
  return out;
}

const varsCache = new WeakMap<LowerContext, Set<string>>();

/**
 * A query over the board's cells (or a constant) whose `where` is `A and B`, `A` reading only the
 * element, the board, constants and variables whose writes are counted (`memoVars`), and failing
 * nowhere (`castles(k)`: `count(h in cells where terrain[h] == K and any(n in neighbours(h) where
 * owner[n] == k))`): the elements that pass `A` are kept per site while those variables are
 * unchanged (runtime `fnMemo`), and the query walks them with `B` only. `A` has no effect and
 * cannot fail, and the kept list keeps the source's order, so the result is the same.
 */
export interface KeptWhere {
  /** The site's name, unique in the game. */
  site: string;
  test: ast.Expression;
  rest: ast.Expression;
  vars: string[];
}

export function keptWhere(ctx: LowerContext, q: ast.QueryExpr): KeptWhere | null {
  // Per context: a site's name is numbered in its game (another compile of the same nodes
  // numbers its own).
  let known = whereCache.get(ctx);
  if (known === undefined) {
    known = new WeakMap();
    whereCache.set(ctx, known);
  }
  const kept = known.get(q);
  if (kept !== undefined) return kept;
  const found = findKeptWhere(ctx, q);
  known.set(q, found);
  return found;
}

const whereCache = new WeakMap<LowerContext, WeakMap<ast.QueryExpr, KeptWhere | null>>();
const whereSites = new WeakMap<LowerContext, number>();

function findKeptWhere(ctx: LowerContext, q: ast.QueryExpr): KeptWhere | null {
  const where = q.where;
  if (where?.kind !== "BinaryExpr" || where.op !== "and" || q.source.kind !== "NameRef") return null;
  const src = ctx.check.symbols.get(q.source);
  if (!(src?.kind === "builtin" && BOARD_BUILTINS.has(src.name)) && src?.kind !== "const") return null;
  const vars = new Set<string>();
  if (!reads(KEPT_WHERE, ctx, where.left, vars, new Set([q]), new Set())) return null;
  const counted = memoVars(ctx);
  if (vars.size < 1 || vars.size > 2 || ![...vars].every((v) => counted.has(v))) return null;
  const n = (whereSites.get(ctx) ?? 0) + 1;
  whereSites.set(ctx, n);
  return { site: `where$${n}`, test: where.left, rest: where.right, vars: [...vars] };
}

/**
 * What of the state an expression reads, and how it may read it: the cases of one analysis, per
 * node kind (a kind it has no case for does not qualify). `findVar` and `keptWhere` walk with
 * the same visitor (`reads`), each with its own table.
 */
type Cases = Readonly<Record<string, (n: AnyNode, w: Walk) => boolean>>;

interface Walk {
  ctx: LowerContext;
  cases: Cases;
  /** The variables read. */
  vars: Set<string>;
  /** The queries walked, whose variables may be read (keptWhere). */
  queries: Set<ast.QueryExpr>;
  /** The fns being walked (no recursion). */
  open: Set<ast.FnDecl>;
  /** Whether the walk is in a called fn's body, where a parameter stands for an argument. */
  inFn: boolean;
}

/** Whether `root` qualifies by `cases`; the variables it reads are added to `vars`. */
function reads(
  cases: Cases,
  ctx: LowerContext,
  root: ast.Node,
  vars: Set<string>,
  queries: Set<ast.QueryExpr>,
  open: Set<ast.FnDecl>,
): boolean {
  return read({ ctx, cases, vars, queries, open, inFn: false }, root as AnyNode);
}

function read(w: Walk, n: AnyNode): boolean {
  const c = Object.hasOwn(w.cases, n.kind) ? w.cases[n.kind] : undefined;
  return c?.(n, w) === true;
}

/** A node that reads what its children read. */
const through = (n: AnyNode, w: Walk): boolean => everyChild(n, (c) => read(w, c));

/** A name: a variable (read), a constant, an enum member or a board builtin; `other` for the rest. */
const nameRef =
  (other: (s: LangSymbol | undefined, w: Walk) => boolean) =>
  (n: AnyNode, w: Walk): boolean => {
    const s = w.ctx.check.symbols.get(n);
    switch (s?.kind) {
      case "const":
      case "enumMember":
        return true;
      case "var":
        w.vars.add(s.decl.name.name);
        return true;
      case "builtin":
        return BOARD_BUILTINS.has(s.name);
      default:
        return other(s, w);
    }
  };

/**
 * A call of one of `builtins` or of a fn (the same in every variant; with an expression body
 * unless `blocks`) whose body qualifies too, its arguments too.
 */
const callOf =
  (builtins: ReadonlySet<string>, blocks: boolean) =>
  (n: AnyNode, w: Walk): boolean => {
    const e = n as unknown as ast.CallExpr;
    const c = w.ctx.check.symbols.get(n) ?? w.ctx.check.symbols.get(e.callee);
    const args = () => e.args.every((a) => read(w, a as AnyNode));
    if (c?.kind === "builtin") return builtins.has(c.name) && args();
    if (c?.kind !== "fn" || c.decl.kind !== "FnDecl" || (!blocks && c.decl.body.kind === "Block"))
      return false;
    if (w.open.has(c.decl)) return false;
    const impls = w.ctx.implementations(c.decl.name.name);
    if (!impls.every((x) => x === undefined || x === c.decl)) return false;
    const inFn = w.inFn;
    w.open.add(c.decl);
    w.inFn = true;
    const fine = read(w, c.decl.body as AnyNode);
    w.inFn = inFn;
    w.open.delete(c.decl);
    return fine && args();
  };

/** An element of a variable (read) at an index that qualifies; `other` for any other index. */
const indexOf =
  (other: (e: ast.IndexExpr, family: FamilySymbol | undefined, w: Walk) => boolean) =>
  (n: AnyNode, w: Walk): boolean => {
    const e = n as unknown as ast.IndexExpr;
    const family = w.ctx.familyOf(e);
    if (family?.kind !== "var") return other(e, family, w);
    w.vars.add(family.decl.name.name);
    return read(w, e.index);
  };

/** A card's field (`x.loc`) is the catalogue's, never written; a cell's `row` and `col` the board's. */
function member(n: AnyNode, w: Walk): boolean {
  const e = n as unknown as ast.MemberExpr;
  const s = w.ctx.check.symbols.get(n);
  if (s === undefined && w.ctx.typeOf(e.object).kind === "cell") return read(w, e.object as AnyNode);
  return (s?.kind === "enumMember" || s?.kind === "enumAttr" || s?.kind === "cardField") && through(n, w);
}

/** The kinds both analyses read through. */
const EXPRESSIONS = Object.fromEntries(
  [
    "UnaryExpr",
    "IfExpr",
    "IntLiteral",
    "BoolLiteral",
    "StringLiteral",
    "NoneLiteral",
    "ListLiteral",
    "Identifier",
  ].map((k) => [k, through]),
);

/**
 * findVar's: `root` reads nothing of the state but variables: parameters, locals, query
 * variables, constants, the board, list elements, and calls of board builtins and of fns (the
 * same in every variant) that qualify too, whose bodies may be statements that only compute
 * (`let`, `if`, `return`).
 */
const FIND_VAR: Cases = {
  ...EXPRESSIONS,
  ...Object.fromEntries(
    [
      "QueryExpr",
      "BinaryExpr",
      "RangeExpr",
      "MatchExpr",
      "MatchExprArm",
      "Block",
      "LetStmt",
      "IfStmt",
      "ReturnStmt",
    ].map((k) => [k, through]),
  ),
  NameRef: nameRef((s) => s?.kind === "param" || s?.kind === "local" || s?.kind === "queryVar"),
  CallExpr: callOf(BOARD_CALLS, true),
  // A list's element (no family): the list and the index; a zone or another family's: no.
  IndexExpr: indexOf((e, family, w) => family === undefined && read(w, e.object) && read(w, e.index)),
  MemberExpr: member,
};

const SAFE_CALLS = new Set(["neighbours", "adjacent", "onEdge", "size"]);

/**
 * keptWhere's: `root` reads nothing but `queries`' own variables, constants, the board and
 * variables, and can fail nowhere: no list element, division, `match`, zone or call but board
 * builtins and fns of expression bodies (the same in every variant) that qualify too, whose
 * parameters (`inFn`) stand for arguments that qualify.
 */
const KEPT_WHERE: Cases = {
  ...EXPRESSIONS,
  QueryExpr: (n, w) => {
    const e = n as unknown as ast.QueryExpr;
    if (!["any", "all", "count", "filter"].includes(e.op)) return false;
    w.queries.add(e);
    return through(n, w);
  },
  BinaryExpr: (n, w) => !["/", "%"].includes((n as unknown as ast.BinaryExpr).op) && through(n, w),
  NameRef: nameRef((s, w) =>
    s?.kind === "queryVar" ? w.queries.has(s.decl) : s?.kind === "param" && w.inFn,
  ),
  CallExpr: callOf(SAFE_CALLS, false),
  IndexExpr: indexOf(() => false),
  MemberExpr: member,
};

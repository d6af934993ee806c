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
import type { ast, Type } from "@ludic/lang";
import type { LowerContext } from "./context.js";

const KEYS = new Set(["int", "enum", "cell", "seat"]);

/** Any node: the walk reads its kind before it knows which node it is. */
type AnyNode = ast.Node & { kind: string };

function children(node: object, visit: (n: AnyNode) => boolean): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (key === "span" || typeof value !== "object" || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "object" && item !== null && typeof (item as AnyNode).kind === "string")
        if (!visit(item as AnyNode)) return false;
    }
  }
  return true;
}

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
  if (!readsOnlyVars(ctx, body, vars, new Set([d])) || vars.size < 1 || vars.size > 2) return null;
  return [...vars];
}

/**
 * Whether `root` reads nothing of the state but variables (added to `vars`): parameters, query
 * variables, constants, the board, and calls of board builtins and of fns (the same in every
 * variant, with an expression body) that qualify too. `open`: the fns being walked (no recursion).
 */
function readsOnlyVars(ctx: LowerContext, root: AnyNode, vars: Set<string>, open: Set<ast.FnDecl>): boolean {
  const ok = (n: AnyNode): boolean => {
    const s = ctx.check.symbols.get(n);
    switch (n.kind) {
      case "QueryExpr":
      case "BinaryExpr":
      case "UnaryExpr":
      case "IfExpr":
      case "IntLiteral":
      case "BoolLiteral":
      case "StringLiteral":
      case "NoneLiteral":
      case "ListLiteral":
      case "RangeExpr":
      case "Identifier":
      case "MatchExpr":
      case "MatchExprArm":
      // The statements of a called fn's body that only compute: `let`, `if`, `return`.
      case "Block":
      case "LetStmt":
      case "IfStmt":
      case "ReturnStmt":
        return children(n, ok);
      case "NameRef":
        switch (s?.kind) {
          case "param":
          case "local":
          case "queryVar":
          case "const":
          case "enumMember":
            return true;
          case "var":
            vars.add(s.decl.name.name);
            return true;
          case "builtin":
            return BOARD_BUILTINS.has(s.name);
          default:
            return false;
        }
      case "CallExpr": {
        const e = n as unknown as ast.CallExpr;
        const c = s ?? ctx.check.symbols.get(e.callee);
        if (c?.kind === "builtin") return BOARD_CALLS.has(c.name) && e.args.every((a) => ok(a as AnyNode));
        if (c?.kind !== "fn" || c.decl.kind !== "FnDecl" || open.has(c.decl)) return false;
        const impls = ctx.implementations(c.decl.name.name);
        if (!impls.every((x) => x === undefined || x === c.decl)) return false;
        open.add(c.decl);
        const fine = readsOnlyVars(ctx, c.decl.body as AnyNode, vars, open);
        open.delete(c.decl);
        return fine && e.args.every((a) => ok(a as AnyNode));
      }
      case "IndexExpr": {
        const e = n as unknown as ast.IndexExpr;
        const family = ctx.familyOf(e);
        if (family?.kind === "var") {
          vars.add(family.decl.name.name);
          return ok(e.index);
        }
        if (family) return false;
        return ok(e.object) && ok(e.index);
      }
      case "MemberExpr": {
        // A card's field (`x.loc`) is the catalogue's, never written; a cell's `row` and `col` the board's.
        const e = n as unknown as ast.MemberExpr;
        if (s === undefined && ctx.typeOf(e.object).kind === "cell") return ok(e.object as AnyNode);
        return (
          (s?.kind === "enumMember" || s?.kind === "enumAttr" || s?.kind === "cardField") && children(n, ok)
        );
      }
      default:
        return false;
    }
  };
  return ok(root);
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
  if (!failsNowhere(ctx, where.left as AnyNode, vars, new Set([q]), new Set(), false)) return null;
  const counted = memoVars(ctx);
  if (vars.size < 1 || vars.size > 2 || ![...vars].every((v) => counted.has(v))) return null;
  const n = (whereSites.get(ctx) ?? 0) + 1;
  whereSites.set(ctx, n);
  return { site: `where$${n}`, test: where.left, rest: where.right, vars: [...vars] };
}

const SAFE_CALLS = new Set(["neighbours", "adjacent", "onEdge", "size"]);

/**
 * Whether `root` reads nothing but `queries`' own variables, constants, the board and variables
 * (added to `vars`), and can fail nowhere: no list element, division, `match`, zone or call but
 * board builtins and fns of expression bodies (the same in every variant) that qualify too, whose
 * parameters (`inFn`) stand for arguments that qualify.
 */
function failsNowhere(
  ctx: LowerContext,
  root: AnyNode,
  vars: Set<string>,
  queries: Set<ast.QueryExpr>,
  open: Set<ast.FnDecl>,
  inFn: boolean,
): boolean {
  const ok = (n: AnyNode): boolean => {
    const s = ctx.check.symbols.get(n);
    switch (n.kind) {
      case "QueryExpr": {
        const e = n as unknown as ast.QueryExpr;
        if (!["any", "all", "count", "filter"].includes(e.op)) return false;
        queries.add(e);
        return children(n, ok);
      }
      case "BinaryExpr":
        return !["/", "%"].includes((n as unknown as ast.BinaryExpr).op) && children(n, ok);
      case "UnaryExpr":
      case "IfExpr":
      case "IntLiteral":
      case "BoolLiteral":
      case "StringLiteral":
      case "NoneLiteral":
      case "ListLiteral":
      case "Identifier":
        return children(n, ok);
      case "NameRef":
        switch (s?.kind) {
          case "queryVar":
            return queries.has(s.decl);
          case "param":
            return inFn;
          case "const":
          case "enumMember":
            return true;
          case "var":
            vars.add(s.decl.name.name);
            return true;
          case "builtin":
            return BOARD_BUILTINS.has(s.name);
          default:
            return false;
        }
      case "CallExpr": {
        const e = n as unknown as ast.CallExpr;
        const c = s ?? ctx.check.symbols.get(e.callee);
        if (c?.kind === "builtin") return SAFE_CALLS.has(c.name) && e.args.every((a) => ok(a as AnyNode));
        if (c?.kind !== "fn" || c.decl.kind !== "FnDecl" || c.decl.body.kind === "Block" || open.has(c.decl))
          return false;
        const impls = ctx.implementations(c.decl.name.name);
        if (!impls.every((x) => x === undefined || x === c.decl)) return false;
        open.add(c.decl);
        const fine = failsNowhere(ctx, c.decl.body as AnyNode, vars, queries, open, true);
        open.delete(c.decl);
        return fine && e.args.every((a) => ok(a as AnyNode));
      }
      case "IndexExpr": {
        const e = n as unknown as ast.IndexExpr;
        const family = ctx.familyOf(e);
        if (family?.kind !== "var") return false;
        vars.add(family.decl.name.name);
        return ok(e.index as AnyNode);
      }
      case "MemberExpr": {
        const e = n as unknown as ast.MemberExpr;
        if (s === undefined && ctx.typeOf(e.object).kind === "cell") return ok(e.object as AnyNode);
        return (
          (s?.kind === "enumMember" || s?.kind === "enumAttr" || s?.kind === "cardField") && children(n, ok)
        );
      }
      default:
        return false;
    }
  };
  return ok(root);
}

/**
 * Kept counts (docs/compiler.md "Kept counts"): a query over a cell's neighbours that asks
 * whether one of them holds a value, `any(n in neighbours(h) where owner[n] == k)`, is read off
 * counts kept across the rules' writes (runtime counts.ts): `countsOf(…)[h * 4 + k] > 0`, the
 * number of h's neighbours whose `owner` is k. The counts are not computed again after each write
 * of `owner`: the write is followed by `countWritten`, which moves the counts of the written
 * cell's neighbours from its old value to its new one (a hand-written game's `near[k][h]`).
 *
 * What qualifies: a variable indexed by cell whose values are an enum's (`var owner[cell]:
 * Colour?`, `none` never counted), read in a query over `neighbours(…)` (which variables: the
 * rules' queries, `countedVars`); in the lowered fn, a loop over `neighboursOf(BOARD, h)` whose
 * one test is `V[n] == e`, `e` a member of that enum or a parameter of that enum's type (never
 * none, so a count index), that leaves the loop at its first match (`continue` to an outer loop,
 * or the fn's return) and reads `n` nowhere else (`countedLoops`). The loop and `if (countsOf(…)
 * [h * 4 + k] > 0) …` run the same statements: the loop's runs them at the first neighbour that
 * passes, if any.
 */
import type { ast, Type } from "@ludic/lang";
import { arith, call, global, type IRExpr, local, mapExpr, num, readsLocal, str } from "../ir/expr.js";
import { type IRSimpleStmt, type IRStmt, levelExprs, mapLevel } from "../ir/ir.js";
import { type AnyNode, conjuncts, eachNode } from "./ast-walk.js";
import type { LowerContext } from "./context.js";
import type { ExprLowering } from "./expressions.js";

/** A variable whose neighbour counts are kept: its enum, and how many members it has. */
export interface CountedVar {
  enumName: string;
  values: number;
}

const cache = new WeakMap<LowerContext, Map<string, CountedVar>>();

/** Whether `e` may read the state: a variable, a zone, a call of a rules fn. */
function readsState(ctx: LowerContext, e: ast.Expression): boolean {
  let reads = false;
  const test = (n: AnyNode): void => {
    const s = ctx.check.symbols.get(n);
    if (n.kind === "IndexExpr" && ctx.familyOf(n as unknown as ast.IndexExpr) !== undefined) reads = true;
    if (s?.kind === "var" || s?.kind === "zone" || s?.kind === "fn" || s?.kind === "rule") reads = true;
  };
  test(e as AnyNode);
  eachNode(e, test);
  return reads;
}

/** The enum of a cell-indexed variable's values (`Colour` or `Colour?`), or null. */
function countedKind(ctx: LowerContext, name: string): CountedVar | null {
  const v = ctx.layout.vars.find((x) => x.name === name);
  if (v?.indexKind?.kind !== "cell") return null;
  const t: Type = v.type.kind === "optional" ? v.type.element : v.type;
  if (t.kind !== "enum") return null;
  const e = ctx.layout.enums.find((x) => x.name === t.name);
  return e ? { enumName: e.name, values: e.members.length } : null;
}

/**
 * The variables whose neighbour counts the game reads: cell-indexed, enum-valued, indexed by the
 * variable of a query over `neighbours(…)`, in an `==`, somewhere in the rules. Their writes are followed by
 * `countWritten` (lower/statements.ts).
 */
export function countedVars(ctx: LowerContext): Map<string, CountedVar> {
  const known = cache.get(ctx);
  if (known) return known;
  const out = new Map<string, CountedVar>();
  if (ctx.layout.board)
    for (const variant of ctx.game.variants)
      for (const d of variant.declarations.values())
        eachNode({ d }, (n) => {
          if (n.kind === "FnDecl") {
            const cells = cellsParts(ctx, n as unknown as ast.FnDecl);
            if (cells) out.set(cells.name, cells.counted);
          }
          if (n.kind !== "QueryExpr") return;
          const q = n as unknown as ast.QueryExpr;
          const line = lineParts(ctx, q);
          if (line) out.set(line.name, line.counted);
          if (q.where === null || q.source.kind !== "CallExpr") return;
          // A builtin has no symbol of its own, or a builtin's.
          const callee = ctx.check.symbols.get(q.source) ?? ctx.check.symbols.get(q.source.callee);
          if ((callee !== undefined && callee.kind !== "builtin") || q.source.callee.name !== "neighbours")
            return;
          const parts = conjuncts(q.where);
          for (const b of parts) {
            if (b.kind !== "BinaryExpr" || b.op !== "==") continue;
            const x = b.left.kind === "IndexExpr" ? b.left : b.right;
            if (x.kind !== "IndexExpr" || x.index.kind !== "NameRef" || x.index.name.name !== q.variable.name)
              continue;
            const family = ctx.familyOf(x);
            const c = family?.kind === "var" ? countedKind(ctx, family.decl.name.name) : null;
            // The query's other parts read nothing of the state (lower/keep.ts keeps them apart).
            if (family?.kind === "var" && c && parts.every((o) => o === b || !readsState(ctx, o)))
              out.set(family.decl.name.name, c);
          }
        });
  cache.set(ctx, out);
  return out;
}

/** `V[n]` read in the IR: the variable's name, or null. */
function varAt(e: IRExpr, n: string): string | null {
  if (e.k === "var" && e.index?.k === "local" && e.index.name === n) return e.name;
  if (
    e.k === "at" &&
    e.list.k === "var" &&
    e.list.index === undefined &&
    e.index.k === "local" &&
    e.index.name === n
  )
    return e.list.name;
  return null;
}

/** A cell the neighbours are of: a plain local (maybe narrowed from `T?`). */
const cellLocal = (e: IRExpr | undefined): e is IRExpr =>
  e?.k === "local" || ((e?.k === "as" || e?.k === "narrow") && cellLocal(e.expr));

interface Counting {
  counted: ReadonlyMap<string, CountedVar>;
  enumParams: ReadonlyMap<string, string>;
}

/** `countsOf(…)[h * values + e]` for the test `V[n] == e` of neighbour `n`, or null when it does not qualify. */
function countOf(c: IRExpr, n: string, h: IRExpr, how: Counting, counts?: IRExpr): IRExpr | null {
  if ((c.k !== "binary" && c.k !== "arith") || c.op !== "eq") return null;
  const left = varAt(c.left, n);
  const name = left ?? varAt(c.right, n);
  const e = left !== null ? c.right : c.left;
  const v = name === null ? undefined : how.counted.get(name);
  if (v === undefined || name === null || readsLocal(h, n)) return null;
  const value =
    (e.k === "enumMember" && e.enum === v.enumName) ||
    (e.k === "local" && how.enumParams.get(e.name) === v.enumName);
  if (!value) return null;
  const table = counts ?? call("countsOf", str(name), { k: "var", name }, global("BOARD"), num(v.values));
  return { k: "at", list: table, index: arith("add", arith("mul", h, num(v.values)), e) };
}

/** `neighboursOf(BOARD, h)`: h, or null. */
function neighboursArg(e: IRExpr): IRExpr | null {
  if (e.k !== "call" || e.callee.k !== "global" || e.callee.name !== "neighboursOf") return null;
  const [board, h] = e.args;
  return board?.k === "global" && board.name === "BOARD" && cellLocal(h) ? h : null;
}

/** `neighboursOf(BOARD, h).some((n) => V[n] === e)` read off the counts; other expressions as they are. */
function countedSome(e: IRExpr, how: Counting): IRExpr {
  return mapExpr(e, (x) => {
    if (x.k !== "method" || x.name !== "some" || x.args.length !== 1) return undefined;
    const f = x.args[0] as IRExpr;
    const h = neighboursArg(x.target);
    if (h === null || f.k !== "lambda" || f.params.length !== 1) return undefined;
    const at = countOf(f.body, (f.params[0] as { name: string }).name, h, how);
    return at === null ? undefined : arith("gt", at, num(0));
  });
}

/**
 * `stmts` with every neighbour query that asks whether a neighbour holds a value read off kept
 * counts (see the file's comment). `enumParams`: the fn's parameters of an enum type (never
 * none), by enum. `pure`: the fn writes nothing, so the counts a loop reads are looked up once
 * before the outermost loop around it (`const nc$1 = countsOf(…)`).
 */
export function countedLoops(
  stmts: readonly IRStmt[],
  counted: ReadonlyMap<string, CountedVar>,
  enumParams: ReadonlyMap<string, string>,
  pure: boolean,
): IRStmt[] {
  if (counted.size === 0) return stmts as IRStmt[];
  const how: Counting = { counted, enumParams };
  const labels: (string | undefined)[] = [];
  let hoisted = 0;
  // The counts looked up before the outermost loop being visited, per variable.
  let tables: Map<string, { name: string; value: IRExpr }> | null = null;
  const tableOf = (v: string): IRExpr => {
    if (tables === null)
      return call(
        "countsOf",
        str(v),
        { k: "var", name: v },
        global("BOARD"),
        num(how.counted.get(v)?.values ?? 0),
      );
    let t = tables.get(v);
    if (t === undefined) {
      hoisted += 1;
      t = {
        name: `nc$${hoisted}`,
        value: call(
          "countsOf",
          str(v),
          { k: "var", name: v },
          global("BOARD"),
          num(how.counted.get(v)?.values ?? 0),
        ),
      };
      tables.set(v, t);
    }
    return local(t.name);
  };
  const visit = (list: readonly IRStmt[]): IRStmt[] =>
    list.flatMap((s) => {
      const outermost = pure && tables === null && s.k === "forOf";
      if (outermost) tables = new Map();
      const out = one(s);
      if (!outermost) return [out];
      const lets: IRStmt[] = [
        ...(tables as unknown as Map<string, { name: string; value: IRExpr }>).values(),
      ].map((t) => ({ k: "let", name: t.name, type: null, value: t.value, constant: true }));
      tables = null;
      return [...lets, out];
    });
  // Inside a pure fn's loop, every lookup of the counts (a guard's too) reads the hoisted one.
  const hoist = (e: IRExpr): IRExpr =>
    tables === null
      ? e
      : mapExpr(e, (x) =>
          x.k === "call" && x.callee.k === "global" && x.callee.name === "countsOf" && x.args[0]?.k === "str"
            ? tableOf(x.args[0].value)
            : undefined,
        );
  const one = (s0: IRStmt): IRStmt => {
    const s = mapLevel(s0, (e) => hoist(countedSome(e, how)));
    switch (s.k) {
      case "forOf": {
        const c = countedLoop(s, labels, how, labels.length > 0 ? tableOf : null);
        if (c) return c;
        labels.push(s.label);
        const body = visit(s.body);
        labels.pop();
        return { ...s, body };
      }
      case "if":
        return { ...s, cond: hoist(countedSome(s.cond, how)), then: visit(s.then), else: visit(s.else) };
      case "while":
        return { ...s, cond: hoist(countedSome(s.cond, how)), body: visit(s.body) };
      case "try":
        return { ...s, body: visit(s.body), recover: visit(s.recover) };
      default:
        return s;
    }
  };
  return visit(stmts);
}

/** Statements that may follow the test: no `let` (the block would scope it), no `break`. */
const SIMPLE = new Set(["assign", "expr", "discard", "continue", "exit", "throw"]);

/**
 * A loop over `neighboursOf(BOARD, h)` that runs statements at its first neighbour `n` with
 * `V[n] == e` and then leaves, as `if (counts[h * values + e] > 0) { … }`; null for another loop.
 * Its body is one `when` (`if (V[n] === e) { …; continue q1; }`), or a `when` that goes on to the
 * next neighbour unless the test holds followed by the statements.
 */
function countedLoop(
  s: IRStmt & { k: "forOf" },
  outer: readonly (string | undefined)[],
  how: Counting,
  tableOf: ((v: string) => IRExpr) | null,
): IRStmt | null {
  const h = neighboursArg(s.iterable);
  if (h === null) return null;
  const n = s.variable;
  const first = s.body[0];
  let test: IRExpr;
  let then: IRSimpleStmt[];
  if (s.body.length === 1 && first?.k === "when" && !first.negate) {
    test = first.cond;
    then = first.then;
  } else if (
    first?.k === "when" &&
    first.negate &&
    first.then.length === 1 &&
    first.then[0]?.k === "continue" &&
    (first.then[0].label === null || first.then[0].label === s.label) &&
    s.body.slice(1).every((x) => x.k === "jump" || SIMPLE.has(x.k))
  ) {
    test = first.cond;
    then = s.body.slice(1).flatMap((x) => (x.k === "jump" ? x.stmts : [x as IRSimpleStmt]));
  } else return null;
  // The statements leave the loop at the first match, and read nothing of the neighbour.
  const last = then[then.length - 1];
  const leaves =
    last?.k === "exit" ||
    (last?.k === "continue" && last.label !== null && last.label !== s.label && outer.includes(last.label));
  if (!leaves || then.some((t) => levelExprs(t).some((x) => readsLocal(x, n)))) return null;
  const name =
    test.k === "binary" || test.k === "arith" ? (varAt(test.left, n) ?? varAt(test.right, n)) : null;
  const at = countOf(
    test,
    n,
    h,
    how,
    name !== null && tableOf && how.counted.has(name) ? tableOf(name) : undefined,
  );
  if (at === null) return null;
  return { k: "when", cond: arith("gt", at, num(0)), negate: false, then, block: true };
}

const named = (e: ast.Expression | undefined, name: string): boolean =>
  e?.kind === "NameRef" && e.name.name === name;
/** `i` or `-i`. */
const stepOf = (e: ast.Expression | undefined, i: string): boolean =>
  named(e, i) || (e?.kind === "UnaryExpr" && e.op === "-" && named(e.operand, i));

/**
 * `any(d in directions where all(i in 1..b where inside(h, d, ±i) and V[shift(h, d, ±i)] == e))`,
 * a line of e from h in some direction: V, h and e, or null. Its first cell (i = 1) is one step
 * from h, a neighbour (the board's directions come in opposite pairs, runtime board.ts), so no
 * line holds when no neighbour of h holds e; and nothing in it can fail (shift only inside).
 */
function lineParts(
  ctx: LowerContext,
  q: ast.QueryExpr,
): { name: string; counted: CountedVar; h: ast.Expression; e: ast.Expression } | null {
  if (q.op !== "any" || q.source.kind !== "NameRef" || q.source.name.name !== "directions") return null;
  const dir = ctx.check.symbols.get(q.source);
  if (dir !== undefined && dir.kind !== "builtin") return null;
  const all = q.where;
  if (all?.kind !== "QueryExpr" || all.op !== "all" || all.source.kind !== "RangeExpr") return null;
  const { from, to } = all.source;
  if (from.kind !== "IntLiteral" || from.value !== 1 || to.kind !== "IntLiteral" || to.value < 1) return null;
  const w = all.where;
  if (w?.kind !== "BinaryExpr" || w.op !== "and") return null;
  const [inside, eq] = [w.left, w.right];
  const d = q.variable.name;
  const i = all.variable.name;
  const cellCall = (c: ast.Expression, fn: string): ast.Expression | null =>
    c.kind === "CallExpr" &&
    c.callee.name === fn &&
    c.args.length === 3 &&
    c.args[0]?.kind === "NameRef" &&
    !named(c.args[0], d) &&
    !named(c.args[0], i) &&
    named(c.args[1], d) &&
    stepOf(c.args[2], i)
      ? (c.args[0] as ast.Expression)
      : null;
  const h = cellCall(inside, "inside");
  if (h === null || h.kind !== "NameRef" || eq.kind !== "BinaryExpr" || eq.op !== "==") return null;
  const at = eq.left.kind === "IndexExpr" ? eq.left : eq.right;
  const e = at === eq.left ? eq.right : eq.left;
  if (at.kind !== "IndexExpr") return null;
  const shifted = cellCall(at.index, "shift");
  const family = ctx.familyOf(at);
  if (shifted === null || !named(shifted, h.name.name) || family?.kind !== "var") return null;
  // The same sign of step in both calls.
  const sign = (c: ast.Expression) => (c as ast.CallExpr).args[2]?.kind === "UnaryExpr";
  if (sign(inside) !== sign(at.index)) return null;
  const counted = countedKind(ctx, family.decl.name.name);
  if (counted === null || !countValue(ctx, e, counted, [d, i])) return null;
  return { name: family.decl.name.name, counted, h, e };
}

/** Whether `e` is a value of the counted enum, never none, read without effect: a member or a name. */
function countValue(ctx: LowerContext, e: ast.Expression, v: CountedVar, bound: string[]): boolean {
  if (e.kind !== "NameRef" && e.kind !== "MemberExpr") return false;
  if (e.kind === "NameRef" && bound.includes(e.name.name)) return false;
  const s = ctx.check.symbols.get(e);
  if (e.kind === "MemberExpr" && s?.kind !== "enumMember") return false;
  if (e.kind === "NameRef" && s?.kind !== "param" && s?.kind !== "local" && s?.kind !== "enumMember")
    return false;
  const t = ctx.typeOf(e);
  return t.kind === "enum" && t.name === v.enumName;
}

/**
 * The guard of a line query (lineParts): `countsOf(…)[h * values + e] > 0`, the query run only
 * when it holds (lower/conditions.ts); null for another expression.
 */
export function lineGuard(ex: ExprLowering, q: ast.QueryExpr): IRExpr | null {
  const line = lineParts(ex.ctx, q);
  if (line === null || !countedVars(ex.ctx).has(line.name)) return null;
  const { name, counted } = line;
  const table = call("countsOf", str(name), { k: "var", name }, global("BOARD"), num(counted.values));
  const index = arith("add", arith("mul", ex.ir(line.h), num(counted.values)), ex.ir(line.e));
  return arith("gt", { k: "at", list: table, index }, num(0));
}

/**
 * `fn f(…, v: E, …): list<cell> = filter(h in cells where V[h] == v)` (or an enum member for v):
 * V and v, or null. Its result is read off lists kept per value across the writes (runtime
 * `cellsOf`), not computed again after each write of V.
 */
function cellsParts(
  ctx: LowerContext,
  d: ast.FnDecl,
): { name: string; counted: CountedVar; e: ast.Expression } | null {
  const q = d.body;
  if (q.kind !== "QueryExpr" || q.op !== "filter" || q.where === null || q.of !== null) return null;
  if (q.source.kind !== "NameRef" || q.source.name.name !== "cells") return null;
  const src = ctx.check.symbols.get(q.source);
  if (src !== undefined && src.kind !== "builtin") return null;
  const w = q.where;
  if (w.kind !== "BinaryExpr" || w.op !== "==") return null;
  const at = w.left.kind === "IndexExpr" ? w.left : w.right;
  const e = at === w.left ? w.right : w.left;
  if (at.kind !== "IndexExpr" || !named(at.index, q.variable.name)) return null;
  const family = ctx.familyOf(at);
  const counted = family?.kind === "var" ? countedKind(ctx, family.decl.name.name) : null;
  if (family?.kind !== "var" || counted === null || !countValue(ctx, e, counted, [q.variable.name]))
    return null;
  return { name: family.decl.name.name, counted, e };
}

/** The body of a fn cellsParts matches: `cellsOf("V", st.g.V, BOARD, n)[v]`; null for another fn. */
export function cellsBody(ex: ExprLowering, d: ast.FnDecl): IRExpr | null {
  const parts = cellsParts(ex.ctx, d);
  if (parts === null) return null;
  const { name, counted } = parts;
  const lists = call("cellsOf", str(name), { k: "var", name }, global("BOARD"), num(counted.values));
  return { k: "at", list: lists, index: ex.ir(parts.e) };
}

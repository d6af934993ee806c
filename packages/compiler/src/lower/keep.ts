/**
 * Kept lets (docs/compiler.md "Kept lets"): loop-invariant code motion across the calls of a
 * pure `fn`. A caller that loops calls the fn once per element (`legal(k, ofTerrain(t), s)` per
 * settlement `s` in a move's domain); a `let` of its body whose value does not depend on one of
 * its parameters is the same on every round of that loop. Such a `let` keeps its list, one per
 * site (runtime `keptList`), computed again only when an input it reads changed: the parameters
 * and earlier locals it reads (a list compared element by element), and the one variable of the
 * state it reads (the same array, unwritten since: its writes are counted, lower/memo.ts).
 *
 * A `let x = filter(v in S where …)` built by loops (lower/conditions.ts) whose condition is one
 * test `a and b and …` may depend on every parameter through a part that reads no state (`n !=
 * lifted`): then the parts that read the state are kept instead, as the list of the elements of
 * S that pass them (`filter(h in cand where any(n in neighbours(h) where owner[n] == k))`), and
 * the loops walk that list with the whole test. An element the whole test passes passes its
 * parts, so the list and its order are the same.
 *
 * Only what can fail nowhere and has no effect qualifies: no call but the board's neighbours, no
 * source location (no rules error), no zone, no frame, no option; lists of numbers only.
 */
import type { ast } from "@ludic/lang";
import { arith, call, global, type IRExpr, type IRType, local, mapExpr, str, walk } from "../ir/expr.js";
import type { IRParam, IRSimpleStmt, IRStmt } from "../ir/ir.js";
import { eachNode } from "./ast-walk.js";
import type { LowerContext } from "./context.js";
import { memoVar } from "./memo.js";

/** Runtime helpers that are pure and total (no rules error, no state). */
const PURE_CALLS = new Set(["neighboursOf"]);
/** Array methods that build a new value without changing their target. */
const PURE_METHODS = new Set(["filter", "map", "some", "every", "includes", "indexOf", "slice", "find"]);

/** What an expression or loop reads: plain locals (not bound inside it) and state variables. */
interface Reads {
  locals: Set<string>;
  vars: Set<string>;
}

/** The reads of `exprs` inside statements that bind `bound`, or null when something disqualifies them. */
function readsOf(exprs: Iterable<IRExpr>, bound: Set<string>, into: Reads): boolean {
  for (const root of exprs)
    for (const x of walk(root))
      switch (x.k) {
        case "local":
          if (!bound.has(x.name)) into.locals.add(x.name);
          break;
        case "lambda":
          for (const p of x.params) bound.add(p.name);
          break;
        case "fold":
          bound.add(x.variable);
          break;
        case "match":
          if (x.variable !== null) bound.add(x.variable);
          break;
        case "var":
          into.vars.add(x.name);
          break;
        case "call":
          if (x.callee.k !== "global" || !PURE_CALLS.has(x.callee.name)) return false;
          break;
        case "method":
          if (!PURE_METHODS.has(x.name)) return false;
          break;
        case "num":
        case "str":
        case "bool":
        case "null":
        case "global":
        case "prop":
        case "not":
        case "neg":
        case "negate":
        case "binary":
        case "arith":
        case "cond":
        case "as":
        case "narrow":
        case "list":
        case "length":
        case "at":
        case "contains":
        case "cardAttr":
        case "cardsOf":
        case "enumMember":
        case "enumAll":
        case "matchTest":
          break;
        default:
          return false;
      }
  return true;
}

/** Collects bound names first (a loop's variables and its temporaries), so reads of them are not inputs. */
function boundIn(stmts: readonly IRStmt[], bound: Set<string>): void {
  for (const s of stmts) {
    if (s.k === "forOf") {
      bound.add(s.variable);
      boundIn(s.body, bound);
    } else if (s.k === "let") bound.add(s.name);
  }
}

/**
 * The reads of a loop that fills list `into` (lower/conditions.ts filterLoop), or null when it
 * does anything but walk, test, push onto `into` and jump.
 */
function loopReads(stmts: readonly IRStmt[], into: string, bound: Set<string>, r: Reads): boolean {
  for (const s of stmts)
    switch (s.k) {
      case "forOf":
        if (!readsOf([s.iterable], bound, r) || !loopReads(s.body, into, bound, r)) return false;
        break;
      case "when":
        if (!readsOf([s.cond], bound, r) || !loopReads(s.then, into, bound, r)) return false;
        break;
      case "jump":
        if (!loopReads(s.stmts, into, bound, r)) return false;
        break;
      case "continue":
        break;
      case "expr": {
        const e = s.expr;
        const push =
          e.k === "method" && e.name === "push" && e.target.k === "local" && e.target.name === into;
        if (!push || !readsOf(e.args, bound, r)) return false;
        break;
      }
      default:
        return false;
    }
  return true;
}

const isNumberList = (t: IRType | null): boolean => t?.k === "list" && t.element.k === "number";
/** A type a key may have: compared by value (a list element by element). */
const keyType = (t: IRType | undefined): boolean =>
  t !== undefined &&
  (t.k === "number" || t.k === "boolean" || isNumberList(t) || (t.k === "nullable" && t.of.k === "number"));

/** The `and`-ed parts of a test. */
function conjuncts(e: IRExpr): IRExpr[] {
  return e.k === "binary" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}
const andOf = (parts: IRExpr[]): IRExpr =>
  parts.reduce((a, b) => ({ k: "binary", op: "and", left: a, right: b }));

/** Whether a part reads the state (here: a variable; nothing else qualifies). */
const readsVar = (e: IRExpr): boolean => [...walk(e)].some((x) => x.k === "var");

/**
 * A filter loop's test split: its outer loop over `source` (a plain local), one `when` pushing the
 * element, maybe inside one inner loop; the kept loop tests only the parts that read the state.
 */
function splitLoop(loop: IRStmt): { kept: IRStmt; source: string; rest: IRStmt; others: IRExpr[] } | null {
  if (loop.k !== "forOf" || loop.iterable.k !== "local" || loop.body.length !== 1) return null;
  const inner = loop.body[0] as IRStmt;
  const test = inner.k === "forOf" && inner.body.length === 1 ? (inner.body[0] as IRStmt) : inner;
  if (test.k !== "when" || test.negate) return null;
  const parts = conjuncts(test.cond);
  const board = parts.filter(readsVar);
  if (board.length === 0 || board.length === parts.length) return null;
  const weaker: IRStmt = { ...test, cond: andOf(board) };
  const body = test === inner ? [weaker] : [{ ...(inner as IRStmt & { k: "forOf" }), body: [weaker] }];
  const others = parts.filter((x) => !readsVar(x));
  return { kept: { ...loop, body }, source: loop.iterable.name, rest: loop, others };
}

/** The variables of the `forOf`s in `stmts`: elements of lists of numbers here, never `null`. */
function loopVariables(stmts: readonly IRStmt[], into: Set<string>): Set<string> {
  for (const s of stmts)
    if (s.k === "forOf") {
      into.add(s.variable);
      loopVariables(s.body, into);
    }
  return into;
}

/**
 * The `T?` parameters whose `none` makes every part of `others` true: each part is `e != p` (or
 * `p != e`) with `e` a loop's element. With all of them `none`, the whole test is the kept one.
 */
function noneParams(
  others: readonly IRExpr[],
  params: readonly IRParam[],
  elements: Set<string>,
): string[] | null {
  const nullable = new Set(params.filter((p) => p.type.k === "nullable").map((p) => p.name));
  const names = new Set<string>();
  for (const x of others) {
    if ((x.k !== "binary" && x.k !== "arith") || x.op !== "ne") return null;
    const [a, b] = [x.left, x.right];
    const pair = (p: IRExpr, e: IRExpr) =>
      p.k === "local" && nullable.has(p.name) && e.k === "local" && elements.has(e.name) ? p.name : null;
    const n = pair(a, b) ?? pair(b, a);
    if (n === null) return null;
    names.add(n);
  }
  return [...names];
}

/** The list local a statement fills, renamed: every push onto `from` pushes onto `to`. */
function renamePush(stmts: readonly IRStmt[], from: string, to: string): IRStmt[] {
  const re = (e: IRExpr): IRExpr =>
    mapExpr(e, (x) => (x.k === "local" && x.name === from ? local(to) : undefined));
  const simple = (s: IRSimpleStmt): IRSimpleStmt => renamePush([s], from, to)[0] as IRSimpleStmt;
  return stmts.map((s) => {
    switch (s.k) {
      case "forOf":
        return { ...s, body: renamePush(s.body, from, to) };
      case "when":
        return { ...s, then: s.then.map(simple) };
      case "jump":
        return { ...s, stmts: s.stmts.map(simple) };
      case "expr":
        return { ...s, expr: re(s.expr) };
      default:
        return s;
    }
  });
}

/** Whether local `name` is assigned, or a list built in place, anywhere in `stmts` after its `let`. */
function changed(stmts: readonly IRStmt[], name: string): boolean {
  for (const s of stmts) {
    if (s.k === "assign" && s.target.k === "local" && s.target.name === name) return true;
    if (s.k === "expr" && s.expr.k === "method" && s.expr.target.k === "local" && s.expr.target.name === name)
      return true;
    const nested =
      s.k === "if"
        ? [...s.then, ...s.else]
        : s.k === "forOf" || s.k === "while"
          ? s.body
          : s.k === "when"
            ? s.then
            : s.k === "jump"
              ? s.stmts
              : s.k === "try"
                ? [...s.body, ...s.recover]
                : [];
    if (changed(nested, name)) return true;
  }
  return false;
}

/**
 * The indexes of `d`'s list parameters that every call passes a kept fn result (lower/memo.ts) or
 * the board's `cells`: lists never changed in place, so a kept let's site keys on them as they
 * are (runtime `keptListOn`), recognised by identity instead of element by element.
 */
export function stableListParams(ctx: LowerContext, d: ast.FnDecl): Set<number> {
  const lists = d.params.flatMap((p, i) => (ctx.typeOfRef(p.type).kind === "list" ? [i] : []));
  const stable = new Set(lists);
  let calls = 0;
  const kept = (a: ast.Expression | undefined): boolean => {
    if (a?.kind === "NameRef") return a.name.name === "cells" && ctx.check.symbols.get(a)?.kind !== "local";
    if (a?.kind !== "CallExpr") return false;
    const s = ctx.check.symbols.get(a) ?? ctx.check.symbols.get(a.callee);
    if (s?.kind !== "fn") return false;
    const impls = ctx.implementations(s.decl.name.name);
    return impls.every((x) => x === undefined || (x.kind === "FnDecl" && memoVar(ctx, x) !== null));
  };
  for (const variant of ctx.game.variants)
    for (const decl of variant.declarations.values())
      eachNode(decl, (n) => {
        if (n.kind !== "CallExpr") return;
        const c = n as unknown as ast.CallExpr;
        const s = ctx.check.symbols.get(c) ?? ctx.check.symbols.get(c.callee);
        if (s?.kind !== "fn" || s.decl.name.name !== d.name.name) return;
        calls += 1;
        for (const i of lists) if (!kept(c.args[i])) stable.delete(i);
      });
  return calls > 0 ? stable : new Set();
}

/**
 * The body of pure fn `fn` with its kept lets (see the file's comment). `tracked`: the variables
 * whose writes the rules count (lower/memo.ts memoVars).
 */
export function keepLets(
  fn: string,
  params: readonly IRParam[],
  body: IRStmt[],
  tracked: ReadonlySet<string>,
  stable: ReadonlySet<string> = new Set(),
): IRStmt[] {
  const types = new Map<string, IRType>(params.map((p) => [p.name, p.type]));
  // Which parameters each local of the body's top level depends on.
  const deps = new Map<string, Set<string>>(params.map((p) => [p.name, new Set([p.name])]));
  const out: IRStmt[] = [];
  // The lets holding a kept list (never changed in place): a later site keeps it as its key, uncopied.
  // And the list parameters every caller passes a kept list (stableListParams).
  const keptLocals = new Set<string>(stable);
  let sites = 0;
  for (let i = 0; i < body.length; i++) {
    const s = body[i] as IRStmt;
    const loop = body[i + 1];
    const filled =
      s.k === "let" && s.value?.k === "list" && s.value.items.length === 0 && loop?.k === "forOf";
    if (s.k !== "let") {
      out.push(s);
      continue;
    }
    // What the let's value reads: its expression, or the loop that fills it.
    const r: Reads = { locals: new Set(), vars: new Set() };
    const bound = new Set<string>();
    if (filled) boundIn([loop as IRStmt], bound);
    const ok = filled
      ? loopReads([loop as IRStmt], s.name, bound, r)
      : s.value !== null && readsOf([s.value], bound, r);
    const on = new Set([...r.locals].flatMap((l) => [...(deps.get(l) ?? [l])]));
    deps.set(s.name, on);
    if (s.type) types.set(s.name, s.type);
    const inputs = [...r.locals];
    const plain =
      ok &&
      isNumberList(s.type) &&
      !changed(body.slice(i + (filled ? 2 : 1)), s.name) &&
      inputs.every((l) => deps.has(l) && keyType(types.get(l))) &&
      r.vars.size === 1 &&
      tracked.has([...r.vars][0] as string);
    const dropped = params.filter((p) => !on.has(p.name)).map((p) => p.name);
    const v = [...r.vars][0] as string;
    const keep = (name: string, keys: string[], why: string): { stmts: IRStmt[]; cell: IRExpr } => {
      sites += 1;
      const cellName = `c$${sites}`;
      const cell = local(cellName);
      const at = str(`${fn}:${name}`);
      const shared = keys.findIndex((k) => keptLocals.has(k));
      const ordered = shared < 0 ? keys : [keys[shared] as string, ...keys.filter((_, j) => j !== shared)];
      const kept = call(
        shared < 0 ? "keptList" : "keptListOn",
        at,
        { k: "var", name: v },
        str(v),
        ...ordered.map(local),
      );
      return {
        stmts: [
          { k: "comment", text: why },
          { k: "let", name: cellName, type: null, value: kept, constant: true },
        ],
        cell,
      };
    };
    const list: IRType = { k: "list", element: { k: "number" } };
    if (plain && dropped.length > 0 && inputs.length <= 2) {
      // The whole value does not depend on `dropped`: kept while its inputs are unchanged.
      const why = `kept while ${[...inputs, v].join(", ")} are unchanged: it does not read ${dropped.join(", ")} (lower/keep.ts)`;
      const { stmts, cell } = keep(s.name, inputs, why);
      const v$ = { k: "prop", target: cell, name: "v" } as const;
      out.push(...stmts);
      if (!changed(body, s.name)) keptLocals.add(s.name);
      if (!filled) {
        out.push({ ...s, value: { k: "cache", target: v$, value: s.value as IRExpr } });
        continue;
      }
      out.push(s, fillOnce(v$, [loop as IRStmt], s.name));
      i += 1;
      continue;
    }
    const split = filled && ok && r.vars.size === 1 && tracked.has(v) ? splitLoop(loop as IRStmt) : null;
    if (split && isNumberList(s.type) && !changed(body.slice(i + 2), s.name)) {
      // The parts of the test that read the state, kept when they do not depend on a parameter.
      const kr: Reads = { locals: new Set(), vars: new Set() };
      const kb = new Set<string>();
      boundIn([split.kept], kb);
      loopReads([split.kept], s.name, kb, kr);
      const kon = new Set([...kr.locals].flatMap((l) => [...(deps.get(l) ?? [l])]));
      const kdropped = params.filter((p) => on.has(p.name) && !kon.has(p.name)).map((p) => p.name);
      const kin = [...kr.locals];
      if (kdropped.length > 0 && kin.length <= 2 && kin.every((l) => deps.has(l) && keyType(types.get(l)))) {
        const p = `p$${sites + 1}`;
        const why = `${s.name}'s test on the state, kept while ${[...kin, v].join(", ")} are unchanged: it does not read ${kdropped.join(", ")} (lower/keep.ts)`;
        const { stmts, cell } = keep(s.name, kin, why);
        const v$ = { k: "prop", target: cell, name: "v" } as const;
        out.push(...stmts);
        out.push({ k: "let", name: p, type: list, value: { k: "list", items: [] }, constant: false });
        out.push(fillOnce(v$, renamePush([split.kept], s.name, p), p));
        const walkKept = { ...split.rest, iterable: local(p) } as IRStmt;
        const nones = noneParams(split.others, params, loopVariables([split.rest], new Set()));
        if (nones !== null && nones.length > 0) {
          // With those parameters `none` the other parts hold: the list is the kept one as it is.
          out.push({ ...s, constant: false });
          out.push({
            k: "if",
            cond: andOf(nones.map((n) => arith("eq", local(n), { k: "null" }))),
            then: [{ k: "assign", target: local(s.name), op: "=", value: local(p) }],
            else: [walkKept],
          });
        } else out.push(s, walkKept);
        deps.set(p, deps.get(split.source) ?? new Set());
        i += 1;
        continue;
      }
    }
    out.push(s);
  }
  return out;
}

/** `if (c.v === undefined) { …loops filling name…; c.v = name; } else name = c.v;` */
function fillOnce(v$: IRExpr, loops: IRStmt[], name: string): IRStmt {
  return {
    k: "if",
    cond: arith("eq", v$, global("undefined")),
    then: [...loops, { k: "assign", target: v$, op: "=", value: local(name) }],
    else: [{ k: "assign", target: local(name), op: "=", value: v$ }],
  };
}

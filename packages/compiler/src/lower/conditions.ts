/**
 * A `fn` whose body is a condition or a count (`any`, `all`, `count … where`, joined by `and`,
 * `or`, `not`) becomes loops and jumps instead of one expression of nested `some`/`every`
 * callbacks: `any(d in directions where any(k in 0..3 where a and b))` is two labelled `for`
 * loops, `if (!(a)) continue q2;`, then `return true;` (docs/performance.md). Every loop walks its
 * list by index (`for (let c$i = 0; …) { const c = …`: faster in V8 than `for … of`). Every operand is
 * evaluated in the order, and only when, the expression form would evaluate it, so rules errors
 * (`shift` off the board) happen exactly where they did.
 *
 * Within one loop level, a board call that several operands repeat with the same arguments
 * (`line(shift(h, d, -k), d, 4)` in a size test and an `all`) is computed once, at its first use,
 * into a `t$` variable (`??=`): board calls are pure, and a loop level's names do not change
 * while it runs.
 */
import type { ast } from "@ludic/lang";
import { printExpr } from "../emit/print-expr.js";
import {
  arith,
  bool,
  call,
  children,
  global,
  type IRExpr,
  isSimple,
  local,
  mapExpr,
  method,
  num,
  walk,
} from "../ir/expr.js";
import { type IRSimpleStmt, type IRStmt, levelExprs, mapLevel, type TsType } from "../ir/ir.js";
import { eachNode } from "./ast-walk.js";
import { lineGuard } from "./counts.js";
import type { ExprLowering } from "./expressions.js";
import { type Jump, lineTableBody, type TableKey } from "./line-tables.js";

/** Board calls that are pure functions of their arguments, and the type of their result. */
const PURE_BOARD_CALLS: Record<string, TsType> = {
  lineCells: { k: "list", element: { k: "number" } },
  rayCells: { k: "list", element: { k: "number" } },
  shiftCell: { k: "number" },
};

const exit = (value: boolean): IRSimpleStmt => ({ k: "exit", value: bool(value) });
const next = (label: string): IRSimpleStmt => ({ k: "continue", label });

/** A jump as one statement. */
export function jumpStmt(j: IRSimpleStmt[]): IRStmt {
  return j.length === 1 ? (j[0] as IRSimpleStmt) : { k: "jump", stmts: j };
}

/** Whether the jump is a `continue` to a named loop. */
const isLabelledContinue = (j: IRSimpleStmt[]): boolean => j[0]?.k === "continue" && j[0].label !== null;

/** Does the condition use a query these loops improve (an `any`/`all` with a `where`)? */
function hasLoop(e: ast.Expression): boolean {
  switch (e.kind) {
    case "BinaryExpr":
      return (e.op === "and" || e.op === "or") && (hasLoop(e.left) || hasLoop(e.right));
    case "UnaryExpr":
      return e.op === "not" && hasLoop(e.operand);
    case "QueryExpr":
      return (e.op === "any" || e.op === "all") && e.where !== null;
    default:
      return false;
  }
}

/**
 * Is `e` a query that filterLoop builds by loops: a `filter` whose condition holds an `any`/`all`,
 * or a `map(v in S where P of E)` whose E calls only board builtins (`shift(s, d, 2)`): one loop
 * pushing E, not `S.filter(…).map(…)`'s two closures and list between (a call E shares with P,
 * lower/shared-call.ts, stays in that form).
 */
export function isFilterLoop(e: ast.Expression): e is ast.QueryExpr & { where: ast.Expression } {
  if (e.kind !== "QueryExpr" || e.where === null) return false;
  if (e.op === "filter") return hasLoop(e.where);
  return e.op === "map" && e.of !== null && callsOnly(e.of, LOOP_MAP_CALLS);
}

/** The calls a `map`'s value may make for filterLoop to build it. */
const LOOP_MAP_CALLS = new Set(["shift", "inside", "cellAt"]);

function callsOnly(e: ast.Expression, names: ReadonlySet<string>): boolean {
  let only = !(e.kind === "CallExpr" && !names.has(e.callee.name));
  eachNode(e, (n) => {
    if (n.kind === "CallExpr" && !names.has((n as unknown as ast.CallExpr).callee.name)) only = false;
  });
  return only;
}

export class ConditionLowering {
  private labels = 0;
  private temps = 0;
  /** The queries given a counts guard already (lowered again inside it). */
  private readonly guarded = new Set<ast.Expression>();

  constructor(readonly ex: ExprLowering) {}

  /**
   * The body of a `fn` returning `e` as statements, or null when the expression form is as good
   * (no query at its top).
   */
  fnBody(e: ast.Expression, boolType: boolean, keys: readonly TableKey[] = [], id = ""): IRStmt[] | null {
    if (boolType && hasLoop(e)) {
      const loops = this.level(this.branch(e, [exit(true)], [exit(false)]));
      return unusedLabels((id === "" ? null : lineTableBody(this.host(), e, keys, id, loops)) ?? loops);
    }
    if (e.kind === "QueryExpr" && e.op === "count" && e.where !== null) {
      const label = this.label();
      const v = this.ex.scope.declarePlain(e, e.variable.name);
      const { source, where } = this.ex.loopSource(e, e.where, v); // a kept part of the `where` (lower/memo.ts)
      const counted: IRSimpleStmt[] = [
        { k: "assign", target: local("n$"), op: "+=", value: num(1) },
        next(label),
      ];
      const body = this.loopBody(label, this.level(this.branch(where, counted, [next(label)])));
      return unusedLabels([
        { k: "let", name: "n$", type: null, value: num(0), constant: false },
        { k: "forOf", label, variable: v, iterable: source, body, indexed: true },
        { k: "exit", value: local("n$") },
      ]);
    }
    return null;
  }

  /**
   * `filter(v in S where P)` whose condition P holds an `any`/`all` (hasLoop), as loops that push
   * each passing element onto the list local `into` (declared before them): the element loop and
   * P's query loops are index loops, a counted range `a..b` a counting loop, and a decided `any`
   * jumps to the next element (`continue`) instead of running closures. P's operands run in
   * the order, and only when, `S.filter(v => P)` would run them (isFilterLoop holds of `e`).
   */
  filterLoop(e: ast.QueryExpr & { where: ast.Expression }, into: string): IRStmt[] {
    const label = this.label();
    const v = this.ex.scope.declarePlain(e, e.variable.name);
    const { source, where } = this.ex.loopSource(e, e.where, v); // a kept part of the `where` (lower/memo.ts)
    const value = e.op === "map" && e.of !== null ? this.ex.ir(e.of) : local(v);
    const keep: IRSimpleStmt[] = [{ k: "expr", expr: method(local(into), "push", value) }, next(label)];
    const body = this.loopBody(label, this.level(this.branch(where, keep, [next(label)])));
    return unusedLabels([{ k: "forOf", label, variable: v, iterable: source, body, indexed: true }]);
  }

  /** What lower/line-tables.ts uses of these loops. */
  private host() {
    return {
      label: () => this.label(),
      declare: (e: ast.Node, name: string) => this.ex.scope.declarePlain(e, name),
      list: (e: ast.Expression) => this.ex.irList(e),
      expr: (e: ast.Expression) => this.ex.ir(e),
      branch: (e: ast.Expression, onTrue: Jump, onFalse: Jump) => this.branch(e, onTrue, onFalse),
      level: (stmts: IRStmt[]) => this.level(stmts),
    };
  }

  private label(): string {
    this.labels += 1;
    return `q${this.labels}`;
  }

  /** Statements that run `onTrue` when `e` holds and `onFalse` when not (null: go on after them). */
  private branch(e: ast.Expression, onTrue: Jump, onFalse: Jump): IRStmt[] {
    // `and`/`or`/`not` of plain operands (no loop in them) stay one test, `if (a && b) …`.
    if (e.kind === "BinaryExpr" && e.op === "and" && onFalse !== null && hasLoop(e))
      return [...this.branch(e.left, null, onFalse), ...this.branch(e.right, onTrue, onFalse)];
    if (e.kind === "BinaryExpr" && e.op === "or" && onTrue !== null && hasLoop(e))
      return [...this.branch(e.left, onTrue, null), ...this.branch(e.right, onTrue, onFalse)];
    if (e.kind === "UnaryExpr" && e.op === "not" && hasLoop(e))
      return this.branch(e.operand, onFalse, onTrue);
    // A line of one value from this cell needs a neighbour holding it (lower/counts.ts lineGuard).
    const guard =
      e.kind === "QueryExpr" && onTrue !== null && !this.guarded.has(e) ? lineGuard(this.ex, e) : null;
    if (guard !== null) {
      this.guarded.add(e);
      const loop = this.branch(e, onTrue, null);
      return [
        { k: "if", cond: guard, then: loop, else: [] },
        ...(onFalse === null ? [] : [jumpStmt(onFalse)]),
      ];
    }
    if (e.kind === "QueryExpr" && e.where !== null && (e.op === "any" || e.op === "all")) {
      // any: a match jumps to onTrue, the end of the loop is onFalse; all: the other way round.
      const [hit, end] = e.op === "any" ? [onTrue, onFalse] : [onFalse, onTrue];
      if (hit !== null) {
        const label = this.label();
        const v = this.ex.scope.declarePlain(e, e.variable.name);
        const source = this.ex.irList(e.source);
        const again = [next(label)];
        const body = this.loopBody(
          label,
          this.level(e.op === "any" ? this.branch(e.where, hit, again) : this.branch(e.where, again, hit)),
        );
        const loop: IRStmt = {
          k: "forOf",
          label,
          variable: v,
          iterable: source,
          body,
          indexed: true,
        };
        return end === null ? [loop] : [loop, jumpStmt(end)];
      }
    }
    // Anything else is tested as one expression; of two jumps, a `continue` goes last (a loop
    // drops one to its own next round at the end of its body).
    const cond = this.ex.ir(e);
    const when = (negate: boolean, then: IRSimpleStmt[]): IRStmt => ({
      k: "when",
      cond,
      negate,
      then,
      block: then.length > 1,
    });
    if (onTrue !== null && onFalse !== null)
      return isLabelledContinue(onTrue)
        ? [when(true, onFalse), jumpStmt(onTrue)]
        : [when(false, onTrue), jumpStmt(onFalse)];
    if (onTrue !== null) return [when(false, onTrue)];
    if (onFalse !== null) return [when(true, onFalse)];
    return [{ k: "discard", expr: cond }];
  }

  /** A loop's body, without a last `continue` to its own next round. */
  private loopBody(label: string, stmts: IRStmt[]): IRStmt[] {
    const last = stmts[stmts.length - 1];
    const own = (x: IRStmt | undefined) => x?.k === "continue" && x.label === label;
    if (last === undefined) return stmts;
    // `if (x) { n$ += 1; continue q1; }` last: the continue goes.
    if (last.k === "when") {
      if (last.block && own(last.then[last.then.length - 1]))
        return [...stmts.slice(0, -1), { ...last, then: last.then.slice(0, -1) }];
      return stmts;
    }
    if (last.k === "jump" && own(last.stmts[last.stmts.length - 1]))
      return [...stmts.slice(0, -1), jumpStmt(last.stmts.slice(0, -1))];
    if (own(last)) return this.loopBody(label, stmts.slice(0, -1));
    return stmts;
  }

  /**
   * One loop level's statements, with the pure board calls its texts repeat computed once: the
   * texts of this level are its statements' and the sources of the loops it starts
   * (a nested loop's body is a level of its own: its variable changes within this one). Two
   * calls are the same when they differ only in the source location of their error message:
   * the first one runs first, so it is the one that can fail.
   */
  private level(stmts: IRStmt[]): IRStmt[] {
    const roots = stmts.map(levelExprs);
    const keys = [...new Set(roots.flat().flatMap((r) => pureCalls(r, new Set())))].sort(
      (a, b) => b.length - a.length || (a < b ? -1 : 1),
    );
    // Longest first; a call inside one already shared is computed by it.
    const chosen = new Set<string>();
    for (const key of keys) {
      let n = 0;
      for (const r of roots.flat()) n += pureCalls(r, chosen).filter((k) => k === key).length;
      if (n > 1) chosen.add(key);
    }
    if (chosen.size === 0) return this.insideShift(stmts);
    const names = new Map<string, string>();
    const decls: IRStmt[] = [...chosen].map((key) => {
      this.temps += 1;
      const name = `t$${this.temps}`;
      names.set(key, name);
      const type = PURE_BOARD_CALLS[key.slice(0, key.indexOf("("))] ?? { k: "number" };
      return { k: "let", name, type: { k: "maybe", of: type }, value: null, constant: false };
    });
    // Outermost shared calls become `(t$n ??= call)`.
    const share = (e: IRExpr): IRExpr =>
      mapExpr(e, (x) => {
        const key = pureCallKey(x);
        const name = key === null ? undefined : names.get(key);
        return name === undefined ? undefined : { k: "cache", target: local(name), value: x };
      });
    return this.insideShift([...decls, ...stmts.map((s) => mapLevel(s, share))]);
  }

  /**
   * `inside(a, d, k)` and `shift(a, d, k)` of the same plain arguments in one loop level look the
   * cell up once (`farCell`, -1 off the board), at whichever runs first, with that call's source
   * location; `inside` is then `f$ >= 0`, and `shift` (`shiftTo`) still fails off the board.
   */
  private insideShift(stmts: IRStmt[]): IRStmt[] {
    const seen = new Map<string, Set<string>>();
    for (const r of stmts.flatMap(levelExprs))
      for (const x of walk(r)) {
        const look = cellLookup(x);
        if (look) seen.set(look.key, (seen.get(look.key) ?? new Set()).add(look.helper));
      }
    const both = [...seen].filter(([, kinds]) => kinds.size === 2).map(([key]) => key);
    if (both.length === 0) return stmts;
    const names = new Map<string, string>();
    const decls: IRStmt[] = both.map((key) => {
      this.temps += 1;
      names.set(key, `f$${this.temps}`);
      return {
        k: "let",
        name: `f$${this.temps}`,
        type: { k: "maybe", of: { k: "number" } },
        value: null,
        constant: false,
      };
    });
    const replace = (e: IRExpr): IRExpr =>
      mapExpr(e, (x) => {
        const look = cellLookup(x);
        const name = look && names.get(look.key);
        if (!look || !name) return undefined;
        const cached: IRExpr = {
          k: "cache",
          target: local(name),
          value: call("farCell", global("BOARD"), ...look.args, look.loc),
        };
        return look.helper === "insideBoard"
          ? arith("ge", cached, num(0))
          : call("shiftTo", global("BOARD"), cached, ...look.args, look.loc);
      });
    return [...decls, ...stmts.map((s) => mapLevel(s, replace))];
  }
}

/** An argument of a cell look-up that may be read twice: a name or a number. */
function plainArg(e: IRExpr): boolean {
  switch (e.k) {
    case "local":
    case "slot":
    case "global":
    case "num":
    case "option":
    case "enumMember":
      return true;
    case "var":
      return e.index === undefined;
    case "neg":
      return plainArg(e.operand);
    default:
      return false;
  }
}

/** `insideBoard(BOARD, a, d, k, LOC[n])` or `shiftCell(…)` of plain arguments, with its arguments as a key. */
function cellLookup(e: IRExpr): { helper: string; key: string; args: IRExpr[]; loc: IRExpr } | null {
  if (e.k !== "call" || e.callee.k !== "global") return null;
  const helper = e.callee.name;
  if (helper !== "insideBoard" && helper !== "shiftCell") return null;
  const [board, ...rest] = e.args;
  const loc = rest.pop();
  if (board?.k !== "global" || board.name !== "BOARD" || loc?.k !== "loc" || !rest.every(plainArg))
    return null;
  return { helper, key: rest.map(printExpr).join(", "), args: rest, loc };
}

/** The call as a key: its spelling without source locations (two calls that differ only there are the same). */
function pureCallKey(e: IRExpr): string | null {
  if (e.k !== "call" || e.callee.k !== "global" || !(e.callee.name in PURE_BOARD_CALLS)) return null;
  for (const x of walk(e)) if (x.k === "str") return null;
  return printExpr(mapExpr(e, (x) => (x.k === "loc" ? { k: "global", name: "LOC[]" } : undefined)));
}

/** The keys of the pure board calls in `e`, outside lambdas and outside calls already `shared`. */
function pureCalls(e: IRExpr, shared: Set<string>): string[] {
  const key = pureCallKey(e);
  if (key !== null && shared.has(key)) return [];
  if (e.k === "lambda") return [];
  const inner = children(e).flatMap((c) => pureCalls(c, shared));
  return key === null ? inner : [key, ...inner];
}

/** The loops without their label where no `continue` names it. */
function unusedLabels(stmts: IRStmt[]): IRStmt[] {
  const named = new Set<string>();
  const collect = (ss: IRStmt[]): void => {
    for (const s of ss) {
      const simple = s.k === "when" ? s.then : s.k === "jump" ? s.stmts : [s];
      for (const x of simple) if (x.k === "continue" && x.label !== null) named.add(x.label);
      if (s.k === "forOf") collect(s.body);
      if (s.k === "if") collect([...s.then, ...s.else]);
    }
  };
  collect(stmts);
  const strip = (ss: IRStmt[]): IRStmt[] =>
    ss.map((s) => {
      if (s.k === "if") return { ...s, then: strip(s.then), else: strip(s.else) };
      if (s.k !== "forOf") return s;
      const { label, ...loop } = s;
      const body = strip(s.body);
      return label !== undefined && named.has(label) ? { ...loop, label, body } : { ...loop, body };
    });
  return strip(stmts);
}

/**
 * A plain fn's result with its leading folds as loops: a `count`/`sum`/`max`/`min` that is the
 * first thing the expression evaluates (or comes after reads only: names, literals, state fields,
 * table entries) is computed into a local by an index loop (a range `a..b`: a counted one, no
 * list built) before the expression, which reads the local instead of a `reduce` with a closure.
 * The elements, and `where` and `of` for each, run in the same order as in the `reduce`, and
 * nothing before the fold can fail, so rules errors stay where they were. A fold that only
 * runs on one side of `and`/`or` or `? :` stays a `reduce`, and so does one calling a rules fn (callsFn). Returns the statements ending in the
 * `exit` (just the `exit` when no fold leads).
 */
export function leadingFolds(value: IRExpr): IRStmt[] {
  const stmts: IRStmt[] = [];
  let result = value;
  for (
    let n = 1, found = leadingFold(result);
    found !== null && !callsFn(found.fold);
    n++, found = leadingFold(result)
  ) {
    const f = found.fold.fold;
    const acc = `${f === "count" ? "n" : f === "sum" ? "acc" : "m"}$${n > 1 ? n : ""}`;
    stmts.push(...foldLoop(found.fold, acc));
    result = found.rest(f === "max" || f === "min" ? call("extremeOr0", local(acc)) : local(acc));
  }
  return [...stmts, { k: "exit", value: result }];
}

type Fold = Extract<IRExpr, { k: "fold" }>;

/**
 * Does the fold call a rules fn (`fn_…`, a per-variant one)? Then each element's call costs far
 * more than the `reduce` closure, and the loop's lines are not worth it (the engines' line budget).
 */
const callsFn = (e: IRExpr): boolean =>
  [...walk(e)].some((x) => x.k === "call" && !(x.callee.k === "global" && !x.callee.name.startsWith("fn_")));

/** The fold `e` evaluates first (after reads only), and `e` with something else in its place. */
function leadingFold(e: IRExpr): { fold: Fold; rest: (into: IRExpr) => IRExpr } | null {
  const read = (x: IRExpr) => isSimple(x) || x.k === "num" || x.k === "str" || x.k === "loc";
  // The operands in the order they run; the fold is the first that is not a read.
  const first = (ops: IRExpr[], put: (x: IRExpr, i: number) => IRExpr) => {
    const i = ops.findIndex((x) => !read(x));
    const found = i < 0 ? null : leadingFold(ops[i] as IRExpr);
    return found && { fold: found.fold, rest: (into: IRExpr) => put(found.rest(into), i) };
  };
  switch (e.k) {
    case "fold":
      return { fold: e, rest: (into) => into };
    case "call":
      if (e.callee.k !== "global") return null;
      return first(e.args, (x, i) => ({ ...e, args: e.args.map((a, j) => (j === i ? x : a)) }));
    case "binary":
    case "arith":
      if (e.op === "and" || e.op === "or") return null;
      return first([e.left, e.right], (x, i) => (i === 0 ? { ...e, left: x } : { ...e, right: x }));
    case "cond":
      return first([e.test], (x) => ({ ...e, test: x }));
    case "not":
    case "neg":
    case "negate":
      return first([e.operand], (x) => ({ ...e, operand: x }));
    case "as":
    case "narrow":
      return first([e.expr], (x) => ({ ...e, expr: x }));
    default:
      return null;
  }
}

/** `let acc$ = start;` and the loop that folds into it (max/min: read through `extremeOr0`, as `printFold`). */
function foldLoop(e: Fold, acc: string): IRStmt[] {
  const to = local(acc);
  const of = e.of ?? local(e.variable);
  const step: IRSimpleStmt =
    e.fold === "count"
      ? { k: "assign", target: to, op: "+=", value: num(1) }
      : e.fold === "sum"
        ? { k: "assign", target: to, op: "+=", value: of }
        : { k: "assign", target: to, op: "=", value: call(`Math.${e.fold}`, to, of) };
  const start = e.fold === "max" ? -Infinity : e.fold === "min" ? Infinity : 0;
  const body: IRStmt[] =
    e.where === null ? [step] : [{ k: "when", cond: e.where, negate: false, then: [step], block: true }];
  return [
    { k: "let", name: acc, type: null, value: start === 0 ? num(0) : global(String(start)), constant: false },
    { k: "forOf", variable: e.variable, iterable: e.source, body, indexed: true },
  ];
}

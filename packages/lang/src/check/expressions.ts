/** Type inference for expressions; records every expression's type and every name's symbol. */

import type * as ast from "../ast/nodes.js";
import { BUILTINS } from "../builtins/builtins.js";
import { requireBoard } from "./board.js";
import { checkRangeLength } from "./bounds.js";
import { checkCall } from "./calls.js";
import { checkCan } from "./can.js";
import { zoneType } from "./cardtypes.js";
import { type Ctx, type ExprOptions, type Frame, report, setSymbol, setType } from "./context.js";
import { aType } from "./describe.js";
import { checkGrid } from "./grid.js";
import { indexTypeOf } from "./indexes.js";
import { checkMatchExpr } from "./match.js";
import { checkMember } from "./members.js";
import type { Type } from "./model.js";
import { describeSymbol, resolveName } from "./names.js";
import { factsOf, narrowed, reportMaybeNone } from "./optional.js";
import { checkQuery } from "./queries.js";
import {
  assignable,
  BOOL,
  ERROR,
  elementOf,
  INT,
  joinTypes,
  listOf,
  NONE,
  STR,
  sameType,
  typeToString,
} from "./types.js";

export function checkExpr(
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  opts: ExprOptions = {},
): Type {
  if (!e || typeof e !== "object") return ERROR;
  switch (e.kind) {
    case "IntLiteral":
      return setType(ctx, e, INT);
    case "StringLiteral":
      return setType(ctx, e, STR);
    case "BoolLiteral":
      return setType(ctx, e, BOOL);
    case "NoneLiteral":
      return setType(ctx, e, opts.expected?.kind === "optional" ? opts.expected : NONE);
    case "ListLiteral":
      return setType(ctx, e, checkList(ctx, fx, e, opts.expected));
    case "NameRef":
      return setType(ctx, e, checkNameRef(ctx, fx, e, opts.expected));
    case "MemberExpr":
      return setType(ctx, e, checkMember(ctx, fx, e));
    case "IndexExpr":
      return setType(ctx, e, checkIndex(ctx, fx, e));
    case "CallExpr":
      return setType(ctx, e, checkCall(ctx, fx, e, opts.position));
    case "UnaryExpr":
      expectType(ctx, fx, e.operand, e.op === "not" ? BOOL : INT, () => `the operand of \`${e.op}\``);
      return setType(ctx, e, e.op === "not" ? BOOL : INT);
    case "BinaryExpr":
      return setType(ctx, e, checkBinary(ctx, fx, e));
    case "RangeExpr":
      expectType(ctx, fx, e.from, INT, () => "the start of a range");
      expectType(ctx, fx, e.to, INT, () => "the end of a range");
      checkRangeLength(ctx.out, e);
      return setType(ctx, e, listOf(INT));
    case "QueryExpr":
      return setType(ctx, e, checkQuery(ctx, fx, e));
    case "MatchExpr":
      return setType(ctx, e, checkMatchExpr(ctx, fx, e, opts.expected));
    case "GridLiteral":
      return setType(ctx, e, checkGrid(ctx, e));
    case "CanExpr":
      return setType(ctx, e, checkCan(ctx, fx, e));
    case "IfExpr": {
      expectType(ctx, fx, e.condition, BOOL, () => "the condition of `if`");
      const a = checkExpr(ctx, narrowed(fx, factsOf(ctx, fx, e.condition, true)), e.then, {
        expected: opts.expected,
      });
      const b = checkExpr(ctx, narrowed(fx, factsOf(ctx, fx, e.condition, false)), e.else, {
        expected: a.kind === "error" || a.kind === "none" ? opts.expected : a,
      });
      const joined = joinTypes(a, b);
      if (!joined)
        report(ctx.out, "LUD402", e, `the two branches of \`if\` give ${aType(a)} and ${aType(b)}`);
      return setType(ctx, e, joined ?? (a.kind === "error" ? b : a));
    }
    default:
      return ERROR;
  }
}

/** Check `e` and report LUD402 when it cannot stand where `expected` is needed. */
export function expectType(
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  expected: Type,
  what: () => string,
  opts: ExprOptions = {},
): Type {
  const t = checkExpr(ctx, fx, e, { ...opts, expected });
  if (e && !assignable(t, expected, ctx.zoneCard)) {
    const maybeNone =
      (t.kind === "optional" && assignable(t.element, expected, ctx.zoneCard)) || t.kind === "none";
    if (!maybeNone || !reportMaybeNone(ctx, e, t, what()))
      report(ctx.out, "LUD402", e, `${what()} must be ${aType(expected)}, not ${aType(t)}`);
  }
  return t;
}

/** Check `e` as something to iterate (list, zone, range, enum, seats); returns the element type. */
export function checkIterable(
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  what: string,
  code: "LUD402" | "LUD409" = "LUD402",
): Type {
  const t = checkExpr(ctx, fx, e);
  const element = elementOf(t, ctx.zoneCard);
  if (element) {
    if (e && !ctx.out.elements.has(e)) ctx.out.elements.set(e, element);
    return element;
  }
  if (reportMaybeNone(ctx, e, t, what)) return ERROR;
  report(ctx.out, code, e, `${what} must be a zone, a list, a range, an enum or \`seats\`, not ${aType(t)}`);
  return ERROR;
}

function checkList(ctx: Ctx, fx: Frame, e: ast.ListLiteral, expected?: Type): Type {
  const elements = e.elements ?? [];
  const hint = expected?.kind === "list" ? expected.element : undefined;
  if (elements.length === 0) return listOf(hint ?? ERROR);
  let element = checkExpr(ctx, fx, elements[0], { expected: hint });
  for (const item of elements.slice(1)) {
    const t = checkExpr(ctx, fx, item, {
      expected: element.kind === "error" || element.kind === "none" ? hint : element,
    });
    const joined = joinTypes(element, t);
    if (!joined)
      report(ctx.out, "LUD402", item, `a list of ${typeToString(element)} cannot also hold ${aType(t)}`);
    else element = joined;
  }
  return listOf(element);
}

function checkNameRef(ctx: Ctx, fx: Frame, e: ast.NameRef, expected?: Type): Type {
  const name = e.name?.name ?? "";
  const s = resolveName(ctx, fx, name, e, expected);
  if (!s) return ERROR;
  setSymbol(ctx, e, s);
  switch (s.kind) {
    case "var":
      if (s.decl.index) {
        report(
          ctx.out,
          "LUD412",
          e,
          `${describeSymbol(s)} has one value per ${s.decl.index.name}: write \`${name}[…]\``,
        );
        return ERROR;
      }
      return s.type;
    case "zone":
      if (s.decl.index) {
        report(
          ctx.out,
          "LUD412",
          e,
          `${describeSymbol(s)} is one zone per ${s.decl.index.name}: write \`${name}[…]\``,
        );
        return ERROR;
      }
      return zoneType(s.decl);
    case "enum":
      return listOf({ kind: "enum", name: s.decl.name.name });
    case "option":
      if (fx.compileTime)
        report(
          ctx.out,
          "LUD440",
          e,
          `${fx.what} is computed when the game is compiled, so it cannot read ${describeSymbol(s)}: options are chosen when a game is set up`,
        );
      return s.type;
    case "enumMember":
      return { kind: "enum", name: s.decl.name.name };
    case "cardType":
      report(ctx.out, "LUD309", e, `${describeSymbol(s)} is not a value`);
      return ERROR;
    case "board":
      report(ctx.out, "LUD309", e, `${describeSymbol(s)} is not a value: its cells are \`cells\``);
      return ERROR;
    case "fn":
    case "rule":
    case "base":
      report(ctx.out, "LUD309", e, `${describeSymbol(s)} is not a value: call it, as in \`${name}(…)\``);
      return ERROR;
    case "options":
      report(
        ctx.out,
        "LUD309",
        e,
        `${describeSymbol(s)} is not a value: include it in a choice with \`use ${name}(…)\``,
      );
      return ERROR;
    case "builtin": {
      const b = BUILTINS.get(s.name);
      if (b?.board) requireBoard(ctx, e, s.name);
      if (b?.value) return b.value;
      report(ctx.out, "LUD309", e, `${describeSymbol(s)} is not a value: call it, as in \`${name}(…)\``);
      return ERROR;
    }
    default:
      return s.type;
  }
}

function checkIndex(ctx: Ctx, fx: Frame, e: ast.IndexExpr): Type {
  const object = e.object;
  if (object?.kind === "NameRef") {
    const family = familyOf(ctx, fx, object);
    if (family) {
      setSymbol(ctx, object, family.symbol);
      setType(ctx, object, family.element);
      if (!ctx.out.families.has(e)) ctx.out.families.set(e, family.symbol);
      expectType(ctx, fx, e.index, family.index, () => `the index of \`${object.name.name}\``);
      return family.element;
    }
  }
  const t = checkExpr(ctx, fx, object);
  const element =
    t.kind === "list" || t.kind === "zone" ? elementOf(t, ctx.zoneCard) : t.kind === "error" ? ERROR : null;
  if (!element) {
    if (!reportMaybeNone(ctx, object, t, "what `[ ]` indexes"))
      report(ctx.out, "LUD412", e, `${aType(t)} cannot be indexed with [ ]`);
    checkExpr(ctx, fx, e.index);
    return ERROR;
  }
  expectType(ctx, fx, e.index, INT, () => "a list index");
  return element;
}

/** `hand[s]`, `vp[s]`, `frozen[c]`: a per-seat zone or a per-seat/per-card variable family. */
function familyOf(ctx: Ctx, fx: Frame, ref: ast.NameRef) {
  const name = ref.name?.name ?? "";
  if (fx.scope.lookup(name)) return null;
  const s = ctx.global(name);
  if (s?.kind === "zone" && s.decl.index)
    return { symbol: s, element: zoneType(s.decl), index: indexTypeOf(ctx, s.decl.index) ?? ERROR };
  if (s?.kind === "var" && s.decl.index)
    return { symbol: s, element: s.type, index: indexTypeOf(ctx, s.decl.index) ?? ERROR };
  return null;
}

function checkBinary(ctx: Ctx, fx: Frame, e: ast.BinaryExpr): Type {
  const op = e.op;
  if (op === "and" || op === "or") {
    expectType(ctx, fx, e.left, BOOL, () => `the left side of \`${op}\``);
    // `x != none and x.rank > 3`: the right side runs only when the left allows it.
    const right = narrowed(fx, factsOf(ctx, fx, e.left, op === "and"));
    expectType(ctx, right, e.right, BOOL, () => `the right side of \`${op}\``);
    return BOOL;
  }
  const l = checkExpr(ctx, fx, e.left);
  const r = checkExpr(ctx, fx, e.right, {
    expected: op === "in" ? undefined : l,
  });
  const mismatch = (why: string) => {
    report(ctx.out, "LUD404", e, `\`${op}\` ${why}: here it is given ${aType(l)} and ${aType(r)}`);
  };
  if (l.kind === "error" || r.kind === "error") return resultOnError(op, l, r);
  if (op !== "==" && op !== "!=" && !(op === "+" && (l.kind === "str" || r.kind === "str"))) {
    // Only `==`, `!=` and joining text take a value that may be `none`.
    const side = op === "in" ? "the left side of `in`" : `an operand of \`${op}\``;
    const leftNone =
      (l.kind === "optional" || l.kind === "none") &&
      !(op === "in" && elementOf(r, ctx.zoneCard)?.kind === "optional");
    if (leftNone && reportMaybeNone(ctx, e.left, l, side)) return resultOnError(op, l, r);
    if (op !== "in" && reportMaybeNone(ctx, e.right, r, side)) return resultOnError(op, l, r);
  }
  switch (op) {
    case "==":
    case "!=":
      if (!joinTypes(l, r)) mismatch("compares two values of the same type");
      return BOOL;
    case "<":
    case "<=":
    case ">":
    case ">=":
      if (
        !sameType(l, r) ||
        !(["int", "seat", "enum"].includes(l.kind) || (l.kind === "list" && l.element.kind === "int"))
      )
        mismatch(
          "compares two ints, two seats, two members of one enum or two list<int> (lexicographically)",
        );
      return BOOL;
    case "in": {
      const element = elementOf(r, ctx.zoneCard);
      if (!element || !assignable(l, element, ctx.zoneCard))
        mismatch("tests whether a value is in a zone or a list of its type");
      return BOOL;
    }
    case "+": {
      if (l.kind === "str" || r.kind === "str") return STR;
      if (l.kind === "int" && r.kind === "int") return INT;
      const le = l.kind === "list" || l.kind === "zone" ? elementOf(l, ctx.zoneCard) : null;
      const re = r.kind === "list" || r.kind === "zone" ? elementOf(r, ctx.zoneCard) : null;
      if (le && re && sameType(le, re)) return listOf(le.kind === "error" ? re : le);
      mismatch("adds ints, joins lists of one type, or joins text");
      return ERROR;
    }
    default:
      if (l.kind !== "int" || r.kind !== "int") mismatch("works on ints");
      return INT;
  }
}

function resultOnError(op: ast.BinaryOp, l: Type, r: Type): Type {
  if (["==", "!=", "<", "<=", ">", ">=", "in"].includes(op)) return BOOL;
  if (op === "+") return l.kind === "str" || r.kind === "str" ? STR : ERROR;
  return INT;
}

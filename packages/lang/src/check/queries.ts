/** `count(x in src where c)`, `sum(… of e)`, `map(… of e)`, `first(…)`, … */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import type { Type } from "./model.js";
import { factsOf, narrowed, reportMaybeNone } from "./optional.js";
import { checkExpr, checkIterable, expectType } from "./recurse.js";
import { BOOL, ERROR, INT, listOf } from "./types.js";

const NEEDS_OF: ReadonlySet<ast.QueryOp> = new Set(["sum", "max", "min", "map", "sort", "sortDesc"]);
/** Queries whose `of` is a key: an int, or a `list<int>` compared lexicographically. */
const KEYED: ReadonlySet<ast.QueryOp> = new Set(["max", "min", "sort", "sortDesc"]);

/** A sort or max/min key: an int or a `list<int>` (lexicographic). */
function checkKey(ctx: Ctx, fx: Frame, key: ast.Expression, op: ast.QueryOp): Type {
  const t = checkExpr(ctx, fx, key);
  if (
    t.kind === "int" ||
    t.kind === "error" ||
    (t.kind === "list" && ["int", "error"].includes(t.element.kind))
  )
    return t;
  if (!reportMaybeNone(ctx, key, t, `the \`of\` of \`${op}\``))
    report(ctx.out, "LUD402", key, `the \`of\` of \`${op}\` must be an int or a list<int>, not ${aType(t)}`);
  return ERROR;
}

export function checkQuery(ctx: Ctx, fx: Frame, e: ast.QueryExpr): Type {
  const element = checkIterable(ctx, fx, e.source, `the source of \`${e.op}\``);
  const scope = fx.scope.child();
  const name = e.variable?.name ?? "";
  if (name) scope.declare(name, { kind: "queryVar", decl: e, type: element });
  let inner: Frame = { ...fx, scope };
  if (e.where) expectType(ctx, inner, e.where, BOOL, () => `the \`where\` of \`${e.op}\``);
  // `where y != none`: `of` sees y without none, and `filter` keeps only such elements.
  const facts = factsOf(ctx, inner, e.where, true);
  const kept = name && facts.has(name) && element.kind === "optional" ? element.element : element;
  inner = narrowed(inner, facts);
  let ofType: Type = ERROR;
  if (NEEDS_OF.has(e.op)) {
    if (!e.of)
      report(
        ctx.out,
        "LUD413",
        e,
        `\`${e.op}\` needs \`of\` to say what to ${e.op === "map" ? "collect" : KEYED.has(e.op) ? "compare" : "add up"}: \`${e.op}(${name} in … of …)\``,
      );
    else if (KEYED.has(e.op)) ofType = checkKey(ctx, inner, e.of, e.op);
    else
      ofType =
        e.op === "map"
          ? checkExpr(ctx, inner, e.of)
          : expectType(ctx, inner, e.of, INT, () => `the \`of\` of \`${e.op}\``);
  } else if (e.of) {
    report(ctx.out, "LUD413", e.of, `\`${e.op}\` takes no \`of\``);
    checkExpr(ctx, inner, e.of);
  }
  switch (e.op) {
    case "max":
    case "min":
      return ofType.kind === "list" ? ofType : INT;
    case "sort":
    case "sortDesc":
      return listOf(element);
    case "count":
    case "sum":
      return INT;
    case "any":
    case "all":
      return BOOL;
    case "filter":
      return listOf(kept);
    case "map":
      return listOf(ofType);
    case "first":
      return element;
    default:
      return ERROR;
  }
}

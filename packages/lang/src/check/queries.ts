/** `count(x in src where c)`, `sum(… of e)`, `map(… of e)`, `first(…)`, … */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report } from "./context.js";
import { checkExpr, checkIterable, expectType } from "./expressions.js";
import type { Type } from "./model.js";
import { factsOf, narrowed } from "./optional.js";
import { BOOL, ERROR, INT, listOf } from "./types.js";

const NEEDS_OF: ReadonlySet<ast.QueryOp> = new Set(["sum", "max", "min", "map"]);

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
        `\`${e.op}\` needs \`of\` to say what to ${e.op === "map" ? "collect" : "add up"}: \`${e.op}(${name} in … of …)\``,
      );
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
    case "count":
    case "sum":
    case "max":
    case "min":
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

/**
 * List builtins: `flatten(l)`, `distinct(l)`, `reverse(l)`, `subsets(l, k)`, and `sum`, `count`,
 * `max`, `min` of a plain list (`max(a, b)` stays the two-int call). A zone counts as the list
 * of its cards; `flatten` takes a list of lists or of zones (`flatten(map(p in ps of display[p]))`).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import type { Type } from "./model.js";
import { reportMaybeNone } from "./optional.js";
import { checkExpr, expectType } from "./recurse.js";
import { ERROR, elementOf, INT, listOf } from "./types.js";

export const LIST_BUILTINS: ReadonlySet<string> = new Set([
  "flatten",
  "distinct",
  "reverse",
  "subsets",
  "sum",
  "count",
  "max",
  "min",
]);

/** Whether a call to `name` with `n` arguments is one of these (not `max(a, b)`). */
export function isListBuiltinCall(name: string, n: number): boolean {
  return LIST_BUILTINS.has(name) && !((name === "max" || name === "min") && n === 2);
}

const USAGE: Record<string, string> = {
  flatten: "flatten(l) (a list of lists or of zones)",
  distinct: "distinct(l)",
  reverse: "reverse(l)",
  subsets: "subsets(l, k)",
  sum: "sum(l) (a list of ints)",
  count: "count(l)",
  max: "max(l) (a list of ints or of list<int>), or max(a, b)",
  min: "min(l) (a list of ints or of list<int>), or min(a, b)",
};

/** The element type of a list or zone argument, reporting anything else. */
function listArg(ctx: Ctx, fx: Frame, arg: ast.Expression | undefined, what: string): Type | null {
  const t = checkExpr(ctx, fx, arg);
  if (t.kind === "error") return ERROR;
  const element = t.kind === "list" || t.kind === "zone" ? elementOf(t, ctx.zoneCard) : null;
  if (element) return element;
  if (!reportMaybeNone(ctx, arg, t, what))
    report(ctx.out, "LUD402", arg, `${what} must be a list or a zone, not ${aType(t)}`);
  return null;
}

export function checkListBuiltin(ctx: Ctx, fx: Frame, e: ast.CallExpr): Type {
  const name = e.callee?.name ?? "";
  const args = e.args ?? [];
  const arity = name === "subsets" ? 2 : 1;
  if (args.length !== arity) {
    report(
      ctx.out,
      "LUD403",
      e,
      `\`${name}\` is called as ${USAGE[name]}, but is given ${args.length} arguments`,
    );
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  const element = listArg(ctx, fx, args[0], `the argument of \`${name}\``);
  switch (name) {
    case "flatten": {
      if (!element) return ERROR;
      const inner =
        element.kind === "list" || element.kind === "zone" ? elementOf(element, ctx.zoneCard) : null;
      if (inner) return listOf(inner);
      if (element.kind !== "error")
        report(
          ctx.out,
          "LUD402",
          args[0],
          `\`flatten\` joins a list of lists or of zones, not a list of ${aType(element)}`,
        );
      return listOf(ERROR);
    }
    case "distinct":
    case "reverse":
      return listOf(element ?? ERROR);
    case "subsets":
      expectType(ctx, fx, args[1], INT, () => "the size of the subsets");
      return listOf(listOf(element ?? ERROR));
    case "count":
      return INT;
    case "sum":
      if (element && element.kind !== "int" && element.kind !== "error")
        report(ctx.out, "LUD402", args[0], `\`sum\` adds a list of ints, not a list of ${aType(element)}`);
      return INT;
    default: {
      // max(l), min(l): of ints, or of list<int> compared lexicographically.
      if (!element || element.kind === "int" || element.kind === "error") return INT;
      if (element.kind === "list" && (element.element.kind === "int" || element.element.kind === "error"))
        return element;
      report(
        ctx.out,
        "LUD402",
        args[0],
        `\`${name}\` compares a list of ints or of list<int>, not a list of ${aType(element)}`,
      );
      return INT;
    }
  }
}

/**
 * `match`: each arm becomes a test of the subject against its patterns (`m === 1 || m === 2`),
 * tried in order; without `else`, the last resort is `noMatch`, a rules error naming the value.
 */
import type { ast, Type } from "@ludic/lang";
import { call, type IRExpr, isSimple, local, STRING } from "../ir/expr.js";
import type { LowerContext } from "./context.js";

/** What a `match` needs of the expression lowering (expressions.ts), which calls it. */
interface ExprLowering {
  readonly ctx: LowerContext;
  ir(e: ast.Expression): IRExpr;
  type(e: ast.Expression): Type;
}

export { isSimple };

/** `m === 1 || m === 2` for an arm's patterns. */
export function armTestExpr(ex: ExprLowering, subject: IRExpr, patterns: ast.Expression[]): IRExpr {
  return { k: "matchTest", subject, patterns: patterns.map((p) => ex.ir(p)) };
}

/** The value in words for the rules error: enum members by name. */
export function valueInWords(subject: IRExpr, t: Type): IRExpr {
  return t.kind === "enum"
    ? { k: "as", expr: { k: "enumName", enum: t.name, value: subject }, type: STRING }
    : call("String", subject);
}

export function noMatchExpr(ex: ExprLowering, subject: IRExpr, t: Type, at: ast.Node): IRExpr {
  return call("noMatch", valueInWords(subject, t), ex.ctx.locExpr(at));
}

/** The expression form: a chain of conditionals over the subject, read once. */
export function matchExpr(ex: ExprLowering, e: ast.MatchExpr): IRExpr {
  const t = ex.type(e.subject);
  const subject = ex.ir(e.subject);
  const variable = isSimple(subject) ? null : "m";
  const m = variable === null ? subject : local(variable);
  // Lowered from the last resort back to the first arm (the order locals and locations are numbered in).
  const otherwise = e.otherwise ? ex.ir(e.otherwise) : noMatchExpr(ex, m, t, e);
  const arms = e.arms
    .slice()
    .reverse()
    .map((arm) => {
      const patterns = arm.patterns.map((p) => ex.ir(p));
      return { patterns, value: ex.ir(arm.value) };
    })
    .reverse();
  return { k: "match", subject, variable, type: ex.ctx.irType(t), arms, otherwise };
}

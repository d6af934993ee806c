/**
 * `match`: each arm becomes a test of the subject against its patterns (`m === 1 || m === 2`),
 * tried in order; without `else`, the last resort is `noMatch`, a rules error naming the value.
 */
import type { ast, Type } from "@ludic/lang";
import { identifier } from "../emit/escape.js";
import type { LowerContext } from "./context.js";

/** What a `match` needs of the expression lowering (expressions.ts), which calls it. */
interface ExprLowering {
  readonly ctx: LowerContext;
  expr(e: ast.Expression): string;
  type(e: ast.Expression): Type;
}

/** Code that can be read twice without evaluating anything twice (a name, a field, an index). */
export function isSimple(code: string): boolean {
  return /^[\w$.]+(\[[\w$.]+\])*$/.test(code);
}

/** `m === 1 || m === 2` for an arm's patterns. */
export function armTest(ex: ExprLowering, subject: string, patterns: ast.Expression[]): string {
  const tests = patterns.map((p) => `${subject} === ${ex.expr(p)}`);
  return tests.length === 1 ? (tests[0] ?? "false") : `(${tests.join(" || ")})`;
}

/** The value in words for the rules error: enum members by name. */
export function valueText(subject: string, t: Type): string {
  return t.kind === "enum" ? `${identifier(t.name)}_NAMES[${subject}] as string` : `String(${subject})`;
}

export function noMatchCall(ex: ExprLowering, subject: string, t: Type, at: ast.Node): string {
  return `noMatch(${valueText(subject, t)}, ${ex.ctx.loc(at)})`;
}

/** The expression form: a chain of conditionals over the subject, read once. */
export function matchExpr(ex: ExprLowering, e: ast.MatchExpr): string {
  const t = ex.type(e.subject);
  const subject = ex.expr(e.subject);
  const m = isSimple(subject) ? subject : "m";
  const fallback = e.otherwise ? ex.expr(e.otherwise) : noMatchCall(ex, m, t, e);
  const chain = e.arms.reduceRight(
    (rest, arm) => `${armTest(ex, m, arm.patterns)} ? ${ex.expr(arm.value)} : ${rest}`,
    fallback,
  );
  if (m === subject) return `(${chain})`;
  return `((m: ${ex.ctx.tsType(t)}) => ${chain})(${subject})`;
}

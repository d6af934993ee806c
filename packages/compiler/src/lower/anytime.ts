/**
 * `anytime NAME(me: seat) when … { … }`: the body is a machine like a rule's (it may ask for
 * decisions and finish the game); `when` is a plain function of the mover. Emitted as the
 * ANYTIME table of rules.ts.
 */
import type { ast } from "@ludic/lang";
import { BOOLEAN, NUMBER } from "../ir/expr.js";
import type { IRFunction } from "../ir/ir.js";
import type { LowerContext } from "./context.js";
import { Scope } from "./scope.js";
import { BodyLowering } from "./statements.js";

export type { IRAnytime } from "../ir/program.js";

/** The body as a rule, so it lowers to a machine; its parameters and statements are the declaration's own. */
export function anytimeRule(d: ast.AnytimeDecl): ast.RuleDecl {
  return {
    kind: "RuleDecl",
    override: false,
    name: d.name,
    params: d.params,
    returnType: null,
    complete: false,
    body: d.body,
    span: d.span,
  };
}

export function lowerAnytimeWhen(ctx: LowerContext, d: ast.AnytimeDecl, doc: string): IRFunction | null {
  const me = d.params[0];
  if (!d.when || !me) return null;
  const scope = new Scope(false);
  const param = scope.param(me, me.name.name, NUMBER);
  const body = new BodyLowering(ctx, scope, [], null);
  return {
    name: ctx.nameOf(d, "anytime_", d.name.name),
    params: [{ name: param, type: NUMBER }],
    returns: BOOLEAN,
    body: [{ k: "exit", value: body.ex.ir(d.when) }],
    doc,
    source: ctx.source(d),
  };
}

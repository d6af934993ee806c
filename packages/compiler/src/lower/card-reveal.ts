/**
 * Card-level `reveal c: T [in zone[s]] to v when …`: one test function per declaration, and
 * where it applies (a card type, a zone's instances or anywhere). Emitted with the views'
 * visibility code (emit/visibility.ts).
 */
import type { ast } from "@ludic/lang";
import { BOOLEAN, NUMBER } from "../ir/expr.js";
import type { IRFunction } from "../ir/ir.js";
import type { LowerContext } from "./context.js";
import { Scope } from "./scope.js";
import { BodyLowering } from "./statements.js";

export type { IRCardReveal } from "../ir/program.js";

/** Whether `expr` names `name` anywhere (a generic walk, so new node kinds are covered). */
export function namesVariable(expr: unknown, name: string): boolean {
  if (typeof expr !== "object" || expr === null) return false;
  const node = expr as { kind?: unknown; name?: { name?: unknown } };
  if (node.kind === "NameRef" && node.name?.name === name) return true;
  for (const [key, value] of Object.entries(expr)) {
    if (key === "span") continue;
    if (Array.isArray(value) ? value.some((v) => namesVariable(v, name)) : namesVariable(value, name))
      return true;
  }
  return false;
}

export function cardRevealName(ctx: LowerContext, r: ast.CardRevealDecl): string {
  return ctx.nameOf(r, "creveal_", r.cardType.name);
}

/** `creveal_Card(st, c, owner, viewer)`: does the reveal show card `c` to `viewer`? */
export function lowerCardReveal(ctx: LowerContext, r: ast.CardRevealDecl, doc: string): IRFunction {
  const scope = new Scope(false);
  const card = scope.param(r.variable, r.variable.name, NUMBER);
  const owner = r.ownerVar ? scope.param(r.ownerVar, r.ownerVar.name, NUMBER) : "owner";
  const viewer = scope.param(r.viewerVar, r.viewerVar.name, NUMBER);
  const body = new BodyLowering(ctx, scope, [], null);
  return {
    name: cardRevealName(ctx, r),
    params: [
      { name: card, type: NUMBER },
      { name: owner, type: NUMBER },
      { name: viewer, type: NUMBER },
    ],
    returns: BOOLEAN,
    body: [{ k: "exit", value: body.ex.ir(r.condition) }],
    doc,
    source: ctx.source(r),
  };
}

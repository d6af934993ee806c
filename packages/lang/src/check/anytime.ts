/**
 * `anytime NAME(me: seat) [when COND] { body }` (docs/language.md §4 "Anytime moves"): one seat
 * parameter, the mover (LUD452); a name no choice option uses, since both become move actions
 * (LUD453); a pure `when`; a body checked as a rule's.
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import { Scope } from "../bind/scope.js";
import { type Ctx, type Frame, report } from "./context.js";
import { checkBlock, expectType } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { BOOL } from "./types.js";

export function checkAnytime(ctx: Ctx, decl: ast.AnytimeDecl): void {
  const name = decl.name?.name ?? "";
  const owner = `the anytime move "${name}"`;
  const params = decl.params ?? [];
  const scope = new Scope();
  for (const p of params) {
    const t = resolveTypeRef(ctx.variant, p?.type, ctx.out);
    if (p?.name?.name) scope.declare(p.name.name, { kind: "param", decl: p, type: t });
  }
  const first = params[0];
  const seat = first ? resolveTypeRef(ctx.variant, first.type, null) : null;
  if (params.length !== 1 || seat?.kind !== "seat") {
    report(
      ctx.out,
      "LUD452",
      params.length > 1 ? (params[1] ?? decl) : (first ?? decl.name ?? decl),
      `${owner} takes one parameter, the seat that makes it: write \`anytime ${name}(me: seat)\``,
    );
  }
  const pure: Frame = {
    kind: "pure",
    what: "an anytime move's `when`",
    scope,
    returnType: undefined,
    loopDepth: 0,
    owner,
  };
  if (decl.when) expectType(ctx, pure, decl.when, BOOL, () => "a `when` condition");
  checkBlock(ctx, { kind: "rule", what: owner, scope, returnType: null, loopDepth: 0, owner }, decl.body);
  for (const d of ctx.variant.declarations.values()) {
    walk(d, (n) => {
      if (n.kind === "ChoiceOption" && (n as ast.ChoiceOption).name?.name === name) {
        report(
          ctx.out,
          "LUD453",
          decl.name ?? decl,
          `a choice option is also called "${name}": anytime moves and options are both move actions, so their names must differ`,
        );
        return false;
      }
      return true;
    });
  }
}

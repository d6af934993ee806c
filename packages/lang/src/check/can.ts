/**
 * `can r(args)` (docs/language.md §4 "Can it be done?"): whether a rule could be carried out in
 * full now. A pure `bool`: the rule runs on a copy of the state, so `can` may stand in a `fn` or a
 * `when`; its operand must be a call to a rule (LUD451).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import type { Type } from "./model.js";
import { describeSymbol, reportUnknown } from "./names.js";
import { checkArguments, checkExpr } from "./recurse.js";
import { BOOL } from "./types.js";

export function checkCan(ctx: Ctx, fx: Frame, e: ast.CanExpr): Type {
  const call = e.call;
  const name = call?.callee?.name ?? "";
  const s = ctx.global(name);
  if (s?.kind !== "rule") {
    if (!s) {
      const rules = [...ctx.variant.declarations.values()].flatMap((d) =>
        d.kind === "RuleDecl" ? [d.name.name] : [],
      );
      reportUnknown(ctx, fx, name, call?.callee ?? e, "rule", rules);
    } else
      report(
        ctx.out,
        "LUD451",
        call?.callee ?? e,
        `\`can\` asks whether a rule can be carried out, but ${describeSymbol(s)} is not a rule`,
      );
    for (const a of call?.args ?? []) checkExpr(ctx, fx, a);
    return BOOL;
  }
  setSymbol(ctx, call, s);
  checkArguments(ctx, fx, call, describeSymbol(s), s.decl.params ?? [], call.args ?? []);
  return BOOL;
}

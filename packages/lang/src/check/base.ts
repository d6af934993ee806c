/**
 * `base(args)` inside an `override fn`/`override rule` calls the declaration that override
 * replaces (its parent variant's version); `use base(args)` inside an `override options` brings
 * in the replaced set's options. Elsewhere `base` means nothing (LUD313), unless the game
 * declares a name `base` of its own.
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import type { Type, VariantInfo } from "./model.js";
import { checkArguments, checkExpr } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { ERROR, VOID } from "./types.js";

export type Overridden = ast.FnDecl | ast.RuleDecl | ast.OptionsDecl;

/** The declaration `decl` (an override in force in `variant`) replaces, if any. */
export function baseDeclOf(variant: VariantInfo, decl: ast.Declaration): Overridden | undefined {
  if (decl.kind !== "FnDecl" && decl.kind !== "RuleDecl" && decl.kind !== "OptionsDecl") return undefined;
  if (!decl.override) return undefined;
  // The variant that declares the override (its file), then the version its parent had.
  let v: VariantInfo | null | undefined = variant;
  while (v && v.file?.span?.file !== decl.span?.file) v = v.parent;
  const base = v?.parent?.declarations.get(decl.name?.name ?? "");
  return base?.kind === decl.kind ? base : undefined;
}

/** Whether `base` here means the overridden declaration (no local or global of that name). */
export function meansBase(ctx: Ctx, fx: Frame, name: string): boolean {
  return name === "base" && !fx.scope.lookup(name) && !ctx.global(name);
}

function enclosingOverride(ctx: Ctx, fx: Frame, node: ast.Node, form: string): Overridden | undefined {
  const over = fx.decl;
  if (!over || over.kind === "FlowDecl" || !over.override) {
    report(
      ctx.out,
      "LUD313",
      node,
      `\`${form}\` calls the declaration an override replaces, so it belongs inside an \`override fn\`, \`override rule\` or \`override options\``,
    );
    return undefined;
  }
  return over;
}

/** `base(args)` as a call. */
export function checkBaseCall(
  ctx: Ctx,
  fx: Frame,
  e: ast.CallExpr,
  position?: "statement" | "binding",
): Type {
  const args = e.args ?? [];
  const over = enclosingOverride(ctx, fx, e.callee ?? e, "base(…)");
  const base = over ? baseDeclOf(ctx.variant, over) : undefined;
  if (over?.kind === "OptionsDecl") {
    report(ctx.out, "LUD313", e, "an option set brings in its base's options with `use base(…)`, not a call");
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  if (!over || !base || base.kind === "OptionsDecl") {
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  setSymbol(ctx, e, { kind: "base", decl: base, override: over });
  const what = `the base version of the ${base.kind === "FnDecl" ? "fn" : "rule"} "${base.name.name}"`;
  checkArguments(ctx, fx, e, what, base.params ?? [], args);
  if (base.kind === "RuleDecl") {
    if (position === undefined && ctx.suspending.has(base))
      report(
        ctx.out,
        "LUD420",
        e,
        `${what} asks for a decision, so it must be called on its own line or as the value of \`let\``,
      );
    if (!base.returnType) {
      if (position !== "statement") {
        report(ctx.out, "LUD421", e, `${what} returns nothing, so it cannot be used as a value`);
        return ERROR;
      }
      return VOID;
    }
  }
  return resolveTypeRef(ctx.variant, base.returnType, null);
}

/** `use base(args)` inside an `override options`: the replaced set; undefined when there is none. */
export function checkUseBase(ctx: Ctx, fx: Frame, use: ast.UseOptions): ast.OptionsDecl | undefined {
  const over = enclosingOverride(ctx, fx, use.name ?? use, "use base(…)");
  if (over && over.kind !== "OptionsDecl") {
    report(
      ctx.out,
      "LUD313",
      use,
      "`use base(…)` brings in options in an `override options`; in a fn or rule call `base(…)`",
    );
    return undefined;
  }
  const base = over ? baseDeclOf(ctx.variant, over) : undefined;
  if (!over || base?.kind !== "OptionsDecl") return undefined;
  setSymbol(ctx, use, { kind: "base", decl: base, override: over });
  checkArguments(
    ctx,
    fx,
    use,
    `the base version of the option set "${base.name.name}"`,
    base.params ?? [],
    use.args ?? [],
  );
  return base;
}

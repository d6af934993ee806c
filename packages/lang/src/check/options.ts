/**
 * `option name: T = default [in allowed] [where cond]`: a setup option. Its type is a plain
 * value type (int, bool, str, an enum, lists of those) because `setup({ options })` receives it
 * as JSON; its default and allowed values are computed when the game is compiled, its `where`
 * when a game is set up (it may read every option).
 */
import type * as ast from "../ast/nodes.js";
import { Scope } from "../bind/scope.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import type { Type } from "./model.js";
import { checkExpr, expectType } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { BOOL, elementOf, sameType } from "./types.js";

type PureFrame = (what: string, scope?: Scope, compileTime?: boolean) => Frame;

/** Can a value of this type come from `setup({ options })`? */
export function isOptionType(t: Type): boolean {
  switch (t.kind) {
    case "int":
    case "bool":
    case "str":
    case "enum":
    case "error":
      return true;
    case "list":
      return isOptionType(t.element);
    default:
      return false;
  }
}

export function checkOption(ctx: Ctx, decl: ast.OptionDecl, pureFrame: PureFrame): void {
  const name = decl.name?.name ?? "";
  const type = resolveTypeRef(ctx.variant, decl.type, ctx.out);
  if (!isOptionType(type)) {
    report(
      ctx.out,
      "LUD336",
      decl.type,
      `an option is an int, a bool, a str, an enum member or a list of those (setup() receives it as JSON), not ${aType(type)}`,
    );
  }
  const compileTime = pureFrame(`the default of the option "${name}"`, new Scope(), true);
  expectType(ctx, compileTime, decl.default, type, () => `the default of the option "${name}"`);
  if (decl.allowed) {
    const allowedFrame = pureFrame(`the allowed values of the option "${name}"`, new Scope(), true);
    const t = checkExpr(ctx, allowedFrame, decl.allowed, { expected: { kind: "list", element: type } });
    const element = t.kind === "list" ? elementOf(t, ctx.zoneCard) : t.kind === "error" ? t : null;
    if (!element || !sameType(element, type)) {
      report(
        ctx.out,
        "LUD402",
        decl.allowed,
        `the allowed values of the option "${name}" must be a list, range or enum of ${aType(type)}, not ${aType(t)}`,
      );
    }
  }
  if (decl.where) {
    expectType(
      ctx,
      pureFrame(`the \`where\` of the option "${name}"`),
      decl.where,
      BOOL,
      () => `the \`where\` of the option "${name}"`,
    );
  }
}

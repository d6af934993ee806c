/**
 * A card type's `appearance { … }` (ast/appearance.ts): each field is known (LUD345), given once
 * (LUD346) and a pure, compile-time expression over the card's own attributes of the field's type
 * (LUD402): `title` and `ink` a str, `corner` and `symbol` a str, an int or an enum member
 * (printed as its name), `lines` a list<str>.
 */
import { APPEARANCE_FIELDS, type AppearanceFieldName } from "../ast/appearance.js";
import type * as ast from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import { checkExpr, expectType } from "./recurse.js";
import { listOf, STR } from "./types.js";

const PRINTED = new Set(["str", "int", "enum", "error"]);

function isField(name: string): name is AppearanceFieldName {
  return (APPEARANCE_FIELDS as readonly string[]).includes(name);
}

export function checkAppearance(ctx: Ctx, decl: ast.CardTypeDecl, fx: Frame): void {
  const seen = new Set<string>();
  for (const f of decl.appearance ?? []) {
    const name = f?.name?.name;
    if (!name) continue;
    if (!isField(name)) {
      const near = didYouMean(name, APPEARANCE_FIELDS);
      report(
        ctx.out,
        "LUD345",
        f.name,
        `an appearance has no field \`${name}\`${near ? ` (did you mean \`${near}\`?)` : ""}; its fields are ${APPEARANCE_FIELDS.join(", ")}`,
      );
      checkExpr(ctx, fx, f.value);
      continue;
    }
    if (seen.has(name))
      report(ctx.out, "LUD346", f.name, `the appearance of "${decl.name?.name}" already gives \`${name}\``);
    seen.add(name);
    const what = (): string => `the appearance's \`${name}\``;
    if (name === "corner" || name === "symbol") {
      const t = checkExpr(ctx, fx, f.value);
      if (!PRINTED.has(t.kind))
        report(
          ctx.out,
          "LUD402",
          f.value,
          `${what()} must be a str, an int or an enum member, not ${aType(t)}`,
        );
    } else expectType(ctx, fx, f.value, name === "lines" ? listOf(STR) : STR, what);
  }
}

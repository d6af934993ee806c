/**
 * Indexed declarations (docs/language.md "Indexed declarations"): `var vp[seat]`,
 * `var frozen[Card]`, `var gold[Colour]`, `var terrain[cell]`, `zone at[cell]` — one variable or
 * zone per seat, card, enum member or board cell. The index names a type; anything else is LUD331.
 */
import type * as ast from "../ast/nodes.js";
import { requireBoard } from "./board.js";
import { type Ctx, report } from "./context.js";
import type { Type } from "./model.js";
import { CELL, SEAT } from "./types.js";

/** The type of the values that index a family, without reporting anything (null: not an index). */
export function indexTypeOf(ctx: Ctx, id: ast.Identifier | null | undefined): Type | null {
  const name = id?.name;
  if (!name) return null;
  if (name === "seat") return SEAT;
  if (name === "cell") return CELL;
  const decl = ctx.variant.declarations.get(name);
  if (decl?.kind === "CardTypeDecl") return { kind: "card", name };
  if (decl?.kind === "EnumDecl") return { kind: "enum", name };
  return null;
}

/** Checks the index of a `var` or `zone` declaration (LUD331, LUD363 for `cell` without a board). */
export function checkIndex(ctx: Ctx, id: ast.Identifier | null | undefined, what: "variable" | "zone"): void {
  if (!id?.name) return;
  const t = indexTypeOf(ctx, id);
  if (!t) {
    report(
      ctx.out,
      "LUD331",
      id,
      `a ${what} is one for the game, or one per \`seat\`, card type, enum member or \`cell\`, not per \`${id.name}\``,
    );
  } else if (t.kind === "cell") requireBoard(ctx, id, "cell");
}

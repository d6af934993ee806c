/** The attributes of a card type: its declared fields plus the implicit `id`. */
import type { Ctx } from "./context.js";
import type { Symbol as Sym } from "./model.js";
import { resolveTypeRef } from "./typeref.js";
import { STR } from "./types.js";

export type CardFieldSymbol = Extract<Sym, { kind: "cardField" }>;

export function cardFieldSymbol(ctx: Ctx, cardType: string, name: string): CardFieldSymbol | undefined {
  const decl = ctx.variant.declarations.get(cardType);
  if (decl?.kind !== "CardTypeDecl") return undefined;
  const field = (decl.fields ?? []).find((f) => f?.name?.name === name);
  if (field)
    return {
      kind: "cardField",
      decl,
      field,
      name,
      type: resolveTypeRef(ctx.variant, field.type, null),
    };
  if (name === "id") return { kind: "cardField", decl, field: null, name: "id", type: STR };
  return undefined;
}

export function cardFieldNames(ctx: Ctx, cardType: string): string[] {
  const decl = ctx.variant.declarations.get(cardType);
  if (decl?.kind !== "CardTypeDecl") return [];
  return ["id", ...(decl.fields ?? []).map((f) => f?.name?.name ?? "")];
}

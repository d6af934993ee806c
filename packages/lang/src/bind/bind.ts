/**
 * The binder: the names one variant declares, before any body is checked. It gives the checker
 * the global names (as symbols, a const's type inferred on first use through the checker's hook),
 * the enum members by bare name, and what the rules attach to each card type. It reads
 * declarations only; the checker then resolves and types every body against these bindings.
 */
import type { Symbol as Sym, VariantInfo } from "../check/model.js";
import { findAttachments } from "./attachments.js";
import { enumMembersByName, type GlobalHooks, globalLookup } from "./globals.js";

export interface Bindings {
  /** The symbol of a global declaration of this variant (not builtins, not enum members). */
  global(name: string): Sym | undefined;
  /** Enum members by bare name (several when enums share a member name). */
  enumMembers: Map<string, Extract<Sym, { kind: "enumMember" }>[]>;
  /** Card type → the card type the rules attach to it (bind/attachments.ts). */
  attachments: Map<string, string>;
}

export function bindVariant(variant: VariantInfo, hooks: GlobalHooks): Bindings {
  const cardTypes = [...variant.declarations.values()].filter((d) => d.kind === "CardTypeDecl");
  return {
    global: globalLookup(variant, hooks),
    enumMembers: enumMembersByName(variant),
    // With one card type, whatever is attached is of that type: nothing to find.
    attachments: cardTypes.length > 1 ? findAttachments(variant.declarations) : new Map(),
  };
}

/**
 * The global names of one variant: its effective declarations as symbols. Built lazily so a
 * `const` without a written type gets the type of its value the first time it is used.
 */
import type * as ast from "../ast/nodes.js";
import type { Symbol as Sym, Type, VariantInfo } from "../check/model.js";
import { ERROR } from "../check/types.js";

export interface GlobalHooks {
  /** The type a TypeRef means (no diagnostics: declarations report their own types). */
  typeOf(ref: ast.TypeRef | null): Type;
  /** Infer the type of an untyped const's value. */
  inferConst(decl: ast.ConstDecl): Type;
}

export function globalLookup(variant: VariantInfo, hooks: GlobalHooks): (name: string) => Sym | undefined {
  const cache = new Map<string, Sym | undefined>();
  const inProgress = new Set<string>();
  return (name) => {
    if (cache.has(name)) return cache.get(name);
    const decl = variant.declarations.get(name);
    if (!decl) return undefined;
    // A const whose value refers to itself: the error type avoids endless recursion.
    if (inProgress.has(name))
      return decl.kind === "ConstDecl" ? { kind: "const", decl, type: ERROR } : undefined;
    inProgress.add(name);
    const symbol = toSymbol(decl, hooks);
    inProgress.delete(name);
    cache.set(name, symbol);
    return symbol;
  };
}

function toSymbol(decl: ast.Declaration, hooks: GlobalHooks): Sym | undefined {
  switch (decl.kind) {
    case "ConstDecl":
      return {
        kind: "const",
        decl,
        type: decl.type ? hooks.typeOf(decl.type) : hooks.inferConst(decl),
      };
    case "VarDecl":
      return { kind: "var", decl, type: hooks.typeOf(decl.type) };
    case "ZoneDecl":
      return { kind: "zone", decl };
    case "EnumDecl":
      return { kind: "enum", decl };
    case "CardTypeDecl":
      return { kind: "cardType", decl };
    case "FnDecl":
      return { kind: "fn", decl };
    case "RuleDecl":
      return { kind: "rule", decl };
    case "OptionsDecl":
      return { kind: "options", decl };
    case "BoardDecl":
      return { kind: "board", decl };
    case "OptionDecl":
      return { kind: "option", decl, type: hooks.typeOf(decl.type) };
    default:
      return undefined; // flow, cards and reveals have no name to refer to
  }
}

/** Enum members by bare name: `H` means `Suit.H` when only one enum has an `H`. */
export function enumMembersByName(variant: VariantInfo): Map<string, Extract<Sym, { kind: "enumMember" }>[]> {
  const byName = new Map<string, Extract<Sym, { kind: "enumMember" }>[]>();
  for (const decl of variant.declarations.values()) {
    if (decl.kind !== "EnumDecl") continue;
    (decl.members ?? []).forEach((member, index) => {
      const name = member?.name?.name;
      if (!name) return;
      const list = byName.get(name) ?? [];
      if (!list.some((s) => s.decl === decl)) list.push({ kind: "enumMember", decl, member, index });
      byName.set(name, list);
    });
  }
  return byName;
}

/**
 * Name resolution: locals and parameters → the variant's global declarations → bare enum
 * members (when only one enum has the name) → builtins.
 */
import type * as ast from "../ast/nodes.js";
import { BUILTINS } from "../builtins/builtins.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { type Ctx, type Frame, report } from "./context.js";
import type { Symbol as Sym, Type } from "./model.js";

/** Resolve without reporting anything (used to peek, e.g. is `Suit` in `Suit.H` an enum?). */
export function peekName(ctx: Ctx, fx: Frame, name: string): Sym | undefined {
  return (
    fx.scope.lookup(name) ?? ctx.global(name) ?? (BUILTINS.has(name) ? { kind: "builtin", name } : undefined)
  );
}

export function resolveName(
  ctx: Ctx,
  fx: Frame,
  name: string,
  node: ast.Node,
  expected?: Type,
): Sym | undefined {
  const found = fx.scope.lookup(name) ?? ctx.global(name);
  if (found) return found;
  const members = ctx.enumMembers.get(name);
  if (members && members.length > 0) {
    if (members.length === 1) return members[0];
    const byExpected =
      expected?.kind === "enum" ? members.find((m) => m.decl.name.name === expected.name) : undefined;
    if (byExpected) return byExpected;
    const qualified = members.map((m) => `\`${m.decl.name.name}.${name}\``).join(" or ");
    report(ctx.out, "LUD305", node, `\`${name}\` is a member of several enums: write ${qualified}`);
    return undefined;
  }
  if (BUILTINS.has(name)) return { kind: "builtin", name };
  reportUnknown(ctx, fx, name, node, "name", allNames(ctx, fx));
  return undefined;
}

export function allNames(ctx: Ctx, fx: Frame): string[] {
  return [
    ...fx.scope.allNames(),
    ...ctx.variant.declarations.keys(),
    ...ctx.enumMembers.keys(),
    ...BUILTINS.keys(),
  ];
}

export function reportUnknown(
  ctx: Ctx,
  _fx: Frame,
  name: string,
  node: ast.Node,
  what: string,
  candidates: string[],
): void {
  const hint = didYouMean(name, candidates);
  report(ctx.out, "LUD301", node, `unknown ${what} \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`);
}

/** How a symbol is called in messages: `the rule "turn"`, `the zone "deck"`. */
export function describeSymbol(s: Sym): string {
  switch (s.kind) {
    case "fn":
    case "rule":
    case "options":
      return `the ${s.kind === "options" ? "option set" : s.kind} "${s.decl.name.name}"`;
    case "zone":
    case "var":
    case "const":
    case "option":
      return `the ${s.kind} "${s.decl.name.name}"`;
    case "enum":
      return `the enum "${s.decl.name.name}"`;
    case "cardType":
      return `the card type "${s.decl.name.name}"`;
    case "enumMember":
      return `the enum member "${s.decl.name.name}.${s.member.name.name}"`;
    case "builtin":
      return `the builtin "${s.name}"`;
    case "board":
      return `the board "${s.decl.name.name}"`;
    case "cardField":
      return `the attribute "${s.name}"`;
    case "enumAttr":
      return `"${s.name}"`;
    case "param":
    case "local":
    case "optionParam":
    case "catalogueLet":
      return `"${s.decl.name.name}"`;
    case "loopVar":
    case "queryVar":
      return `"${s.decl.variable.name}"`;
    case "revealVar":
      return "the reveal's seat";
    case "base":
      return `the base version of "${s.decl.name.name}"`;
    case "chooseVar":
      return `"${s.decl.simultaneous?.name ?? ""}"`;
  }
}

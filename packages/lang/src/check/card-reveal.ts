/**
 * Card-level `reveal` (docs/language.md §3 "Zones"): `reveal c: Card in display[s] to v when up[c]`
 * widens, card by card, what a viewer sees. `c` is a card of the named type, `s` the index of
 * the zone holding it (when a zone is named), `v` the viewing seat.
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import { indexTypeOf } from "./indexes.js";
import type { Type } from "./model.js";
import { expectType } from "./recurse.js";
import { BOOL, SEAT } from "./types.js";

export function checkCardReveal(ctx: Ctx, decl: ast.CardRevealDecl, pure: Frame): void {
  const scope = pure.scope;
  const typeName = decl.cardType?.name ?? "";
  const type = ctx.global(typeName);
  if (type?.kind !== "cardType") {
    report(
      ctx.out,
      type ? "LUD309" : "LUD307",
      decl.cardType ?? decl,
      `\`${typeName}\` is not a card type: write \`reveal c: Card … to v when …\``,
    );
  } else setSymbol(ctx, decl.cardType, type);
  let ownerType: Type = SEAT;
  if (decl.zone) {
    const name = decl.zone.name;
    const zone = ctx.global(name);
    if (zone?.kind !== "zone") {
      report(ctx.out, zone ? "LUD309" : "LUD301", decl.zone, `\`${name}\` is not a zone`);
    } else {
      setSymbol(ctx, decl.zone, zone);
      const index = zone.decl.index;
      if (index && !decl.ownerVar)
        report(
          ctx.out,
          "LUD332",
          decl.zone,
          `"${name}" is one zone per ${index.name}: write \`in ${name}[s]\` to name its ${index.name}`,
        );
      if (!index && decl.ownerVar)
        report(ctx.out, "LUD332", decl.ownerVar, `"${name}" is a single zone: write \`in ${name}\``);
      ownerType = indexTypeOf(ctx, index) ?? SEAT;
    }
  }
  const declare = (id: ast.Identifier | null, t: Type): void => {
    if (!id?.name) return;
    if (!scope.declare(id.name, { kind: "revealVar", decl, type: t }))
      report(ctx.out, "LUD303", id, `the names of a reveal must differ: \`${id.name}\` is used twice`);
  };
  declare(decl.variable, type?.kind === "cardType" ? { kind: "card", name: typeName } : { kind: "error" });
  declare(decl.ownerVar, ownerType);
  declare(decl.viewerVar, SEAT);
  expectType(ctx, pure, decl.condition, BOOL, () => "a reveal condition");
}

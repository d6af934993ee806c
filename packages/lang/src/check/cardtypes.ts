/**
 * Several card types: each zone holds one card type (`zone reserve: row of Chip, public`; without
 * `of`, the game's first card type), so `top`, queries and option domains over a zone are typed
 * by it, and only that type's attributes can be read. `cardsOf(T)` lists a type's cards.
 * `attached(c)` holds the type that the rules attach to c's type (the binder finds it in the
 * `attach` statements, bind/attachments.ts; one type per host type, LUD448).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import type { Symbol as Sym, Type } from "./model.js";
import { reportUnknown } from "./names.js";
import { ERROR, elementOf, listOf } from "./types.js";

/** The type of a zone value: the zone's card type when it names one. */
export function zoneType(decl: ast.ZoneDecl | null | undefined): Type {
  const of = decl?.cardType?.name;
  return of ? { kind: "zone", of } : { kind: "zone" };
}

function cardTypeNames(ctx: Ctx): string[] {
  return [...ctx.variant.declarations.values()].flatMap((d) =>
    d.kind === "CardTypeDecl" ? [d.name.name] : [],
  );
}

/** `zone z: pile of T, …`: T must be a card type. */
export function checkZoneCardType(ctx: Ctx, decl: ast.ZoneDecl): void {
  const id = decl.cardType;
  if (!id?.name) return;
  const s = ctx.global(id.name);
  if (s?.kind === "cardType") setSymbol(ctx, id, s);
  else if (s)
    report(ctx.out, "LUD309", id, `a zone holds cards of a card type, and \`${id.name}\` is not one`);
  else
    report(
      ctx.out,
      "LUD307",
      id,
      `unknown card type \`${id.name}\` (card types: ${cardTypeNames(ctx).join(", ")})`,
    );
}

/** The card type of the cards in a list, zone or card value, when there is one. */
function cardsIn(t: Type, ctx: Ctx): string | null {
  if (t.kind === "card") return t.name;
  const element = t.kind === "list" || t.kind === "zone" ? elementOf(t, ctx.zoneCard) : null;
  return element?.kind === "card" ? element.name : null;
}

/** LUD446: cards of one type moved into (or begun in) a zone that holds another. */
export function checkZoneHolds(ctx: Ctx, zone: Sym | undefined, cards: Type, node: ast.Node): void {
  if (zone?.kind !== "zone") return;
  const held = elementOf(zoneType(zone.decl), ctx.zoneCard);
  const moved = cardsIn(cards, ctx);
  if (held?.kind !== "card" || !moved || held.name === moved) return;
  report(
    ctx.out,
    "LUD446",
    node,
    `the zone "${zone.decl.name.name}" holds ${held.name} cards, not ${moved}${zone.decl.cardType ? "" : ` (write \`zone ${zone.decl.name.name}: ${zone.decl.zoneKind?.name} of ${moved}, …\` for a zone of ${moved} cards)`}`,
  );
}

/** The zone a `move … to` names, when it is a declared zone (`deck`, `hand[me]`). */
export function namedZone(ctx: Ctx, e: ast.Expression | null | undefined): Sym | undefined {
  const named = e?.kind === "IndexExpr" ? e.object : e;
  if (named?.kind !== "NameRef") return undefined;
  const s = ctx.out.symbols.get(named);
  return s?.kind === "zone" ? s : undefined;
}

/** Records `attach card to host` (host type → attached type), reporting a second type (LUD448). */
export function recordAttachment(ctx: Ctx, s: ast.AttachStmt, card: Type, host: Type): void {
  if (card.kind !== "card" || host.kind !== "card") return;
  const seen = ctx.attachments.get(host.name);
  if (!seen) {
    ctx.attachments.set(host.name, { type: card.name, at: s });
    return;
  }
  if (seen.type !== card.name && seen.at !== s) {
    report(
      ctx.out,
      "LUD448",
      s.card ?? s,
      `${host.name} cards already have ${seen.type} cards attached (line ${seen.at.span.start.line}); the cards attached to one card type must be of one type, not also ${card.name}`,
    );
  }
}

/** `attached(c)`: the zone of the cards attached to c, typed by what the rules attach to c's type. */
export function attachedZone(ctx: Ctx, host: Type): Type {
  if (host.kind !== "card") return { kind: "zone" };
  const attached = ctx.inferredAttachments.get(host.name) ?? ctx.attachments.get(host.name)?.type;
  return attached ? { kind: "zone", of: attached } : { kind: "zone", of: host.name };
}

/**
 * `hostOf(c)`: the card c lies on, or none — a `T?` of the card type the rules attach c's type
 * to (c's own type when nothing says otherwise, as for jacks on point cards).
 */
export function hostType(ctx: Ctx, card: Type): Type {
  if (card.kind !== "card") return card.kind === "error" ? card : { kind: "optional", element: ERROR };
  const hosts = new Set<string>();
  for (const [host, attached] of ctx.inferredAttachments) if (attached === card.name) hosts.add(host);
  for (const [host, a] of ctx.attachments) if (a.type === card.name) hosts.add(host);
  const host = hosts.size === 1 ? [...hosts][0] : card.name;
  return { kind: "optional", element: { kind: "card", name: host ?? card.name } };
}

/** `cardsOf(T)`: every card of type T in the catalogue, in catalogue order. */
export function checkCardsOf(ctx: Ctx, fx: Frame, e: ast.CallExpr): Type {
  const args = e.args ?? [];
  const arg = args[0];
  if (args.length !== 1 || arg?.kind !== "NameRef") {
    report(ctx.out, "LUD403", e, "`cardsOf` takes one card type, as in `cardsOf(Chip)`");
    return listOf(ERROR);
  }
  const name = arg.name?.name ?? "";
  const s = fx.scope.lookup(name) ?? ctx.global(name);
  if (s?.kind !== "cardType") {
    if (s) report(ctx.out, "LUD309", arg, `\`cardsOf\` takes a card type, and \`${name}\` is not one`);
    else reportUnknown(ctx, fx, name, arg, "card type", cardTypeNames(ctx));
    return listOf(ERROR);
  }
  setSymbol(ctx, arg, s);
  return listOf({ kind: "card", name });
}

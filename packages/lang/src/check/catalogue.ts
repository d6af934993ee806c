/**
 * `cards Card into deck { … }`: the card type and home zone exist, every card gives each
 * non-derived attribute a value of its type. Nothing is evaluated here (the compiler builds the
 * catalogue); only ids written as plain strings are compared for duplicates.
 */
import type * as ast from "../ast/nodes.js";
import { Scope } from "../bind/scope.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { cardCopies } from "./bounds.js";
import { checkZoneHolds } from "./cardtypes.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import { reportUnknown } from "./names.js";
import { checkExpr, checkIterable, expectType } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { STR } from "./types.js";

/** `ids`: literal card ids already seen in this variant's catalogue. */
export function checkCatalogue(ctx: Ctx, decl: ast.CardsDecl, ids: Map<string, ast.Node>): void {
  const fx: Frame = {
    kind: "pure",
    what: "a `cards` block",
    scope: new Scope(),
    returnType: undefined,
    loopDepth: 0,
    owner: "a `cards` block",
    compileTime: true,
  };
  const typeName = decl.cardType?.name ?? "";
  const type = ctx.global(typeName);
  let cardType: ast.CardTypeDecl | null = null;
  if (type?.kind === "cardType") {
    cardType = type.decl;
    setSymbol(ctx, decl.cardType, type);
  } else if (type) report(ctx.out, "LUD309", decl.cardType, `\`${typeName}\` is not a card type`);
  else reportUnknown(ctx, fx, typeName, decl.cardType ?? decl, "card type", cardTypeNames(ctx));
  checkHome(ctx, fx, decl);
  checkItems(ctx, fx, decl.body ?? [], cardType, ids);
}

function cardTypeNames(ctx: Ctx): string[] {
  return [...ctx.variant.declarations.values()].flatMap((d) =>
    d.kind === "CardTypeDecl" ? [d.name.name] : [],
  );
}

/** `into deck`: a global (not per-seat) zone. */
function checkHome(ctx: Ctx, fx: Frame, decl: ast.CardsDecl): void {
  const home = decl.home;
  if (!home) return;
  const name = home.name ?? "";
  const zone = ctx.global(name);
  if (zone?.kind !== "zone") {
    if (zone) report(ctx.out, "LUD309", home, `\`${name}\` is not a zone`);
    else
      reportUnknown(
        ctx,
        fx,
        name,
        home,
        "zone",
        [...ctx.variant.declarations.values()].flatMap((d) => (d.kind === "ZoneDecl" ? [d.name.name] : [])),
      );
    return;
  }
  setSymbol(ctx, home, zone);
  const typeName = decl.cardType?.name;
  if (typeName && ctx.global(typeName)?.kind === "cardType")
    checkZoneHolds(ctx, zone, { kind: "card", name: typeName }, home);
  if (zone.decl.index)
    report(
      ctx.out,
      "LUD412",
      home,
      `cards begin in one zone, and "${name}" is one zone per ${zone.decl.index.name}`,
    );
}

function checkItems(
  ctx: Ctx,
  fx: Frame,
  items: ast.CatalogueStatement[],
  cardType: ast.CardTypeDecl | null,
  ids: Map<string, ast.Node>,
  copies = 1,
): void {
  const scope = fx.scope.child();
  const inner: Frame = { ...fx, scope };
  for (const item of items) {
    if (item?.kind === "CatalogueFor") {
      const element = checkIterable(ctx, inner, item.source, "what `for` goes through");
      const loopScope = scope.child();
      if (item.variable?.name)
        loopScope.declare(item.variable.name, {
          kind: "loopVar",
          decl: item,
          type: element,
        });
      const inside = cardCopies(ctx.out, copies, item.source);
      checkItems(ctx, { ...inner, scope: loopScope }, item.body ?? [], cardType, ids, inside);
    } else if (item?.kind === "CatalogueLet") {
      const t = checkExpr(ctx, inner, item.value);
      if (
        item.name?.name &&
        !scope.declare(item.name.name, {
          kind: "catalogueLet",
          decl: item,
          type: t,
        })
      ) {
        report(ctx.out, "LUD303", item.name, `\`${item.name.name}\` is already declared in this block`);
      }
    } else if (item?.kind === "CatalogueCard") {
      checkCard(ctx, inner, item, cardType, ids);
    }
  }
}

function checkCard(
  ctx: Ctx,
  fx: Frame,
  card: ast.CatalogueCard,
  cardType: ast.CardTypeDecl | null,
  ids: Map<string, ast.Node>,
): void {
  expectType(ctx, fx, card.id, STR, () => "a card id");
  if (card.id?.kind === "StringLiteral") {
    if (ids.has(card.id.value))
      report(ctx.out, "LUD343", card.id, `there is already a card with the id "${card.id.value}"`);
    else ids.set(card.id.value, card.id);
  }
  const given = new Set<string>();
  const fields = cardType?.fields ?? [];
  for (const init of card.attributes ?? []) {
    const name = init?.name?.name ?? "";
    const field = fields.find((f) => f?.name?.name === name);
    if (!cardType) {
      checkExpr(ctx, fx, init?.value);
      continue;
    }
    if (!field) {
      const hint = didYouMean(
        name,
        fields.map((f) => f?.name?.name ?? ""),
      );
      report(
        ctx.out,
        "LUD342",
        init.name ?? init,
        `the card type "${cardType.name.name}" has no attribute \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`,
      );
      checkExpr(ctx, fx, init.value);
      continue;
    }
    if (given.has(name)) report(ctx.out, "LUD302", init.name, `the attribute \`${name}\` is given twice`);
    given.add(name);
    if (field.derived)
      report(
        ctx.out,
        "LUD344",
        init.name,
        `\`${name}\` is derived from the other attributes and cannot be given a value`,
      );
    expectType(
      ctx,
      fx,
      init.value,
      resolveTypeRef(ctx.variant, field.type, null),
      () => `the attribute \`${name}\``,
    );
  }
  if (!cardType) return;
  const missing = fields
    .filter((f) => f?.name?.name && !f.derived && !given.has(f.name.name))
    .map((f) => f.name.name);
  if (missing.length > 0) {
    report(
      ctx.out,
      "LUD341",
      card,
      `this ${cardType.name.name} has no value for ${missing.map((m) => `\`${m}\``).join(", ")}`,
    );
  }
}

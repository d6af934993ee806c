/** Checks of each kind of declaration, on one variant's effective declarations. */
import type * as ast from "../ast/nodes.js";
import { Scope } from "../bind/scope.js";
import { checkAnytime } from "./anytime.js";
import { checkAppearance } from "./appearance.js";
import { checkCardReveal } from "./card-reveal.js";
import { checkZoneCardType } from "./cardtypes.js";
import { checkCatalogue } from "./catalogue.js";
import { checkChooseItems } from "./choose.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import { aType } from "./describe.js";
import { blockFallsThrough } from "./flow.js";
import { checkIndex, indexTypeOf } from "./indexes.js";
import type { Type } from "./model.js";
import { checkOption } from "./options.js";
import { checkBlock, checkExpr, expectType } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { assignable, BOOL, SEAT } from "./types.js";

const pureFrame = (what: string, scope = new Scope(), compileTime = false): Frame => ({
  kind: "pure",
  what,
  scope,
  returnType: undefined,
  loopDepth: 0,
  owner: what,
  compileTime,
});

export function checkDeclaration(ctx: Ctx, decl: ast.Declaration, ids: Map<string, ast.Node>): void {
  switch (decl.kind) {
    case "EnumDecl":
      noDuplicates(
        ctx,
        (decl.members ?? []).map((m) => m?.name),
        (n) => `the enum "${decl.name?.name}" already has a member \`${n}\``,
      );
      return;
    case "CardTypeDecl":
      checkCardType(ctx, decl);
      return;
    case "CardsDecl":
      checkCatalogue(ctx, decl, ids);
      return;
    case "ConstDecl": {
      const fx = pureFrame("a const", new Scope(), true);
      if (decl.type)
        expectType(
          ctx,
          fx,
          decl.value,
          resolveTypeRef(ctx.variant, decl.type, ctx.out),
          () => `the value of "${decl.name?.name}"`,
        );
      else checkExpr(ctx, fx, decl.value);
      return;
    }
    case "VarDecl":
      checkVar(ctx, decl);
      return;
    case "ZoneDecl":
      checkZone(ctx, decl);
      return;
    case "RevealDecl":
      checkReveal(ctx, decl);
      return;
    case "AnytimeDecl":
      checkAnytime(ctx, decl);
      return;
    case "CardRevealDecl":
      checkCardReveal(ctx, decl, pureFrame("a reveal condition"));
      return;
    case "FnDecl":
    case "RuleDecl":
      checkProcedure(ctx, decl);
      return;
    case "OptionsDecl": {
      const fx = bodyFrame(ctx, decl, "options", `the option set "${decl.name?.name}"`, undefined);
      checkChooseItems(ctx, fx, decl.options ?? [], new Map());
      return;
    }
    case "FlowDecl":
      checkBlock(ctx, bodyFrame(ctx, decl, "flow", "the flow", null), decl.body);
      return;
    case "BoardDecl":
      return; // read once per game into GameInfo.board (check/board.ts)
    case "OptionDecl":
      checkOption(ctx, decl, pureFrame);
      return;
  }
}

function noDuplicates(
  ctx: Ctx,
  ids: (ast.Identifier | null | undefined)[],
  message: (name: string) => string,
): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (!id?.name) continue;
    if (seen.has(id.name)) report(ctx.out, "LUD302", id, message(id.name));
    seen.add(id.name);
  }
}

function checkCardType(ctx: Ctx, decl: ast.CardTypeDecl): void {
  const fields = decl.fields ?? [];
  noDuplicates(
    ctx,
    fields.map((f) => f?.name),
    (n) => `the card type "${decl.name?.name}" already has an attribute \`${n}\``,
  );
  for (const f of fields) {
    if (f?.name?.name === "id")
      report(ctx.out, "LUD302", f.name, "every card already has an `id`: give this attribute another name");
  }
  // A derived attribute reads the card's other attributes by their bare names.
  const scope = new Scope();
  for (const f of fields) {
    if (!f?.name?.name) continue;
    scope.declare(f.name.name, {
      kind: "cardField",
      decl,
      field: f,
      name: f.name.name,
      type: resolveTypeRef(ctx.variant, f.type, null),
    });
  }
  for (const f of fields) {
    const t = resolveTypeRef(ctx.variant, f?.type, ctx.out);
    if (f?.derived)
      expectType(
        ctx,
        pureFrame("a derived attribute", scope, true),
        f.derived,
        t,
        () => `the attribute "${f.name?.name}"`,
      );
  }
  checkAppearance(ctx, decl, pureFrame("an appearance", scope, true));
}

function checkVar(ctx: Ctx, decl: ast.VarDecl): void {
  checkIndex(ctx, decl.index, "variable");
  const t = resolveTypeRef(ctx.variant, decl.type, ctx.out);
  expectType(
    ctx,
    pureFrame("a variable's initial value"),
    decl.init,
    t,
    () => `the initial value of "${decl.name?.name}"`,
  );
}

const ZONE_KINDS = ["pile", "hand", "row"];
const VISIBILITIES = ["hidden", "owner", "public"];

function checkZone(ctx: Ctx, decl: ast.ZoneDecl): void {
  checkZoneCardType(ctx, decl);
  checkIndex(ctx, decl.index, "zone");
  const kind = decl.zoneKind?.name;
  if (kind !== undefined && !ZONE_KINDS.includes(kind))
    report(ctx.out, "LUD330", decl.zoneKind, `unknown zone kind \`${kind}\`: use pile, hand or row`);
  const visibility = decl.visibility?.name;
  if (visibility !== undefined && !VISIBILITIES.includes(visibility)) {
    report(
      ctx.out,
      "LUD330",
      decl.visibility,
      `unknown visibility \`${visibility}\`: use hidden, owner or public`,
    );
  } else if (visibility === "owner" && !decl.perSeat) {
    report(
      ctx.out,
      "LUD330",
      decl.visibility,
      `only a per-seat zone (\`zone ${decl.name?.name}[seat]\`) has an owner`,
    );
  }
}

function checkReveal(ctx: Ctx, decl: ast.RevealDecl): void {
  const name = decl.zone?.name ?? "";
  const zone = ctx.global(name);
  const scope = new Scope();
  // The variable in brackets ranges over the zone's index: a seat for `hand[s]`, a cell for `at[h]`.
  let ownerType: Type = SEAT;
  if (zone?.kind !== "zone") {
    report(ctx.out, zone ? "LUD309" : "LUD301", decl.zone ?? decl, `\`${name}\` is not a zone`);
  } else {
    setSymbol(ctx, decl.zone, zone);
    const index = zone.decl.index;
    if (index && !decl.ownerVar)
      report(
        ctx.out,
        "LUD332",
        decl.zone,
        `"${name}" is one zone per ${index.name}: write \`reveal ${name}[s] to …\``,
      );
    if (!index && decl.ownerVar)
      report(ctx.out, "LUD332", decl.ownerVar, `"${name}" is a single zone: write \`reveal ${name} to …\``);
    ownerType = indexTypeOf(ctx, index) ?? SEAT;
  }
  if (decl.ownerVar?.name) scope.declare(decl.ownerVar.name, { kind: "revealVar", decl, type: ownerType });
  if (decl.viewerVar?.name && !scope.declare(decl.viewerVar.name, { kind: "revealVar", decl, type: SEAT })) {
    report(ctx.out, "LUD303", decl.viewerVar, `the seats of a reveal need two different names`);
  }
  expectType(ctx, pureFrame("a reveal condition", scope), decl.condition, BOOL, () => "a reveal condition");
}

/** The frame of a fn, rule, options or flow body: its parameters in a fresh scope. */
function bodyFrame(
  ctx: Ctx,
  decl: ast.FnDecl | ast.RuleDecl | ast.OptionsDecl | ast.FlowDecl,
  kind: Frame["kind"],
  owner: string,
  returnType: Frame["returnType"],
): Frame {
  const scope = new Scope();
  const params = decl.kind === "FlowDecl" ? [] : (decl.params ?? []);
  for (const p of params) {
    if (!p?.name?.name) continue;
    const type = resolveTypeRef(ctx.variant, p.type, ctx.out);
    if (!scope.declare(p.name.name, { kind: "param", decl: p, type })) {
      report(ctx.out, "LUD303", p.name, `${owner} already has a parameter \`${p.name.name}\``);
    }
  }
  return { kind, what: owner, scope, returnType, loopDepth: 0, owner, decl };
}

function checkProcedure(ctx: Ctx, decl: ast.FnDecl | ast.RuleDecl): void {
  const kind = decl.kind === "FnDecl" ? "fn" : "rule";
  const owner = `the ${kind} "${decl.name?.name}"`;
  const returnType = decl.returnType ? resolveTypeRef(ctx.variant, decl.returnType, ctx.out) : null;
  const fx = bodyFrame(ctx, decl, kind, owner, returnType);
  const body = decl.body;
  if (body && body.kind !== "Block") {
    const t = checkExpr(ctx, fx, body as ast.Expression, {
      expected: returnType ?? undefined,
    });
    if (returnType && !assignable(t, returnType, ctx.zoneCard))
      report(ctx.out, "LUD405", body, `${owner} returns ${aType(returnType)}, but this is ${aType(t)}`);
    return;
  }
  checkBlock(ctx, fx, body);
  if (returnType && blockFallsThrough(body)) {
    report(
      ctx.out,
      "LUD406",
      decl.name ?? decl,
      `${owner} must return ${aType(returnType)}, but its end can be reached without \`return\``,
    );
  }
}

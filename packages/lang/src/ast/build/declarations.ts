/** CST → AST for headers (§2), declarations (§3) and the card catalogue. */
import type { CstNode } from "chevrotain";
import type {
  CatalogueStatement,
  Declaration,
  GameHeader,
  HeaderField,
  Identifier,
  Param,
  PresentationDecl,
  VariantHeader,
} from "../nodes.js";
import { buildAppearance } from "./appearance.js";
import { type BuildContext, buildEach, identifier } from "./context.js";
import { has, node, nodeSpan, nodes, optNode, optToken, token, tokens } from "./cst.js";
import { buildExpression, buildRange, stringLiteral } from "./expressions.js";
import { buildBlock, buildChooseItems, buildTypeRef } from "./statements.js";

function buildFields(n: CstNode, ctx: BuildContext): HeaderField[] {
  return buildEach(nodes(n, "headerField"), (f): HeaderField => {
    const key = optToken(f, "Identifier") ?? token(f, "Variant");
    return {
      kind: "HeaderField",
      key: identifier(key, ctx),
      value: buildExpression(node(f, "expression"), ctx),
      span: nodeSpan(f, ctx.file),
    };
  });
}

export function buildGameHeader(n: CstNode, ctx: BuildContext): GameHeader {
  return {
    kind: "GameHeader",
    id: gameId(n, ctx),
    fields: buildFields(n, ctx),
    span: nodeSpan(n, ctx.file),
  };
}

export function buildVariantHeader(n: CstNode, ctx: BuildContext): VariantHeader {
  return {
    kind: "VariantHeader",
    id: stringLiteral(token(n, "StringLiteral", 0), ctx),
    base: stringLiteral(token(n, "StringLiteral", 1), ctx),
    fields: buildFields(n, ctx),
    span: nodeSpan(n, ctx.file),
  };
}

const name = (n: CstNode, ctx: BuildContext, i = 0): Identifier => identifier(token(n, "Identifier", i), ctx);

/** `tic-tac-toe`: the id's words joined by hyphens, spanning all of them. */
function gameId(n: CstNode, ctx: BuildContext): Identifier {
  const words = tokens(n, "Identifier");
  const first = identifier(token(n, "Identifier"), ctx);
  const last = identifier(words[words.length - 1] ?? token(n, "Identifier"), ctx);
  if (words.length === 1) return first;
  return {
    kind: "Identifier",
    name: words.map((w) => w.image).join("-"),
    span: { ...first.span, end: last.span.end },
  };
}

function bracketName(n: CstNode, ctx: BuildContext): Identifier | null {
  const b = optNode(n, "bracketName");
  return b ? name(b, ctx) : null;
}

function params(n: CstNode, ctx: BuildContext): Param[] {
  return nodes(node(n, "paramList"), "param").map((p) => ({
    kind: "Param",
    name: name(p, ctx),
    type: buildTypeRef(node(p, "typeRef"), ctx),
    span: nodeSpan(p, ctx.file),
  }));
}

type DeclBuilder = (n: CstNode, ctx: BuildContext, override: boolean) => Declaration;

const builders: Record<string, DeclBuilder> = {
  enumDecl: (n, ctx) => ({
    kind: "EnumDecl",
    name: name(n, ctx),
    members: buildEach(nodes(n, "enumMember"), (m) => {
      const label = optToken(m, "StringLiteral");
      return {
        kind: "EnumMember",
        name: name(m, ctx),
        label: label ? stringLiteral(label, ctx) : null,
        span: nodeSpan(m, ctx.file),
      };
    }),
    span: nodeSpan(n, ctx.file),
  }),
  cardTypeDecl: (n, ctx) => ({
    kind: "CardTypeDecl",
    name: name(n, ctx),
    fields: buildEach(nodes(n, "cardField"), (f) => ({
      kind: "CardField",
      name: name(f, ctx),
      type: buildTypeRef(node(f, "typeRef"), ctx),
      derived: has(f, "Assign") ? buildExpression(node(f, "expression"), ctx) : null,
      span: nodeSpan(f, ctx.file),
    })),
    appearance: nodes(n, "cardAppearance").flatMap((a) => buildAppearance(a, ctx)),
    span: nodeSpan(n, ctx.file),
  }),
  cardsDecl: (n, ctx) => ({
    kind: "CardsDecl",
    cardType: name(n, ctx, 0),
    home: name(n, ctx, 1),
    body: buildCatalogue(n, ctx),
    span: nodeSpan(n, ctx.file),
  }),
  constDecl: (n, ctx, override) => {
    const type = optNode(n, "typeRef");
    return {
      kind: "ConstDecl",
      override,
      name: name(n, ctx),
      type: type ? buildTypeRef(type, ctx) : null,
      value: buildExpression(node(n, "expression"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  },
  varDecl: (n, ctx) => ({
    kind: "VarDecl",
    name: name(n, ctx),
    index: bracketName(n, ctx),
    type: buildTypeRef(node(n, "typeRef"), ctx),
    init: buildExpression(node(n, "expression"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  zoneDecl: (n, ctx) => ({
    kind: "ZoneDecl",
    name: name(n, ctx, 0),
    index: bracketName(n, ctx),
    perSeat: bracketName(n, ctx)?.name === "seat",
    zoneKind: name(n, ctx, 1),
    // `row of Chip, public`: the card type comes between the kind and the visibility.
    visibility: name(n, ctx, has(n, "Of") ? 3 : 2),
    cardType: has(n, "Of") ? name(n, ctx, 2) : null,
    span: nodeSpan(n, ctx.file),
  }),
  boardDecl: (n, ctx) => ({
    kind: "BoardDecl",
    name: name(n, ctx, 0),
    shape: name(n, ctx, 1),
    args: buildEach(nodes(n, "fieldInit"), (f) => ({
      kind: "FieldInit",
      name: name(f, ctx),
      value: buildExpression(node(f, "expression"), ctx),
      span: nodeSpan(f, ctx.file),
    })),
    span: nodeSpan(n, ctx.file),
  }),
  revealDecl: (n, ctx) => {
    if (has(n, "Colon")) {
      // `reveal c: Card [in zone[s]] to v when …`: names in order, the viewer last.
      const names = tokens(n, "Identifier").map((t) => identifier(t, ctx));
      const inZone = has(n, "In");
      return {
        kind: "CardRevealDecl",
        variable: name(n, ctx, 0),
        cardType: name(n, ctx, 1),
        zone: inZone ? name(n, ctx, 2) : null,
        ownerVar: inZone ? bracketName(n, ctx) : null,
        viewerVar: names[names.length - 1] as Identifier,
        condition: buildExpression(node(n, "expression"), ctx),
        span: nodeSpan(n, ctx.file),
      };
    }
    return {
      kind: "RevealDecl",
      zone: name(n, ctx, 0),
      ownerVar: bracketName(n, ctx),
      viewerVar: name(n, ctx, 1),
      condition: buildExpression(node(n, "expression"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  },
  fnDecl: (n, ctx, override) => {
    const block = optNode(n, "block");
    return {
      kind: "FnDecl",
      override,
      name: name(n, ctx),
      params: params(n, ctx),
      returnType: buildTypeRef(node(n, "typeRef"), ctx),
      body: block ? buildBlock(block, ctx) : buildExpression(node(n, "expression"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  },
  ruleDecl: (n, ctx, override) => {
    const type = optNode(n, "typeRef");
    return {
      kind: "RuleDecl",
      override,
      name: name(n, ctx),
      params: params(n, ctx),
      returnType: type ? buildTypeRef(type, ctx) : null,
      complete: has(n, "Complete"),
      body: buildBlock(node(n, "block"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  },
  anytimeDecl: (n, ctx) => ({
    kind: "AnytimeDecl",
    name: name(n, ctx),
    params: params(n, ctx),
    when: has(n, "When") ? buildExpression(node(n, "expression"), ctx) : null,
    body: buildBlock(node(n, "block"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  optionsDecl: (n, ctx, override) => ({
    kind: "OptionsDecl",
    override,
    name: name(n, ctx),
    params: params(n, ctx),
    options: buildChooseItems(n, ctx),
    span: nodeSpan(n, ctx.file),
  }),
  flowDecl: (n, ctx, override) => ({
    kind: "FlowDecl",
    override,
    body: buildBlock(node(n, "block"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  optionDecl: (n, ctx, override) => {
    const allowed = has(n, "In") ? buildExpression(node(n, "expression", 0), ctx) : null;
    const where = has(n, "Where") ? buildExpression(node(n, "expression", allowed ? 1 : 0), ctx) : null;
    return {
      kind: "OptionDecl",
      override,
      name: name(n, ctx),
      type: buildTypeRef(node(n, "typeRef"), ctx),
      default: buildRange(node(n, "rangeExpr"), ctx),
      allowed,
      where,
      span: nodeSpan(n, ctx.file),
    };
  },
  presentationDecl: (n, ctx) => {
    const words = tokens(n, "Identifier");
    const text = optToken(n, "StringLiteral");
    const form = words[0]?.image;
    return {
      kind: "PresentationDecl",
      form: PRESENTATION_FORMS.has(form ?? "") ? (form as PresentationDecl["form"]) : "help",
      names: words.slice(1).map((t) => identifier(t, ctx)),
      text: text ? stringLiteral(text, ctx) : null,
      span: nodeSpan(n, ctx.file),
    };
  },
};

const PRESENTATION_FORMS: ReadonlySet<string> = new Set(["show", "internal", "label", "say", "colour"]);

const OVERRIDABLE: ReadonlySet<string> = new Set([
  "ConstDecl",
  "FnDecl",
  "RuleDecl",
  "OptionsDecl",
  "FlowDecl",
  "OptionDecl",
]);

export function buildDeclaration(n: CstNode, ctx: BuildContext): Declaration | null {
  const overrideToken = tokens(n, "Override")[0] ?? null;
  for (const [key, build] of Object.entries(builders)) {
    const inner = optNode(n, key);
    if (!inner) continue;
    const decl = build(inner, ctx, overrideToken !== null);
    if (overrideToken && !OVERRIDABLE.has(decl.kind)) {
      ctx.diagnostics.push({
        code: "LUD206",
        severity: "error",
        message: "`override` can only replace a const, fn, rule, options, option or flow",
        span: nodeSpan(n, ctx.file),
        notes: ["remove `override`, or declare the element under a new name"],
      });
    }
    // The declaration's span includes a leading `override`.
    return overrideToken ? { ...decl, span: nodeSpan(n, ctx.file) } : decl;
  }
  return null;
}

function buildCatalogue(n: CstNode, ctx: BuildContext): CatalogueStatement[] {
  return buildEach(nodes(n, "catalogueStatement"), (s): CatalogueStatement | null => {
    const forNode = optNode(s, "catalogueFor");
    if (forNode) {
      return {
        kind: "CatalogueFor",
        variable: name(forNode, ctx),
        source: buildExpression(node(forNode, "expression"), ctx),
        body: buildCatalogue(forNode, ctx),
        span: nodeSpan(forNode, ctx.file),
      };
    }
    const letNode = optNode(s, "catalogueLet");
    if (letNode) {
      return {
        kind: "CatalogueLet",
        name: name(letNode, ctx),
        value: buildExpression(node(letNode, "expression"), ctx),
        span: nodeSpan(letNode, ctx.file),
      };
    }
    const card = optNode(s, "catalogueCard");
    if (!card) return null; // a `;`
    return {
      kind: "CatalogueCard",
      id: buildExpression(node(card, "expression"), ctx),
      attributes: buildEach(nodes(card, "fieldInit"), (f) => ({
        kind: "FieldInit",
        name: name(f, ctx),
        value: buildExpression(node(f, "expression"), ctx),
        span: nodeSpan(f, ctx.file),
      })),
      span: nodeSpan(card, ctx.file),
    };
  });
}

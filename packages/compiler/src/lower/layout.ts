/**
 * Decides the shape of a game's state: which zone instances exist (per-seat zones get one per
 * possible seat, so every index is a constant), the card catalogue with its attribute tables,
 * and the variables. Everything here is shared by all variants of the game.
 */
import type { ast, CheckResult, Diagnostic, GameInfo } from "@ludic/lang";
import { ConstEvalError, ConstEvaluator, constEvalErrorToDiagnostic } from "../evaluate/const-eval.js";
import { type ConstValue, isEnumValue, valueToString } from "../evaluate/values.js";
import type { CardEntry, CardTypeLayout, IndexLayout, Layout, VarLayout, ZoneLayout } from "../ir/layout.js";
import { evaluateAppearance } from "./appearance.js";
import { resolvedType } from "./resolved.js";

export type {
  CardEntry,
  CardField,
  CardTypeLayout,
  EnumLayout,
  IndexLayout,
  Layout,
  VarLayout,
  ZoneLayout,
} from "../ir/layout.js";

/** Every declaration of a kind across all variants, each name once (base first). */
function allDeclarations<K extends ast.Declaration["kind"]>(
  game: GameInfo,
  kind: K,
): Extract<ast.Declaration, { kind: K }>[] {
  const seen = new Map<string, Extract<ast.Declaration, { kind: K }>>();
  for (const v of game.variants) {
    for (const [name, d] of v.declarations) {
      if (d.kind === kind && !seen.has(name)) seen.set(name, d as Extract<ast.Declaration, { kind: K }>);
    }
  }
  return [...seen.values()];
}

export function buildLayout(game: GameInfo, check: CheckResult, diagnostics: Diagnostic[]): Layout {
  const base = game.variants[0];
  if (!base) throw new Error("a checked game always has its base variant");
  const enumDecls = allDeclarations(game, "EnumDecl");
  const cardDecls = allDeclarations(game, "CardTypeDecl");

  const cardTypes: CardTypeLayout[] = cardDecls.map((c) => ({
    name: c.name.name,
    fields: c.fields.map((f) => ({
      name: f.name.name,
      type: resolvedType(check, f.type),
      derived: f.derived,
    })),
    appearance: c.appearance ?? [],
  }));
  const cards = buildCatalogue(base.declarations, base.catalogue, cardTypes, diagnostics);

  const indexOf = (id: ast.Identifier | null): { index: IndexLayout | null; size: number } => {
    const name = id?.name;
    if (!name) return { index: null, size: 1 };
    if (name === "seat") return { index: { kind: "seat" }, size: game.players.max };
    if (name === "cell")
      return { index: { kind: "cell" }, size: (game.board?.rows ?? 0) * (game.board?.cols ?? 0) };
    const e = enumDecls.find((x) => x.name.name === name);
    if (e) return { index: { kind: "enum", name }, size: e.members.length };
    return { index: { kind: "card", type: name }, size: cards.length };
  };

  const zones: ZoneLayout[] = [];
  let next = 0;
  for (const z of allDeclarations(game, "ZoneDecl")) {
    const { index, size } = indexOf(z.index);
    zones.push({
      name: z.name.name,
      perSeat: z.perSeat,
      index,
      size,
      kind: z.zoneKind.name as ZoneLayout["kind"],
      visibility: z.visibility.name as ZoneLayout["visibility"],
      base: next,
      decl: z,
    });
    next += size;
  }

  const vars: VarLayout[] = allDeclarations(game, "VarDecl").map((v) => {
    const { index, size } = indexOf(v.index);
    return {
      name: v.name.name,
      index: v.index ? v.index.name : null,
      indexKind: index,
      size,
      type: resolvedType(check, v.type),
      decl: v,
    };
  });

  return {
    maxPlayers: game.players.max,
    board: game.board,
    zones,
    zoneCount: next,
    cardTypes,
    cards,
    enums: enumDecls.map((e) => ({
      name: e.name.name,
      members: e.members.map((m) => ({ name: m.name.name, label: m.label?.value ?? m.name.name })),
    })),
    vars,
  };
}

/** Runs the `cards` blocks: the catalogue is data, fixed when the game is compiled. */
function buildCatalogue(
  declarations: Map<string, ast.Declaration>,
  blocks: ast.CardsDecl[],
  cardTypes: CardTypeLayout[],
  diagnostics: Diagnostic[],
): CardEntry[] {
  const evaluator = new ConstEvaluator(declarations);
  const cards: CardEntry[] = [];
  const seen = new Map<string, ast.Node>();
  const run = (
    stmts: ast.CatalogueStatement[],
    locals: Map<string, ConstValue>,
    block: ast.CardsDecl,
  ): void => {
    for (const s of stmts) {
      try {
        if (s.kind === "CatalogueLet") {
          locals.set(s.name.name, evaluator.evaluate(s.value, { locals }));
        } else if (s.kind === "CatalogueFor") {
          const source = evaluator.evaluate(s.source, { locals });
          if (!Array.isArray(source))
            throw new ConstEvalError("LUD511", "`for` needs a list, a range or an enum here", s.source);
          for (const item of source) run(s.body, new Map(locals).set(s.variable.name, item), block);
        } else {
          const id = valueToString(evaluator.evaluate(s.id, { locals }));
          const type = cardTypes.find((t) => t.name === block.cardType.name);
          if (!type) continue; // the checker reported the unknown card type
          if (seen.has(id)) {
            diagnostics.push({
              code: "LUD512",
              severity: "error",
              message: `two cards have the id "${id}"; every card id must be unique`,
              span: s.span,
            });
            continue;
          }
          seen.set(id, s);
          const attributes = new Map<string, ConstValue>();
          for (const a of s.attributes) attributes.set(a.name.name, evaluator.evaluate(a.value, { locals }));
          for (const f of type.fields) {
            if (f.derived)
              attributes.set(f.name, evaluator.evaluate(f.derived, { locals: new Map(attributes) }));
          }
          const appearance = evaluateAppearance(evaluator, type.appearance, attributes);
          cards.push({ id, type: type.name, home: block.home.name, attributes, appearance });
        }
      } catch (err) {
        if (err instanceof ConstEvalError) diagnostics.push(constEvalErrorToDiagnostic(err));
        else throw err;
      }
    }
  };
  for (const b of blocks) run(b.body, new Map(), b);
  return cards;
}

export { isEnumValue };

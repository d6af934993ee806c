/**
 * What the rules attach to each card type (`attach chip to card`): host type → attached type,
 * found before the checker runs so `attached(c)` and `hostOf(c)` are typed by every `attach` of
 * the game, wherever it is written. The binder reads the card type of an `attach`'s two sides from
 * the declarations alone: a parameter's or a `let`'s written type, a zone's card type, a fn's
 * return type, and the element of the domain a loop, option or query variable ranges over. A side
 * it cannot read is left to the checker, which records each `attach` as it checks it (LUD448).
 */
import type * as ast from "../ast/nodes.js";
import { nodesOfKinds } from "../ast/walk.js";

/** Builtins whose result is not the cards of their first argument. */
const NOT_ITS_CARDS: ReadonlySet<string> = new Set(["attached", "hostOf", "size", "isEmpty", "owner"]);

/** The nodes the binder reads, in source order. */
const READ: ReadonlySet<string> = new Set([
  "Param",
  "OptionParam",
  "LetStmt",
  "ForStmt",
  "QueryExpr",
  "AttachStmt",
]);

export function findAttachments(declarations: ReadonlyMap<string, ast.Declaration>): Map<string, string> {
  const decls = [...declarations.values()];
  const cardTypes = new Set(decls.flatMap((d) => (d.kind === "CardTypeDecl" ? [d.name.name] : [])));
  const firstCardType = decls.find((d) => d.kind === "CardTypeDecl")?.name.name ?? null;
  const found = new Map<string, string>();

  const fromType = (t: ast.TypeRef | null | undefined): string | null => {
    if (!t?.name) return null;
    if (cardTypes.has(t.name.name)) return t.name.name;
    return t.args?.length === 1 ? fromType(t.args[0]) : null;
  };

  for (const decl of decls) {
    // One declaration's names; a name declared twice in it keeps the later meaning.
    const names = new Map<string, string | null>();
    const zoneCards = (d: ast.Declaration | undefined): string | null =>
      d?.kind === "ZoneDecl" ? (d.cardType?.name ?? firstCardType) : null;
    const cardsOf = (e: ast.Expression | null | undefined): string | null => {
      if (!e) return null;
      switch (e.kind) {
        case "NameRef": {
          const name = e.name?.name ?? "";
          return names.has(name) ? (names.get(name) ?? null) : zoneCards(declarations.get(name));
        }
        case "IndexExpr":
          return cardsOf(e.object);
        case "CallExpr": {
          const callee = e.callee?.name ?? "";
          const target = declarations.get(callee);
          if (target?.kind === "FnDecl") return fromType(target.returnType);
          if (callee === "cardsOf" && e.args[0]?.kind === "NameRef") return cardTypeNamed(e.args[0]);
          return target || NOT_ITS_CARDS.has(callee) ? null : cardsOf(e.args[0]);
        }
        case "QueryExpr":
          names.set(e.variable.name, cardsOf(e.source));
          return e.of ? cardsOf(e.of) : cardsOf(e.source);
        case "IfExpr":
          return cardsOf(e.then) ?? cardsOf(e.else);
        case "ListLiteral":
          return cardsOf(e.elements[0]);
        case "BinaryExpr":
          return e.op === "+" ? (cardsOf(e.left) ?? cardsOf(e.right)) : null;
        default:
          return null;
      }
    };
    const cardTypeNamed = (n: ast.NameRef): string | null =>
      cardTypes.has(n.name?.name ?? "") ? n.name.name : null;

    for (const n of nodesOfKinds(decl, READ)) {
      switch (n.kind) {
        case "Param": {
          const p = n as ast.Param;
          names.set(p.name.name, fromType(p.type));
          break;
        }
        case "OptionParam": {
          const p = n as ast.OptionParam;
          names.set(p.name.name, cardsOf(p.domain));
          break;
        }
        case "LetStmt": {
          const s = n as ast.LetStmt;
          names.set(s.name.name, s.type ? fromType(s.type) : cardsOf(s.value));
          break;
        }
        case "ForStmt": {
          const s = n as ast.ForStmt;
          names.set(s.variable.name, cardsOf(s.source));
          break;
        }
        case "QueryExpr":
          cardsOf(n as ast.QueryExpr);
          break;
        case "AttachStmt": {
          const s = n as ast.AttachStmt;
          const card = cardsOf(s.card);
          const host = cardsOf(s.host);
          if (card && host && !found.has(host)) found.set(host, card);
          break;
        }
      }
    }
  }
  return found;
}

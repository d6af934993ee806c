/** `c.rank`, `c.id`, `Suit.H`, `s.label`, `s.index`. */
import type * as ast from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { cardFieldNames, cardFieldSymbol } from "./cardfields.js";
import { type Ctx, type Frame, report, setSymbol, setType } from "./context.js";
import { aType } from "./describe.js";
import type { Symbol as Sym, Type } from "./model.js";
import { reportMaybeNone } from "./optional.js";
import { checkExpr } from "./recurse.js";
import { ERROR, INT, listOf, STR } from "./types.js";

export function checkMember(ctx: Ctx, fx: Frame, e: ast.MemberExpr): Type {
  const member = e.member?.name ?? "";
  const object = e.object;
  // `Suit.H`: the object names an enum (not shadowed by a local).
  if (object?.kind === "NameRef" && !fx.scope.lookup(object.name?.name ?? "")) {
    const s = ctx.global(object.name?.name ?? "");
    if (s?.kind === "enum") {
      setSymbol(ctx, object, s);
      setType(ctx, object, listOf({ kind: "enum", name: s.decl.name.name }));
      const members = s.decl.members ?? [];
      const index = members.findIndex((m) => m?.name?.name === member);
      if (index < 0) {
        unknownMember(
          ctx,
          e,
          `the enum "${s.decl.name.name}" has no member \`${member}\``,
          member,
          members.map((m) => m?.name?.name ?? ""),
        );
        return ERROR;
      }
      setSymbol(ctx, e, {
        kind: "enumMember",
        decl: s.decl,
        member: members[index],
        index,
      });
      return { kind: "enum", name: s.decl.name.name };
    }
  }
  const t = checkExpr(ctx, fx, object);
  if (t.kind === "error") return ERROR;
  if (reportMaybeNone(ctx, object, t, `what \`.${member}\` reads`)) return ERROR;
  if (t.kind === "card") {
    const field = cardFieldSymbol(ctx, t.name, member);
    if (!field) {
      unknownMember(
        ctx,
        e,
        `the card type "${t.name}" has no attribute \`${member}\``,
        member,
        cardFieldNames(ctx, t.name),
      );
      return ERROR;
    }
    setSymbol(ctx, e, field);
    return field.type;
  }
  if (t.kind === "enum") {
    const decl = ctx.variant.declarations.get(t.name);
    if ((member === "label" || member === "index") && decl?.kind === "EnumDecl") {
      const s: Sym = {
        kind: "enumAttr",
        decl,
        name: member,
        type: member === "label" ? STR : INT,
      };
      setSymbol(ctx, e, s);
      return s.type;
    }
    unknownMember(ctx, e, `an enum member has only \`label\` and \`index\`, not \`${member}\``, member, [
      "label",
      "index",
    ]);
    return ERROR;
  }
  if (t.kind === "cell") {
    // `h.row`, `h.col`: the same as `row(h)`, `col(h)`.
    if (member === "row" || member === "col") return INT;
    unknownMember(ctx, e, `a cell has only \`row\` and \`col\`, not \`${member}\``, member, ["row", "col"]);
    return ERROR;
  }
  report(ctx.out, "LUD304", e, `${aType(t)} has no attribute \`${member}\``);
  return ERROR;
}

function unknownMember(
  ctx: Ctx,
  e: ast.MemberExpr,
  message: string,
  member: string,
  candidates: string[],
): void {
  const hint = didYouMean(member, candidates);
  report(ctx.out, "LUD304", e.member ?? e, `${message}${hint ? ` (did you mean \`${hint}\`?)` : ""}`);
}

/**
 * `match` statements and expressions: the subject is an int, str, bool or enum value; each
 * pattern a literal of that type or a member of that enum, never twice (LUD442). Without `else`,
 * an enum subject should name every member (LUD443, a warning: a value no arm names is a rules
 * error at run time).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import type { Type } from "./model.js";
import { reportMaybeNone } from "./optional.js";
import { checkBlock, checkExpr } from "./recurse.js";
import { ERROR, joinTypes, sameType } from "./types.js";

const MATCHABLE = new Set(["int", "str", "bool", "enum", "error"]);

/** The value a pattern stands for, as a comparable key; null when it is not a literal or member. */
function patternKey(ctx: Ctx, p: ast.Expression): string | null {
  switch (p.kind) {
    case "IntLiteral":
      return `int:${p.value}`;
    case "UnaryExpr":
      return p.op === "-" && p.operand.kind === "IntLiteral" ? `int:${-p.operand.value}` : null;
    case "StringLiteral":
      return `str:${JSON.stringify(p.value)}`;
    case "BoolLiteral":
      return `bool:${p.value}`;
    case "NameRef":
    case "MemberExpr": {
      const s = ctx.out.symbols.get(p);
      return s?.kind === "enumMember" ? `enum:${s.decl.name.name}.${s.member.name.name}` : null;
    }
    default:
      return null;
  }
}

function checkSubject(ctx: Ctx, fx: Frame, subject: ast.Expression): Type {
  const t = checkExpr(ctx, fx, subject);
  if (reportMaybeNone(ctx, subject, t, "the value of a `match`")) return ERROR;
  if (!MATCHABLE.has(t.kind)) {
    report(
      ctx.out,
      "LUD402",
      subject,
      `\`match\` compares an int, a str, a bool or an enum member, not ${aType(t)}`,
    );
    return ERROR;
  }
  return t;
}

function checkPatterns(
  ctx: Ctx,
  fx: Frame,
  node: ast.Node,
  subject: Type,
  arms: { patterns: ast.Expression[] }[],
  hasElse: boolean,
): void {
  const seen = new Map<string, ast.Expression>();
  for (const arm of arms) {
    for (const p of arm.patterns ?? []) {
      if (!p) continue;
      const t = checkExpr(ctx, fx, p, { expected: subject });
      const key = patternKey(ctx, p);
      if (key === null) {
        if (t.kind !== "error")
          report(
            ctx.out,
            "LUD441",
            p,
            'a `match` pattern is a literal (`3`, `-1`, `"fire"`, `true`) or an enum member (`H`, `Suit.H`)',
          );
        continue;
      }
      if (!sameType(t, subject)) {
        report(ctx.out, "LUD402", p, `this pattern is ${aType(t)}, but the match compares ${aType(subject)}`);
        continue;
      }
      const first = seen.get(key);
      if (first) {
        report(
          ctx.out,
          "LUD442",
          p,
          `this pattern is already an arm of this match (line ${first.span.start.line}): the first arm would always win`,
        );
      } else seen.set(key, p);
    }
  }
  if (!hasElse && subject.kind === "enum") {
    const decl = ctx.variant.declarations.get(subject.name);
    if (decl?.kind === "EnumDecl") {
      const missing = (decl.members ?? [])
        .map((m) => m?.name?.name ?? "")
        .filter((m) => m && !seen.has(`enum:${subject.name}.${m}`));
      if (missing.length > 0)
        report(
          ctx.out,
          "LUD443",
          node,
          `this match has no arm for ${missing.map((m) => `\`${m}\``).join(", ")} and no \`else\`: such a value would stop the game with a rules error`,
          undefined,
          "warning",
        );
    }
  }
}

export function checkMatchStmt(ctx: Ctx, fx: Frame, s: ast.MatchStmt): void {
  const subject = checkSubject(ctx, fx, s.subject);
  const arms = s.arms ?? [];
  checkPatterns(ctx, fx, s, subject, arms, s.otherwise !== null && s.otherwise !== undefined);
  for (const arm of arms) checkBlock(ctx, fx, arm?.body);
  if (s.otherwise) checkBlock(ctx, fx, s.otherwise);
}

export function checkMatchExpr(ctx: Ctx, fx: Frame, e: ast.MatchExpr, expected?: Type): Type {
  const subject = checkSubject(ctx, fx, e.subject);
  const arms = e.arms ?? [];
  checkPatterns(ctx, fx, e, subject, arms, e.otherwise !== null && e.otherwise !== undefined);
  let result: Type = ERROR;
  const values = [...arms.map((a) => a?.value), ...(e.otherwise ? [e.otherwise] : [])];
  for (const v of values) {
    if (!v) continue;
    const t = checkExpr(ctx, fx, v, {
      expected: result.kind === "error" || result.kind === "none" ? expected : result,
    });
    const joined = joinTypes(result, t);
    if (!joined) report(ctx.out, "LUD402", v, `the arms of this match give ${aType(result)} and ${aType(t)}`);
    else result = joined;
  }
  return result;
}

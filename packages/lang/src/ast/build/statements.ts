/** CST → AST for blocks, statements and decisions (docs/language.md §4). */
import type { CstNode } from "chevrotain";
import type {
  Block,
  ChooseItem,
  Expression,
  IfStmt,
  MovePlacement,
  OptionParam,
  Statement,
  TypeRef,
} from "../nodes.js";
import { type BuildContext, buildEach, identifier } from "./context.js";
import { has, Incomplete, node, nodeSpan, nodes, optNode, optToken, token } from "./cst.js";
import { buildArguments, buildExpression, buildOr, buildPatterns } from "./expressions.js";

export function buildBlock(n: CstNode, ctx: BuildContext): Block {
  return {
    kind: "Block",
    statements: buildEach(nodes(n, "statement"), (s) => buildStatement(s, ctx)),
    span: nodeSpan(n, ctx.file),
  };
}

export function buildTypeRef(n: CstNode, ctx: BuildContext): TypeRef {
  return {
    kind: "TypeRef",
    name: identifier(token(n, "Identifier"), ctx),
    args: nodes(n, "typeRef").map((t) => buildTypeRef(t, ctx)),
    ...(has(n, "Question") ? { optional: true } : {}),
    span: nodeSpan(n, ctx.file),
  };
}

type StatementBuilder = (n: CstNode, ctx: BuildContext) => Statement;

const expr = (n: CstNode, ctx: BuildContext, i = 0): Expression =>
  buildExpression(node(n, "expression", i), ctx);

const builders: Record<string, StatementBuilder> = {
  letStmt: (n, ctx) => {
    const type = optNode(n, "typeRef");
    return {
      kind: "LetStmt",
      name: identifier(token(n, "Identifier"), ctx),
      type: type ? buildTypeRef(type, ctx) : null,
      value: expr(n, ctx),
      span: nodeSpan(n, ctx.file),
    };
  },
  ifStmt: (n, ctx) => buildIf(n, ctx),
  loopStmt: (n, ctx) => ({
    kind: "LoopStmt",
    body: buildBlock(node(n, "block"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  whileStmt: (n, ctx) => ({
    kind: "WhileStmt",
    condition: expr(n, ctx),
    body: buildBlock(node(n, "block"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  forStmt: (n, ctx) => ({
    kind: "ForStmt",
    variable: identifier(token(n, "Identifier"), ctx),
    source: expr(n, ctx),
    body: buildBlock(node(n, "block"), ctx),
    span: nodeSpan(n, ctx.file),
  }),
  breakStmt: (n, ctx) => ({ kind: "BreakStmt", span: nodeSpan(n, ctx.file) }),
  continueStmt: (n, ctx) => ({ kind: "ContinueStmt", span: nodeSpan(n, ctx.file) }),
  returnStmt: (n, ctx) => ({
    kind: "ReturnStmt",
    value: has(n, "expression") ? expr(n, ctx) : null,
    span: nodeSpan(n, ctx.file),
  }),
  moveStmt: (n, ctx) => ({
    kind: "MoveStmt",
    cards: expr(n, ctx, 0),
    to: expr(n, ctx, 1),
    at: has(n, "At") ? placement(expr(n, ctx, 2)) : null,
    span: nodeSpan(n, ctx.file),
  }),
  attachStmt: (n, ctx) => ({
    kind: "AttachStmt",
    card: expr(n, ctx, 0),
    host: expr(n, ctx, 1),
    span: nodeSpan(n, ctx.file),
  }),
  shuffleStmt: (n, ctx) => ({ kind: "ShuffleStmt", zone: expr(n, ctx), span: nodeSpan(n, ctx.file) }),
  requireStmt: (n, ctx) => ({ kind: "RequireStmt", condition: expr(n, ctx), span: nodeSpan(n, ctx.file) }),
  peekStmt: (n, ctx) => ({
    kind: "PeekStmt",
    cards: expr(n, ctx, 0),
    seats: expr(n, ctx, 1),
    span: nodeSpan(n, ctx.file),
  }),
  chooseStmt: (n, ctx) => {
    const otherwise = optNode(n, "block");
    if (!has(n, "RBrace")) throw new Incomplete("choose");
    return {
      kind: "ChooseStmt",
      seat: expr(n, ctx),
      simultaneous: has(n, "Simultaneously") ? identifier(token(n, "Identifier"), ctx) : null,
      items: buildChooseItems(n, ctx),
      otherwise: otherwise ? buildBlock(otherwise, ctx) : null,
      span: nodeSpan(n, ctx.file),
    };
  },
  finishStmt: (n, ctx) => ({
    kind: "FinishStmt",
    winners: expr(n, ctx, 0),
    reason: expr(n, ctx, 1),
    span: nodeSpan(n, ctx.file),
  }),
  logStmt: (n, ctx) => ({ kind: "LogStmt", message: expr(n, ctx), span: nodeSpan(n, ctx.file) }),
  matchStmt: (n, ctx) => {
    if (!has(n, "RBrace")) throw new Incomplete("match");
    const otherwise = optNode(n, "block");
    return {
      kind: "MatchStmt",
      subject: expr(n, ctx),
      arms: buildEach(nodes(n, "matchStmtArm"), (a) => ({
        kind: "MatchArm" as const,
        patterns: buildPatterns(node(a, "matchPatterns"), ctx),
        body: buildBlock(node(a, "block"), ctx),
        span: nodeSpan(a, ctx.file),
      })),
      otherwise: otherwise ? buildBlock(otherwise, ctx) : null,
      span: nodeSpan(n, ctx.file),
    };
  },
  exprStmt: (n, ctx) => buildExprStmt(n, ctx),
};

export function buildStatement(n: CstNode, ctx: BuildContext): Statement {
  for (const [key, build] of Object.entries(builders)) {
    const inner = optNode(n, key);
    if (inner) return build(inner, ctx);
  }
  throw new Incomplete("statement");
}

function buildIf(n: CstNode, ctx: BuildContext): IfStmt {
  const elseIf = optNode(n, "ifStmt");
  const elseBlock = optNode(n, "block", 1);
  return {
    kind: "IfStmt",
    condition: expr(n, ctx),
    then: buildBlock(node(n, "block", 0), ctx),
    else: elseIf ? buildIf(elseIf, ctx) : elseBlock ? buildBlock(elseBlock, ctx) : null,
    span: nodeSpan(n, ctx.file),
  };
}

/** `at top`, `at bottom`, `at random` name a placement; any other expression is a position. */
function placement(e: Expression): MovePlacement | Expression {
  if (
    e.kind === "NameRef" &&
    (e.name.name === "top" || e.name.name === "bottom" || e.name.name === "random")
  ) {
    return e.name.name;
  }
  return e;
}

function buildExprStmt(n: CstNode, ctx: BuildContext): Statement {
  const target = buildOr(node(n, "orExpr"), ctx);
  const opToken = optToken(n, "Assign") ?? optToken(n, "PlusAssign") ?? optToken(n, "MinusAssign");
  if (!opToken) return { kind: "ExprStmt", expression: target, span: nodeSpan(n, ctx.file) };
  const value = expr(n, ctx);
  if (target.kind !== "NameRef" && target.kind !== "IndexExpr") {
    ctx.diagnostics.push({
      code: "LUD204",
      severity: "error",
      message: `cannot assign to this; only a name (\`passes = 0\`) or an indexed variable (\`vp[me] += 1\`) can be assigned`,
      span: target.span,
    });
    throw new Incomplete("assignment");
  }
  return {
    kind: "AssignStmt",
    target,
    op: opToken.image as "=" | "+=" | "-=",
    value,
    span: nodeSpan(n, ctx.file),
  };
}

/** The items of a `choose { … }` or an `options … { … }` body. */
export function buildChooseItems(n: CstNode, ctx: BuildContext): ChooseItem[] {
  return buildEach(nodes(n, "chooseItem"), (item): ChooseItem | null => {
    const use = optNode(item, "useOptions");
    if (use) {
      if (!has(use, "RParen")) throw new Incomplete("use");
      return {
        kind: "UseOptions",
        name: identifier(token(use, "Identifier"), ctx),
        args: buildArguments(optNode(use, "argumentList"), ctx),
        span: nodeSpan(use, ctx.file),
      };
    }
    const option = optNode(item, "choiceOption");
    if (!option) return null; // a `;`
    const when = has(option, "When") ? buildExpression(node(option, "expression"), ctx) : null;
    return {
      kind: "ChoiceOption",
      name: identifier(token(option, "Identifier"), ctx),
      params: nodes(option, "optionParam").map(
        (p): OptionParam => ({
          kind: "OptionParam",
          name: identifier(token(p, "Identifier"), ctx),
          domain: expr(p, ctx),
          span: nodeSpan(p, ctx.file),
        }),
      ),
      when,
      body: buildBlock(node(option, "block"), ctx),
      span: nodeSpan(option, ctx.file),
    };
  });
}

/** CST → AST for expressions (docs/language.md §5). */
import type { CstNode, IToken } from "chevrotain";
import { UnterminatedString } from "../../lex/tokens.js";
import type { BinaryOp, Expression, QueryOp, StringLiteral } from "../nodes.js";
import { type BuildContext, identifier } from "./context.js";
import {
  directTokens,
  has,
  Incomplete,
  joinSpans,
  node,
  nodeSpan,
  nodes,
  optNode,
  optToken,
  token,
  tokenSpan,
  tokens,
} from "./cst.js";

export function buildExpression(n: CstNode, ctx: BuildContext): Expression {
  const ifExpr = optNode(n, "ifExpr");
  if (ifExpr) {
    return {
      kind: "IfExpr",
      condition: buildExpression(node(ifExpr, "expression", 0), ctx),
      then: buildExpression(node(ifExpr, "expression", 1), ctx),
      else: buildExpression(node(ifExpr, "expression", 2), ctx),
      span: nodeSpan(ifExpr, ctx.file),
    };
  }
  const matchExpr = optNode(n, "matchExpr");
  if (matchExpr) return buildMatchExpr(matchExpr, ctx);
  return buildOr(node(n, "orExpr"), ctx);
}

function buildMatchExpr(n: CstNode, ctx: BuildContext): Expression {
  if (!has(n, "RBrace")) throw new Incomplete("match");
  const arms = nodes(n, "matchExprArm");
  return {
    kind: "MatchExpr",
    subject: buildExpression(node(n, "expression", 0), ctx),
    arms: arms.map((a) => ({
      kind: "MatchExprArm",
      patterns: buildPatterns(node(a, "matchPatterns"), ctx),
      value: buildExpression(node(a, "expression"), ctx),
      span: nodeSpan(a, ctx.file),
    })),
    otherwise: has(n, "Else") ? buildExpression(node(n, "expression", 1), ctx) : null,
    span: nodeSpan(n, ctx.file),
  };
}

/** The patterns of a match arm: `1, 2`, `H`, `"fire"`. */
export function buildPatterns(n: CstNode, ctx: BuildContext): Expression[] {
  return nodes(n, "additive").map((a) => buildAdditive(a, ctx));
}

/** Folds `a op b op c` to the left: `(a op b) op c`. */
function foldBinary(
  n: CstNode,
  operandKey: string,
  opKeys: readonly string[],
  buildOperand: (o: CstNode, ctx: BuildContext) => Expression,
  ctx: BuildContext,
): Expression {
  const ops = directTokens(n, opKeys);
  if (ops.length === 0) return buildOperand(node(n, operandKey, 0), ctx);
  const operands = nodes(n, operandKey);
  let left = buildOperand(node(n, operandKey, 0), ctx);
  for (let i = 0; i < ops.length; i++) {
    const rightNode = operands[i + 1];
    if (!rightNode) throw new Incomplete(operandKey);
    const right = buildOperand(rightNode, ctx);
    left = {
      kind: "BinaryExpr",
      op: ops[i]?.image as BinaryOp,
      left,
      right,
      span: joinSpans(left.span, right.span),
    };
  }
  return left;
}

/**
 * The levels of the precedence chain, loosest first: the CST rules orExpr, andExpr, notExpr,
 * comparison, rangeExpr, additive, multiplicative, unary, then postfix.
 */
const OR = 0;
const AND = 1;
const NOT = 2;
const COMPARISON = 3;
const RANGE = 4;
const ADDITIVE = 5;
const MULTIPLICATIVE = 6;
const UNARY = 7;
const COMPARISON_OPS = ["EqEq", "NotEq", "LessEq", "GreaterEq", "Less", "Greater", "In"] as const;
const OR_OPS = ["Or"] as const;
const AND_OPS = ["And"] as const;
const ADDITIVE_OPS = ["Plus", "Minus"] as const;
const MULTIPLICATIVE_OPS = ["Star", "Slash", "Percent"] as const;

/**
 * Builds a node of the chain's level `level`. Nearly every level of nearly every operand holds
 * no operator and only leads to the next level: those are walked in this loop, not a call per
 * level (the CST → AST step's most frequent path, and its share of the JIT's work when cold).
 * The first level that holds an operator is built by its own function, as before.
 */
function buildChain(n: CstNode, level: number, ctx: BuildContext): Expression {
  for (;;) {
    const c = n.children;
    switch (level) {
      case OR:
        if (c.Or !== undefined) return foldBinary(n, "andExpr", OR_OPS, buildAnd, ctx);
        n = node(n, "andExpr");
        break;
      case AND:
        if (c.And !== undefined) return foldBinary(n, "notExpr", AND_OPS, buildNot, ctx);
        n = node(n, "notExpr");
        break;
      case NOT:
        if (c.Not !== undefined) return buildNot(n, ctx);
        n = node(n, "comparison");
        break;
      case COMPARISON:
        if (
          c.EqEq !== undefined ||
          c.NotEq !== undefined ||
          c.LessEq !== undefined ||
          c.GreaterEq !== undefined ||
          c.Less !== undefined ||
          c.Greater !== undefined ||
          c.In !== undefined
        )
          return foldBinary(n, "rangeExpr", COMPARISON_OPS, buildRange, ctx);
        n = node(n, "rangeExpr");
        break;
      case RANGE:
        if (c.DotDot !== undefined) return buildRange(n, ctx);
        n = node(n, "additive");
        break;
      case ADDITIVE:
        if (c.Plus !== undefined || c.Minus !== undefined)
          return foldBinary(n, "multiplicative", ADDITIVE_OPS, buildMultiplicative, ctx);
        n = node(n, "multiplicative");
        break;
      case MULTIPLICATIVE:
        if (c.Star !== undefined || c.Slash !== undefined || c.Percent !== undefined)
          return foldBinary(n, "unary", MULTIPLICATIVE_OPS, buildUnary, ctx);
        n = node(n, "unary");
        break;
      case UNARY:
        if (c.Minus !== undefined) return buildUnary(n, ctx);
        n = node(n, "postfix");
        break;
      default:
        return buildPostfix(n, ctx);
    }
    level++;
  }
}

export function buildOr(n: CstNode, ctx: BuildContext): Expression {
  return buildChain(n, OR, ctx);
}

function buildAnd(n: CstNode, ctx: BuildContext): Expression {
  return buildChain(n, AND, ctx);
}

function buildNot(n: CstNode, ctx: BuildContext): Expression {
  if (has(n, "Not")) {
    return {
      kind: "UnaryExpr",
      op: "not",
      operand: buildNot(node(n, "notExpr"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  }
  return buildChain(node(n, "comparison"), COMPARISON, ctx);
}

export function buildRange(n: CstNode, ctx: BuildContext): Expression {
  const from = buildAdditive(node(n, "additive", 0), ctx);
  if (!has(n, "DotDot")) return from;
  const to = buildAdditive(node(n, "additive", 1), ctx);
  return { kind: "RangeExpr", from, to, span: joinSpans(from.span, to.span) };
}

function buildAdditive(n: CstNode, ctx: BuildContext): Expression {
  return buildChain(n, ADDITIVE, ctx);
}

function buildMultiplicative(n: CstNode, ctx: BuildContext): Expression {
  return buildChain(n, MULTIPLICATIVE, ctx);
}

function buildUnary(n: CstNode, ctx: BuildContext): Expression {
  if (has(n, "Minus")) {
    return {
      kind: "UnaryExpr",
      op: "-",
      operand: buildUnary(node(n, "unary"), ctx),
      span: nodeSpan(n, ctx.file),
    };
  }
  return buildPostfix(node(n, "postfix"), ctx);
}

function buildPostfix(n: CstNode, ctx: BuildContext): Expression {
  let object = buildPrimary(node(n, "primary"), ctx);
  if (n.children.memberSuffix === undefined && n.children.indexSuffix === undefined) return object;
  const suffixes = [...nodes(n, "memberSuffix"), ...nodes(n, "indexSuffix")].sort(
    (a, b) => (a.location?.startOffset ?? 0) - (b.location?.startOffset ?? 0),
  );
  for (const suffix of suffixes) {
    const span = joinSpans(object.span, nodeSpan(suffix, ctx.file));
    if (suffix.name === "memberSuffix") {
      object = { kind: "MemberExpr", object, member: identifier(token(suffix, "Identifier"), ctx), span };
    } else {
      object = { kind: "IndexExpr", object, index: buildExpression(node(suffix, "expression"), ctx), span };
    }
  }
  return object;
}

function buildPrimary(n: CstNode, ctx: BuildContext): Expression {
  const int = optToken(n, "IntegerLiteral");
  if (int) return { kind: "IntLiteral", value: Number(int.image), span: tokenSpan(int, ctx.file) };
  const str = optToken(n, "StringLiteral");
  if (str) return stringLiteral(str, ctx);
  if (has(n, "True")) return { kind: "BoolLiteral", value: true, span: nodeSpan(n, ctx.file) };
  if (has(n, "False")) return { kind: "BoolLiteral", value: false, span: nodeSpan(n, ctx.file) };
  if (has(n, "None")) return { kind: "NoneLiteral", span: nodeSpan(n, ctx.file) };
  const list = optNode(n, "listLiteral");
  if (list) {
    return {
      kind: "ListLiteral",
      elements: nodes(list, "expression").map((e) => buildExpression(e, ctx)),
      span: nodeSpan(list, ctx.file),
    };
  }
  const paren = optNode(n, "parenExpr");
  // The parentheses belong to the span, so an enclosing `(a + b) * c` starts at `(`.
  if (paren) return { ...buildExpression(node(paren, "expression"), ctx), span: nodeSpan(paren, ctx.file) };
  const query = optNode(n, "queryOrCall");
  if (query) return buildQueryOrCall(query, ctx);
  const can = optNode(n, "canExpr");
  if (can) return buildCan(can, ctx);
  return buildNameOrCall(node(n, "nameOrCall"), ctx);
}

/** `can r(args)`: the call spans from the rule's name to `)`. */
function buildCan(n: CstNode, ctx: BuildContext): Expression {
  if (!has(n, "RParen")) throw new Incomplete("can");
  const name = token(n, "Identifier");
  const span = nodeSpan(n, ctx.file);
  return {
    kind: "CanExpr",
    call: {
      kind: "CallExpr",
      callee: identifier(name, ctx),
      args: buildArguments(optNode(n, "argumentList"), ctx),
      span: { ...span, start: tokenSpan(name, ctx.file).start },
    },
    span,
  };
}

function buildQueryOrCall(n: CstNode, ctx: BuildContext): Expression {
  const opToken = token(n, "QueryOp");
  const body = optNode(n, "queryBody");
  if (body) {
    const where = has(body, "Where") ? node(body, "expression", 1) : null;
    const ofIndex = where ? 2 : 1;
    const of = has(body, "Of") ? node(body, "expression", ofIndex) : null;
    return {
      kind: "QueryExpr",
      op: opToken.image as QueryOp,
      variable: identifier(token(body, "Identifier"), ctx),
      source: buildExpression(node(body, "expression", 0), ctx),
      where: where ? buildExpression(where, ctx) : null,
      of: of ? buildExpression(of, ctx) : null,
      span: nodeSpan(n, ctx.file),
    };
  }
  if (!has(n, "RParen")) throw new Incomplete("call");
  return {
    kind: "CallExpr",
    callee: identifier(opToken, ctx),
    args: buildArguments(optNode(n, "argumentList"), ctx),
    span: nodeSpan(n, ctx.file),
  };
}

function buildNameOrCall(n: CstNode, ctx: BuildContext): Expression {
  const name = identifier(token(n, "Identifier"), ctx);
  const grid = optNode(n, "gridRows");
  if (grid) {
    return {
      kind: "GridLiteral",
      enumName: identifier(token(grid, "Identifier"), ctx),
      rows: tokens(grid, "StringLiteral").map((t) => stringLiteral(t, ctx)),
      span: nodeSpan(n, ctx.file),
    };
  }
  if (!has(n, "LParen")) return { kind: "NameRef", name, span: name.span };
  return {
    kind: "CallExpr",
    callee: name,
    args: buildArguments(optNode(n, "argumentList"), ctx),
    span: nodeSpan(n, ctx.file),
  };
}

export function buildArguments(n: CstNode | null, ctx: BuildContext): Expression[] {
  return n ? nodes(n, "expression").map((e) => buildExpression(e, ctx)) : [];
}

export function stringLiteral(t: IToken, ctx: BuildContext): StringLiteral {
  const closed = t.tokenType !== UnterminatedString;
  const body = t.image.slice(1, closed ? -1 : undefined);
  // Most strings have no escape: no regular expression run for them.
  const value = body.includes("\\")
    ? body.replace(/\\(.?)/g, (_, c: string) => (c === "n" ? "\n" : c))
    : body;
  return { kind: "StringLiteral", value, span: tokenSpan(t, ctx.file) };
}

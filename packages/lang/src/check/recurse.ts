/**
 * The checker's recursive entry points, called through the context (see `Recursion` in
 * context.ts) so the modules of expressions and statements need not import each other.
 */
import type * as ast from "../ast/nodes.js";
import type { Ctx, ExprOptions, Frame } from "./context.js";
import type { Type } from "./model.js";

export const checkExpr = (
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  opts?: ExprOptions,
): Type => ctx.recurse.checkExpr(ctx, fx, e, opts);

export const expectType = (
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  expected: Type,
  what: () => string,
  opts?: ExprOptions,
): Type => ctx.recurse.expectType(ctx, fx, e, expected, what, opts);

export const checkIterable = (
  ctx: Ctx,
  fx: Frame,
  e: ast.Expression | null | undefined,
  what: string,
  code?: "LUD402" | "LUD409",
): Type => ctx.recurse.checkIterable(ctx, fx, e, what, code);

export const checkBlock = (ctx: Ctx, fx: Frame, block: ast.Block | null | undefined): void =>
  ctx.recurse.checkBlock(ctx, fx, block);

export const checkArguments = (
  ctx: Ctx,
  fx: Frame,
  node: ast.Node,
  callee: string,
  params: ast.Param[],
  args: ast.Expression[],
): void => ctx.recurse.checkArguments(ctx, fx, node, callee, params, args);

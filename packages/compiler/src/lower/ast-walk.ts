/**
 * Walks of the rules' syntax tree that lowering's analyses share (keep.ts, counts.ts,
 * line-tables.ts, memo.ts): a node's children until one fails a test, every node below one,
 * and the `and`-ed parts of a condition.
 */
import type { ast } from "@ludic/lang";

/** Any node: a walk reads its kind before it knows which node it is. */
export type AnyNode = ast.Node & { kind: string };

/**
 * Whether `test` holds for every child node of `node` (its nodes one level down, in field order),
 * stopping at the first that fails.
 */
export function everyChild(node: object, test: (n: AnyNode) => boolean): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (key === "span" || typeof value !== "object" || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === "object" && item !== null && typeof (item as AnyNode).kind === "string")
        if (!test(item as AnyNode)) return false;
  }
  return true;
}

/** Calls `visit` on every node below `node` (not `node` itself), parents before children. */
export function eachNode(node: object, visit: (n: AnyNode) => void): void {
  everyChild(node, (n) => {
    visit(n);
    eachNode(n, visit);
    return true;
  });
}

/** The `and`-ed parts of a condition. */
export function conjuncts(e: ast.Expression): ast.Expression[] {
  return e.kind === "BinaryExpr" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}

/**
 * Walks of the rules' syntax tree that lowering's analyses share (keep.ts, counts.ts,
 * line-tables.ts): every node below one, and the `and`-ed parts of a condition.
 */
import type { ast } from "@ludic/lang";

/** Any node: a walk reads its kind before it knows which node it is. */
export type AnyNode = ast.Node & { kind: string };

/** Calls `visit` on every node below `node` (not `node` itself), parents before children. */
export function eachNode(node: object, visit: (n: AnyNode) => void): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === "span" || typeof value !== "object" || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === "object" && item !== null && typeof (item as AnyNode).kind === "string") {
        visit(item as AnyNode);
        eachNode(item, visit);
      }
  }
}

/** The `and`-ed parts of a condition. */
export function conjuncts(e: ast.Expression): ast.Expression[] {
  return e.kind === "BinaryExpr" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}

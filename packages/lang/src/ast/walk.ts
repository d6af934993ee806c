/**
 * A generic pre-order walk over AST nodes: follows every property holding a node or an array of
 * nodes, so it keeps working on partial trees and on node kinds added later.
 */
import type * as ast from "./nodes.js";

type AnyAst = ast.Node & { kind: string };

function isNode(value: unknown): value is AnyAst {
  return (
    typeof value === "object" && value !== null && typeof (value as { kind?: unknown }).kind === "string"
  );
}

/** Calls `visit` on `node` and its descendants; `visit` returns false to skip a node's children. */
export function walk(node: unknown, visit: (n: AnyAst) => boolean | undefined): void {
  if (!isNode(node)) return;
  if (visit(node) === false) return;
  // for…in without Object.entries' pairs: every compile walks the whole tree several times.
  const record = node as unknown as Record<string, unknown>;
  for (const key in record) {
    if (key === "span") continue;
    const value = record[key];
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) for (const item of value) walk(item, visit);
    else walk(value, visit);
  }
}

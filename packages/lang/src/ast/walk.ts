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
  walkNode(node, visit);
}

// The checker walks every declaration several times per variant, so this is a hot path: `for…in`
// over own keys, and only object values are visited (no entry arrays, no calls for primitives).
function walkNode(node: AnyAst, visit: (n: AnyAst) => boolean | undefined): void {
  if (visit(node) === false) return;
  const fields = node as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (key === "span" || !Object.hasOwn(fields, key)) continue;
    const value = fields[key];
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walkNode(item, visit);
    } else if (isNode(value)) walkNode(value, visit);
  }
}

const collected = new WeakMap<object, Map<ReadonlySet<string>, readonly AnyAst[]>>();

/**
 * The nodes of the given kinds below `root` (itself included), in `walk`'s order, kept per root
 * and kind set: every variant of a game walks the same base declarations again, and a parsed
 * tree is never changed afterwards. Pass the same set object each time (a module constant).
 */
export function nodesOfKinds(root: object, kinds: ReadonlySet<string>): readonly AnyAst[] {
  let byKinds = collected.get(root);
  if (!byKinds) {
    byKinds = new Map();
    collected.set(root, byKinds);
  }
  let found = byKinds.get(kinds);
  if (!found) {
    const list: AnyAst[] = [];
    walk(root, (n) => {
      if (kinds.has(n.kind)) list.push(n);
      return undefined;
    });
    found = list;
    byKinds.set(kinds, found);
  }
  return found;
}

/**
 * A bound on how deep the syntax tree goes, so every later phase (binder, checker, lowering,
 * emission) may recurse over it without overflowing the stack. The nesting guard (depth.ts)
 * bounds what the parser recurses on, but a flat chain parses in a loop and still builds a deep
 * tree: `1 + 1 + … + 1` is a left-leaning tree as deep as the chain is long, `a.b.c…` too. Here
 * the tree is walked without recursion, and a node at the limit that has children is replaced by
 * nothing (as error recovery leaves it) and reported once (LUD207) where it starts.
 */

import type { BuildContext } from "../ast/build/context.js";
import type { RulesFile } from "../ast/nodes.js";

/**
 * Deep enough for any rules a person writes (real files stay under 40 levels; 64 levels of
 * brackets with a few nodes each fit), shallow enough that a recursive pass over it needs a few
 * thousand stack frames at most, which a default Node stack (about 10 000) holds.
 */
export const MAX_TREE_DEPTH = 400;

/** At most this many LUD207 per file. */
const MAX_REPORTS = 10;

interface Slot {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
  depth: number;
}

const isNode = (v: unknown): v is { kind: string; span?: { start: unknown } } =>
  typeof v === "object" && v !== null && typeof (v as { kind?: unknown }).kind === "string";

const hasChildren = (node: object) =>
  Object.entries(node).some(([k, v]) => k !== "span" && (isNode(v) || (Array.isArray(v) && v.some(isNode))));

export function limitDepth(file: RulesFile, ctx: BuildContext, limit = MAX_TREE_DEPTH): RulesFile {
  let reports = 0;
  const stack: Slot[] = [{ holder: { file }, key: "file", depth: 0 }];
  while (stack.length > 0) {
    const { holder, key, depth } = stack.pop()!;
    const node = (holder as Record<string | number, unknown>)[key];
    if (!isNode(node)) continue;
    if (depth >= limit && hasChildren(node)) {
      (holder as Record<string | number, unknown>)[key] = null;
      if (reports++ < MAX_REPORTS && node.span) {
        ctx.diagnostics.push({
          code: "LUD207",
          severity: "error",
          message: `this expression or block is nested or chained too deeply (more than ${limit} levels); it is skipped`,
          span: node.span as never,
          notes: [
            "a long chain like `a + b + … + z` or `x.a.b.c…` counts one level per term: name parts with `let` or a `fn`",
          ],
        });
      }
      continue;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === "span") continue;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++)
          if (isNode(v[i])) stack.push({ holder: v, key: i, depth: depth + 1 });
      } else if (isNode(v)) {
        stack.push({ holder: node as Record<string, unknown>, key: k, depth: depth + 1 });
      }
    }
  }
  return file;
}

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

const isNode = (v: unknown): v is { kind: string; span?: { start: unknown } } =>
  typeof v === "object" && v !== null && typeof (v as { kind?: unknown }).kind === "string";

const hasChildren = (node: object) =>
  Object.entries(node).some(([k, v]) => k !== "span" && (isNode(v) || (Array.isArray(v) && v.some(isNode))));

type Holder = Record<string | number, unknown>;

export function limitDepth(file: RulesFile, ctx: BuildContext, limit = MAX_TREE_DEPTH): RulesFile {
  let reports = 0;
  // The slots still to visit, as three parallel stacks (every node of every file passes through
  // them: no object per slot, no entry arrays per node).
  const holders: Holder[] = [{ file }];
  const keys: (string | number)[] = ["file"];
  const depths: number[] = [0];
  while (holders.length > 0) {
    const holder = holders.pop() as Holder;
    const key = keys.pop() as string | number;
    const depth = depths.pop() as number;
    const node = holder[key];
    if (!isNode(node)) continue;
    if (depth >= limit && hasChildren(node)) {
      holder[key] = null;
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
    const fields = node as Holder;
    for (const k in fields) {
      if (k === "span" || !Object.hasOwn(fields, k)) continue;
      const v = fields[k];
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          if (!isNode(v[i])) continue;
          holders.push(v as unknown as Holder);
          keys.push(i);
          depths.push(depth + 1);
        }
      } else if (isNode(v)) {
        holders.push(fields);
        keys.push(k);
        depths.push(depth + 1);
      }
    }
  }
  return file;
}

/**
 * A query's call shared by its `where` and its `of` (docs/compiler.md "Shared calls"): in
 * `map(a in components(mine(k)) where size(sp(a)) >= 2 of sp(a))` or `max(c in rivals where
 * inQ(c, q) < hi of inQ(c, q))` the `of` is a call of a rules `fn` that the `where` computes too,
 * so each element passing the test computed it twice. The call is computed once per element
 * instead, as a `map` of the source, and the query runs over those values: `where` and `of` read
 * the value where they made the call.
 *
 * A rules `fn` is pure (no effect, no random draw), so only how many times it runs changes. It
 * qualifies when the `where` makes the call for every element (not behind `and`, `or` or a
 * conditional's branch), reads the query's variable nowhere else, and is otherwise made of what
 * cannot fail (operators, locals, constants, list lengths): so the calls run in the same order,
 * on the same elements, and a rules error the call raises is raised by the same element first.
 */
import { type IRExpr, lambda, local, mapExpr, method, walk } from "../ir/expr.js";

/** What a shared call's query runs over: the values, named `variable`, and its `where` and `of` on them. */
export interface SharedCall {
  source: IRExpr;
  variable: string;
  where: IRExpr;
  of: IRExpr;
}

/** Nodes of a `where` that cannot fail and read nothing but locals and constants. */
const TOTAL = new Set<IRExpr["k"]>([
  "num",
  "str",
  "bool",
  "null",
  "local",
  "binary",
  "arith",
  "not",
  "negate",
  "length",
]);

const same = (a: IRExpr, b: IRExpr): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `where` always makes the call `c` (on the path every evaluation takes). */
function always(where: IRExpr, c: IRExpr): boolean {
  if (same(where, c)) return true;
  switch (where.k) {
    case "binary":
      // `and` / `or` evaluate their right side only sometimes.
      return always(where.left, c) || (where.op !== "and" && where.op !== "or" && always(where.right, c));
    case "arith":
      return always(where.left, c) || always(where.right, c);
    case "not":
    case "negate":
      return always(where.operand, c);
    case "length":
      return always(where.list, c);
    default:
      return false;
  }
}

/**
 * The query over `source` with variable `v`, `where` and `of`, with `of`'s call made once per
 * element (`name` gives the fresh local for its value), or null when it does not qualify.
 */
export function sharedCall(
  source: IRExpr,
  v: string,
  where: IRExpr,
  of: IRExpr,
  name: () => string,
): SharedCall | null {
  if (
    of.k !== "call" ||
    (of.callee.k !== "byVariant" && !(of.callee.k === "global" && of.callee.name.startsWith("fn_")))
  )
    return null;
  if (![...walk(of)].some((x) => x.k === "local" && x.name === v)) return null;
  if (!always(where, of)) return null;
  const y = local("$$shared");
  const rest = mapExpr(where, (x) => (same(x, of) ? y : undefined));
  for (const x of walk(rest)) {
    if (!TOTAL.has(x.k)) return null;
    if (x.k === "local" && x.name === v) return null;
  }
  const fresh = name();
  const named = (x: IRExpr): IRExpr =>
    mapExpr(x, (n) => (n.k === "local" && n.name === "$$shared" ? local(fresh) : undefined));
  return {
    source: method(source, "map", lambda([v], of)),
    variable: fresh,
    where: named(rest),
    of: local(fresh),
  };
}

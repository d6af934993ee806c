/**
 * The expression IR: what an expression of the rules means against the engine's state layout,
 * as plain data. Lowering (lower/expressions.ts) builds these trees from the checker's tables;
 * emission (emit/print-expr.ts) is the one place that spells them as TypeScript — how the state
 * is laid out (`st.z`, `st.g`, the frame `f`), which runtime helper a node calls, and where
 * parentheses go. No node holds TypeScript text: names are identifiers (a local, a frame slot, a
 * rules variable, a runtime helper, a generated function), everything else is structure.
 */

/** A TypeScript type as data (the storage of a rules type), spelt by the printer. */
export type IRType =
  | { k: "number" }
  | { k: "boolean" }
  | { k: "string" }
  | { k: "void" }
  | { k: "list"; element: IRType }
  | { k: "nullable"; of: IRType }
  /** A local not yet computed (`T | undefined`). */
  | { k: "maybe"; of: IRType }
  /** A type the engine module names (`SourceLocation`). */
  | { k: "named"; name: string };

/** An operator of the rules, after lowering chose it (`==` on ints is `eq`; on lists it is a helper call). */
export type IRBinaryOp =
  | "and"
  | "or"
  | "eq"
  | "ne"
  | "lt"
  | "le"
  | "gt"
  | "ge"
  | "add"
  | "sub"
  | "mul"
  | "div"
  | "mod";

/** A query that reduces its source in one pass (`count`, `sum`, `max`, `min` of a query). */
export type IRFold = "count" | "sum" | "max" | "min";

/** A lambda's parameter: a plain local, typed when the lambda is applied at once. */
export interface IRLambdaParam {
  name: string;
  type?: IRType;
}

export type IRExpr =
  // Literals.
  | { k: "num"; value: number }
  | { k: "str"; value: string }
  | { k: "bool"; value: boolean }
  | { k: "null" }
  /** A grid literal: rows of enum indexes. */
  | { k: "grid"; rows: number[][] }
  // Names.
  /** A plain local of the function being emitted (a query's variable, a parameter outside a frame). */
  | { k: "local"; name: string }
  /** A field of a suspending rule's frame, named after the rules local it holds. */
  | { k: "slot"; name: string }
  /** A name the engine module defines or imports: a runtime helper, `fn_goal`, `K_SUITS`, `ATT`, `BOARD`. */
  | { k: "global"; name: string }
  /** The implementation the state's variant uses, from a per-variant table (`fn_goal_BY_VARIANT`). */
  | { k: "byVariant"; table: string }
  /** The state itself (what helpers and rules take as first argument). */
  | { k: "state" }
  /** The number of players. */
  | { k: "players" }
  /** The list of seats, `0 … players - 1`. */
  | { k: "seats" }
  /** The index of the variant the state plays. */
  | { k: "variant" }
  /** The state's random source. */
  | { k: "rng" }
  /** The state's variables, as one record (what `ownVar` takes). */
  | { k: "vars" }
  /** What the last suspending rule that returned gave back. */
  | { k: "ret" }
  /** A game option's value. */
  | { k: "option"; name: string }
  /** A rules variable, or one member of an indexed variable family (`vp[s]`). */
  | { k: "var"; name: string; index?: IRExpr }
  /** A zone's id, or one zone of an indexed family (`hand[me]`). */
  | { k: "zone"; name: string; index?: IRExpr }
  /** The zone of the cards attached to a card. */
  | { k: "attachedZone"; card: IRExpr }
  /** A zone's cards, top first. */
  | { k: "cards"; zone: IRExpr }
  /** The zone a card lies in. */
  | { k: "locOf"; card: IRExpr }
  /** Where every card lies (what helpers that look cards up take). */
  | { k: "cardLocs" }
  /** Whether a card lies in a zone. */
  | { k: "inZone"; card: IRExpr; zone: IRExpr }
  /** Entry `index` of the source-location table, passed to helpers that raise rules errors. */
  | { k: "loc"; index: number }
  // Cards and enums.
  | { k: "cardId"; card: IRExpr }
  | { k: "cardAttr"; cardType: string; attr: string; card: IRExpr }
  /** Every card of a card type. */
  | { k: "cardsOf"; cardType: string }
  /** A member of an enum; `value` its index (cards.ts), printed as the number: no lookup at run time. */
  | { k: "enumMember"; enum: string; member: string; value: number }
  /** Every member of an enum, in order. */
  | { k: "enumAll"; enum: string }
  | { k: "enumName"; enum: string; value: IRExpr }
  | { k: "enumLabel"; enum: string; value: IRExpr }
  // Operators.
  /** The rules' `not` and unary `-`: the operand prints grouped unless it is one token. */
  | { k: "not"; operand: IRExpr }
  | { k: "neg"; operand: IRExpr }
  /** A negation the compiler adds (`!sameValue(…)`, no filter passes): the operand prints by precedence. */
  | { k: "negate"; operand: IRExpr }
  /** A rules operator: its operands print grouped unless they are one token. */
  | { k: "binary"; op: IRBinaryOp; left: IRExpr; right: IRExpr }
  /** An operation the compiler adds (a seat's successor, an index bound): operands print by precedence. */
  | { k: "arith"; op: IRBinaryOp; left: IRExpr; right: IRExpr }
  | { k: "cond"; test: IRExpr; then: IRExpr; else: IRExpr }
  /** A value whose storage type is wider than the rules know here (a narrowed `T?`, a frame slot read as a card). */
  | { k: "as"; expr: IRExpr; type: IRType }
  /** A `T?` read where the checker proved it is not `none`. */
  | { k: "narrow"; expr: IRExpr; type: IRType }
  /** A field of a value (`BOARD.cells`, `Math.trunc`). */
  | { k: "prop"; target: IRExpr; name: string }
  // Lists.
  | { k: "list"; items: IRExpr[] }
  /** Lists joined end to end. */
  | { k: "concat"; lists: IRExpr[] }
  | { k: "length"; list: IRExpr }
  /** An element at a checked position (no range check: the lowering proved it is inside). */
  | { k: "at"; list: IRExpr; index: IRExpr }
  | { k: "contains"; list: IRExpr; item: IRExpr }
  /** An array method of the runtime's lists: `slice`, `map`, `filter`, `some`, `every`, `find`, `join`, `reverse`, `flat`, `flatMap`, `reduce`. */
  | { k: "method"; target: IRExpr; name: string; args: IRExpr[] }
  /** A one-pass reduction of `source`, counting, summing or taking the extreme of `of` over the elements that pass `where`. */
  | { k: "fold"; fold: IRFold; source: IRExpr; variable: string; where: IRExpr | null; of: IRExpr | null }
  | { k: "lambda"; params: IRLambdaParam[]; body: IRExpr }
  /** A call of a function (a global, a per-variant implementation, a lambda applied at once). */
  | { k: "call"; callee: IRExpr; args: IRExpr[] }
  /** A new instance of a class the engine imports (`RulesError`, `GameOver`). */
  | { k: "new"; class: string; args: IRExpr[] }
  /** `target`, computed by `value` the first time it is read (a local or a field that starts undefined). */
  | { k: "cache"; target: IRExpr; value: IRExpr }
  /** A statement-bodied callback (`SEARCH.canCall(st, (st) => { rule_x(st); })`): runs `call` for its effect. */
  | { k: "effect"; param: string; call: IRExpr }
  /**
   * `match` as an expression: arms tried in order on a subject read once (`subject` is a simple
   * expression, or it is bound to the local `variable` by an applied lambda).
   */
  | {
      k: "match";
      subject: IRExpr;
      variable: string | null;
      type: IRType;
      arms: { patterns: IRExpr[]; value: IRExpr }[];
      otherwise: IRExpr;
    }
  /** The test of one `match` arm: the subject equals one of the patterns. */
  | { k: "matchTest"; subject: IRExpr; patterns: IRExpr[] };

/** A node of kind `K`. */
export type IRExprOf<K extends IRExpr["k"]> = Extract<IRExpr, { k: K }>;

// Builders, so lowering reads as what it means.
export const num = (value: number): IRExpr => ({ k: "num", value });
export const str = (value: string): IRExpr => ({ k: "str", value });
export const bool = (value: boolean): IRExpr => ({ k: "bool", value });
export const nul: IRExpr = { k: "null" };
export const local = (name: string): IRExpr => ({ k: "local", name });
export const global = (name: string): IRExpr => ({ k: "global", name });
export const call = (callee: string | IRExpr, ...args: IRExpr[]): IRExpr => ({
  k: "call",
  callee: typeof callee === "string" ? global(callee) : callee,
  args,
});
export const method = (target: IRExpr, name: string, ...args: IRExpr[]): IRExpr => ({
  k: "method",
  target,
  name,
  args,
});
export const binary = (op: IRBinaryOp, left: IRExpr, right: IRExpr): IRExpr => ({
  k: "binary",
  op,
  left,
  right,
});
export const arith = (op: IRBinaryOp, left: IRExpr, right: IRExpr): IRExpr => ({
  k: "arith",
  op,
  left,
  right,
});
export const cond = (test: IRExpr, then: IRExpr, otherwise: IRExpr): IRExpr => ({
  k: "cond",
  test,
  then,
  else: otherwise,
});
export const lambda = (params: (string | IRLambdaParam)[], body: IRExpr): IRExpr => ({
  k: "lambda",
  params: params.map((p) => (typeof p === "string" ? { name: p } : p)),
  body,
});
export const not = (operand: IRExpr): IRExpr => ({ k: "not", operand });
export const STRING: IRType = { k: "string" };
export const NUMBER: IRType = { k: "number" };
export const BOOLEAN: IRType = { k: "boolean" };

/** The direct children of a node, in printing order. */
export function children(e: IRExpr): IRExpr[] {
  switch (e.k) {
    case "var":
    case "zone":
      return e.index ? [e.index] : [];
    case "attachedZone":
    case "locOf":
    case "cardId":
    case "cardAttr":
      return [e.card];
    case "cards":
      return [e.zone];
    case "enumName":
    case "enumLabel":
      return [e.value];
    case "not":
    case "neg":
    case "negate":
      return [e.operand];
    case "inZone":
      return [e.card, e.zone];
    case "prop":
      return [e.target];
    case "binary":
    case "arith":
      return [e.left, e.right];
    case "cond":
      return [e.test, e.then, e.else];
    case "as":
    case "narrow":
      return [e.expr];
    case "list":
      return e.items;
    case "concat":
      return e.lists;
    case "length":
      return [e.list];
    case "at":
      return [e.list, e.index];
    case "contains":
      return [e.list, e.item];
    case "method":
      return [e.target, ...e.args];
    case "fold":
      return [e.source, ...(e.where ? [e.where] : []), ...(e.of ? [e.of] : [])];
    case "lambda":
      return [e.body];
    case "call":
      return [e.callee, ...e.args];
    case "effect":
      return [e.call];
    case "new":
      return e.args;
    case "cache":
      return [e.target, e.value];
    case "match":
      return [e.subject, ...e.arms.flatMap((a) => [...a.patterns, a.value]), e.otherwise];
    case "matchTest":
      return [e.subject, ...e.patterns];
    default:
      return [];
  }
}

/** Every node of the tree, the root first. */
export function* walk(e: IRExpr): Generator<IRExpr> {
  yield e;
  for (const c of children(e)) yield* walk(c);
}

/** A copy of the tree with each node `f` returns a replacement for replaced (children are not visited then). */
export function mapExpr(e: IRExpr, f: (e: IRExpr) => IRExpr | undefined): IRExpr {
  const r = f(e);
  if (r !== undefined) return r;
  const m = (x: IRExpr) => mapExpr(x, f);
  switch (e.k) {
    case "var":
    case "zone":
      return e.index ? { ...e, index: m(e.index) } : e;
    case "attachedZone":
    case "locOf":
    case "cardId":
    case "cardAttr":
      return { ...e, card: m(e.card) };
    case "cards":
      return { ...e, zone: m(e.zone) };
    case "enumName":
    case "enumLabel":
      return { ...e, value: m(e.value) };
    case "not":
    case "neg":
    case "negate":
      return { ...e, operand: m(e.operand) };
    case "inZone":
      return { ...e, card: m(e.card), zone: m(e.zone) };
    case "prop":
      return { ...e, target: m(e.target) };
    case "binary":
    case "arith":
      return { ...e, left: m(e.left), right: m(e.right) };
    case "cond":
      return { ...e, test: m(e.test), then: m(e.then), else: m(e.else) };
    case "as":
    case "narrow":
      return { ...e, expr: m(e.expr) };
    case "list":
      return { ...e, items: e.items.map(m) };
    case "concat":
      return { ...e, lists: e.lists.map(m) };
    case "length":
      return { ...e, list: m(e.list) };
    case "at":
      return { ...e, list: m(e.list), index: m(e.index) };
    case "contains":
      return { ...e, list: m(e.list), item: m(e.item) };
    case "method":
      return { ...e, target: m(e.target), args: e.args.map(m) };
    case "fold":
      return { ...e, source: m(e.source), where: e.where && m(e.where), of: e.of && m(e.of) };
    case "lambda":
      return { ...e, body: m(e.body) };
    case "call":
      return { ...e, callee: m(e.callee), args: e.args.map(m) };
    case "effect":
      return { ...e, call: m(e.call) };
    case "new":
      return { ...e, args: e.args.map(m) };
    case "cache":
      return { ...e, target: m(e.target), value: m(e.value) };
    case "match":
      return {
        ...e,
        subject: m(e.subject),
        arms: e.arms.map((a) => ({ patterns: a.patterns.map(m), value: m(a.value) })),
        otherwise: m(e.otherwise),
      };
    case "matchTest":
      return { ...e, subject: m(e.subject), patterns: e.patterns.map(m) };
    default:
      return e;
  }
}

/**
 * Whether the expression can be read twice without evaluating anything twice: a name, a state
 * field, a literal, or an element of one indexed by one (what `match` reads without binding).
 */
export function isSimple(e: IRExpr): boolean {
  if (isPath(e)) return true;
  switch (e.k) {
    case "var":
      return e.index !== undefined && isPath(e.index);
    case "cardId":
    case "cardAttr":
    case "locOf":
      return isPath(e.card);
    case "cards":
      return isPath(e.zone);
    case "enumName":
    case "enumLabel":
      return isPath(e.value);
    case "byVariant":
      return true;
    default:
      return false;
  }
}

/** A name, a frame slot, a state field or a non-negative literal: one token when printed. */
export function isPath(e: IRExpr): boolean {
  switch (e.k) {
    case "local":
    case "slot":
    case "global":
    case "players":
    case "variant":
    case "option":
    case "enumMember":
    case "enumAll":
    case "state":
    case "rng":
    case "vars":
    case "ret":
    case "bool":
    case "null":
    case "cardsOf":
    case "cardLocs":
      return true;
    case "prop":
      return isPath(e.target);
    case "length":
      return isPath(e.list);
    case "zone":
    case "var":
      return e.index === undefined;
    case "num":
      return Number.isInteger(e.value) && e.value >= 0;
    default:
      return false;
  }
}

/** Whether the expression reads the plain local `name` (a lambda's or a fold's own variable of that name counts too). */
export function readsLocal(e: IRExpr, name: string): boolean {
  for (const x of walk(e)) {
    if (x.k === "local" && x.name === name) return true;
    if (x.k === "lambda" && x.params.some((p) => p.name === name)) return true;
    if ((x.k === "fold" && x.variable === name) || (x.k === "match" && x.variable === name)) return true;
  }
  return false;
}

/** Whether the expression reads the state (`st`): every node but literals, locals, slots and module names does. */
export function readsState(e: IRExpr): boolean {
  for (const x of walk(e))
    switch (x.k) {
      case "num":
      case "str":
      case "bool":
      case "null":
      case "grid":
      case "local":
      case "slot":
      case "global":
      case "zone":
      case "attachedZone":
      case "loc":
      case "cardId":
      case "cardAttr":
      case "cardsOf":
      case "enumMember":
      case "enumAll":
      case "enumName":
      case "enumLabel":
      case "not":
      case "neg":
      case "negate":
      case "binary":
      case "arith":
      case "cond":
      case "as":
      case "narrow":
      case "prop":
      case "list":
      case "concat":
      case "length":
      case "at":
      case "contains":
      case "method":
      case "fold":
      case "lambda":
      case "call":
      case "new":
      case "cache":
      case "match":
      case "matchTest":
        break;
      default:
        return true;
    }
  return false;
}

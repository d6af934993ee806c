/**
 * Spells the expression IR (ir/expr.ts) as TypeScript: the one place that knows how the engine's
 * state is laid out (`st.z` for zones' cards, `st.g` for variables, `st.o` for options, the frame
 * `f`, `Z`, `ATT`, `CARD_IDS`, `LOC`), which runtime helper a node is, and where parentheses go.
 *
 * Parentheses: an operand of a rules operator (`binary`, `not`, `neg`, `contains`, `inZone`) is
 * grouped unless it prints as one token or is already enclosed, so each operand of the rules
 * reads on its own; an operation the compiler adds (`arith`, `negate`) and the target of a
 * member access are parenthesized by precedence only. A conditional always prints enclosed.
 */
import type { IRBinaryOp, IRExpr, IRType } from "../ir/expr.js";
import { commentText, identifier, stringLiteral } from "./escape.js";

const OPS: Record<IRBinaryOp, string> = {
  and: "&&",
  or: "||",
  eq: "===",
  ne: "!==",
  lt: "<",
  le: "<=",
  gt: ">",
  ge: ">=",
  add: "+",
  sub: "-",
  mul: "*",
  div: "/",
  mod: "%",
};

const OP_PRECEDENCE: Record<IRBinaryOp, number> = {
  or: 4,
  and: 5,
  eq: 9,
  ne: 9,
  lt: 10,
  le: 10,
  gt: 10,
  ge: 10,
  add: 12,
  sub: 12,
  mul: 13,
  div: 13,
  mod: 13,
};

/** Member access, calls, indexing: what binds tightest. */
const POSTFIX = 17;
/** A literal, a name, or anything that prints enclosed in `(…)`, `[…]`. */
const ATOM = 20;

/** How tightly the printed expression binds (JavaScript's operator precedence, higher binds tighter). */
export function precedence(e: IRExpr): number {
  switch (e.k) {
    case "lambda":
    case "effect":
      return 1;
    case "binary":
      return e.op === "or" ? ATOM : OP_PRECEDENCE[e.op];
    case "arith":
      return OP_PRECEDENCE[e.op];
    case "inZone":
      return OP_PRECEDENCE.eq;
    case "as":
      return 11;
    case "not":
    case "neg":
    case "negate":
      return 15;
    case "num":
      return e.value < 0 ? 15 : ATOM;
    case "matchTest":
      return e.patterns.length === 1 ? OP_PRECEDENCE.eq : ATOM;
    case "method":
    case "call":
    case "new":
    case "prop":
    case "length":
    case "at":
    case "contains":
      return POSTFIX;
    default:
      return ATOM;
  }
}

/** A TypeScript type. */
export function printType(t: IRType): string {
  switch (t.k) {
    case "number":
    case "boolean":
    case "string":
    case "void":
      return t.k;
    case "list": {
      const element = printType(t.element);
      return t.element.k === "nullable" || t.element.k === "maybe" ? `(${element})[]` : `${element}[]`;
    }
    case "nullable":
      return `${printType(t.of)} | null`;
    case "maybe":
      return `${printType(t.of)} | undefined`;
    case "named":
      return t.name;
  }
}

/** Whether the node prints enclosed as a whole, in parentheses or brackets of its own. */
function enclosed(e: IRExpr): boolean {
  switch (e.k) {
    case "cond":
    case "narrow":
    case "attachedZone":
    case "cache":
    case "list":
    case "concat":
    case "grid":
      return true;
    case "binary":
      return e.op === "or";
    case "zone":
      return e.index !== undefined;
    case "match":
      return e.variable === null;
    case "matchTest":
      return e.patterns.length !== 1;
    default:
      return false;
  }
}

/** Whether the node prints as one token: names, fields, literals and elements of them (`st.z[Z.deck]`, `Card.rank[c]`). */
export function isToken(e: IRExpr): boolean {
  switch (e.k) {
    case "local":
    case "slot":
    case "global":
    case "byVariant":
    case "state":
    case "players":
    case "variant":
    case "rng":
    case "vars":
    case "ret":
    case "option":
    case "cardLocs":
    case "loc":
    case "cardsOf":
    case "enumMember":
    case "enumAll":
    case "bool":
    case "null":
      return true;
    case "num":
      return e.value >= 0 && Number.isInteger(e.value);
    case "str":
      return /^[\w.$[\]]*$/.test(e.value);
    case "var":
      return e.index === undefined || isToken(e.index);
    case "zone":
      return e.index === undefined;
    case "cards":
      return isToken(e.zone);
    case "locOf":
    case "cardId":
    case "cardAttr":
      return isToken(e.card);
    case "enumName":
    case "enumLabel":
      return isToken(e.value);
    case "prop":
      return isToken(e.target);
    case "length":
      return isToken(e.list);
    case "at":
      return isToken(e.list) && isToken(e.index);
    default:
      return false;
  }
}

/**
 * An operand of a rules operator, where the operator needs at least precedence `min`: grouped
 * unless it prints as one token or is enclosed as a whole. An operand that only looks enclosed
 * (`(a) && (b)`, `(f(x)) - (g(y))`) is left as it is where precedence allows (`(a) && (b) && c`
 * reads as the rules do), and grouped where it does not (`!((a) && (b))`).
 */
function grouped(e: IRExpr, min: number): string {
  const s = printExpr(e);
  if (enclosed(e) || isToken(e)) return s;
  return s.startsWith("(") && s.endsWith(")") && precedence(e) >= min ? s : `(${s})`;
}

/** Parenthesized when it binds less tightly than `min`. */
function tight(e: IRExpr, min: number): string {
  const s = printExpr(e);
  return precedence(e) < min ? `(${s})` : s;
}

const postfix = (e: IRExpr) => tight(e, POSTFIX);
const args = (xs: IRExpr[]) => xs.map(printExpr).join(", ");

/** The expression as TypeScript. */
export function printExpr(e: IRExpr): string {
  switch (e.k) {
    case "num":
      return String(e.value);
    case "str":
      return stringLiteral(e.value);
    case "bool":
      return String(e.value);
    case "null":
      return "null";
    case "grid":
      return JSON.stringify(e.rows);
    case "local":
    case "global":
      return e.name;
    case "slot":
      return `f.${e.name}`;
    case "byVariant":
      return `${e.table}[st.v]`;
    case "state":
      return "st";
    case "players":
      return "st.n";
    case "seats":
      return "seatsOf(st.n)";
    case "variant":
      return "st.v";
    case "rng":
      return "st.rng";
    case "vars":
      return "st.g";
    case "ret":
      return "st.ret";
    case "new":
      return `new ${e.class}(${args(e.args)})`;
    case "cache":
      return `(${printExpr(e.target)} ??= ${printExpr(e.value)})`;
    case "option":
      return `st.o.${e.name}`;
    case "var":
      return e.index ? `st.g.${e.name}[${printExpr(e.index)}]` : `st.g.${e.name}`;
    case "zone":
      return e.index ? `(Z.${e.name} + ${printExpr(e.index)})` : `Z.${e.name}`;
    case "attachedZone":
      return `(ATT + ${printExpr(e.card)})`;
    case "cards":
      // A named zone's cards are in `z`, a card's attachments in `a`; a zone held in a value is either.
      if (e.zone.k === "zone") return `st.z[${printExpr(e.zone)}]`;
      if (e.zone.k === "attachedZone") return `st.a[${printExpr(e.zone.card)}]`;
      return `zoneCards(st, ${printExpr(e.zone)})`;
    case "locOf":
      return `st.loc[${printExpr(e.card)}]`;
    case "cardLocs":
      return "st.loc";
    case "inZone":
      return `st.loc[${printExpr(e.card)}] === ${grouped(e.zone, OP_PRECEDENCE.eq + 1)}`;
    case "loc":
      return `LOC[${e.index}]`;
    case "cardId":
      return `CARD_IDS[${printExpr(e.card)}]`;
    case "cardAttr":
      return `${identifier(e.cardType)}.${e.attr}[${printExpr(e.card)}]`;
    case "cardsOf":
      return `CARDS_OF.${identifier(e.cardType)}`;
    case "enumMember":
      // The member's index as cards.ts numbers it, named in a comment: a literal V8 compares at
      // once, where \`Mark.E\` is a load from the module's object at every test (Tic-tac-toe +4%).
      return `${e.value} /* ${commentText(`${e.enum}.${e.member}`)} */`;
    case "enumAll":
      return `${identifier(e.enum)}_ALL`;
    case "enumName":
      return `${identifier(e.enum)}_NAMES[${printExpr(e.value)}]`;
    case "enumLabel":
      return `${identifier(e.enum)}_LABELS[${printExpr(e.value)}]`;
    case "not":
      return `!${grouped(e.operand, 15)}`;
    case "neg":
      return `-${grouped(e.operand, 15)}`;
    case "negate":
      return `!${tight(e.operand, 15)}`;
    case "binary": {
      const p = OP_PRECEDENCE[e.op];
      const l = grouped(e.left, p);
      const r = grouped(e.right, p + 1);
      return e.op === "or" ? `(${l} || ${r})` : `${l} ${OPS[e.op]} ${r}`;
    }
    case "arith": {
      const p = OP_PRECEDENCE[e.op];
      return `${tight(e.left, p)} ${OPS[e.op]} ${tight(e.right, p + 1)}`;
    }
    case "cond":
      return `(${printExpr(e.test)} ? ${printExpr(e.then)} : ${printExpr(e.else)})`;
    case "as":
      return `${printExpr(e.expr)} as ${printType(e.type)}`;
    case "narrow":
      return `(${printExpr(e.expr)} as ${printType(e.type)})`;
    case "prop":
      return `${postfix(e.target)}.${e.name}`;
    case "list":
      return `[${args(e.items)}]`;
    case "concat":
      // `a + b + c` nests: the inner lists' parts in their place, one array built, by pushes
      // (`concatLists(a, b, c)`; a spread `[...a, ...b, ...c]` walks each list's iterator).
      return `concatLists(${args(flatLists(e.lists))})`;
    case "length":
      return `${postfix(e.list)}.length`;
    case "at":
      return `${postfix(e.list)}[${printExpr(e.index)}]`;
    case "contains":
      return `${grouped(e.list, POSTFIX)}.includes(${printExpr(e.item)})`;
    case "method":
      return `${postfix(e.target)}.${e.name}(${args(e.args)})`;
    case "fold":
      return printFold(e);
    case "lambda":
      return `(${e.params.map((p) => (p.type ? `${p.name}: ${printType(p.type)}` : p.name)).join(", ")}) => ${printExpr(e.body)}`;
    case "call":
      return `${tight(e.callee, POSTFIX)}(${args(e.args)})`;
    case "effect":
      return `(${e.param}) => { ${printExpr(e.call)}; }`;
    case "match": {
      const m: IRExpr = e.variable === null ? e.subject : { k: "local", name: e.variable };
      const chain = e.arms.reduceRight(
        (rest, arm) =>
          `${printExpr({ k: "matchTest", subject: m, patterns: arm.patterns })} ? ${printExpr(arm.value)} : ${rest}`,
        printExpr(e.otherwise),
      );
      if (e.variable === null) return `(${chain})`;
      return `((${e.variable}: ${printType(e.type)}) => ${chain})(${printExpr(e.subject)})`;
    }
    case "matchTest": {
      const subject = printExpr(e.subject);
      const tests = e.patterns.map((p) => `${subject} === ${printExpr(p)}`);
      return tests.length === 1 ? (tests[0] as string) : `(${tests.join(" || ")})`;
    }
  }
}

/**
 * A one-pass fold: `reduce` with an accumulator whose name ends in `$` (no rules name does, so
 * `where` and `of` may use any name); the test is always enclosed.
 */
function printFold(e: Extract<IRExpr, { k: "fold" }>): string {
  const source = postfix(e.source);
  const v = e.variable;
  const where = e.where === null ? null : printExpr(e.where);
  const of = e.of === null ? v : printExpr(e.of);
  switch (e.fold) {
    case "count":
      return `${source}.reduce((n$, ${v}) => ((${where}) ? n$ + 1 : n$), 0)`;
    case "sum":
      return where
        ? `${source}.reduce((acc$, ${v}) => ((${where}) ? acc$ + ${of} : acc$), 0)`
        : `${source}.reduce((acc$, ${v}) => acc$ + ${of}, 0)`;
    case "max":
    case "min": {
      const from = e.fold === "max" ? "-Infinity" : "Infinity";
      const step = `Math.${e.fold}(m$, ${of})`;
      return `extremeOr0(${source}.reduce((m$, ${v}) => ${where ? `((${where}) ? ${step} : m$)` : step}, ${from}))`;
    }
  }
}

/** The lists a concatenation joins, nested concatenations' parts in their place. */
function flatLists(lists: readonly IRExpr[]): IRExpr[] {
  return lists.flatMap((l) => (l.k === "concat" ? flatLists(l.lists) : [l]));
}

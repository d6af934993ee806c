import { describe, expect, it } from "vitest";
import {
  arith,
  binary,
  call,
  cond,
  global,
  type IRExpr,
  lambda,
  local,
  method,
  num,
  str,
} from "../ir/expr.js";
import { printExpr, printType } from "./print-expr.js";

const a = local("a");
const b = local("b");
const c = local("c");

describe("printExpr", () => {
  it("spells the state layout: zones' cards, variables, frame slots, options", () => {
    const hand: IRExpr = { k: "zone", name: "hand", index: { k: "slot", name: "me" } };
    expect(printExpr({ k: "cards", zone: hand })).toBe("st.z[(Z.hand + f.me)]");
    // A card's attachments are kept apart (`a`), and a zone held in a value may be either kind.
    expect(printExpr({ k: "cards", zone: { k: "attachedZone", card: c } })).toBe("st.a[c]");
    expect(printExpr({ k: "cards", zone: local("z") })).toBe("zoneCards(st, z)");
    expect(printExpr({ k: "var", name: "vp", index: local("s") })).toBe("st.g.vp[s]");
    expect(printExpr({ k: "option", name: "rounds" })).toBe("st.o.rounds");
    expect(printExpr({ k: "cardAttr", cardType: "Card", attr: "rank", card: c })).toBe("Card.rank[c]");
    expect(printExpr({ k: "byVariant", table: "fn_goal_BY_VARIANT" })).toBe("fn_goal_BY_VARIANT[st.v]");
  });

  it("groups every operand of a rules operator that is not one token", () => {
    expect(printExpr(binary("eq", a, num(1)))).toBe("a === 1");
    expect(printExpr(binary("eq", call("f", a), num(-1)))).toBe("(f(a)) === (-1)");
    expect(printExpr(binary("and", binary("lt", a, b), b))).toBe("(a < b) && b");
    expect(printExpr(binary("or", a, b))).toBe("(a || b)");
    expect(printExpr({ k: "not", operand: call("f", a) })).toBe("!(f(a))");
  });

  it("groups an operand that only looks enclosed where precedence needs it", () => {
    const eq = (x: IRExpr, n: number) => binary("eq", x, num(n));
    // not (a == 1 and b == 2): the operand starts and ends with a parenthesis, yet is no group.
    const both = binary("and", eq(a, 1), eq(b, 2));
    const negated = printExpr({ k: "not", operand: both });
    expect(negated).toBe("!((a === 1) && (b === 2))");
    expect(new Function("a", "b", `return ${negated};`)(0, 0)).toBe(true);
    // (f(a) - f(b)) * 2, and a chain of `and` that reads as the rules do without more parentheses.
    const diff = binary("sub", call("f", a), call("f", b));
    expect(printExpr(binary("mul", diff, num(2)))).toBe("((f(a)) - (f(b))) * 2");
    expect(printExpr(binary("and", both, eq(c, 3)))).toBe("(a === 1) && (b === 2) && (c === 3)");
  });

  it("parenthesizes compiler operations by precedence only", () => {
    // (a + b) % c needs the parentheses; a + b * c does not; a - (b - c) keeps them on the right.
    expect(printExpr(arith("mod", arith("add", a, b), c))).toBe("(a + b) % c");
    expect(printExpr(arith("add", a, arith("mul", b, c)))).toBe("a + b * c");
    expect(printExpr(arith("sub", a, arith("sub", b, c)))).toBe("a - (b - c)");
    expect(printExpr(arith("sub", arith("sub", a, b), c))).toBe("a - b - c");
    expect(printExpr({ k: "negate", operand: method(a, "some", lambda(["x"], local("x"))) })).toBe(
      "!a.some((x) => x)",
    );
    expect(printExpr({ k: "negate", operand: arith("eq", a, b) })).toBe("!(a === b)");
  });

  it("encloses what a member access or a call applies to when it binds less tightly", () => {
    expect(printExpr({ k: "length", list: cond(a, b, c) })).toBe("(a ? b : c).length");
    expect(printExpr(method(arith("add", a, b), "toString"))).toBe("(a + b).toString()");
    expect(printExpr(call(lambda([{ name: "w", type: { k: "number" } }], local("w")), num(3)))).toBe(
      "((w: number) => w)(3)",
    );
    expect(printExpr(call(global("String"), str("x")))).toBe('String("x")');
  });

  it("spells types", () => {
    expect(printType({ k: "list", element: { k: "nullable", of: { k: "number" } } })).toBe(
      "(number | null)[]",
    );
  });
});

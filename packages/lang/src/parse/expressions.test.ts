import { describe, expect, it } from "vitest";
import { expr, sexpr } from "./test-helpers.js";

const s = (text: string) => sexpr(expr(text));

describe("expressions", () => {
  it("reads literals", () => {
    expect(s('[1, "a\\"b\\n", true, false, []]')).toBe('[1 "a\\"b\\n" true false []]');
  });

  it("follows the precedence of §5, loosest first", () => {
    expect(s("a or b and c")).toBe("(or a (and b c))");
    expect(s("not a and b")).toBe("(and (not a) b)");
    expect(s("not a == b")).toBe("(not (== a b))");
    expect(s("a < b + 1")).toBe("(< a (+ b 1))");
    expect(s("1..n + 1")).toBe("(.. 1 (+ n 1))");
    expect(s("a + b * c - d")).toBe("(- (+ a (* b c)) d)");
    expect(s("a / b % c")).toBe("(% (/ a b) c)");
    expect(s("-a * b")).toBe("(* (- a) b)");
    expect(s("- - a")).toBe("(- (- a))");
    expect(s("-a.b[c]")).toBe("(- ([] (. a b) c))");
    expect(s("c in hand[me] and x != y")).toBe("(and (in c ([] hand me)) (!= x y))");
    expect(s("(a + b) * c")).toBe("(* (+ a b) c)");
  });

  it("reads if-then-else as the loosest form", () => {
    expect(s("if a or b then 1 + 2 else if c then 3 else 4")).toBe("(if (or a b) (+ 1 2) (if c 3 4))");
  });

  it("reads member, index and call chains", () => {
    expect(s("top(deck, 2)")).toBe("(top deck 2)");
    expect(s('RANK_NAMES[rank - 1] + " of " + suit.label')).toBe(
      '(+ (+ ([] RANK_NAMES (- rank 1)) " of ") (. suit label))',
    );
    expect(s("attached(top(z)).size")).toBe("(. (attached (top z)) size)");
    expect(s("f()")).toBe("(f)");
  });

  it("tells queries from max/min calls by `name in`", () => {
    expect(s("count(c in royals[v] where c.rank == 8)")).toBe(
      "(count c ([] royals v) where (== (. c rank) 8))",
    );
    expect(s("sum(c in points[p] of c.rank)")).toBe("(sum c ([] points p) of (. c rank))");
    expect(s("map(c in z where size(attached(c)) > 0 of top(attached(c)))")).toBe(
      "(map c z where (> (size (attached c)) 0) of (top (attached c)))",
    );
    expect(s("max(a, b)")).toBe("(max a b)");
    expect(s("min(x in xs of x)")).toBe("(min x xs of x)");
  });

  it("gives expressions accurate spans", () => {
    const e = expr("a + bb * 3");
    // const X = a + bb * 3   → `a` is at column 11
    expect(e.span.start).toEqual({ offset: 10, line: 1, column: 11 });
    expect(e.span.end).toEqual({ offset: 20, line: 1, column: 21 });
    if (e.kind !== "BinaryExpr") throw new Error(e.kind);
    expect(e.right.span.start.column).toBe(15);
    // const X = (a + b) * c   → the product starts at the `(` in column 11
    expect(expr("(a + b) * c").span.start.column).toBe(11);
  });
});

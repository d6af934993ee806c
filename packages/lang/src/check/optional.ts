/**
 * Optional values (`T?`, `none`) and narrowing. A `T?` cannot stand where a `T` is needed
 * (LUD444) until a test proves it is not `none`: `x != none` narrows a local, parameter, loop or
 * option variable, or an unindexed `var`, to `T` where that test is known to hold — the `then`
 * of an `if`, the body of a `while` or of a choice option's `when`, the right of `and`, the rest
 * of a block after `if x == none { return }` (or `break`, `continue`, `finish`), the `of` of a
 * query whose `where` tests it, and the elements of `filter(y in l where y != none)`.
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, report } from "./context.js";
import { aType } from "./describe.js";
import type { Symbol as Sym, Type } from "./model.js";
import { typeToString } from "./types.js";

/** A narrowed symbol → the symbol it narrows (whose type is the declared `T?`). */
const originals = new WeakMap<Sym, Sym>();

/** The symbol as declared (for assignments, and for the compiler, which reads declared types). */
export function originalSymbol(s: Sym): Sym {
  return originals.get(s) ?? s;
}

/** The declared optional type of a symbol that a test narrowed; undefined when not narrowed. */
export function narrowedFrom(s: Sym): Type | undefined {
  const o = originals.get(s);
  return o && "type" in o ? o.type : undefined;
}

const NARROWABLE = new Set(["param", "local", "loopVar", "queryVar", "optionParam", "var", "chooseVar"]);

/** Names proven not `none` when `cond` is true (`whenTrue`) or false. */
export type Facts = Map<string, Sym>;

function lookup(ctx: Ctx, fx: Frame, name: string): Sym | undefined {
  return fx.scope.lookup(name) ?? ctx.global(name);
}

function noneTest(ctx: Ctx, fx: Frame, e: ast.BinaryExpr): { name: string; symbol: Sym } | null {
  const [ref, other] =
    e.left?.kind === "NameRef"
      ? [e.left, e.right]
      : e.right?.kind === "NameRef"
        ? [e.right, e.left]
        : [null, null];
  if (!ref || other?.kind !== "NoneLiteral") return null;
  const name = ref.name?.name ?? "";
  const s = lookup(ctx, fx, name);
  if (!s || !NARROWABLE.has(s.kind) || !("type" in s) || s.type.kind !== "optional") return null;
  if (s.kind === "var" && s.decl.index) return null;
  return { name, symbol: s };
}

/** What `cond` proves about optional names when it is `whenTrue`. */
export function factsOf(
  ctx: Ctx,
  fx: Frame,
  cond: ast.Expression | null | undefined,
  whenTrue: boolean,
): Facts {
  const facts: Facts = new Map();
  if (!cond) return facts;
  switch (cond.kind) {
    case "BinaryExpr": {
      if (cond.op === "!=" || cond.op === "==") {
        const t = noneTest(ctx, fx, cond);
        if (t && (cond.op === "!=") === whenTrue) facts.set(t.name, t.symbol);
        return facts;
      }
      // `a and b` true: both hold; `a or b` false: both are false.
      if ((cond.op === "and" && whenTrue) || (cond.op === "or" && !whenTrue)) {
        for (const [k, v] of factsOf(ctx, fx, cond.left, whenTrue)) facts.set(k, v);
        for (const [k, v] of factsOf(ctx, fx, cond.right, whenTrue)) facts.set(k, v);
      }
      return facts;
    }
    case "UnaryExpr":
      return cond.op === "not" ? factsOf(ctx, fx, cond.operand, !whenTrue) : facts;
    default:
      return facts;
  }
}

/** A frame whose scope sees the names of `facts` with their `none` taken away. */
export function narrowed(fx: Frame, facts: Facts): Frame {
  if (facts.size === 0) return fx;
  const scope = fx.scope.child();
  for (const [name, s] of facts) {
    if (!("type" in s) || s.type.kind !== "optional") continue;
    const n = { ...s, type: s.type.element } as Sym;
    originals.set(n, originalSymbol(s));
    scope.declare(name, n);
  }
  return { ...fx, scope };
}

/**
 * Reports LUD444 when `t` is optional (and says how to narrow); returns whether it did, so the
 * caller can skip its own, less helpful message.
 */
export function reportMaybeNone(ctx: Ctx, e: ast.Node | null | undefined, t: Type, what: string): boolean {
  if (t.kind !== "optional" && t.kind !== "none") return false;
  const name = e && "kind" in e && e.kind === "NameRef" ? (e as ast.NameRef).name?.name : null;
  const hint = name
    ? `test it first: \`if ${name} != none { … }\``
    : "put it in a `let` and test it first: `if x != none { … }`";
  report(
    ctx.out,
    "LUD444",
    e,
    t.kind === "none"
      ? `${what} cannot be \`none\``
      : `${what} must be ${aType(t.element)}, but this is ${aType(t)} and may be \`none\`: ${hint}`,
  );
  return true;
}

export const describeOptional = (t: Type): string => typeToString(t);

/**
 * Lowers expressions to the expression IR (ir/expr.ts). All meaning comes from the checker's
 * tables (what a name is, what type an expression has); this module decides what each
 * expression means against the engine's state layout — which zone, which variable, which
 * runtime helper — and emit/print-expr.ts spells it.
 */
import { type ast, type Symbol as LangSymbol, narrowedFrom, type Type } from "@ludic/lang";
import {
  arith,
  binary,
  bool,
  call,
  cond,
  global,
  type IRExpr,
  isPath,
  lambda,
  local,
  method,
  NUMBER,
  num,
  STRING,
  str,
} from "../ir/expr.js";
import { BOARD_CALLS, boardCall, boardMember, boardValue } from "./board.js";
import type { LowerContext } from "./context.js";
import { gridExpr } from "./grid.js";
import { matchExpr } from "./match.js";
import { keptWhere, memoVar } from "./memo.js";
import type { Scope } from "./scope.js";
import { sharedCall } from "./shared-call.js";

/** A value of type `t` as text (as `log` and `+` on strings show it). */
function valueText(t: Type, v: IRExpr): IRExpr {
  switch (t.kind) {
    case "str":
      return v;
    case "card":
      return { k: "as", expr: { k: "cardId", card: v }, type: STRING };
    case "enum":
      return { k: "as", expr: { k: "enumName", enum: t.name, value: v }, type: STRING };
    case "cell":
      return call("cellName", global("BOARD"), v);
    case "list":
      return listText(t.element, v);
    default:
      return call("String", v);
  }
}

/** A list as text: its elements as each reads, joined by commas (`3H,1C`, `red,blue`). */
function listText(element: Type, list: IRExpr): IRExpr {
  if (["card", "enum", "cell"].includes(element.kind))
    return method(method(list, "map", lambda(["c"], valueText(element, local("c")))), "join", str(","));
  return call("String", list);
}

export class LoweringError extends Error {
  constructor(
    message: string,
    readonly node: ast.Node,
  ) {
    super(message);
  }
}

const BUILTINS = new Set([
  "seats",
  "players",
  "next",
  "prev",
  "others",
  "size",
  "top",
  "bottom",
  "attached",
  "holder",
  "hostOf",
  "attachedTo",
  "cardsOf",
  "flatten",
  "distinct",
  "reverse",
  "subsets",
  "sum",
  "count",
  "random",
  "startSeat",
  "min",
  "max",
  "abs",
  "knows",
  ...BOARD_CALLS,
]);

export class ExprLowering {
  constructor(
    readonly ctx: LowerContext,
    readonly scope: Scope,
  ) {}

  symbol(node: ast.Node): LangSymbol | undefined {
    return this.ctx.check.symbols.get(node);
  }

  type(e: ast.Expression): Type {
    return this.ctx.typeOf(e);
  }

  /** The expression as a list (a zone becomes its cards, top first). */
  irList(e: ast.Expression): IRExpr {
    return this.type(e).kind === "zone" ? { k: "cards", zone: this.ir(e) } : this.ir(e);
  }

  /**
   * What a query's loop over `e` walks, and the `where` it tests there (`where` is `e.where`, its
   * variable declared as `v`): the source and `where`, or, when the part of the `where` before its
   * `and` can be kept (lower/memo.ts keptWhere), the kept list of the source's elements that
   * pass it, `(fnMemo("where$1", st.g.terrain, "terrain")[0] ??= BOARD.cells.filter((h) => …))`,
   * and the rest.
   */
  loopSource(e: ast.QueryExpr, where: ast.Expression, v: string): { source: IRExpr; where: ast.Expression } {
    const kept = keptWhere(this.ctx, e);
    if (kept === null) return { source: this.irList(e.source), where };
    const memo = call(
      "fnMemo",
      str(kept.site),
      ...kept.vars.flatMap((n): IRExpr[] => [{ k: "var", name: n }, str(n)]),
    );
    const passing = method(this.irList(e.source), "filter", lambda([v], this.ir(kept.test)));
    return {
      source: { k: "cache", target: { k: "at", list: memo, index: num(0) }, value: passing },
      where: kept.rest,
    };
  }

  /** The expression converted for a place that expects `expected`. */
  irCoerce(e: ast.Expression, expected: Type): IRExpr {
    if (expected.kind === "list") return this.irList(e);
    return this.ir(e);
  }

  /**
   * The expression as a value that is kept (a local, a variable, a rule's parameter or result):
   * a zone where a list is expected becomes a copy of its cards, since the zone's own array
   * changes as cards move (values are never shared with the state).
   */
  irStored(e: ast.Expression, expected: Type): IRExpr {
    if (expected.kind === "list" && this.type(e).kind === "zone") return method(this.irList(e), "slice");
    return this.irCoerce(e, expected);
  }

  /** As text, for `+` on strings and `log`. */
  irText(e: ast.Expression): IRExpr {
    const t = this.type(e);
    const v = this.ir(e);
    switch (t.kind) {
      case "str":
        return v;
      case "card":
        return { k: "cardId", card: v };
      case "seat":
        return call("String", v);
      case "chooser": {
        const w = local("w");
        const show = cond(arith("lt", w, num(0)), str("auto"), call("String", w));
        return call(lambda([{ name: "w", type: NUMBER }], show), v);
      }
      case "enum":
        return { k: "enumName", enum: t.name, value: v };
      case "cell":
        return call("cellName", global("BOARD"), v);
      case "zone":
        // A zone reads as its cards, as a list of cards does: their ids, top first.
        return method(
          method(
            this.irList(e),
            "map",
            lambda(["c"], { k: "as", expr: { k: "cardId", card: local("c") }, type: STRING }),
          ),
          "join",
          str(","),
        );
      case "list":
        return listText(t.element, this.irList(e));
      case "optional": {
        // `none` reads "none"; a value reads as its type does.
        const x = local("x");
        const show = cond(arith("eq", x, { k: "null" }), str("none"), valueText(t.element, x));
        return call(lambda([{ name: "x", type: this.ctx.irType(t) }], show), v);
      }
      case "none":
        return str("none");
      default:
        return call("String", v);
    }
  }

  /** The expression's meaning, as a tree. */
  ir(e: ast.Expression): IRExpr {
    switch (e.kind) {
      case "IntLiteral":
        return num(e.value);
      case "StringLiteral":
        return str(e.value);
      case "BoolLiteral":
        return bool(e.value);
      case "NoneLiteral":
        return { k: "null" };
      case "ListLiteral":
        return { k: "list", items: e.elements.map((x) => this.ir(x)) };
      case "RangeExpr":
        return call("intRange", this.ir(e.from), this.ir(e.to));
      case "IfExpr":
        return cond(this.ir(e.condition), this.ir(e.then), this.ir(e.else));
      case "UnaryExpr":
        return { k: e.op === "not" ? "not" : "neg", operand: this.ir(e.operand) };
      case "BinaryExpr":
        return this.binary(e);
      case "NameRef":
        return this.name(e);
      case "MemberExpr":
        return this.member(e);
      case "IndexExpr":
        return this.index(e);
      case "CallExpr":
        return this.call(e);
      case "QueryExpr":
        return this.query(e);
      case "MatchExpr":
        return matchExpr(this, e);
      case "GridLiteral":
        return gridExpr(this.ctx, e);
      case "CanExpr":
        return this.can(e);
    }
  }

  /** The implementation of `name` the state's variant uses (`prefix` names its kind). */
  private callee(name: string, prefix: string): IRExpr {
    const d = this.ctx.dispatch(name, prefix);
    return "direct" in d ? global(d.direct) : { k: "byVariant", table: d.table };
  }

  /**
   * \`can r(args)\`: runs the rule on a copy of the state (emit/search.ts). A rule with decisions
   * starts as a frame and is explored; a plain one just runs.
   */
  private can(e: ast.CanExpr): IRExpr {
    const s = this.symbol(e.call);
    if (s?.kind !== "rule") throw new LoweringError(`"${e.call.callee.name}" is not a rule`, e.call);
    const name = e.call.callee.name;
    const args = this.args(e.call.args, s.decl.params);
    const suspending = this.ctx.isSuspendingName(name);
    const run = call(this.callee(name, suspending ? "enter_" : "rule_"), { k: "state" }, ...args);
    const search = (fn: string) => ({ k: "prop", target: global("SEARCH"), name: fn }) as const;
    return suspending
      ? call(search("canEnter"), { k: "state" }, run, this.ctx.locExpr(e))
      : call(search("canCall"), { k: "state" }, { k: "effect", param: "st", call: run });
  }

  /** Whether `e` calls a fn whose results are kept in every variant (lower/memo.ts): its list is never changed in place. */
  private keptCall(e: ast.CallExpr): boolean {
    const s = this.ctx.check.symbols.get(e) ?? this.ctx.check.symbols.get(e.callee);
    if (s?.kind !== "fn") return false;
    return this.ctx
      .implementations(s.decl.name.name)
      .every((d) => d?.kind === "FnDecl" && d.body.kind !== "Block" && memoVar(this.ctx, d) !== null);
  }

  private isList(e: ast.Expression): boolean {
    return this.type(e).kind === "list";
  }

  /** A list, or a list that may be `none` (`list<int>?`): compared element by element. */
  private holdsList(e: ast.Expression): boolean {
    const t = this.type(e);
    return t.kind === "list" || (t.kind === "optional" && t.element.kind === "list");
  }

  private binary(e: ast.BinaryExpr): IRExpr {
    const emptiness = this.emptiness(e);
    if (emptiness !== null) return emptiness;
    const l = () => this.ir(e.left);
    const r = () => this.ir(e.right);
    const lists = () => [this.irList(e.left), this.irList(e.right)] as const;
    switch (e.op) {
      case "and":
        return binary("and", l(), r());
      case "or":
        return binary("or", l(), r());
      case "==":
        return this.holdsList(e.left) || this.holdsList(e.right)
          ? call("sameValue", ...lists())
          : binary("eq", l(), r());
      case "!=":
        return this.holdsList(e.left) || this.holdsList(e.right)
          ? { k: "negate", operand: call("sameValue", ...lists()) }
          : binary("ne", l(), r());
      case "<":
      case "<=":
      case ">":
      case ">=": {
        const op = ({ "<": "lt", "<=": "le", ">": "gt", ">=": "ge" } as const)[e.op];
        // list<int> compare lexicographically.
        if (this.isList(e.left)) return arith(op, call("compareLists", ...lists()), num(0));
        return binary(op, l(), r());
      }
      case "in": {
        if (this.type(e.right).kind === "zone") return { k: "inZone", card: l(), zone: r() };
        // An enum value in a constant list of its first members (`terrain[h] in BUILDABLE`): a bound.
        const below = this.type(e.left).kind === "enum" ? this.firstMembers(e.right) : null;
        if (below !== null) return binary("lt", l(), num(below));
        return { k: "contains", list: r(), item: l() };
      }
      case "+": {
        const t = this.type(e);
        if (t.kind === "str") return arith("add", this.irText(e.left), this.irText(e.right));
        if (t.kind === "list") return { k: "concat", lists: [...lists()] };
        return binary("add", l(), r());
      }
      case "/":
        return call({ k: "prop", target: global("Math"), name: "trunc" }, binary("div", l(), r()));
      case "-":
        return binary("sub", l(), r());
      case "*":
        return binary("mul", l(), r());
      case "%":
        return binary("mod", l(), r());
      default:
        throw new LoweringError(`the operator "${e.op}" has no lowering`, e);
    }
  }

  private local(node: ast.Node, at: ast.Node): IRExpr {
    const ref = this.scope.refExpr(node);
    if (ref === undefined)
      throw new LoweringError("internal: a local was used before the compiler declared it", at);
    return ref;
  }

  private name(e: ast.NameRef): IRExpr {
    const s = this.symbol(e);
    if (!s) {
      if (e.name.name === "seats") return { k: "seats" };
      if (e.name.name === "players") return { k: "players" };
      throw new LoweringError(`"${e.name.name}" was not resolved by the checker`, e);
    }
    switch (s.kind) {
      case "param":
      case "local":
      case "loopVar":
      case "queryVar":
      case "optionParam":
      case "catalogueLet":
      case "chooseVar":
        return this.narrowedRef(s, this.local(s.decl, e), e);
      case "revealVar": {
        // A reveal's variables all point at the reveal; the identifier tells them apart.
        const d = s.decl;
        const ids = [d.kind === "CardRevealDecl" ? d.variable : null, d.ownerVar, d.viewerVar];
        return this.local(ids.find((id) => id?.name === e.name.name) ?? d.viewerVar, e);
      }
      case "const":
        return this.constExpr(s.decl.name.name);
      case "var":
        return this.narrowedRef(s, { k: "var", name: s.decl.name.name }, e);
      case "option":
        return { k: "option", name: s.decl.name.name };
      case "zone":
        return { k: "zone", name: s.decl.name.name };
      case "enum":
        return { k: "enumAll", enum: s.decl.name.name };
      case "enumMember":
        return { k: "enumMember", enum: s.decl.name.name, member: s.member.name.name, value: s.index };
      case "builtin": {
        if (s.name === "seats") return { k: "seats" };
        if (s.name === "players") return { k: "players" };
        if (s.name === "auto") return num(-1); // a chooser that is no seat: the rules decide
        const board = boardValue(s.name);
        if (board) return board;
        throw new LoweringError(`"${s.name}" needs arguments`, e);
      }
      default:
        throw new LoweringError(`"${e.name.name}" cannot be used as a value here`, e);
    }
  }

  /**
   * A variable of type `T?` read where a test proved it is not `none` (the checker narrowed it):
   * its storage still says `| null`, so the read tells TypeScript what the rules know.
   */
  private narrowedRef(s: LangSymbol, ref: IRExpr, e: ast.NameRef): IRExpr {
    if (!narrowedFrom(s)) return ref;
    return { k: "narrow", expr: ref, type: this.ctx.irType(this.type(e)) };
  }

  /** A constant of the rules, in the variant the state plays. */
  /**
   * n when `e` is a list literal, or a const (the same in every variant) of one, holding exactly
   * an enum's members 0 … n - 1 in any order; else null.
   */
  private firstMembers(e: ast.Expression): number | null {
    let list: ast.Expression = e;
    const s = e.kind === "NameRef" ? this.symbol(e) : undefined;
    if (s?.kind === "const") {
      if (!this.ctx.implementations(s.decl.name.name).every((d) => d === s.decl)) return null;
      list = s.decl.value;
    }
    if (list.kind !== "ListLiteral" || list.elements.length === 0) return null;
    const seen = new Set<number>();
    for (const x of list.elements) {
      const m = this.symbol(x);
      if (m?.kind !== "enumMember") return null;
      seen.add(m.index);
    }
    for (let i = 0; i < seen.size; i++) if (!seen.has(i)) return null;
    return seen.size;
  }

  constExpr(name: string): IRExpr {
    return this.callee(name, "K_");
  }

  /** What `.x` reads is the checker's: its symbol (an attribute, an enum member or attribute), or a cell's row and column. */
  private member(e: ast.MemberExpr): IRExpr {
    const s = this.symbol(e);
    switch (s?.kind) {
      case "enumMember":
        return { k: "enumMember", enum: s.decl.name.name, member: s.member.name.name, value: s.index };
      case "cardField":
        if (s.name === "id") return { k: "cardId", card: this.ir(e.object) };
        return { k: "cardAttr", cardType: s.decl.name.name, attr: s.name, card: this.ir(e.object) };
      case "enumAttr":
        return s.name === "label"
          ? { k: "enumLabel", enum: s.decl.name.name, value: this.ir(e.object) }
          : this.ir(e.object);
    }
    if (this.type(e.object).kind === "cell") {
      const m = boardMember(e.member.name, this.ir(e.object));
      if (m === null) throw new LoweringError(`a cell has no ".${e.member.name}"`, e.member);
      return m;
    }
    throw new LoweringError(`".${e.member.name}" was not resolved by the checker`, e.member);
  }

  /**
   * `hand[me]` or `vp[s]` when the checker found an indexed family there; any other `[ ]` is an
   * element of a list or of a zone's cards (`trick[0]` on `zone trick: row`), checked in range.
   */
  private index(e: ast.IndexExpr): IRExpr {
    const family = this.ctx.familyOf(e);
    if (family?.kind === "zone") return { k: "zone", name: family.decl.name.name, index: this.ir(e.index) };
    if (family?.kind === "var") return { k: "var", name: family.decl.name.name, index: this.ir(e.index) };
    const list = this.irList(e.object);
    // `seats[i]`: seat i is i when 0 <= i < players (no list of seats is built; outside, the
    // same rules error). An index that is not a plain name or number is read as before.
    const i = this.ir(e.index);
    const checked = call("elementAt", list, i, this.ctx.locExpr(e));
    if (list.k === "seats" && isPath(i)) {
      const players = { k: "players" } as const;
      const inside =
        i.k === "num"
          ? arith("gt", players, i)
          : arith("and", arith("ge", i, num(0)), arith("lt", i, players));
      return cond(inside, i, checked);
    }
    return checked;
  }

  /** Arguments converted to the parameter types of the callee (a rule keeps copies: it may move cards). */
  private args(args: ast.Expression[], params: ast.Param[], rule = false): IRExpr[] {
    return args.map((a, i) => {
      const p = params[i];
      if (!p) return this.ir(a);
      const t = this.ctx.typeOfRef(p.type);
      return rule ? this.irStored(a, t) : this.irCoerce(a, t);
    });
  }

  private call(e: ast.CallExpr): IRExpr {
    const name = e.callee.name;
    const s = this.symbol(e) ?? this.symbol(e.callee);
    const st = { k: "state" } as const;
    if (s?.kind === "base" && s.decl.kind !== "OptionsDecl") {
      // `base(…)`: the replaced declaration itself, whatever the state's variant.
      const base = s.decl.name.name;
      if (s.decl.kind === "RuleDecl" && this.ctx.isSuspendingName(base))
        throw new LoweringError(
          "`base(…)` of a rule that asks for a decision can only be a statement or a let value",
          e,
        );
      const callee = this.ctx.nameOf(s.decl, s.decl.kind === "FnDecl" ? "fn_" : "rule_", base);
      return call(callee, st, ...this.args(e.args, s.decl.params, s.decl.kind === "RuleDecl"));
    }
    if (s?.kind === "fn" || s?.kind === "rule") {
      if (s.kind === "rule" && this.ctx.isSuspendingName(name)) {
        throw new LoweringError(
          `the rule "${name}" asks for a decision, so it can only be called as a statement or as the value of let`,
          e,
        );
      }
      const callee = this.callee(name, s.kind === "fn" ? "fn_" : "rule_");
      return call(callee, st, ...this.args(e.args, s.decl.params, s.kind === "rule"));
    }
    if (s && s.kind !== "builtin") throw new LoweringError(`"${name}" cannot be called`, e.callee);
    if (!BUILTINS.has(name)) throw new LoweringError(`"${name}" was not resolved by the checker`, e.callee);
    const a = e.args;
    const arg = (i: number): ast.Expression => {
      const x = a[i];
      if (!x) throw new LoweringError(`${name}() is missing an argument`, e);
      return x;
    };
    const x = (i: number) => this.ir(arg(i));
    const list = (i: number) => this.irList(arg(i));
    const loc = () => this.ctx.locExpr(e);
    const players = { k: "players" } as const;
    // `components(mine(k))` of a fn whose results are kept (lower/memo.ts): its groups are kept
    // per kept list (runtime keptComponents), so hermits, citizens, merchants build them once.
    const first = a[0];
    if (name === "components" && first?.kind === "CallExpr" && this.keptCall(first))
      return call("keptComponents", global("BOARD"), this.ir(first));
    const onBoard = BOARD_CALLS.includes(name)
      ? boardCall(
          name,
          a.map((y) => this.ir(y)),
          loc,
          this.ctx.layout.board,
        )
      : null;
    if (onBoard !== null) return onBoard;
    switch (name) {
      case "next":
        return arith("mod", arith("add", x(0), num(1)), players);
      case "prev":
        return arith("mod", arith("sub", arith("add", x(0), players), num(1)), players);
      case "others":
        return call("othersOf", x(0), players);
      case "size":
        return { k: "length", list: list(0) };
      case "top":
      case "bottom": {
        // On a card, attached cards lie bottom first, so their top is the last one.
        const zone = this.type(arg(0)).kind === "zone";
        const l = list(0);
        const z = zone ? x(0) : null;
        // Known when the zone is: a named zone (`Z.deck`, `(Z.hand + me)`) lies below ATT, a
        // card's attachments (`(ATT + c)`) at or above it; only a zone held in a value is tested.
        const fromEnd: IRExpr =
          z === null
            ? bool(false)
            : z.k === "attachedZone"
              ? bool(true)
              : z.k === "zone"
                ? bool(false)
                : arith("ge", z, global("ATT"));
        const known = fromEnd.k === "bool" ? fromEnd.value : null;
        const wantsTop = name === "top";
        if (a.length > 1) {
          const n = x(1);
          const first = method(l, "slice", num(0), n);
          const last = call("bottomN", l, n);
          if (!zone || known === false) return wantsTop ? first : last;
          const [fromTop, fromBottom] = [method(last, "reverse"), method(first, "reverse")];
          if (known === true) return wantsTop ? fromTop : fromBottom;
          return cond(fromEnd, wantsTop ? fromTop : fromBottom, wantsTop ? first : last);
        }
        const first = call("topCard", l, loc());
        const last = call("bottomCard", l, loc());
        if (!zone || known === false) return wantsTop ? first : last;
        if (known === true) return wantsTop ? last : first;
        return cond(fromEnd, wantsTop ? last : first, wantsTop ? first : last);
      }
      case "attached":
        return { k: "attachedZone", card: x(0) };
      case "holder":
        return call("holderOf", st, x(0), loc());
      case "hostOf":
        return call("hostCard", { k: "cardLocs" }, x(0), global("ATT"));
      case "attachedTo":
        return binary("ge", { k: "as", expr: { k: "locOf", card: x(0) }, type: NUMBER }, global("ATT"));
      case "flatten": {
        // A list of zones (`map(p in ps of display[p])`) joins the zones' cards.
        const t = this.type(arg(0));
        const inner = t.kind === "list" ? t.element : null;
        if (inner?.kind === "zone") {
          const cards = {
            k: "as",
            expr: { k: "cards", zone: local("z") },
            type: { k: "list", element: NUMBER },
          } as const;
          return method(list(0), "flatMap", lambda(["z"], cards));
        }
        return method(list(0), "flat");
      }
      case "distinct":
        return call("distinctOf", list(0));
      case "reverse":
        return method(method(list(0), "slice"), "reverse");
      case "subsets":
        return call("subsetsOf", list(0), x(1));
      case "sum":
        return method(
          list(0),
          "reduce",
          lambda(["acc", "x"], arith("add", local("acc"), local("x"))),
          num(0),
        );
      case "count":
        return { k: "length", list: list(0) };
      case "cardsOf": {
        const t = this.type(e);
        return {
          k: "cardsOf",
          cardType: t.kind === "list" && t.element.kind === "card" ? t.element.name : "",
        };
      }
      case "random":
        return call("pickRandom", { k: "rng" }, list(0), loc());
      case "startSeat":
        return call("startSeatOf", st, loc());
      case "min":
      case "max": {
        if (a.length === 2) return call({ k: "prop", target: global("Math"), name }, x(0), x(1));
        // max(l) / min(l) of a plain list: of ints (0 for none) or of list<int> ([] for none).
        const lists = this.type(e).kind === "list";
        const helper = lists
          ? name === "max"
            ? "maxList"
            : "minList"
          : name === "max"
            ? "largest"
            : "smallest";
        return call(helper, list(0));
      }
      case "knows":
        return call("knows", st, x(0), x(1));
      case "abs":
        return call({ k: "prop", target: global("Math"), name: "abs" }, x(0));
      case "seats":
        return { k: "seats" };
      default:
        return players;
    }
  }

  /**
   * `filter(x in S where P)`, or a call of a fn whose body is one (`fn empty(): list<cell> =
   * filter(…)`), as its parts: for a loop that walks S and skips what fails P, so that no
   * filtered list is built (docs/performance.md). The fn's parameters are read as the call's
   * arguments, which must be plain names or numbers (P reads them once per element); a fn a
   * variant overrides, or any other shape, gives null. The query's variable is a fresh plain
   * local (`h$x`).
   */
  irFilterParts(e: ast.Expression): { source: IRExpr; variable: string; where: IRExpr } | null {
    if (e.kind === "QueryExpr") {
      if (e.op !== "filter" || e.where === null) return null;
      const variable = this.scope.declarePlain(e, `${e.variable.name}$x`);
      return { source: this.irList(e.source), variable, where: this.ir(e.where) };
    }
    if (e.kind !== "CallExpr") return null;
    const s = this.symbol(e) ?? this.symbol(e.callee);
    if (s?.kind !== "fn") return null;
    const impls = this.ctx.implementations(e.callee.name).filter((d) => d !== undefined);
    const decl = impls[0];
    if (decl === undefined || decl.kind !== "FnDecl" || impls.some((d) => d !== decl)) return null;
    const body = decl.body;
    if (body.kind !== "QueryExpr" || body.op !== "filter" || body.where === null) return null;
    if (e.args.length !== decl.params.length) return null;
    const read = new Map<ast.Node, IRExpr>();
    for (const [i, p] of decl.params.entries()) {
      const arg = this.irCoerce(e.args[i] as ast.Expression, this.ctx.typeOfRef(p.type));
      if (!isPath(arg)) return null;
      read.set(p, arg);
    }
    this.scope.pushOverlay(read);
    try {
      return this.irFilterParts(body);
    } finally {
      this.scope.popOverlay();
    }
  }

  /**
   * `size(L) == 0` (or `< 1`, `<= 0`) and its negations (`> 0`, `!= 0`, `>= 1`) of a filter or a
   * filter fn (filterParts): whether any element passes, `S.some(…)`, which stops at the first and
   * builds no list. null for any other comparison.
   */
  private emptiness(e: ast.BinaryExpr): IRExpr | null {
    const { left, right } = e;
    if (left.kind !== "CallExpr" || left.callee.name !== "size" || left.args.length !== 1) return null;
    const callee = this.symbol(left) ?? this.symbol(left.callee);
    if (callee !== undefined && callee.kind !== "builtin") return null;
    if (right.kind !== "IntLiteral") return null;
    const n = Number(right.value);
    const empty =
      (e.op === "==" && n === 0) || (e.op === "<" && n === 1) || (e.op === "<=" && n === 0)
        ? true
        : (e.op === ">" && n === 0) || (e.op === "!=" && n === 0) || (e.op === ">=" && n === 1)
          ? false
          : null;
    if (empty === null) return null;
    const parts = this.irFilterParts(left.args[0] as ast.Expression);
    if (parts === null) return null;
    const some = method(parts.source, "some", lambda([parts.variable], parts.where));
    return empty ? { k: "negate", operand: some } : some;
  }

  private query(e: ast.QueryExpr): IRExpr {
    let v = this.scope.declarePlain(e, e.variable.name);
    const walked = e.where ? this.loopSource(e, e.where, v) : null;
    let source = walked ? walked.source : this.irList(e.source);
    let where = walked ? this.ir(walked.where) : null;
    let of = e.of ? this.ir(e.of) : null;
    if (where && of && (e.op === "map" || e.op === "sum" || e.op === "max" || e.op === "min")) {
      // `of`'s call made once per element when `where` makes it too (lower/shared-call.ts).
      const callee = of.k === "call" ? of.callee : null;
      const fnName = callee?.k === "global" ? callee.name : callee?.k === "byVariant" ? callee.table : "";
      const short = fnName.replace(/^fn_/, "").replace(/_BY_VARIANT$/, "");
      const shared = sharedCall(source, v, where, of, () => this.scope.plain(`${short}$${v}`));
      if (shared) ({ source, variable: v, where, of } = shared);
    }
    const filtered = where ? method(source, "filter", lambda([v], where)) : source;
    // An `of` that is the element itself (a shared call's value) maps nothing.
    const mapped =
      of && !(of.k === "local" && of.name === v) ? method(filtered, "map", lambda([v], of)) : filtered;
    // count, sum, first, max and min never build the filtered list: one pass of reduce or find,
    // whose callback V8 inlines (docs/performance.md).
    const fold = (f: "count" | "sum" | "max" | "min"): IRExpr => ({
      k: "fold",
      fold: f,
      source,
      variable: v,
      where,
      of,
    });
    switch (e.op) {
      case "count":
        return where ? fold("count") : { k: "length", list: source };
      case "sum":
        return fold("sum");
      case "any":
        return where
          ? method(source, "some", lambda([v], where))
          : arith("gt", { k: "length", list: source }, num(0));
      case "all":
        return where ? method(source, "every", lambda([v], where)) : bool(true);
      case "filter":
        return filtered;
      case "map":
        return mapped;
      case "first":
        return where
          ? call("foundOr", method(source, "find", lambda([v], where)), this.ctx.locExpr(e))
          : call("firstOf", source, this.ctx.locExpr(e));
      case "max":
      case "min": {
        // A list<int> key compares lexicographically (`[]` for nothing); an int key is 0 for nothing.
        if (this.type(e).kind !== "list") return fold(e.op);
        return call(e.op === "max" ? "maxList" : "minList", mapped);
      }
      case "sort":
      case "sortDesc":
        return call("sortBy", filtered, lambda([v], of ?? local(v)), bool(e.op === "sortDesc"));
    }
  }
}

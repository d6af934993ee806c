/**
 * Lowers expressions to TypeScript expression text. All meaning comes from the checker's
 * tables (what a name is, what type an expression has); this module only decides how each
 * meaning is spelled against the engine's state layout.
 */
import { type ast, type Symbol as LangSymbol, narrowedFrom, type Type } from "@ludic/lang";
import { identifier, stringLiteral } from "../emit/escape.js";
import { BOARD_CALLS, boardCall, boardMember, boardValue } from "./board.js";
import type { LowerContext } from "./context.js";
import { gridText } from "./grid.js";
import { matchExpr } from "./match.js";
import type { Scope } from "./scope.js";

/** A value of type `t`, spelled `v`, as text (as `log` and `+` on strings show it). */
function valueText(t: Type, v: string): string {
  switch (t.kind) {
    case "str":
      return v;
    case "card":
      return `CARD_IDS[${v}] as string`;
    case "enum":
      return `${identifier(t.name)}_NAMES[${v}] as string`;
    case "cell":
      return `cellName(BOARD, ${v})`;
    case "list":
      return listText(t.element, v);
    default:
      return `String(${v})`;
  }
}

/** A list as text: its elements as each reads, joined by commas (`3H,1C`, `red,blue`). */
function listText(element: Type, list: string): string {
  if (["card", "enum", "cell"].includes(element.kind))
    return `${list}.map((c) => ${valueText(element, "c")}).join(",")`;
  return `String(${list})`;
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
  list(e: ast.Expression): string {
    return this.type(e).kind === "zone" ? `st.z[${this.expr(e)}]` : this.expr(e);
  }

  /** The expression converted for a place that expects `expected`. */
  coerce(e: ast.Expression, expected: Type): string {
    if (expected.kind === "list") return this.list(e);
    return this.expr(e);
  }

  /**
   * The expression as a value that is kept (a local, a variable, a rule's parameter or result):
   * a zone where a list is expected becomes a copy of its cards, since the zone's own array
   * changes as cards move (values are never shared with the state).
   */
  stored(e: ast.Expression, expected: Type): string {
    if (expected.kind === "list" && this.type(e).kind === "zone") return `${this.list(e)}.slice()`;
    return this.coerce(e, expected);
  }

  /** As text, for `+` on strings and `log`. */
  text(e: ast.Expression): string {
    const t = this.type(e);
    const v = this.expr(e);
    switch (t.kind) {
      case "str":
        return v;
      case "card":
        return `CARD_IDS[${v}]`;
      case "seat":
        return `String(${v})`;
      case "chooser":
        return `((w: number) => (w < 0 ? "auto" : String(w)))(${v})`;
      case "enum":
        return `${identifier(t.name)}_NAMES[${v}]`;
      case "cell":
        return `cellName(BOARD, ${v})`;
      case "zone":
        // A zone reads as its cards, as a list of cards does: their ids, top first.
        return `${this.list(e)}.map((c) => CARD_IDS[c] as string).join(",")`;
      case "list":
        return listText(t.element, this.list(e));
      case "optional":
        // `none` reads "none"; a value reads as its type does.
        return `((x: ${this.ctx.tsType(t)}) => (x === null ? "none" : ${valueText(t.element, "x")}))(${v})`;
      case "none":
        return '"none"';
      default:
        return `String(${v})`;
    }
  }

  expr(e: ast.Expression): string {
    switch (e.kind) {
      case "IntLiteral":
        return String(e.value);
      case "StringLiteral":
        return stringLiteral(e.value);
      case "BoolLiteral":
        return String(e.value);
      case "NoneLiteral":
        return "null";
      case "ListLiteral":
        return `[${e.elements.map((x) => this.expr(x)).join(", ")}]`;
      case "RangeExpr":
        return `intRange(${this.expr(e.from)}, ${this.expr(e.to)})`;
      case "IfExpr":
        return `(${this.expr(e.condition)} ? ${this.expr(e.then)} : ${this.expr(e.else)})`;
      case "UnaryExpr":
        return e.op === "not" ? `!${this.paren(e.operand)}` : `-${this.paren(e.operand)}`;
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
        return gridText(this.ctx, e);
      case "CanExpr":
        return this.can(e);
    }
  }

  /**
   * \`can r(args)\`: runs the rule on a copy of the state (emit/search.ts). A rule with decisions
   * starts as a frame and is explored; a plain one just runs.
   */
  private can(e: ast.CanExpr): string {
    const s = this.symbol(e.call);
    if (s?.kind !== "rule") throw new LoweringError(`"${e.call.callee.name}" is not a rule`, e.call);
    const name = e.call.callee.name;
    const args = this.args(e.call.args, s.decl.params);
    const suspending = this.ctx.isSuspendingName(name);
    const d = this.ctx.dispatch(name, suspending ? "enter_" : "rule_");
    const callee = "direct" in d ? d.direct : `${d.table}[st.v]`;
    const call = `${callee}(st${args ? `, ${args}` : ""})`;
    return suspending
      ? `SEARCH.canEnter(st, ${call}, ${this.ctx.loc(e)})`
      : `SEARCH.canCall(st, (st) => { ${call}; })`;
  }

  private isList(e: ast.Expression): boolean {
    return this.type(e).kind === "list";
  }

  /** A list, or a list that may be `none` (`list<int>?`): compared element by element. */
  private holdsList(e: ast.Expression): boolean {
    const t = this.type(e);
    return t.kind === "list" || (t.kind === "optional" && t.element.kind === "list");
  }

  private paren(e: ast.Expression): string {
    const s = this.expr(e);
    return /^[\w.$[\]"]+$/.test(s) || (s.startsWith("(") && s.endsWith(")")) ? s : `(${s})`;
  }

  private binary(e: ast.BinaryExpr): string {
    const emptiness = this.emptiness(e);
    if (emptiness !== null) return emptiness;
    const l = () => this.paren(e.left);
    const r = () => this.paren(e.right);
    switch (e.op) {
      case "and":
        return `${l()} && ${r()}`;
      case "or":
        return `(${l()} || ${r()})`;
      case "==":
        return this.holdsList(e.left) || this.holdsList(e.right)
          ? `sameValue(${this.list(e.left)}, ${this.list(e.right)})`
          : `${l()} === ${r()}`;
      case "!=":
        return this.holdsList(e.left) || this.holdsList(e.right)
          ? `!sameValue(${this.list(e.left)}, ${this.list(e.right)})`
          : `${l()} !== ${r()}`;
      case "<":
      case "<=":
      case ">":
      case ">=":
        // list<int> compare lexicographically.
        if (this.isList(e.left)) return `compareLists(${this.list(e.left)}, ${this.list(e.right)}) ${e.op} 0`;
        return `${l()} ${e.op} ${r()}`;
      case "in": {
        if (this.type(e.right).kind === "zone")
          return `st.loc[${this.expr(e.left)}] === ${this.paren(e.right)}`;
        return `${this.paren(e.right)}.includes(${this.expr(e.left)})`;
      }
      case "+": {
        const t = this.type(e);
        if (t.kind === "str") return `${this.text(e.left)} + ${this.text(e.right)}`;
        if (t.kind === "list") return `[...${this.list(e.left)}, ...${this.list(e.right)}]`;
        return `${l()} + ${r()}`;
      }
      case "/":
        return `Math.trunc(${l()} / ${r()})`;
      default:
        return `${l()} ${e.op} ${r()}`;
    }
  }

  private local(node: ast.Node, at: ast.Node): string {
    const ref = this.scope.ref(node);
    if (ref === undefined)
      throw new LoweringError("internal: a local was used before the compiler declared it", at);
    return ref;
  }

  private name(e: ast.NameRef): string {
    const s = this.symbol(e);
    if (!s) {
      if (e.name.name === "seats") return "seatsOf(st.n)";
      if (e.name.name === "players") return "st.n";
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
        return this.constRef(s.decl.name.name);
      case "var":
        return this.narrowedRef(s, `st.g.${s.decl.name.name}`, e);
      case "option":
        return `st.o.${s.decl.name.name}`;
      case "zone":
        return `Z.${s.decl.name.name}`;
      case "enum":
        return `${identifier(s.decl.name.name)}_ALL`;
      case "enumMember":
        return `${identifier(s.decl.name.name)}.${s.member.name.name}`;
      case "builtin":
        if (s.name === "seats") return "seatsOf(st.n)";
        if (s.name === "players") return "st.n";
        if (s.name === "auto") return "-1"; // a chooser that is no seat: the rules decide
        if (boardValue(s.name)) return boardValue(s.name) as string;
        throw new LoweringError(`"${s.name}" needs arguments`, e);
      default:
        throw new LoweringError(`"${e.name.name}" cannot be used as a value here`, e);
    }
  }

  /**
   * A variable of type `T?` read where a test proved it is not `none` (the checker narrowed it):
   * its storage still says `| null`, so the read tells TypeScript what the rules know.
   */
  private narrowedRef(s: LangSymbol, ref: string, e: ast.NameRef): string {
    if (!narrowedFrom(s)) return ref;
    return `(${ref} as ${this.ctx.tsType(this.type(e))})`;
  }

  constRef(name: string): string {
    const d = this.ctx.dispatch(name, "K_");
    return "direct" in d ? d.direct : `${d.table}[st.v]`;
  }

  /** What `.x` reads is the checker's: its symbol (an attribute, an enum member or attribute), or a cell's row and column. */
  private member(e: ast.MemberExpr): string {
    const s = this.symbol(e);
    switch (s?.kind) {
      case "enumMember":
        return `${identifier(s.decl.name.name)}.${s.member.name.name}`;
      case "cardField":
        if (s.name === "id") return `CARD_IDS[${this.expr(e.object)}]`;
        return `${identifier(s.decl.name.name)}.${s.name}[${this.expr(e.object)}]`;
      case "enumAttr":
        return s.name === "label"
          ? `${identifier(s.decl.name.name)}_LABELS[${this.expr(e.object)}]`
          : this.paren(e.object);
    }
    if (this.type(e.object).kind === "cell") {
      const m = boardMember(e.member.name, this.expr(e.object));
      if (m === null) throw new LoweringError(`a cell has no ".${e.member.name}"`, e.member);
      return m;
    }
    throw new LoweringError(`".${e.member.name}" was not resolved by the checker`, e.member);
  }

  /**
   * `hand[me]` or `vp[s]` when the checker found an indexed family there; any other `[ ]` is an
   * element of a list or of a zone's cards (`trick[0]` on `zone trick: row`), checked in range.
   */
  private index(e: ast.IndexExpr): string {
    const family = this.ctx.familyOf(e);
    if (family?.kind === "zone") return `(Z.${family.decl.name.name} + ${this.expr(e.index)})`;
    if (family?.kind === "var") return `st.g.${family.decl.name.name}[${this.expr(e.index)}]`;
    const list = this.list(e.object);
    // `seats[i]`: seat i is i when 0 <= i < players (no list of seats is built; outside, the
    // same rules error). An index that is not a plain name or number is read as before.
    const i = this.expr(e.index);
    if (list === "seatsOf(st.n)" && /^[\w$.]+$/.test(i)) {
      const inside = /^\d+$/.test(i) ? `st.n > ${i}` : `${i} >= 0 && ${i} < st.n`;
      return `(${inside} ? ${i} : elementAt(seatsOf(st.n), ${i}, ${this.ctx.loc(e)}))`;
    }
    return `elementAt(${list}, ${i}, ${this.ctx.loc(e)})`;
  }

  /** Arguments converted to the parameter types of the callee (a rule keeps copies: it may move cards). */
  private args(args: ast.Expression[], params: ast.Param[], rule = false): string {
    return args
      .map((a, i) => {
        const p = params[i];
        if (!p) return this.expr(a);
        const t = this.ctx.typeOfRef(p.type);
        return rule ? this.stored(a, t) : this.coerce(a, t);
      })
      .join(", ");
  }

  private call(e: ast.CallExpr): string {
    const name = e.callee.name;
    const s = this.symbol(e) ?? this.symbol(e.callee);
    if (s?.kind === "base" && s.decl.kind !== "OptionsDecl") {
      // `base(…)`: the replaced declaration itself, whatever the state's variant.
      const base = s.decl.name.name;
      if (s.decl.kind === "RuleDecl" && this.ctx.isSuspendingName(base))
        throw new LoweringError(
          "`base(…)` of a rule that asks for a decision can only be a statement or a let value",
          e,
        );
      const callee = this.ctx.nameOf(s.decl, s.decl.kind === "FnDecl" ? "fn_" : "rule_", base);
      const args = this.args(e.args, s.decl.params, s.decl.kind === "RuleDecl");
      return `${callee}(st${args ? `, ${args}` : ""})`;
    }
    if (s?.kind === "fn" || s?.kind === "rule") {
      if (s.kind === "rule" && this.ctx.isSuspendingName(name)) {
        throw new LoweringError(
          `the rule "${name}" asks for a decision, so it can only be called as a statement or as the value of let`,
          e,
        );
      }
      const prefix = s.kind === "fn" ? "fn_" : "rule_";
      const d = this.ctx.dispatch(name, prefix);
      const callee = "direct" in d ? d.direct : `${d.table}[st.v]`;
      const args = this.args(e.args, s.decl.params, s.kind === "rule");
      return `${callee}(st${args ? `, ${args}` : ""})`;
    }
    if (s && s.kind !== "builtin") throw new LoweringError(`"${name}" cannot be called`, e.callee);
    if (!BUILTINS.has(name)) throw new LoweringError(`"${name}" was not resolved by the checker`, e.callee);
    const a = e.args;
    const arg = (i: number): ast.Expression => {
      const x = a[i];
      if (!x) throw new LoweringError(`${name}() is missing an argument`, e);
      return x;
    };
    const onBoard = BOARD_CALLS.includes(name)
      ? boardCall(
          name,
          a.map((x) => this.expr(x)),
          this.ctx.loc(e),
        )
      : null;
    if (onBoard !== null) return onBoard;
    switch (name) {
      case "next":
        return `(${this.expr(arg(0))} + 1) % st.n`;
      case "prev":
        return `(${this.expr(arg(0))} + st.n - 1) % st.n`;
      case "others":
        return `othersOf(${this.expr(arg(0))}, st.n)`;
      case "size":
        return `${this.list(arg(0))}.length`;
      case "top":
      case "bottom": {
        // On a card, attached cards lie bottom first, so their top is the last one.
        const zone = this.type(arg(0)).kind === "zone";
        const list = this.list(arg(0));
        const z = zone ? this.expr(arg(0)) : "";
        // Known when the zone is: a named zone (`Z.deck`, `(Z.hand + me)`) lies below ATT, a
        // card's attachments (`(ATT + c)`) at or above it; only a zone held in a value is tested.
        const fromEnd = !zone
          ? "false"
          : /^\(ATT \+ /.test(z)
            ? "true"
            : namedZone(z)
              ? "false"
              : `${z} >= ATT`;
        const wantsTop = name === "top";
        if (a.length > 1) {
          const n = this.expr(arg(1));
          const first = `${list}.slice(0, ${n})`;
          const last = `bottomN(${list}, ${n})`;
          if (!zone || fromEnd === "false") return wantsTop ? first : last;
          if (fromEnd === "true") return wantsTop ? `${last}.reverse()` : `${first}.reverse()`;
          return `(${fromEnd} ? ${wantsTop ? `${last}.reverse()` : `${first}.reverse()`} : ${wantsTop ? first : last})`;
        }
        const first = `topCard(${list}, ${this.ctx.loc(e)})`;
        const last = `bottomCard(${list}, ${this.ctx.loc(e)})`;
        if (!zone || fromEnd === "false") return wantsTop ? first : last;
        if (fromEnd === "true") return wantsTop ? last : first;
        return `(${fromEnd} ? ${wantsTop ? last : first} : ${wantsTop ? first : last})`;
      }
      case "attached":
        return `(ATT + ${this.expr(arg(0))})`;
      case "holder":
        return `holderOf(st, ${this.expr(arg(0))}, ${this.ctx.loc(e)})`;
      case "hostOf":
        return `hostCard(st.loc, ${this.expr(arg(0))}, ATT)`;
      case "attachedTo":
        return `(st.loc[${this.expr(arg(0))}] as number) >= ATT`;
      case "flatten": {
        // A list of zones (`map(p in ps of display[p])`) joins the zones' cards.
        const t = this.type(arg(0));
        const inner = t.kind === "list" ? t.element : null;
        if (inner?.kind === "zone") return `${this.list(arg(0))}.flatMap((z) => st.z[z] as number[])`;
        return `${this.list(arg(0))}.flat()`;
      }
      case "distinct":
        return `distinctOf(${this.list(arg(0))})`;
      case "reverse":
        return `${this.list(arg(0))}.slice().reverse()`;
      case "subsets":
        return `subsetsOf(${this.list(arg(0))}, ${this.expr(arg(1))})`;
      case "sum":
        return `${this.list(arg(0))}.reduce((acc, x) => acc + x, 0)`;
      case "count":
        return `${this.list(arg(0))}.length`;
      case "cardsOf": {
        const t = this.type(e);
        const name = t.kind === "list" && t.element.kind === "card" ? t.element.name : "";
        return `CARDS_OF.${identifier(name)}`;
      }
      case "random":
        return `pickRandom(st.rng, ${this.list(arg(0))}, ${this.ctx.loc(e)})`;
      case "startSeat":
        return `startSeatOf(st, ${this.ctx.loc(e)})`;
      case "min":
      case "max": {
        if (a.length === 2) return `Math.${name}(${this.expr(arg(0))}, ${this.expr(arg(1))})`;
        // max(l) / min(l) of a plain list: of ints (0 for none) or of list<int> ([] for none).
        const lists = this.type(e).kind === "list";
        const helper = lists
          ? name === "max"
            ? "maxList"
            : "minList"
          : name === "max"
            ? "largest"
            : "smallest";
        return `${helper}(${this.list(arg(0))})`;
      }
      case "knows":
        return `knows(st, ${this.expr(arg(0))}, ${this.expr(arg(1))})`;
      case "abs":
        return `Math.abs(${this.expr(arg(0))})`;
      case "seats":
        return "seatsOf(st.n)";
      default:
        return "st.n";
    }
  }

  /**
   * `filter(x in S where P)`, or a call of a fn whose body is one (`fn empty(): list<cell> =
   * filter(…)`), as its parts: for a loop that walks S and skips what fails P, so that no
   * filtered list is built (docs/performance.md). The fn's parameters are spelled as the call's
   * arguments, which must be plain names or numbers (P reads them once per element); a fn a
   * variant overrides, or any other shape, gives null. The query's variable is a fresh plain
   * local (`h$x`).
   */
  filterParts(e: ast.Expression): { source: string; variable: string; where: string } | null {
    if (e.kind === "QueryExpr") {
      if (e.op !== "filter" || e.where === null) return null;
      const variable = this.scope.declarePlain(e, `${e.variable.name}$x`);
      return { source: this.list(e.source), variable, where: this.expr(e.where) };
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
    const spelled = new Map<ast.Node, string>();
    for (const [i, p] of decl.params.entries()) {
      const text = this.coerce(e.args[i] as ast.Expression, this.ctx.typeOfRef(p.type));
      if (!/^[\w$.]+$/.test(text)) return null;
      spelled.set(p, text);
    }
    this.scope.pushOverlay(spelled);
    try {
      return this.filterParts(body);
    } finally {
      this.scope.popOverlay();
    }
  }

  /**
   * `size(L) == 0` (or `< 1`, `<= 0`) and its negations (`> 0`, `!= 0`, `>= 1`) of a filter or a
   * filter fn (filterParts): whether any element passes, `S.some(…)`, which stops at the first and
   * builds no list. null for any other comparison.
   */
  private emptiness(e: ast.BinaryExpr): string | null {
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
    const parts = this.filterParts(left.args[0] as ast.Expression);
    if (parts === null) return null;
    const some = `${parts.source}.some((${parts.variable}) => ${parts.where})`;
    return empty ? `!${some}` : some;
  }

  private query(e: ast.QueryExpr): string {
    const v = this.scope.declarePlain(e, e.variable.name);
    const source = this.list(e.source);
    const where = e.where ? this.expr(e.where) : null;
    const of = e.of ? this.expr(e.of) : null;
    const filtered = where ? `${source}.filter((${v}) => ${where})` : source;
    // count, sum, first, max and min never build the filtered list: one pass of reduce or find,
    // whose callback V8 inlines (docs/performance.md). Accumulators end in `$`, which no rules
    // name does, so a `where` can use any name.
    switch (e.op) {
      case "count":
        return where ? `${source}.reduce((n$, ${v}) => ((${where}) ? n$ + 1 : n$), 0)` : `${source}.length`;
      case "sum":
        return where
          ? `${source}.reduce((acc$, ${v}) => ((${where}) ? acc$ + ${of ?? v} : acc$), 0)`
          : `${source}.reduce((acc$, ${v}) => acc$ + ${of ?? v}, 0)`;
      case "any":
        return where ? `${source}.some((${v}) => ${where})` : `${source}.length > 0`;
      case "all":
        return where ? `${source}.every((${v}) => ${where})` : "true";
      case "filter":
        return filtered;
      case "map":
        return of ? `${filtered}.map((${v}) => ${of})` : filtered;
      case "first":
        return where
          ? `foundOr(${source}.find((${v}) => ${where}), ${this.ctx.loc(e)})`
          : `firstOf(${source}, ${this.ctx.loc(e)})`;
      case "max":
      case "min": {
        // A list<int> key compares lexicographically (`[]` for nothing); an int key is 0 for nothing.
        const lists = this.type(e).kind === "list";
        if (!lists) {
          const [fn, from] = e.op === "max" ? ["max", "-Infinity"] : ["min", "Infinity"];
          const key = of ?? v;
          const step = `Math.${fn}(m$, ${key})`;
          return `extremeOr0(${source}.reduce((m$, ${v}) => ${where ? `((${where}) ? ${step} : m$)` : step}, ${from}))`;
        }
        const helper = lists ? (e.op === "max" ? "maxList" : "minList") : e.op === "max" ? "maxOf" : "minOf";
        return `${helper}(${of ? `${filtered}.map((${v}) => ${of})` : filtered})`;
      }
      case "sort":
      case "sortDesc":
        return `sortBy(${filtered}, (${v}) => ${of ?? v}, ${e.op === "sortDesc"})`;
    }
  }
}

/** Whether a zone expression is a named zone, `Z.deck` or `(Z.hand + <index>)`, as a whole. */
function namedZone(z: string): boolean {
  if (/^Z\.[\w$]+$/.test(z)) return true;
  if (!/^\(Z\.[\w$]+ \+ /.test(z)) return false;
  let depth = 0;
  for (let i = 0; i < z.length; i++) {
    if (z[i] === "(") depth++;
    else if (z[i] === ")" && --depth === 0) return i === z.length - 1;
  }
  return false;
}

/**
 * Lowers rule and function bodies. Plain bodies become structured TypeScript statements. A
 * suspending rule becomes a machine: a graph of blocks whose edges are its control flow, cut
 * at every decision and every call to another suspending rule, so the engine can stop there
 * and resume from the state alone. Statements that contain no such point stay structured even
 * inside a machine, which keeps the output readable.
 */
import type { ast, Type } from "@ludic/lang";
import { identifier } from "../emit/escape.js";
import { arith, bool, call, global, type IRExpr, local, method, NUMBER, num, str } from "../ir/expr.js";
import type {
  IRBlock,
  IRMachine,
  IRSimultaneous,
  IRSite,
  IRSiteOption,
  IRSiteParam,
  IRStmt,
} from "../ir/ir.js";
import { eachNode } from "./ast-walk.js";
import { ConditionLowering, isFilterLoop } from "./conditions.js";
import type { LowerContext } from "./context.js";
import { countedVars } from "./counts.js";
import { ExprLowering, LoweringError } from "./expressions.js";
import { loopStep, STEPS } from "./loop-budget.js";
import { armTestExpr, isSimple, noMatchExpr } from "./match.js";
import { memoVars } from "./memo.js";
import { Scope } from "./scope.js";

/** An option of a choice, and the variants that offer it (null: every variant). */
type Pending = { option: ast.ChoiceOption; variants: number[] | null };

type Jump = { kind: "ts" } | { kind: "machine"; breakTo: number; continueTo: number };

const assign = (target: IRExpr, value: IRExpr, op: "=" | "+=" | "-=" = "="): IRStmt => ({
  k: "assign",
  target,
  op,
  value,
});
const run = (expr: IRExpr): IRStmt => ({ k: "expr", expr });
const ST: IRExpr = { k: "state" };
/** A card or a seat where a list is expected: a list of one. */
const one = (e: IRExpr): IRExpr => ({ k: "list", items: [e] });

export class BodyLowering {
  readonly ex: ExprLowering;
  private readonly jumps: Jump[] = [];
  readonly blocks: IRBlock[] = [];
  private current: IRBlock | null = null;
  /** Indexed variables made their state's own before the loop being lowered (ownedBefore): the local holding each. */
  private readonly owned = new Map<string, { local: string; counted: boolean }>();

  constructor(
    readonly ctx: LowerContext,
    readonly scope: Scope,
    /** Sites found in this body are added here (they are numbered game-wide). */
    readonly sites: IRSite[],
    readonly machine: IRMachine | null,
    /** The declared return type of the rule or fn being lowered; returns are converted to it. */
    readonly returnType: Type | null = null,
  ) {
    this.ex = new ExprLowering(ctx, scope);
  }

  private conditions: ConditionLowering | null = null;

  /**
   * `let name = filter(…)` whose condition holds an `any`/`all` (isFilterLoop), as a list local
   * `name` that the loops of lower/conditions.ts filterLoop fill, with no closures.
   */
  filterInto(value: ast.QueryExpr & { where: ast.Expression }, name: string, t: Type): IRStmt[] {
    this.conditions ??= new ConditionLowering(this.ex);
    const empty: IRExpr = { k: "list", items: [] };
    const decl: IRStmt = { k: "let", name, type: this.ctx.tsType(t), value: empty, constant: false };
    return [decl, ...this.conditions.filterLoop(value, name)];
  }

  private typeRef(t: ast.TypeRef): Type {
    return this.ctx.typeOfRef(t);
  }

  // -------------------------------------------------------------------------------------------
  // Which statements need the machine

  /** The callee of `e` when it is a call to a suspending rule. */
  suspendingCall(e: ast.Expression | null): ast.CallExpr | null {
    if (e?.kind !== "CallExpr") return null;
    const s = this.ex.symbol(e) ?? this.ex.symbol(e.callee);
    if (s?.kind === "base")
      return s.decl.kind === "RuleDecl" && this.ctx.isSuspendingName(s.decl.name.name) ? e : null;
    return s?.kind === "rule" && this.ctx.isSuspendingName(e.callee.name) ? e : null;
  }

  suspends(s: ast.Statement): boolean {
    switch (s.kind) {
      case "ChooseStmt":
        return true;
      case "ExprStmt":
        return this.suspendingCall(s.expression) !== null;
      case "LetStmt":
      case "AssignStmt":
        return this.suspendingCall(s.value) !== null;
      case "IfStmt":
        return (
          this.blockSuspends(s.then) ||
          (s.else !== null && (s.else.kind === "Block" ? this.blockSuspends(s.else) : this.suspends(s.else)))
        );
      case "LoopStmt":
      case "WhileStmt":
      case "ForStmt":
        return this.blockSuspends(s.body);
      case "MatchStmt":
        return (
          s.arms.some((a) => this.blockSuspends(a.body)) ||
          (s.otherwise !== null && this.blockSuspends(s.otherwise))
        );
      default:
        return false;
    }
  }

  private blockSuspends(b: ast.Block): boolean {
    return b.statements.some((s) => this.suspends(s));
  }

  // -------------------------------------------------------------------------------------------
  // Structured statements

  structuredBlock(b: ast.Block): IRStmt[] {
    return b.statements.flatMap((s) => this.structured(s));
  }

  structured(s: ast.Statement): IRStmt[] {
    const ex = this.ex;
    switch (s.kind) {
      case "LetStmt": {
        const t = s.type ? this.typeRef(s.type) : ex.type(s.value);
        if (this.machine === null && isFilterLoop(s.value)) {
          const ref = this.scope.declare(s, s.name.name, this.ctx.tsType(t), this.ctx.zero(t), t);
          if (ref.k === "local") return this.filterInto(s.value, ref.name, t);
          return [assign(ref, ex.irStored(s.value, t))];
        }
        const value = ex.irStored(s.value, t);
        const ref = this.scope.declare(s, s.name.name, this.ctx.tsType(t), this.ctx.zero(t), t);
        if (ref.k === "local")
          return [{ k: "let", name: ref.name, type: this.ctx.tsType(t), value, constant: false }];
        return [assign(ref, value)];
      }
      case "AssignStmt": {
        const target = this.assignTarget(s.target);
        const counted = this.written(s.target);
        // `l += [x]` joins lists (JavaScript's `+=` would make a string).
        if (s.op === "+=" && ex.type(s.target).kind === "list")
          return [assign(target, { k: "concat", lists: [target, ex.irList(s.value)] }), ...counted];
        if (s.op === "=") return [assign(target, ex.irStored(s.value, ex.type(s.target))), ...counted];
        return [assign(target, ex.ir(s.value), s.op), ...counted];
      }
      case "IfStmt":
        return [
          {
            k: "if",
            cond: ex.ir(s.condition),
            then: this.structuredBlock(s.then),
            else:
              s.else === null
                ? []
                : s.else.kind === "Block"
                  ? this.structuredBlock(s.else)
                  : this.structured(s.else),
          },
        ];
      case "LoopStmt":
      case "WhileStmt": {
        const cond = s.kind === "WhileStmt" ? ex.ir(s.condition) : bool(true);
        const body = this.inTsLoop(() => this.structuredBlock(s.body));
        const step = loopStep(local(STEPS), this.ctx.locExpr(s));
        return [{ k: "while", cond, counter: STEPS, body: [step, ...body] }];
      }
      case "ForStmt": {
        // No decision inside: the loop variable never has to survive one, so it stays plain.
        const source = this.iterable(s.source);
        const name = this.scope.declarePlain(s, s.variable.name);
        const before = this.ownedBefore(s);
        const loop: IRStmt = {
          k: "forOf",
          variable: name,
          iterable: source,
          body: this.inTsLoop(() => this.structuredBlock(s.body)),
        };
        for (const v of before.names) this.owned.delete(v);
        return [...before.stmts, loop];
      }
      case "BreakStmt":
      case "ContinueStmt": {
        const j = this.jumps[this.jumps.length - 1];
        if (!j || j.kind === "ts")
          return [s.kind === "BreakStmt" ? { k: "break" } : { k: "continue", label: null }];
        return [{ k: "goto", block: s.kind === "BreakStmt" ? j.breakTo : j.continueTo }];
      }
      case "ReturnStmt": {
        if (this.machine === null && s.value !== null && isFilterLoop(s.value))
          return [
            ...this.filterInto(s.value, "l$", this.returnType ?? ex.type(s.value)),
            { k: "exit", value: local("l$") },
          ];
        const value = s.value
          ? this.returnType
            ? ex.irStored(s.value, this.returnType)
            : ex.ir(s.value)
          : null;
        if (this.machine) return [{ k: "return", value }];
        return [{ k: "exit", value }];
      }
      case "MoveStmt":
        return [run(this.move(s))];
      case "AttachStmt":
        return [
          run(
            call("moveCard", ST, ex.ir(s.card), arith("add", global("ATT"), ex.ir(s.host)), global("AT_END")),
          ),
        ];
      case "ShuffleStmt":
        return [run(call("shuffleZone", ST, ex.ir(s.zone)))];
      case "RequireStmt": {
        const message = str(`required: ${this.ctx.text(s.condition)}`);
        const error: IRExpr = { k: "new", class: "RulesError", args: [message, this.ctx.locExpr(s)] };
        return [
          { k: "when", cond: ex.ir(s.condition), negate: true, then: [{ k: "throw", error }], block: false },
        ];
      }
      case "PeekStmt": {
        const t = ex.type(s.cards);
        const cards = t.kind === "card" ? one(ex.ir(s.cards)) : ex.irList(s.cards);
        const seats = ex.type(s.seats).kind === "seat" ? one(ex.ir(s.seats)) : ex.ir(s.seats);
        return [run(call("peekCards", ST, cards, seats))];
      }
      case "FinishStmt": {
        const w = ex.type(s.winners).kind === "seat" ? one(ex.ir(s.winners)) : ex.ir(s.winners);
        const over: IRExpr = {
          k: "new",
          class: "GameOver",
          args: [call("endGame", ST, w, ex.irText(s.reason))],
        };
        return [{ k: "throw", error: over }];
      }
      case "LogStmt":
        return [run(call("logLine", ST, ex.irText(s.message)))];
      case "ExprStmt":
        return [run(ex.ir(s.expression))];
      case "ChooseStmt":
        throw new LoweringError("a decision can only be made inside a rule", s);
      case "MatchStmt":
        return this.structuredMatch(s);
    }
  }

  /** `const m = subject; if (m === 1) { … } else if … else { noMatch(…) }` */
  private structuredMatch(s: ast.MatchStmt): IRStmt[] {
    const ex = this.ex;
    const t = ex.type(s.subject);
    const value = ex.ir(s.subject);
    const out: IRStmt[] = [];
    let m = value;
    if (!isSimple(value)) {
      const name = this.scope.declarePlain(s, "m");
      m = local(name);
      out.push({ k: "let", name, type: null, value, constant: true });
    }
    const fallback: IRStmt[] = s.otherwise
      ? this.structuredBlock(s.otherwise)
      : [run(noMatchExpr(ex, m, t, s))];
    const chain = s.arms.reduceRight<IRStmt[]>(
      (rest, arm) => [
        { k: "if", cond: armTestExpr(ex, m, arm.patterns), then: this.structuredBlock(arm.body), else: rest },
      ],
      fallback,
    );
    return [...out, ...chain];
  }

  private inTsLoop(f: () => IRStmt[]): IRStmt[] {
    this.jumps.push({ kind: "ts" });
    try {
      return f();
    } finally {
      this.jumps.pop();
    }
  }

  /** A snapshot of what a `for` walks: zones change while the loop moves cards. */
  private iterable(e: ast.Expression): IRExpr {
    const t = this.ex.type(e);
    if (t.kind === "zone") return method({ k: "cards", zone: this.ex.ir(e) }, "slice");
    return this.ex.ir(e);
  }

  /** What going through `e` gives, as the checker found (a zone without `of` holds the first card type). */
  private elementType(e: ast.Expression): Type {
    return this.ctx.elementOf(e);
  }

  private assignTarget(t: ast.NameRef | ast.IndexExpr): IRExpr {
    // An element of an indexed variable: its list is copied at its first change in applyMove's
    // new state, which shares it with its input until then (runtime core.ts ownVar).
    const family = t.kind === "IndexExpr" ? this.ctx.familyOf(t) : undefined;
    if (t.kind === "IndexExpr" && family?.kind === "var") {
      const owned = this.owned.get(family.decl.name.name);
      return {
        k: "at",
        list:
          owned !== undefined
            ? local(owned.local)
            : call("ownVar", { k: "vars" }, str(family.decl.name.name)),
        index: this.ex.ir(t.index),
      };
    }
    return this.ex.ir(t);
  }

  /**
   * A loop whose body only assigns indexed variables by index (nested loops of the same kind
   * too) and calls nothing but builtins: each such variable made its state's own once before it
   * (`ownVar`), and its writes counted once there (`varWritten`, and `countWritten` of cells not
   * known for a write whose cell is not a name), not once per element. Nothing in the loop reads
   * a kept result or count, so counting before the writes is the same as after them, even when
   * one of the loop's expressions fails (the deal's 400 `terrain[cellAt(…)] = …`).
   */
  private ownedBefore(s: ast.ForStmt): { names: string[]; stmts: IRStmt[] } {
    const writes = new Map<string, boolean>();
    if (!this.onlyIndexWrites(s.body, writes) || !this.callsOnlyBuiltins(s)) return { names: [], stmts: [] };
    const names: string[] = [];
    const stmts: IRStmt[] = [];
    for (const [name, byName] of writes) {
      if (this.owned.has(name)) continue;
      const w = this.scope.plain(`${name}$w`);
      names.push(name);
      stmts.push({
        k: "let",
        name: w,
        type: null,
        value: call("ownVar", { k: "vars" }, str(name)),
        constant: true,
      });
      if (memoVars(this.ctx).has(name)) stmts.push(run(call("varWritten", str(name))));
      const counted = countedVars(this.ctx).has(name);
      if (counted && !byName) stmts.push(run(call("countWritten", str(name), local(w), num(-1))));
      this.owned.set(name, { local: w, counted: counted && byName });
    }
    return { names, stmts };
  }

  /** Whether `b` holds only writes of indexed variables (`writes`: each one's, true if every index is a name) and such loops. */
  private onlyIndexWrites(b: ast.Block, writes: Map<string, boolean>): boolean {
    for (const st of b.statements) {
      if (st.kind === "ForStmt") {
        if (!this.onlyIndexWrites(st.body, writes)) return false;
        continue;
      }
      if (st.kind !== "AssignStmt" || st.target.kind !== "IndexExpr") return false;
      const family = this.ctx.familyOf(st.target);
      if (family?.kind !== "var") return false;
      const name = family.decl.name.name;
      writes.set(name, (writes.get(name) ?? true) && st.target.index.kind === "NameRef");
    }
    return writes.size > 0;
  }

  private callsOnlyBuiltins(s: ast.ForStmt): boolean {
    let only = true;
    eachNode(s, (n) => {
      if (n.kind !== "CallExpr") return;
      const c = n as unknown as ast.CallExpr;
      const sym = this.ctx.check.symbols.get(c) ?? this.ctx.check.symbols.get(c.callee);
      if (sym?.kind !== "builtin") only = false;
    });
    return only;
  }

  /** After a write to a variable some fn keeps results for (lower/memo.ts): the write, counted. */
  private written(t: ast.NameRef | ast.IndexExpr): IRStmt[] {
    const family = t.kind === "IndexExpr" ? this.ctx.familyOf(t) : undefined;
    const s = t.kind === "NameRef" ? this.ex.symbol(t) : undefined;
    const name = family?.kind === "var" ? family.decl.name.name : s?.kind === "var" ? s.decl.name.name : null;
    // Counted once before the loop this write is in (ownedBefore), but a cell's neighbour counts.
    const owned = name !== null && family?.kind === "var" ? this.owned.get(name) : undefined;
    if (owned !== undefined && name !== null) {
      if (!owned.counted || t.kind !== "IndexExpr") return [];
      return [run(call("countWritten", str(name), local(owned.local), this.ex.ir(t.index)))];
    }
    const out = name !== null && memoVars(this.ctx).has(name) ? [run(call("varWritten", str(name)))] : [];
    // Kept neighbour counts move with the written cell (lower/counts.ts); -1: cells not known.
    if (name !== null && countedVars(this.ctx).has(name)) {
      const i = t.kind === "IndexExpr" && t.index.kind === "NameRef" ? this.ex.ir(t.index) : num(-1);
      out.push(run(call("countWritten", str(name), { k: "var", name }, i)));
    }
    return out;
  }

  /** A named zone's kind is known here, so its default placement is a constant. */
  private defaultPlacement(to: ast.Expression): IRExpr | null {
    const named = to.kind === "IndexExpr" ? to.object : to;
    const s = named.kind === "NameRef" ? this.ex.symbol(named) : undefined;
    if (s?.kind !== "zone") return null;
    return global(s.decl.zoneKind.name === "pile" ? "AT_TOP" : "AT_END");
  }

  private move(s: ast.MoveStmt): IRExpr {
    const ex = this.ex;
    const to = ex.ir(s.to);
    let at: IRExpr;
    if (s.at === null) at = this.defaultPlacement(s.to) ?? call("defaultAt", to);
    else if (s.at === "top") at = global("AT_TOP");
    else if (s.at === "bottom") at = global("AT_END");
    else if (s.at === "random") at = global("AT_RANDOM");
    else at = ex.ir(s.at);
    const t = ex.type(s.cards);
    if (t.kind === "card") return call("moveCard", ST, ex.ir(s.cards), to, at);
    return call("moveCards", ST, ex.irList(s.cards), to, at);
  }

  // -------------------------------------------------------------------------------------------
  // Machines

  newBlock(label: string): IRBlock {
    const b: IRBlock = { id: this.blocks.length, label, body: [] };
    this.blocks.push(b);
    return b;
  }

  private emit(...stmts: IRStmt[]): void {
    if (!this.current) throw new Error("internal: no current block");
    this.current.body.push(...stmts);
  }

  private startAt(b: IRBlock): void {
    this.current = b;
  }

  private line(node: ast.Node): string {
    return `line ${node.span.start.line}`;
  }

  /** Lowers a machine body; the entry is block 0. */
  machineBody(body: ast.Block): void {
    this.startAt(this.newBlock("entry"));
    this.machineBlock(body);
    this.emit({ k: "return", value: null });
  }

  private machineBlock(b: ast.Block): void {
    for (const s of b.statements) this.machineStatement(s);
  }

  private machineStatement(s: ast.Statement): void {
    if (!this.suspends(s)) {
      this.emit(...this.structured(s));
      return;
    }
    const ex = this.ex;
    switch (s.kind) {
      case "IfStmt": {
        const then = this.newBlock(`then, ${this.line(s.then)}`);
        const join = this.newBlock(`after the if at ${this.line(s)}`);
        const otherwise = s.else ? this.newBlock(`else, ${this.line(s.else)}`) : join;
        this.emit({ k: "branch", cond: ex.ir(s.condition), then: then.id, else: otherwise.id });
        this.startAt(then);
        this.machineBlock(s.then);
        this.emit({ k: "goto", block: join.id });
        if (s.else) {
          this.startAt(otherwise);
          if (s.else.kind === "Block") this.machineBlock(s.else);
          else this.machineStatement(s.else);
          this.emit({ k: "goto", block: join.id });
        }
        this.startAt(join);
        return;
      }
      case "LoopStmt":
      case "WhileStmt": {
        const head = this.newBlock(`loop, ${this.line(s)}`);
        const body = s.kind === "WhileStmt" ? this.newBlock(`loop body, ${this.line(s.body)}`) : head;
        const exit = this.newBlock(`after the loop at ${this.line(s)}`);
        this.emit({ k: "goto", block: head.id });
        this.startAt(head);
        this.emit(loopStep({ k: "prop", target: global("LOOPS"), name: "steps" }, this.ctx.locExpr(s)));
        if (s.kind === "WhileStmt") {
          this.emit({ k: "branch", cond: ex.ir(s.condition), then: body.id, else: exit.id });
          this.startAt(body);
        }
        this.jumps.push({ kind: "machine", breakTo: exit.id, continueTo: head.id });
        this.machineBlock(s.body);
        this.jumps.pop();
        this.emit({ k: "goto", block: head.id });
        this.startAt(exit);
        return;
      }
      case "ForStmt": {
        const t = this.elementType(s.source);
        const items = this.scope.temp(
          `${s.variable.name}_items`,
          { k: "list", element: this.ctx.tsType(t) },
          { k: "list", items: [] },
          { kind: "list", element: t },
        );
        const index = this.scope.temp(`${s.variable.name}_index`, NUMBER, num(0));
        const variable = this.scope.declare(s, s.variable.name, this.ctx.tsType(t), this.ctx.zero(t), t);
        this.emit(assign(items, this.iterable(s.source)), assign(index, num(0)));
        const head = this.newBlock(`for ${s.variable.name}, ${this.line(s)}`);
        const body = this.newBlock(`for body, ${this.line(s.body)}`);
        const exit = this.newBlock(`after the for at ${this.line(s)}`);
        this.emit({ k: "goto", block: head.id });
        this.startAt(head);
        this.emit({
          k: "branch",
          cond: arith("lt", index, { k: "length", list: items }),
          then: body.id,
          else: exit.id,
        });
        this.startAt(body);
        this.emit(
          assign(variable, { k: "as", expr: { k: "at", list: items, index }, type: this.ctx.tsType(t) }),
          assign(index, num(1), "+="),
        );
        this.jumps.push({ kind: "machine", breakTo: exit.id, continueTo: head.id });
        this.machineBlock(s.body);
        this.jumps.pop();
        this.emit({ k: "goto", block: head.id });
        this.startAt(exit);
        return;
      }
      case "ExprStmt":
      case "LetStmt":
      case "AssignStmt": {
        const call = this.suspendingCall(s.kind === "ExprStmt" ? s.expression : s.value);
        if (!call) throw new Error("internal: suspends() and the call disagree");
        const resume = this.newBlock(`after ${call.callee.name}(…) at ${this.line(s)}`);
        const frame = this.frameFor(call);
        const skip = this.emptyIn(call, frame);
        this.emit({ k: "call", frame, resume: resume.id, ...(skip.length > 0 && { skip }) });
        this.startAt(resume);
        if (s.kind === "LetStmt") {
          const t = s.type ? this.typeRef(s.type) : ex.type(s.value);
          const ref = this.scope.declare(s, s.name.name, this.ctx.tsType(t), this.ctx.zero(t), t);
          this.emit(assign(ref, { k: "as", expr: { k: "ret" }, type: this.ctx.tsType(t) }));
        } else if (s.kind === "AssignStmt") {
          const t = ex.type(s.target);
          const ret: IRExpr = { k: "as", expr: { k: "ret" }, type: this.ctx.tsType(t) };
          this.emit(assign(this.assignTarget(s.target), ret, s.op));
          for (const c of this.written(s.target)) this.emit(c);
        }
        return;
      }
      case "ChooseStmt":
        this.choose(s);
        return;
      case "MatchStmt": {
        // The subject is read once into the frame; each arm's test is a block that branches to
        // the arm or to the next test.
        const t = ex.type(s.subject);
        const m = this.scope.temp("m", this.ctx.tsType(t), this.ctx.zero(t));
        this.emit(assign(m, ex.ir(s.subject)));
        const join = this.newBlock(`after the match at ${this.line(s)}`);
        s.arms.forEach((arm, i) => {
          const body = this.newBlock(`match arm, ${this.line(arm)}`);
          const last = i === s.arms.length - 1;
          const next = last
            ? this.newBlock(
                s.otherwise ? `else, ${this.line(s.otherwise)}` : `no arm matches, ${this.line(s)}`,
              )
            : this.newBlock(`next arm, ${this.line(s.arms[i + 1] ?? s)}`);
          this.emit({ k: "branch", cond: armTestExpr(ex, m, arm.patterns), then: body.id, else: next.id });
          this.startAt(body);
          this.machineBlock(arm.body);
          this.emit({ k: "goto", block: join.id });
          this.startAt(next);
        });
        if (s.otherwise) {
          this.machineBlock(s.otherwise);
          this.emit({ k: "goto", block: join.id });
        } else {
          this.emit(run(noMatchExpr(ex, m, t, s)));
        }
        this.startAt(join);
        return;
      }
      default:
        throw new LoweringError("internal: this statement cannot suspend", s);
    }
  }

  /**
   * The variants in which a call of a by-variant rule does nothing: its version there has an
   * empty body (Cuttle's classic `endOfTurn`, whose override asks for decisions), is not
   * `complete`, returns nothing, and the arguments cannot fail, so skipping their evaluation
   * changes nothing (emit/print.ts: no frame, no trip through runEngine).
   */
  private emptyIn(call: ast.CallExpr, frame: IRExpr): number[] {
    const s = this.ex.symbol(call) ?? this.ex.symbol(call.callee);
    if (s?.kind !== "rule" || frame.k !== "call" || frame.callee.k !== "byVariant") return [];
    if (!frame.args.slice(1).every(cannotFail)) return [];
    const impls = this.ctx.implementations(call.callee.name);
    return impls.flatMap((d, v) =>
      d?.kind === "RuleDecl" && d.body.statements.length === 0 && !d.complete && d.returnType === null
        ? [v]
        : [],
    );
  }

  /** `enter_turn(st, me)` — or, when variants differ, the variant's entry. */
  private frameFor(call: ast.CallExpr): IRExpr {
    const s = this.ex.symbol(call) ?? this.ex.symbol(call.callee);
    // `base(…)` enters the replaced rule itself; other calls go through the variant's version.
    const d =
      s?.kind === "base"
        ? { direct: this.ctx.nameOf(s.decl, "enter_", s.decl.name.name) }
        : this.ctx.dispatch(call.callee.name, "enter_");
    const params = s?.kind === "rule" || s?.kind === "base" ? s.decl.params : [];
    const args = call.args.map((a, i) => {
      const p = params[i];
      return p ? this.ex.irStored(a, this.typeRef(p.type)) : this.ex.ir(a);
    });
    const callee: IRExpr = "direct" in d ? global(d.direct) : { k: "byVariant", table: d.table };
    return { k: "call", callee, args: [ST, ...args] };
  }

  private choose(s: ast.ChooseStmt): void {
    if (!this.machine) throw new LoweringError("a decision can only be made inside a rule", s);
    const join = this.newBlock(`after the decision at ${this.line(s)}`);
    const siteId = this.sites.length;
    const site: IRSite = {
      id: siteId,
      machine: this.machine,
      options: [],
      source: this.ctx.source(s),
      simultaneous: null,
    };
    this.sites.push(site);
    const sim = s.simultaneous ? this.beginSimultaneous(s, site) : null;
    const seat = sim ? num(-1) : this.ex.ir(s.seat);
    // The seat being asked, in domains and `when`: `p` of `choose simultaneously p in …`.
    const asked = new Map<ast.Node, IRExpr>(sim ? [[s, local("seat")]] : []);

    // Expand `use` items: every variant's implementation of an option set contributes its
    // options, guarded by the variants that use it.
    const pending: Pending[] = [];
    for (const item of s.items) {
      if (item.kind === "ChoiceOption") {
        pending.push({ option: item, variants: null });
        continue;
      }
      this.expandUse(item, null, pending, sim, asked);
    }
    this.choiceSite(s, site, join, sim, seat, asked, pending);
  }

  /**
   * `use set(args)`: each variant's implementation of the set contributes its options, guarded
   * by the variants that use it; a `use` inside a set (`use base(…)` in an override) is expanded
   * the same way within the variants of the set around it.
   */
  private expandUse(
    item: ast.UseOptions,
    within: number[] | null,
    pending: Pending[],
    sim: { bindings: IRStmt[] } | null,
    asked: Map<ast.Node, IRExpr>,
  ): void {
    const all = this.ctx.game.variants.map((_, i) => i);
    const s = this.ex.symbol(item);
    const sets: [ast.OptionsDecl, number[]][] = [];
    if (s?.kind === "base" && s.decl.kind === "OptionsDecl") sets.push([s.decl, within ?? all]);
    else {
      const impls = this.ctx.implementations(item.name.name);
      for (const decl of new Set(impls.filter((d): d is ast.Declaration => d !== undefined))) {
        if (decl.kind !== "OptionsDecl") continue;
        const variants = impls.flatMap((d, i) => (d === decl && (!within || within.includes(i)) ? [i] : []));
        if (variants.length > 0) sets.push([decl, variants]);
      }
    }
    for (const [decl, variants] of sets) {
      decl.params.forEach((p, i) => {
        const t = this.typeRef(p.type);
        const ref = this.scope.declare(
          p,
          `${decl.name.name}_${p.name.name}`,
          this.ctx.tsType(t),
          this.ctx.zero(t),
          t,
        );
        const arg = item.args[i];
        if (arg && sim) {
          // Evaluated per seat: in domains with the seat asked, before a body with `p` bound.
          this.scope.pushOverlay(asked);
          asked.set(p, this.ex.irCoerce(arg, t));
          this.scope.popOverlay();
          sim.bindings.push(assign(ref, this.ex.irStored(arg, t)));
        } else if (arg) this.emit(assign(ref, this.ex.irStored(arg, t)));
      });
      for (const o of decl.options) {
        if (o.kind === "ChoiceOption")
          pending.push({ option: o, variants: variants.length === all.length ? null : variants });
        else if (o.kind === "UseOptions") this.expandUse(o, variants, pending, sim, asked);
      }
    }
  }

  private choiceSite(
    s: ast.ChooseStmt,
    site: IRSite,
    join: IRBlock,
    sim: ReturnType<BodyLowering["beginSimultaneous"]> | null,
    seat: IRExpr,
    asked: Map<ast.Node, IRExpr>,
    pending: Pending[],
  ): void {
    const siteId = site.id;

    const waiting = this.current;
    for (const { option, variants } of pending) {
      const params: IRSiteParam[] = [];
      const plain = new Map<ast.Node, IRExpr>();
      for (const p of option.params) {
        const element = this.elementType(p.domain);
        // Named after the option too (`targetedOneOff_card`): options of one decision share a frame.
        const slot = this.scope.declare(
          p,
          `${option.name.name}_${p.name.name}`,
          this.ctx.tsType(element),
          this.ctx.zero(element),
          element,
        );
        const arg =
          element.kind === "card"
            ? { kind: "card" as const }
            : element.kind === "seat"
              ? { kind: "seat" as const }
              : element.kind === "enum"
                ? { kind: "enum" as const, name: element.name }
                : element.kind === "cell"
                  ? { kind: "cell" as const }
                  : { kind: "int" as const };
        if (slot.k !== "slot") throw new Error("internal: a choice parameter outside a frame");
        params.push({
          name: p.name.name,
          slot: slot.name,
          arg,
          domain: { k: "list", items: [] },
          domainText: this.ctx.text(p.domain),
          variable: `${identifier(p.name.name)}_`,
        });
        plain.set(p, local(`${identifier(p.name.name)}_`));
      }
      // Domains and `when` are evaluated before the move is bound, so option parameters are
      // plain variables there; in the body they are frame fields.
      let when: IRExpr | null = null;
      this.scope.pushOverlay(new Map([...asked, ...plain]));
      try {
        option.params.forEach((p, i) => {
          const param = params[i];
          if (!param) return;
          const t = this.ctx.typeOf(p.domain);
          param.domain = t.kind === "enum" ? { k: "enumAll", enum: t.name } : this.ex.irList(p.domain);
          // A filter (or a call of a filter fn): its parts for the option loops, lowered again
          // with the variable named `c$x`: the loop's variable shares a scope with the emitter's
          // locals (`n`, `out`) and the option's variables, where no `$` name is.
          const parts = t.kind === "enum" ? null : this.ex.irFilterParts(p.domain);
          if (parts !== null) param.filter = parts;
        });
        when = option.when ? this.ex.ir(option.when) : null;
      } finally {
        this.scope.popOverlay();
      }
      const guard = variants
        ? variants
            .map((v): IRExpr => arith("eq", { k: "variant" }, num(v)))
            .reduce((a, b) => arith("or", a, b))
        : null;
      const body = this.newBlock(`${option.name.name}, ${this.line(option)}`);
      this.startAt(body);
      this.machineBlock(option.body);
      this.emit({ k: "goto", block: sim ? sim.fields.runHead : join.id });
      const o: IRSiteOption = {
        name: option.name.name,
        params,
        when,
        whenText: option.when ? this.ctx.text(option.when) : null,
        guard,
        variants,
        bodyBlock: body.id,
        source: this.ctx.source(option),
      };
      site.options.push(o);
    }
    let otherwise: number | null = null;
    if (s.otherwise) {
      const b = this.newBlock(`otherwise, ${this.line(s.otherwise)}`);
      otherwise = b.id;
      this.startAt(b);
      this.machineBlock(s.otherwise);
      this.emit({ k: "goto", block: sim ? sim.fields.runHead : join.id });
    }
    this.current = waiting;
    if (sim) {
      this.emit({ k: "suspendAll", site: siteId, ...sim.fields, otherwise: otherwise !== null });
      this.runAnswers(s, site, sim, otherwise, join.id);
    } else this.emit({ k: "suspend", site: siteId, seat, otherwise });
    this.startAt(join);
  }

  /**
   * `choose simultaneously p in SEATS`: `p` is a frame field (bound per answer before its
   * body runs), the seats and their answers are frame fields, and a run head walks the answers
   * in seat order. Emits the statement's start into the current block.
   */
  private beginSimultaneous(
    s: ast.ChooseStmt,
    site: IRSite,
  ): { fields: IRSimultaneous; next: IRExpr; bindings: IRStmt[] } {
    const name = s.simultaneous?.name ?? "p";
    this.scope.declare(s, name, NUMBER, num(0), { kind: "seat" });
    const seats = this.scope.temp(`${name}_seats`, { k: "list", element: NUMBER }, { k: "list", items: [] });
    const answers = this.scope.temp(
      `${name}_answers`,
      { k: "list", element: { k: "list", element: NUMBER } },
      { k: "list", items: [] },
    );
    const next = this.scope.temp(`${name}_next`, NUMBER, num(0));
    const runHead = this.newBlock(`the answers of the decision at ${this.line(s)}, in seat order`);
    this.emit(assign(seats, method(this.ex.irList(s.seat), "slice")), assign(next, num(0)));
    if (seats.k !== "slot" || answers.k !== "slot") throw new Error("internal: a decision outside a frame");
    site.simultaneous = { seats: seats.name, answers: answers.name, runHead: runHead.id };
    return { fields: site.simultaneous, next, bindings: [] };
  }

  /** The run head: binds the next seat's answer and jumps to its option's body (or `otherwise`). */
  private runAnswers(
    s: ast.ChooseStmt,
    site: IRSite,
    sim: { fields: IRSimultaneous; next: IRExpr; bindings: IRStmt[] },
    otherwise: number | null,
    join: number,
  ): void {
    const { runHead } = sim.fields;
    const seats: IRExpr = { k: "slot", name: sim.fields.seats };
    const answers: IRExpr = { k: "slot", name: sim.fields.answers };
    const one = this.newBlock(`one answer of the decision at ${this.line(s)}`);
    const head = this.blocks[runHead];
    if (!head) throw new Error("internal: no run head");
    head.body.push({
      k: "branch",
      cond: arith("lt", sim.next, { k: "length", list: seats }),
      then: one.id,
      else: join,
    });
    const p = this.scope.refExpr(s);
    if (p === undefined) throw new Error("internal: the seat of a simultaneous decision is not declared");
    const answer = this.scope.declarePlain({ span: s.span }, "answer");
    const number = (e: IRExpr): IRExpr => ({ k: "as", expr: e, type: NUMBER });
    one.body.push(
      assign(p, number({ k: "at", list: seats, index: sim.next })),
      {
        k: "let",
        name: answer,
        type: null,
        value: {
          k: "as",
          expr: { k: "at", list: answers, index: sim.next },
          type: { k: "list", element: NUMBER },
        },
        constant: true,
      },
      assign(sim.next, num(1), "+="),
      ...sim.bindings,
    );
    site.options.forEach((o, k) => {
      one.body.push({
        k: "if",
        cond: arith("eq", { k: "at", list: local(answer), index: num(0) }, num(k)),
        then: [
          ...o.params.map((x, i) =>
            assign({ k: "slot", name: x.slot }, number({ k: "at", list: local(answer), index: num(i + 1) })),
          ),
          { k: "goto", block: o.bodyBlock },
        ],
        else: [],
      });
    });
    if (otherwise !== null) one.body.push({ k: "goto", block: otherwise });
    else {
      const where: IRExpr = {
        k: "as",
        expr: { k: "at", list: global("SITE_SOURCE"), index: num(site.id) },
        type: { k: "named", name: "SourceLocation" },
      };
      const error: IRExpr = {
        k: "new",
        class: "RulesError",
        args: [str("an answer of this decision has no option"), where],
      };
      one.body.push({ k: "throw", error });
    }
  }
}

export function newScope(inFrame: boolean): Scope {
  return new Scope(inFrame);
}

/** An argument whose evaluation has no effect and cannot fail: a local, a slot, a literal, arithmetic on them. */
function cannotFail(e: IRExpr): boolean {
  switch (e.k) {
    case "num":
    case "str":
    case "bool":
    case "null":
    case "local":
    case "slot":
    case "players":
    case "variant":
    case "enumMember":
      return true;
    case "as":
      return cannotFail(e.expr);
    case "arith":
      return e.op !== "div" && cannotFail(e.left) && cannotFail(e.right);
    default:
      return false;
  }
}

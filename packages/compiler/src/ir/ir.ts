/**
 * The compiler's intermediate representation: what the lowering phase decides and the emit
 * phase prints. Expressions are trees of what they mean against the state layout (expr.ts);
 * statements keep their structure so the emitter can print readable code, and suspending rules
 * are control-flow graphs of blocks that resume at any decision. Nothing here is TypeScript
 * text: emit/print.ts and emit/print-expr.ts spell it.
 */
import type { Type } from "@ludic/lang";
import type { SourceLocation } from "@ludic/runtime";
import type { IRExpr, IRType } from "./expr.js";

/** A TypeScript type, as data (emit/print-expr.ts printType spells it). */
export type TsType = IRType;

/** A statement that runs and falls through (or leaves a plain function: `exit`, `throw`, `break`, `continue`). */
export type IRSimpleStmt =
  /** A plain local: `let name: type = value;`, `const name = value;`. */
  | { k: "let"; name: string; type: IRType | null; value: IRExpr | null; constant: boolean }
  | { k: "assign"; target: IRExpr; op: "=" | "+=" | "-="; value: IRExpr }
  /** An expression evaluated for its effect (a call). */
  | { k: "expr"; expr: IRExpr }
  /** An expression evaluated for its rules errors only (`void (x);`). */
  | { k: "discard"; expr: IRExpr }
  | { k: "break" }
  | { k: "continue"; label: string | null }
  /** Leaves a plain function, with its result. */
  | { k: "exit"; value: IRExpr | null }
  | { k: "throw"; error: IRExpr }
  /** Counts a loop's iteration against the step budget (lower/loop-budget.ts). */
  | { k: "loopStep"; counter: IRExpr; loc: IRExpr };

export type IRStmt =
  | IRSimpleStmt
  | { k: "comment"; text: string }
  | { k: "if"; cond: IRExpr; then: IRStmt[]; else: IRStmt[] }
  /**
   * A one-line test (`if (c) return true;`, `if (!(c)) continue q1;`) of the condition loops
   * (lower/conditions.ts): `negate` jumps when the condition fails; `block` braces the statements.
   */
  | { k: "when"; cond: IRExpr; negate: boolean; then: IRSimpleStmt[]; block: boolean }
  /** Statements that leave together (`n$ += 1; continue q1;`), on one line. */
  | { k: "jump"; stmts: IRSimpleStmt[] }
  /** `counter`: a local the loop counts its iterations in (lower/loop-budget.ts). */
  | { k: "while"; cond: IRExpr; body: IRStmt[]; counter?: string }
  /**
   * `label`: a loop that `continue label;` statements in its body name (lower/conditions.ts);
   * `indexed`: walked by index (`for (let i = 0; i < xs.length; i++)`), not `for … of`.
   */
  | { k: "forOf"; variable: string; iterable: IRExpr; body: IRStmt[]; label?: string; indexed?: boolean }
  /** Runs `body`; a rules error in it runs `recover` instead (the line tables' builders). */
  | { k: "try"; body: IRStmt[]; recover: IRStmt[] }
  // Terminators, only in machine blocks:
  | { k: "goto"; block: number }
  | { k: "branch"; cond: IRExpr; then: number; else: number }
  /**
   * Enters a suspending rule: `frame` builds its frame (an `enter_` call). `skip`: the variants
   * whose version of the rule is empty (an override that suspends elsewhere): there the call
   * goes on to `resume` at once, with no frame and no trip through runEngine. `run`: the machine
   * function that runs the new frame at once (lower/program.ts `directCalls`), `step` when by variant.
   */
  | { k: "call"; frame: IRExpr; resume: number; skip?: number[]; run?: string }
  | { k: "suspend"; site: number; seat: IRExpr; otherwise: number | null }
  /** `choose simultaneously`: asks every seat of `seats` at once (see IRSimultaneous). */
  | { k: "suspendAll"; site: number; seats: string; answers: string; runHead: number; otherwise: boolean }
  | { k: "return"; value: IRExpr | null };

export interface IRParam {
  name: string;
  type: TsType;
}

/** A plain function: a pure `fn`, a rule that never asks for a decision, a reveal condition. */
export interface IRFunction {
  name: string;
  params: IRParam[];
  returns: TsType;
  body: IRStmt[];
  /** The rules text it came from, for the comment above it. */
  doc: string;
  source: SourceLocation;
}

export interface IRBlock {
  id: number;
  /** Why the block starts here: "after the decision at line 40", "loop head, line 31". */
  label: string;
  body: IRStmt[];
}

export interface IRLocal {
  name: string;
  type: TsType;
  init: IRExpr;
  /** The rules type, when the local holds a rules value (`determinize` renames card-typed ones). */
  rules?: Type;
}

/** A suspending rule: its frame lives in the state, so the engine can stop at any `choose`. */
export interface IRMachine {
  name: string;
  /** The rule's name in the rules file: "turn". */
  rule: string;
  procId: number;
  frameType: string;
  params: IRParam[];
  locals: IRLocal[];
  blocks: IRBlock[];
  doc: string;
  source: SourceLocation;
}

export type ArgKind =
  | { kind: "card" }
  | { kind: "seat" }
  | { kind: "int" }
  | { kind: "enum"; name: string }
  /** A board cell, named "r3c4" in moves. */
  | { kind: "cell" };

export interface IRSiteParam {
  /** The move argument's name. */
  name: string;
  /** The frame slot (its name) it is bound to. */
  slot: string;
  arg: ArgKind;
  /** The domain, as an expression over the state, the frame and the earlier params. */
  domain: IRExpr;
  /** The rules text of the domain, quoted when a move is refused. */
  domainText: string;
  /** A local alias per param used inside `when` and domains of later params. */
  variable: string;
  /**
   * A domain written `filter(x in source where test)`, in parts: the option loops walk `source`
   * and skip what fails `test` instead of building the filtered list (`domain` is the same list).
   */
  filter?: { source: IRExpr; variable: string; where: IRExpr };
}

export interface IRSiteOption {
  name: string;
  params: IRSiteParam[];
  when: IRExpr | null;
  /** The rules text of `when`, quoted when a move is refused. */
  whenText: string | null;
  /** Variants in which this option exists (an option set overridden by a variant), as a test of the variant. */
  guard: IRExpr | null;
  /** The same variants by index; null when the option exists in every variant. */
  variants: number[] | null;
  bodyBlock: number;
  source: SourceLocation;
}

/**
 * The frame fields of a `choose simultaneously`: the seats asked, one answer per seat (`[]`
 * while it is awaited, `[-1]` for a seat with no legal option, else `[option index, ...args]`),
 * and the block that runs the answers' bodies in seat order once every seat has answered.
 */
export interface IRSimultaneous {
  /** Frame slots (names). */
  seats: string;
  answers: string;
  runHead: number;
}

/** A `choose`: where a machine waits for a seat's move. */
export interface IRSite {
  id: number;
  machine: IRMachine;
  options: IRSiteOption[];
  source: SourceLocation;
  /** Set for `choose simultaneously`. */
  simultaneous: IRSimultaneous | null;
}

export interface IRVariantImpl {
  /** Per variant index, the emitted name of the implementation in force. */
  byVariant: string[];
}

/** The expressions a statement of one loop level evaluates at that level (not in nested bodies). */
export function levelExprs(s: IRStmt): IRExpr[] {
  switch (s.k) {
    case "when":
      return [s.cond, ...s.then.flatMap(levelExprs)];
    case "jump":
      return s.stmts.flatMap(levelExprs);
    case "let":
      return s.value ? [s.value] : [];
    case "assign":
      return [s.target, s.value];
    case "expr":
    case "discard":
      return [s.expr];
    case "exit":
      return s.value ? [s.value] : [];
    case "throw":
      return [s.error];
    case "forOf":
      return [s.iterable];
    default:
      return [];
  }
}

/** The statement with the expressions levelExprs lists replaced by `f`. */
export function mapLevel(s: IRStmt, f: (e: IRExpr) => IRExpr): IRStmt {
  const simple = (x: IRSimpleStmt): IRSimpleStmt => mapLevel(x, f) as IRSimpleStmt;
  switch (s.k) {
    case "when":
      return { ...s, cond: f(s.cond), then: s.then.map(simple) };
    case "jump":
      return { ...s, stmts: s.stmts.map(simple) };
    case "let":
      return s.value ? { ...s, value: f(s.value) } : s;
    case "assign":
      return { ...s, target: f(s.target), value: f(s.value) };
    case "expr":
    case "discard":
      return { ...s, expr: f(s.expr) };
    case "exit":
      return s.value ? { ...s, value: f(s.value) } : s;
    case "throw":
      return { ...s, error: f(s.error) };
    case "forOf":
      return { ...s, iterable: f(s.iterable) };
    default:
      return s;
  }
}

/** Every expression of the statements, nested bodies included. */
export function* allExprs(stmts: readonly IRStmt[]): Generator<IRExpr> {
  for (const s of stmts) {
    yield* levelExprs(s);
    switch (s.k) {
      case "if":
        yield s.cond;
        yield* allExprs(s.then);
        yield* allExprs(s.else);
        break;
      case "while":
        yield s.cond;
        yield* allExprs(s.body);
        break;
      case "forOf":
        yield* allExprs(s.body);
        break;
      case "try":
        yield* allExprs(s.body);
        yield* allExprs(s.recover);
        break;
      case "loopStep":
        yield s.counter;
        yield s.loc;
        break;
      case "branch":
        yield s.cond;
        break;
      case "call":
        yield s.frame;
        break;
      case "suspend":
        yield s.seat;
        break;
      case "return":
        if (s.value) yield s.value;
        break;
    }
  }
}

/**
 * Evaluates the compile-time parts of a game: `const` values, the `cards` catalogue and the
 * derived card attributes. Errors become diagnostics (LUD5xx); evaluation never throws out.
 */
import type { ast, Diagnostic } from "@ludic/lang";
import { type ConstValue, type EnumValue, isEnumValue, valueToString } from "./values.js";

export class ConstEvalError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly node: ast.Node,
  ) {
    super(message);
  }
}

export interface EvalScope {
  /** Locals of a `cards` block (loop variables, lets) and card attributes in derived fields. */
  locals: Map<string, ConstValue>;
}

export class ConstEvaluator {
  private readonly consts = new Map<string, ConstValue>();
  private readonly evaluating = new Set<string>();
  private readonly enums = new Map<string, ast.EnumDecl>();
  private readonly members = new Map<string, EnumValue>();

  constructor(private readonly declarations: Map<string, ast.Declaration>) {
    for (const d of declarations.values()) {
      if (d.kind !== "EnumDecl") continue;
      this.enums.set(d.name.name, d);
      d.members.forEach((m, index) => {
        const v: EnumValue = {
          enumName: d.name.name,
          member: m.name.name,
          index,
          label: m.label?.value ?? m.name.name,
        };
        // A bare member name is usable when only one enum declares it.
        if (this.members.has(m.name.name)) this.members.delete(m.name.name);
        else this.members.set(m.name.name, v);
      });
    }
  }

  enumMembers(name: string): EnumValue[] {
    const d = this.enums.get(name);
    if (!d) return [];
    return d.members.map((m, index) => ({
      enumName: name,
      member: m.name.name,
      index,
      label: m.label?.value ?? m.name.name,
    }));
  }

  constant(name: string, at: ast.Node): ConstValue {
    const cached = this.consts.get(name);
    if (cached !== undefined) return cached;
    const d = this.declarations.get(name);
    if (d?.kind !== "ConstDecl") throw new ConstEvalError("LUD501", `"${name}" is not a constant`, at);
    if (this.evaluating.has(name)) {
      throw new ConstEvalError("LUD502", `the constant "${name}" is defined in terms of itself`, d);
    }
    this.evaluating.add(name);
    try {
      const v = this.evaluate(d.value, { locals: new Map() });
      this.consts.set(name, v);
      return v;
    } finally {
      this.evaluating.delete(name);
    }
  }

  evaluate(e: ast.Expression, scope: EvalScope): ConstValue {
    switch (e.kind) {
      case "IntLiteral":
      case "StringLiteral":
      case "BoolLiteral":
        return e.value;
      case "ListLiteral":
        return e.elements.map((x) => this.evaluate(x, scope));
      case "RangeExpr": {
        const from = this.int(e.from, scope);
        const to = this.int(e.to, scope);
        const out: number[] = [];
        for (let i = from; i <= to; i++) out.push(i);
        return out;
      }
      case "NameRef":
        return this.name(e.name.name, e, scope);
      case "MemberExpr": {
        if (e.object.kind === "NameRef" && this.enums.has(e.object.name.name)) {
          const m = this.enumMembers(e.object.name.name).find((x) => x.member === e.member.name);
          if (!m)
            throw new ConstEvalError(
              "LUD503",
              `${e.object.name.name} has no member ${e.member.name}`,
              e.member,
            );
          return m;
        }
        const o = this.evaluate(e.object, scope);
        if (isEnumValue(o)) {
          if (e.member.name === "label") return o.label;
          if (e.member.name === "index") return o.index;
        }
        throw new ConstEvalError(
          "LUD504",
          `".${e.member.name}" cannot be computed when the game is compiled`,
          e.member,
        );
      }
      case "IndexExpr": {
        const o = this.evaluate(e.object, scope);
        const i = this.int(e.index, scope);
        if (!Array.isArray(o))
          throw new ConstEvalError("LUD505", "only a list can be indexed here", e.object);
        if (i < 0 || i >= o.length) {
          throw new ConstEvalError("LUD506", `index ${i} is outside this list of ${o.length}`, e.index);
        }
        return o[i] as ConstValue;
      }
      case "UnaryExpr": {
        const v = this.evaluate(e.operand, scope);
        if (e.op === "not") return !this.truth(v, e.operand);
        if (typeof v !== "number") throw new ConstEvalError("LUD507", "`-` needs a number", e.operand);
        return -v;
      }
      case "BinaryExpr":
        return this.binary(e, scope);
      case "IfExpr":
        return this.truth(this.evaluate(e.condition, scope), e.condition)
          ? this.evaluate(e.then, scope)
          : this.evaluate(e.else, scope);
      case "CallExpr": {
        const args = e.args.map((a) => this.evaluate(a, scope));
        const name = e.callee.name;
        if ((name === "min" || name === "max") && args.length === 2) {
          const [a, b] = args as [number, number];
          return name === "min" ? Math.min(a, b) : Math.max(a, b);
        }
        if (name === "abs" && args.length === 1) return Math.abs(args[0] as number);
        if (name === "size" && args.length === 1 && Array.isArray(args[0])) return args[0].length;
        throw new ConstEvalError("LUD508", `"${name}(…)" cannot be computed when the game is compiled`, e);
      }
      case "QueryExpr":
        throw new ConstEvalError("LUD508", `"${e.op}(…)" cannot be computed when the game is compiled`, e);
      case "NoneLiteral":
        throw new ConstEvalError("LUD508", "`none` cannot be the value of a constant or a card attribute", e);
      case "MatchExpr": {
        const key = (v: ConstValue): string => JSON.stringify(isEnumValue(v) ? [v.enumName, v.index] : v);
        const subject = key(this.evaluate(e.subject, scope));
        const arm = e.arms.find((a) => a.patterns.some((p) => key(this.evaluate(p, scope)) === subject));
        if (arm) return this.evaluate(arm.value, scope);
        if (e.otherwise) return this.evaluate(e.otherwise, scope);
        throw new ConstEvalError("LUD514", `no arm of this match is ${subject}`, e);
      }
      case "GridLiteral":
        return gridValue(e, this.enumMembers(e.enumName.name));
      case "CanExpr":
        throw new ConstEvalError("LUD508", "`can` cannot be computed when the game is compiled", e);
    }
  }

  private name(name: string, at: ast.Node, scope: EvalScope): ConstValue {
    const local = scope.locals.get(name);
    if (local !== undefined) return local;
    if (this.declarations.get(name)?.kind === "ConstDecl") return this.constant(name, at);
    if (this.enums.has(name)) return this.enumMembers(name);
    const member = this.members.get(name);
    if (member) return member;
    throw new ConstEvalError("LUD509", `"${name}" has no value when the game is compiled`, at);
  }

  private int(e: ast.Expression, scope: EvalScope): number {
    const v = this.evaluate(e, scope);
    if (typeof v !== "number") throw new ConstEvalError("LUD507", "a whole number is needed here", e);
    return v;
  }

  private truth(v: ConstValue, at: ast.Node): boolean {
    if (typeof v !== "boolean") throw new ConstEvalError("LUD507", "true or false is needed here", at);
    return v;
  }

  private binary(e: ast.BinaryExpr, scope: EvalScope): ConstValue {
    if (e.op === "and")
      return (
        this.truth(this.evaluate(e.left, scope), e.left) && this.truth(this.evaluate(e.right, scope), e.right)
      );
    if (e.op === "or")
      return (
        this.truth(this.evaluate(e.left, scope), e.left) || this.truth(this.evaluate(e.right, scope), e.right)
      );
    const l = this.evaluate(e.left, scope);
    const r = this.evaluate(e.right, scope);
    const key = (v: ConstValue): unknown =>
      isEnumValue(v) ? v.index : Array.isArray(v) ? JSON.stringify(v) : v;
    switch (e.op) {
      case "==":
        return key(l) === key(r);
      case "!=":
        return key(l) !== key(r);
      case "in":
        return Array.isArray(r) && r.some((x) => key(x) === key(l));
      case "+":
        if (typeof l === "number" && typeof r === "number") return l + r;
        if (Array.isArray(l) && Array.isArray(r)) return [...l, ...r];
        return valueToString(l) + valueToString(r);
      default: {
        const a = key(l);
        const b = key(r);
        if (typeof a !== "number" || typeof b !== "number") {
          throw new ConstEvalError("LUD507", `"${e.op}" needs numbers here`, e);
        }
        switch (e.op) {
          case "-":
            return a - b;
          case "*":
            return a * b;
          case "/":
            if (b === 0) throw new ConstEvalError("LUD510", "division by zero", e.right);
            return Math.trunc(a / b);
          case "%":
            if (b === 0) throw new ConstEvalError("LUD510", "division by zero", e.right);
            return a % b;
          case "<":
            return a < b;
          case "<=":
            return a <= b;
          case ">":
            return a > b;
          case ">=":
            return a >= b;
        }
      }
    }
  }
}

/** `grid Terrain { "GW" }`: rows of enum members, one per character (spaces skipped). */
export function gridValue(e: ast.GridLiteral, members: EnumValue[]): EnumValue[][] {
  return e.rows.map((row) =>
    [...row.value]
      .filter((c) => c !== " ")
      .map((c) => {
        const m = members.find((x) => x.member === c);
        if (!m) throw new ConstEvalError("LUD503", `${e.enumName.name} has no member ${c}`, row);
        return m;
      }),
  );
}

export function constEvalErrorToDiagnostic(err: ConstEvalError): Diagnostic {
  return { code: err.code, severity: "error", message: err.message, span: err.node.span };
}

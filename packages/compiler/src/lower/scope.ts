/**
 * Names of locals in the emitted code. In a suspending rule, locals live in the frame (`f.card`)
 * so they survive a decision; elsewhere they are plain TypeScript variables. Names are made
 * unique per function so shadowing in the rules never collides in the output, and spelled by
 * `identifier` (emit/escape.ts) so no rules name collides with what the generated code names.
 */
import type { ast, Type } from "@ludic/lang";
import { identifier } from "../emit/escape.js";
import type { IRExpr } from "../ir/expr.js";
import type { IRLocal, TsType } from "../ir/ir.js";

export class Scope {
  private readonly names = new Map<ast.Node, IRExpr>();
  private readonly used = new Set<string>();
  readonly locals: IRLocal[] = [];

  /** `inFrame`: locals of a suspending rule are frame fields. */
  constructor(readonly inFrame: boolean) {}

  private unique(wanted: string): string {
    // A rules name that is a keyword, a global or a name of the generated code becomes `$name`;
    // the compiler's own temporaries (`c$x`) keep their `$`.
    const base = wanted.includes("$") ? wanted : identifier(wanted);
    let name = base;
    for (let i = 2; this.used.has(name); i++) name = `${base}_${i}`;
    this.used.add(name);
    return name;
  }

  /**
   * A local that must survive decisions (frame field in a machine). `rules` is its type in the
   * rules: pass it for every local that holds a rules value, so `determinize` can rename cards.
   */
  declare(decl: ast.Node, wanted: string, type: TsType, init: IRExpr, rules?: Type): IRExpr {
    const name = this.unique(wanted);
    const ref: IRExpr = this.inFrame ? { k: "slot", name } : { k: "local", name };
    this.names.set(decl, ref);
    if (this.inFrame) this.locals.push(rules ? { name, type, init, rules } : { name, type, init });
    return ref;
  }

  /** A parameter: declared as `declare` does; its name (a plain local's, or its frame slot's). */
  param(
    decl: ast.Node,
    wanted: string,
    type: TsType,
    init: IRExpr = { k: "num", value: 0 },
    rules?: Type,
  ): string {
    const ref = this.declare(decl, wanted, type, init, rules);
    return ref.k === "slot" || ref.k === "local" ? ref.name : wanted;
  }

  /** A short-lived local (a query's variable, a loop counter): always a plain variable. */
  declarePlain(decl: ast.Node, wanted: string): string {
    const name = this.unique(wanted);
    this.names.set(decl, { k: "local", name });
    return name;
  }

  /** A compiler temporary that is always a plain variable (a query's shared call, lower/shared-call.ts). */
  plain(wanted: string): string {
    return this.unique(wanted);
  }

  /** A compiler temporary in the frame (a `for` loop's snapshot and index in a machine). */
  temp(wanted: string, type: TsType, init: IRExpr, rules?: Type): IRExpr {
    const name = this.unique(wanted);
    if (this.inFrame) {
      this.locals.push(rules ? { name, type, init, rules } : { name, type, init });
      return { k: "slot", name };
    }
    return { k: "local", name };
  }

  private readonly overlays: Map<ast.Node, IRExpr>[] = [];

  /** Temporarily reads some locals differently (a choice's parameters before the move is bound). */
  pushOverlay(names: Map<ast.Node, IRExpr>): void {
    this.overlays.push(names);
  }

  popOverlay(): void {
    this.overlays.pop();
  }

  /** What reading the local means: a plain local, a frame slot, or what an overlay reads instead. */
  refExpr(decl: ast.Node): IRExpr | undefined {
    for (let i = this.overlays.length - 1; i >= 0; i--) {
      const ref = this.overlays[i]?.get(decl);
      if (ref !== undefined) return ref;
    }
    return this.names.get(decl);
  }
}

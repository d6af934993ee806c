/**
 * Setup options: each option's default and allowed values per variant (computed when the game
 * is compiled), and its `where` condition as a function of the state (tested by `setup()`).
 */
import type { ast, Diagnostic } from "@ludic/lang";
import { ConstEvalError, ConstEvaluator } from "../evaluate/const-eval.js";
import type { ConstValue } from "../evaluate/values.js";
import { BOOLEAN } from "../ir/expr.js";
import type { IRFunction } from "../ir/ir.js";
import type { IROption } from "../ir/program.js";
import type { LowerContext } from "./context.js";
import { Scope } from "./scope.js";
import { BodyLowering } from "./statements.js";

export type { IROption, IROptionCheck, IROptionInVariant } from "../ir/program.js";

const key = (v: ConstValue): string => JSON.stringify(v);

/** Options of every variant, in declaration order (base first); `where` tests go to `functions`. */
export function lowerOptions(
  ctx: LowerContext,
  functions: IRFunction[],
  diagnostics: Diagnostic[],
  docOf: (d: ast.Node) => string,
): IROption[] {
  const options = new Map<string, IROption>();
  ctx.game.variants.forEach((variant, vi) => {
    const evaluator = new ConstEvaluator(variant.declarations);
    for (const [name, d] of variant.declarations) {
      if (d.kind !== "OptionDecl") continue;
      let option = options.get(name);
      if (!option) {
        option = {
          name,
          type: ctx.typeOfRef(d.type),
          variants: ctx.game.variants.map(() => null),
          checks: [],
        };
        options.set(name, option);
      }
      try {
        const value = evaluator.evaluate(d.default, { locals: new Map() });
        const allowed = d.allowed ? evaluator.evaluate(d.allowed, { locals: new Map() }) : null;
        const list = allowed === null ? null : Array.isArray(allowed) ? allowed : [allowed];
        if (list && !list.some((a) => key(a) === key(value))) {
          diagnostics.push({
            code: "LUD513",
            severity: "error",
            message: `the default of the option "${name}" is not one of its allowed values`,
            span: d.default.span,
          });
        }
        option.variants[vi] = { default: value, allowed: list, decl: d };
      } catch (err) {
        if (!(err instanceof ConstEvalError)) throw err;
        diagnostics.push({ code: err.code, severity: "error", message: err.message, span: err.node.span });
        continue;
      }
      if (d.where) {
        const fn = ctx.nameOf(d, "check_", name);
        const existing = option.checks.find((c) => c.fn === fn);
        if (existing) {
          existing.variants.push(vi);
          continue;
        }
        const body = new BodyLowering(ctx, new Scope(false), [], null);
        functions.push({
          name: fn,
          params: [],
          returns: BOOLEAN,
          body: [{ k: "exit", value: body.ex.ir(d.where) }],
          doc: docOf(d),
          source: ctx.source(d),
        });
        const s = ctx.source(d.where);
        option.checks.push({ variants: [vi], text: `${ctx.text(d.where)} (${s.file}:${s.line})`, fn });
      }
    }
  });
  return [...options.values()];
}

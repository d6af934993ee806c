/** Calls of fns, rules and builtins: arity, argument types, purity and suspension (LUD420). */
import type * as ast from "../ast/nodes.js";
import { BUILTINS, type Builtin, type BuiltinParamKind, describeBuiltin } from "../builtins/builtins.js";
import { checkBaseCall, meansBase } from "./base.js";
import { requireBoard } from "./board.js";
import { attachedZone, checkCardsOf, hostType } from "./cardtypes.js";
import { type Ctx, type Frame, isPure, report, setSymbol } from "./context.js";
import { aType, plural } from "./describe.js";
import { checkListBuiltin, isListBuiltinCall } from "./lists.js";
import type { Type } from "./model.js";
import { describeSymbol, reportUnknown } from "./names.js";
import { reportMaybeNone } from "./optional.js";
import { checkExpr, expectType } from "./recurse.js";
import { resolveTypeRef } from "./typeref.js";
import { CELL, ERROR, isCard, listOf, VOID } from "./types.js";

export function checkCall(ctx: Ctx, fx: Frame, e: ast.CallExpr, position?: "statement" | "binding"): Type {
  const name = e.callee?.name ?? "";
  const args = e.args ?? [];
  if (meansBase(ctx, fx, name)) return checkBaseCall(ctx, fx, e, position);
  const local = fx.scope.lookup(name);
  const s =
    local ?? ctx.global(name) ?? (BUILTINS.has(name) ? { kind: "builtin" as const, name } : undefined);
  if (!s) {
    const callables = [...ctx.variant.declarations.values()].flatMap((d) =>
      d.kind === "FnDecl" || d.kind === "RuleDecl" ? [d.name.name] : [],
    );
    reportUnknown(ctx, fx, name, e.callee ?? e, "fn or rule", [...callables, ...BUILTINS.keys()]);
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  setSymbol(ctx, e, s);
  if (s.kind === "builtin" && s.name === "cardsOf") return checkCardsOf(ctx, fx, e);
  if (s.kind === "builtin" && isListBuiltinCall(s.name, args.length)) return checkListBuiltin(ctx, fx, e);
  if (s.kind === "builtin") return checkBuiltinCall(ctx, fx, e, BUILTINS.get(s.name) as Builtin);
  if (s.kind !== "fn" && s.kind !== "rule") {
    const hint = s.kind === "options" ? `: include it in a choice with \`use ${name}(…)\`` : "";
    report(ctx.out, "LUD309", e.callee ?? e, `${describeSymbol(s)} cannot be called${hint}`);
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  const decl = s.decl;
  checkArguments(ctx, fx, e, `${describeSymbol(s)}`, decl.params ?? [], args);
  if (s.kind === "rule") {
    if (isPure(fx))
      report(
        ctx.out,
        "LUD401",
        e,
        `${fx.what} cannot call ${describeSymbol(s)}: only rules and the flow call rules`,
      );
    else if (position === undefined && ctx.suspending.has(s.decl)) {
      report(
        ctx.out,
        "LUD420",
        e,
        `${describeSymbol(s)} asks for a decision, so it must be called on its own line or as the value of \`let\`: \`let x = ${name}(…)\``,
      );
    }
    if (!s.decl.returnType) {
      if (position !== "statement") {
        report(ctx.out, "LUD421", e, `${describeSymbol(s)} returns nothing, so it cannot be used as a value`);
        return ERROR;
      }
      return VOID;
    }
  }
  return resolveTypeRef(ctx.variant, decl.returnType, null);
}

/** `the rule "turn" takes 1 argument (me: seat) but is given 2` */
export function checkArguments(
  ctx: Ctx,
  fx: Frame,
  node: ast.Node,
  callee: string,
  params: ast.Param[],
  args: ast.Expression[],
): void {
  if (params.length !== args.length) {
    const list = params.map((p) => `${p?.name?.name}: ${typeRefText(p?.type)}`).join(", ");
    report(
      ctx.out,
      "LUD403",
      node,
      `${callee} takes ${plural(params.length, "argument")} (${list}) but is given ${args.length}`,
    );
  }
  args.forEach((arg, i) => {
    const p = params[i];
    if (!p) {
      checkExpr(ctx, fx, arg);
      return;
    }
    const t = resolveTypeRef(ctx.variant, p.type, null);
    expectType(ctx, fx, arg, t, () => `argument ${i + 1} of ${callee} (${p.name?.name})`);
  });
}

function typeRefText(ref: ast.TypeRef | null | undefined): string {
  if (!ref?.name) return "?";
  const args = ref.args ?? [];
  const text = args.length ? `${ref.name.name}<${args.map(typeRefText).join(", ")}>` : ref.name.name;
  return ref.optional ? `${text}?` : text;
}

function checkBuiltinCall(ctx: Ctx, fx: Frame, e: ast.CallExpr, b: Builtin): Type {
  const args = e.args ?? [];
  if (b.value) {
    report(
      ctx.out,
      "LUD309",
      e,
      `the builtin "${b.name}" is a value, not something to call: write \`${b.name}\``,
    );
    for (const a of args) checkExpr(ctx, fx, a);
    return b.value;
  }
  if (b.board) requireBoard(ctx, e.callee ?? e, b.name);
  if (b.impure && isPure(fx))
    report(
      ctx.out,
      "LUD401",
      e,
      `${fx.what} cannot use \`${b.name}\`: it draws from the game's random numbers`,
    );
  const overload = b.overloads.find((o) => o.params.length === args.length);
  if (!overload) {
    report(
      ctx.out,
      "LUD403",
      e,
      `the builtin "${b.name}" is called as ${describeBuiltin(b)} but is given ${plural(args.length, "argument")}`,
    );
    for (const a of args) checkExpr(ctx, fx, a);
    return ERROR;
  }
  const types = args.map((arg, i) =>
    checkBuiltinArg(
      ctx,
      fx,
      arg,
      overload.params[i].kind,
      () => `argument ${i + 1} of \`${b.name}\` (${overload.params[i].name})`,
    ),
  );
  if (b.name === "attached" && types[0]) return attachedZone(ctx, types[0]);
  if (b.name === "hostOf" && types[0]) return hostType(ctx, types[0]);
  return overload.result(types, ctx.zoneCard);
}

function checkBuiltinArg(
  ctx: Ctx,
  fx: Frame,
  arg: ast.Expression,
  kind: BuiltinParamKind,
  what: () => string,
): Type {
  if (kind === "seat" || kind === "int" || kind === "cell") return expectType(ctx, fx, arg, { kind }, what);
  if (kind === "cells") return expectType(ctx, fx, arg, listOf(CELL), what);
  const t = checkExpr(ctx, fx, arg);
  const ok =
    t.kind === "error" ||
    (kind === "card" && isCard(t)) ||
    (kind === "zone" && t.kind === "zone") ||
    (kind === "collection" && (t.kind === "zone" || t.kind === "list"));
  if (!ok && !reportMaybeNone(ctx, arg, t, what()))
    report(
      ctx.out,
      "LUD402",
      arg,
      `${what()} must be ${kind === "collection" ? "a list or a zone" : `a ${kind}`}, not ${aType(t)}`,
    );
  return t;
}

/**
 * Lowers a checked game to IR: constants, plain functions, machines for the suspending rules,
 * decision sites, visibility rules and variable initialisers, for every variant at once.
 */

import type { ast, Diagnostic } from "@ludic/lang";
import { ConstEvalError, ConstEvaluator, constEvalErrorToDiagnostic } from "../evaluate/const-eval.js";
import { arith, BOOLEAN, call, global, type IRExpr, local, method, NUMBER, num, str } from "../ir/expr.js";
import type { IRFunction, IRMachine, IRStmt, TsType } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { anytimeRule, lowerAnytimeWhen } from "./anytime.js";
import { cardRevealName, lowerCardReveal, namesVariable } from "./card-reveal.js";
import { ConditionLowering, isFilterLoop, leadingFolds } from "./conditions.js";
import type { LowerContext } from "./context.js";
import { cellsBody, countedLoops, countedVars } from "./counts.js";
import { LoweringError } from "./expressions.js";
import { keepLets, stableListParams } from "./keep.js";
import { memoOrder, memoSizes, memoVar, memoVars } from "./memo.js";
import { lowerOptions } from "./options.js";
import { Scope } from "./scope.js";
import { BodyLowering } from "./statements.js";

export type { IRConst, IRProgram, IRReveal, IRVarInit } from "../ir/program.js";

function docOf(d: ast.Node, sources: Map<string, string>): string {
  const text = sources.get(d.span.file) ?? "";
  const line = text.split("\n")[d.span.start.line - 1] ?? "";
  // "rule turn(me: seat) {   // CU-2 …" → "rule turn(me: seat) — CU-2 …"
  const [code = "", ...comment] = line.split("//");
  const head = code
    .replace(/\{\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const note = comment.join("//").trim();
  return (note ? `${head} — ${note}` : head).replace(/\*\//g, "* /");
}

export function lowerProgram(
  ctx: LowerContext,
  sources: Map<string, string>,
  diagnostics: Diagnostic[],
): IRProgram {
  const { game, layout } = ctx;
  const program: IRProgram = {
    game,
    layout,
    consts: [],
    functions: [],
    machines: [],
    sites: [],
    reveals: [],
    cardReveals: [],
    anytime: [],
    varInits: [],
    options: [],
    flow: [],
    position: [],
    score: [],
    goal: [],
    tables: ctx.tables,
    locations: ctx.locations,
  };

  const guard = (node: ast.Node, f: () => void): void => {
    try {
      f();
    } catch (err) {
      if (err instanceof LoweringError) {
        diagnostics.push({ code: "LUD600", severity: "error", message: err.message, span: err.node.span });
      } else if (err instanceof ConstEvalError) {
        diagnostics.push(constEvalErrorToDiagnostic(err));
      } else {
        throw err;
      }
      void node;
    }
  };

  const done = new Set<ast.Node>();
  game.variants.forEach((variant) => {
    const evaluator = new ConstEvaluator(variant.declarations);
    for (const [name, d] of variant.declarations) {
      if (done.has(d)) continue;
      done.add(d);
      guard(d, () => {
        switch (d.kind) {
          case "ConstDecl":
            program.consts.push({
              name: ctx.nameOf(d, "K_", name),
              value: evaluator.constant(name, d),
              type: d.type ? ctx.typeOfRef(d.type) : ctx.typeOf(d.value),
              doc: docOf(d, sources),
            });
            break;
          case "FnDecl":
            program.functions.push(lowerFunction(ctx, d, "fn_", sources));
            break;
          case "RuleDecl":
            if (ctx.isSuspendingName(name)) {
              const machine = lowerMachine(ctx, d, name, program, sources);
              // A rule made for position() is named after the rule it resumes (lang check/position-entry.ts).
              if (d.copyOf) machine.rule = d.copyOf;
              program.machines.push(machine);
            } else program.functions.push(lowerFunction(ctx, d, "rule_", sources));
            break;
          case "FlowDecl":
            program.machines.push(lowerMachine(ctx, d, "flow", program, sources));
            break;
          case "AnytimeDecl": {
            const rule = anytimeRule(d);
            program.machines.push(lowerMachine(ctx, rule, name, program, sources));
            const when = lowerAnytimeWhen(ctx, d, docOf(d, sources));
            if (when) program.functions.push(when);
            const enter = ctx.nameOf(rule, "enter_", name);
            program.anytime.push({ action: name, decl: d, enter, when: when?.name ?? null, variants: [] });
            break;
          }
          default:
            break;
        }
      });
    }
  });

  for (const a of program.anytime) {
    a.variants = game.variants.flatMap((v, i) => (v.declarations.get(a.action) === a.decl ? [i] : []));
  }

  game.variants.forEach((variant, vi) => {
    const flow = variant.declarations.get("flow");
    program.flow.push(flow ? ctx.nameOf(flow, "enter_", "flow") : "");
    const pos = game.positionRule ? variant.declarations.get(game.positionRule) : undefined;
    program.position.push(
      pos && ctx.isSuspendingName(game.positionRule ?? "")
        ? ctx.nameOf(pos, "enter_", game.positionRule ?? "")
        : null,
    );
    const score = variant.declarations.get("score");
    program.score.push(score?.kind === "FnDecl" ? ctx.nameOf(score, "fn_", "score") : null);
    // A seat's goal (docs/language.md "Scores and goals"): `fn goal(s: seat): int`, by convention.
    const goal = variant.declarations.get("goal");
    const perSeat =
      goal?.kind === "FnDecl" &&
      goal.params.length === 1 &&
      goal.params[0]?.type.name.name === "seat" &&
      !goal.params[0]?.type.optional &&
      goal.returnType.name.name === "int" &&
      !goal.returnType.optional;
    program.goal.push(perSeat ? ctx.nameOf(goal, "fn_", "goal") : null);
    variant.reveals.forEach((r) => {
      if (r.kind === "CardRevealDecl") {
        const known = program.cardReveals.find((x) => x.fn === cardRevealName(ctx, r));
        if (known) known.variants.push(vi);
        else
          guard(r, () => {
            const fn = lowerCardReveal(ctx, r, docOf(r, sources));
            program.functions.push(fn);
            program.cardReveals.push({
              fn: fn.name,
              cardType: r.cardType.name,
              zone: r.zone?.name ?? null,
              variants: [vi],
              everyone: !namesVariable(r.condition, r.viewerVar.name),
            });
          });
        return;
      }
      const existing = program.reveals.find((x) => x.fn === revealName(ctx, r));
      if (existing) {
        existing.variants.push(vi);
        return;
      }
      guard(r, () => {
        const fn = lowerReveal(ctx, r, sources);
        program.functions.push(fn);
        const zone = layout.zones.find((z) => z.name === r.zone.name);
        program.reveals.push({
          zone: r.zone.name,
          perSeat: zone?.perSeat ?? false,
          fn: fn.name,
          variants: [vi],
        });
      });
    });
  });

  const first = game.variants[0];
  if (first)
    guard(first.file, () => {
      program.options = lowerOptions(ctx, program.functions, diagnostics, (d) => docOf(d, sources));
    });

  for (const v of layout.vars) {
    guard(v.decl, () => {
      const ex = new BodyLowering(ctx, new Scope(false), [], null).ex;
      program.varInits.push({
        name: v.name,
        index: v.index,
        size: v.size,
        type: v.type,
        init: ex.irStored(v.decl.init, v.type),
      });
    });
  }
  directCalls(program);
  return program;
}

/** The machines of `complete` rules (lowerMachine): a call of one goes through runEngine, which ends its scope. */
const completeMachines = new WeakSet<IRMachine>();

/** Every statement of a machine, nested ones included. */
function* machineStatements(stmts: IRStmt[]): Generator<IRStmt> {
  for (const s of stmts) {
    yield s;
    if (s.k === "if") {
      yield* machineStatements(s.then);
      yield* machineStatements(s.else);
    } else if (s.k === "while" || s.k === "forOf") yield* machineStatements(s.body);
    else if (s.k === "try") {
      yield* machineStatements(s.body);
      yield* machineStatements(s.recover);
    }
  }
}

/**
 * A call of a rule whose machine calls no rule and is not `complete` (Tic-tac-toe's `turn`, called
 * by `play`'s loop) runs the new frame at once, in the caller's trip through runEngine (emit/print.ts):
 * the callee can only return (popping its frame: the caller goes on at its resume block), wait for
 * a decision or end the game (both signal "suspended", which the caller passes on). A callee that
 * calls rules would return to runEngine with its child pushed, and a `complete` one needs
 * runEngine to end its scope when it returns, so those are pushed and left to runEngine as before.
 * No recursion: a callee that calls nothing cannot call its caller.
 */
function directCalls(program: IRProgram): void {
  const byEnter = new Map(program.machines.map((m) => [m.name.replace(/^run_/, "enter_"), m]));
  const leaves = new Map<string, boolean>();
  const callsNoRule = (m: IRMachine): boolean => {
    for (const b of m.blocks) for (const s of machineStatements(b.body)) if (s.k === "call") return false;
    return true;
  };
  const leaf = (enter: string): boolean => {
    let known = leaves.get(enter);
    if (known === undefined) {
      const m = byEnter.get(enter);
      known = m !== undefined && !completeMachines.has(m) && callsNoRule(m);
      leaves.set(enter, known);
    }
    return known;
  };
  for (const m of program.machines)
    for (const b of m.blocks)
      for (const s of machineStatements(b.body)) {
        if (s.k !== "call" || s.frame.k !== "call") continue;
        const callee = s.frame.callee;
        if (callee.k === "global" && leaf(callee.name)) s.run = callee.name.replace(/^enter_/, "run_");
        else if (callee.k === "byVariant") {
          const impls = (program.tables.get(callee.table) ?? []).filter((n) => n !== "undefined");
          if (impls.length > 0 && impls.every(leaf)) s.run = "step";
        }
      }
}

function revealName(ctx: LowerContext, r: ast.RevealDecl): string {
  return ctx.nameOf(r, "reveal_", r.zone.name);
}

function lowerReveal(ctx: LowerContext, r: ast.RevealDecl, sources: Map<string, string>): IRFunction {
  const scope = new Scope(false);
  const owner = r.ownerVar ? scope.param(r.ownerVar, r.ownerVar.name, NUMBER) : "owner";
  const viewer = scope.param(r.viewerVar, r.viewerVar.name, NUMBER);
  // The checker binds the reveal's variables to the RevealDecl's identifiers.
  const body = new BodyLowering(ctx, scope, [], null);
  return {
    name: revealName(ctx, r),
    params: [
      { name: owner, type: NUMBER },
      { name: viewer, type: NUMBER },
    ],
    returns: BOOLEAN,
    body: [{ k: "exit", value: body.ex.ir(r.condition) }],
    doc: docOf(r, sources),
    source: ctx.source(r),
  };
}

function lowerFunction(
  ctx: LowerContext,
  d: ast.FnDecl | ast.RuleDecl,
  prefix: string,
  sources: Map<string, string>,
): IRFunction {
  const scope = new Scope(false);
  const params = d.params.map((p) => {
    const t = ctx.tsType(ctx.typeOfRef(p.type));
    return { name: scope.param(p, p.name.name, t), type: t };
  });
  const returnType = d.returnType ? ctx.typeOfRef(d.returnType) : null;
  const lowering = new BodyLowering(ctx, scope, [], null, returnType);
  let body: IRStmt[];
  const memo = d.kind === "FnDecl" && d.body.kind !== "Block" && returnType ? memoVar(ctx, d) : null;
  // `filter(h in cells where V[h] == v)`: the lists kept per value (lower/counts.ts).
  const cells = d.kind === "FnDecl" ? cellsBody(lowering.ex, d) : null;
  if (cells !== null) body = [{ k: "exit", value: cells }];
  else if (memo !== null && returnType && d.body.kind !== "Block") {
    // Its result per argument, kept while the variable it reads is unchanged (lower/memo.ts);
    // for several arguments, per tuple packed into one number, in a Map.
    const sizes = d.kind === "FnDecl" ? memoSizes(ctx, d) : null;
    const order = sizes ? memoOrder(sizes) : [];
    const key: IRExpr = sizes
      ? order
          .slice(1)
          .reduce<IRExpr>(
            (acc, i) =>
              arith("add", arith("mul", acc, num(sizes[i] as number)), local(params[i]?.name ?? "")),
            local(params[order[0] as number]?.name ?? ""),
          )
      : params[0]
        ? local(params[0].name)
        : num(0);
    const kept = call(
      returnType.kind === "int" ? "fnMemoInts" : sizes ? "fnMemoMap" : "fnMemo",
      str(ctx.nameOf(d, prefix, d.name.name)),
      ...memo.flatMap((v): IRExpr[] => [{ k: "var", name: v }, str(v)]),
    );
    const [m, r] = [local("m$"), local("r$")];
    // A filter whose condition is loops computes into l$ (lower/conditions.ts).
    const compute: IRStmt[] =
      returnType.kind === "list" && isFilterLoop(d.body)
        ? [
            ...lowering.filterInto(d.body, "l$", returnType),
            { k: "assign", target: r, op: "=", value: local("l$") },
          ]
        : [{ k: "assign", target: r, op: "=", value: lowering.ex.irStored(d.body, returnType) }];
    const read: IRExpr = sizes ? method(m, "get", key) : { k: "at", list: m, index: key };
    let store: IRStmt = sizes
      ? { k: "expr", expr: method(m, "set", key, r) }
      : { k: "assign", target: { k: "at", list: m, index: key }, op: "=", value: r };
    // An int parameter's key is kept only while exact (lower/memo.ts memoSizes).
    if (sizes?.includes(Number.POSITIVE_INFINITY))
      store = { k: "if", cond: method(global("Number"), "isSafeInteger", key), then: [store], else: [] };
    body = [
      { k: "let", name: "m$", type: null, value: kept, constant: true },
      { k: "let", name: "r$", type: null, value: read, constant: false },
      { k: "if", cond: arith("eq", r, global("undefined")), then: [...compute, store], else: [] },
      { k: "exit", value: r },
    ];
  } else if (d.body.kind === "Block") {
    body = lowering.structuredBlock(d.body);
    // A pure fn's lets that do not depend on one of its parameters keep their lists (lower/keep.ts).
    if (d.kind === "FnDecl") {
      const stable = [...stableListParams(ctx, d)].map((i) => params[i]?.name ?? "");
      body = keepLets(ctx.nameOf(d, prefix, d.name.name), params, body, memoVars(ctx), new Set(stable));
    }
  } else if (returnType?.kind === "list" && isFilterLoop(d.body))
    // `fn f(…): list<T> = filter(… where any(…))`: loops build the list (lower/conditions.ts).
    body = [...lowering.filterInto(d.body, "l$", returnType), { k: "exit", value: local("l$") }];
  else
    body =
      (returnType?.kind === "bool" || returnType?.kind === "int"
        ? new ConditionLowering(lowering.ex).fnBody(
            d.body,
            returnType.kind === "bool",
            d.params.map((p, i) => ({
              name: params[i]?.name ?? "",
              cell: ctx.typeOfRef(p.type).kind === "cell",
            })),
            ctx.nameOf(d, prefix, d.name.name),
          )
        : null) ??
      leadingFolds(returnType ? lowering.ex.irStored(d.body, returnType) : lowering.ex.ir(d.body));
  const returns: TsType = returnType ? ctx.tsType(returnType) : { k: "void" };
  // Neighbour queries read off counts kept across the writes (lower/counts.ts).
  const enums = d.params.flatMap((p, i): [string, string][] => {
    const t = p.type.optional ? null : ctx.typeOfRef(p.type);
    return t?.kind === "enum" ? [[params[i]?.name ?? "", t.name]] : [];
  });
  body = countedLoops(body, countedVars(ctx), new Map(enums), d.kind === "FnDecl");
  return {
    name: ctx.nameOf(d, prefix, d.name.name),
    params,
    returns,
    body,
    doc: docOf(d, sources),
    source: ctx.source(d),
  };
}

function lowerMachine(
  ctx: LowerContext,
  d: ast.RuleDecl | ast.FlowDecl,
  rule: string,
  program: IRProgram,
  sources: Map<string, string>,
): IRMachine {
  const scope = new Scope(true);
  const params =
    d.kind === "RuleDecl"
      ? d.params.map((p) => {
          const t = ctx.typeOfRef(p.type);
          return { name: scope.param(p, p.name.name, ctx.tsType(t), ctx.zero(t), t), type: ctx.tsType(t) };
        })
      : [];
  const name = ctx.nameOf(d, "run_", rule);
  const machine: IRMachine = {
    name,
    rule,
    procId: program.machines.length,
    frameType: `F_${name.slice(4)}`,
    params,
    locals: scope.locals,
    blocks: [],
    doc: docOf(d, sources),
    source: ctx.source(d),
  };
  // Register the entry name now so recursive calls and dispatch tables agree on it.
  ctx.nameOf(d, "enter_", rule);
  const returnType = d.kind === "RuleDecl" && d.returnType ? ctx.typeOfRef(d.returnType) : null;
  const lowering = new BodyLowering(ctx, scope, program.sites, machine, returnType);
  lowering.machineBody(d.body);
  machine.blocks = lowering.blocks;
  if (d.kind === "RuleDecl" && d.complete) {
    completeMachines.add(machine);
    // The outermost `complete` call checks it can finish, then filters every decision in it.
    const enter: IRExpr = { k: "prop", target: global("SEARCH"), name: "enterComplete" };
    machine.blocks[0]?.body.unshift({
      k: "expr",
      expr: call(enter, { k: "state" }, ctx.locExpr(d), str(rule)),
    });
  }
  return machine;
}

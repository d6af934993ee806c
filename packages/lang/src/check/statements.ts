/** Statements of rules, fns, options and the flow. */

import type * as ast from "../ast/nodes.js";
import { checkZoneHolds, namedZone, recordAttachment } from "./cardtypes.js";
import { checkChooseItems } from "./choose.js";
import { type Ctx, type Frame, isPure, report, setSymbol, setType } from "./context.js";
import { aType } from "./describe.js";
import { blockFallsThrough, fallsThrough } from "./flow.js";
import { checkPeek } from "./knowledge.js";
import { checkLoopEnds } from "./loops.js";
import { checkMatchStmt } from "./match.js";
import type { Symbol as Sym, Type } from "./model.js";
import { describeSymbol, resolveName } from "./names.js";
import { factsOf, narrowed, originalSymbol, reportMaybeNone } from "./optional.js";
import { checkExpr, checkIterable, expectType } from "./recurse.js";
import { checkSimultaneous } from "./simultaneous.js";
import { resolveTypeRef } from "./typeref.js";
import { assignable, BOOL, CHOOSER, ERROR, INT, isCard, listOf, SEAT, STR, ZONE } from "./types.js";

/** A block opens a scope; the first statement after one that cannot finish is unreachable. */
export function checkBlock(ctx: Ctx, fx: Frame, block: ast.Block | null | undefined): void {
  let inner: Frame = { ...fx, scope: fx.scope.child() };
  let reportedUnreachable = false;
  let reachable = true;
  for (const s of block?.statements ?? []) {
    if (!s) continue;
    if (!reachable && !reportedUnreachable) {
      report(
        ctx.out,
        "LUD408",
        s,
        "this statement can never run: the one before it always leaves",
        undefined,
        "warning",
      );
      reportedUnreachable = true;
    }
    checkStatement(ctx, inner, s);
    if (!fallsThrough(s)) reachable = false;
    // `if x == none { return }`: the rest of the block knows x is not none.
    if (s.kind === "IfStmt" && !s.else && !blockFallsThrough(s.then))
      inner = narrowed(inner, factsOf(ctx, inner, s.condition, false));
  }
}

function impure(ctx: Ctx, fx: Frame, s: ast.Node, what: string): void {
  if (isPure(fx))
    report(
      ctx.out,
      "LUD401",
      s,
      `${fx.what} cannot ${what}: only rules, options and the flow change the game`,
    );
}

export function checkStatement(ctx: Ctx, fx: Frame, s: ast.Statement): void {
  switch (s.kind) {
    case "LetStmt":
      checkLet(ctx, fx, s);
      return;
    case "AssignStmt":
      checkAssign(ctx, fx, s);
      return;
    case "IfStmt": {
      expectType(ctx, fx, s.condition, BOOL, () => "the condition of `if`");
      checkBlock(ctx, narrowed(fx, factsOf(ctx, fx, s.condition, true)), s.then);
      const otherwise = narrowed(fx, factsOf(ctx, fx, s.condition, false));
      if (s.else?.kind === "IfStmt") checkStatement(ctx, otherwise, s.else);
      else if (s.else) checkBlock(ctx, otherwise, s.else);
      return;
    }
    case "LoopStmt":
      checkBlock(ctx, { ...fx, loopDepth: fx.loopDepth + 1 }, s.body);
      checkLoopEnds(ctx, s);
      return;
    case "WhileStmt":
      checkLoopEnds(ctx, s);
      expectType(ctx, fx, s.condition, BOOL, () => "the condition of `while`");
      checkBlock(
        ctx,
        { ...narrowed(fx, factsOf(ctx, fx, s.condition, true)), loopDepth: fx.loopDepth + 1 },
        s.body,
      );
      return;
    case "ForStmt": {
      const element = checkIterable(ctx, fx, s.source, "what `for` goes through");
      const scope = fx.scope.child();
      if (s.variable?.name)
        scope.declare(s.variable.name, {
          kind: "loopVar",
          decl: s,
          type: element,
        });
      checkBlock(ctx, { ...fx, scope, loopDepth: fx.loopDepth + 1 }, s.body);
      return;
    }
    case "BreakStmt":
    case "ContinueStmt":
      // In an option set the loop is around the `choose` that uses it, out of sight here.
      if (fx.loopDepth === 0 && fx.kind !== "options") {
        report(
          ctx.out,
          "LUD407",
          s,
          `\`${s.kind === "BreakStmt" ? "break" : "continue"}\` is only allowed inside a loop`,
        );
      }
      return;
    case "ReturnStmt":
      checkReturn(ctx, fx, s);
      return;
    case "MoveStmt": {
      impure(ctx, fx, s, "move cards");
      const t = checkExpr(ctx, fx, s.cards);
      const movable = isCard(t) || t.kind === "zone" || (t.kind === "list" && isCard(t.element));
      if (!movable && !reportMaybeNone(ctx, s.cards, t, "the card to move"))
        report(
          ctx.out,
          "LUD402",
          s.cards,
          `\`move\` takes a card, a list of cards or a zone, not ${aType(t)}`,
        );
      expectType(ctx, fx, s.to, ZONE, () => "where `move` puts cards");
      checkZoneHolds(ctx, namedZone(ctx, s.to), t, s.cards);
      if (s.at && typeof s.at === "object") expectType(ctx, fx, s.at, INT, () => "the position after `at`");
      return;
    }
    case "AttachStmt": {
      impure(ctx, fx, s, "attach cards");
      const types = (
        [
          [s.card, "the card to attach"],
          [s.host, "the card to attach to"],
        ] as const
      ).map(([e, what]) => {
        const t = checkExpr(ctx, fx, e);
        if (!isCard(t) && !reportMaybeNone(ctx, e, t, what))
          report(ctx.out, "LUD402", e, `${what} must be a card, not ${aType(t)}`);
        return t;
      });
      recordAttachment(ctx, s, types[0] ?? ERROR, types[1] ?? ERROR);
      return;
    }
    case "PeekStmt":
      checkPeek(ctx, fx, s);
      return;
    case "RequireStmt":
      expectType(ctx, fx, s.condition, BOOL, () => "the condition of `require`");
      return;
    case "ShuffleStmt":
      impure(ctx, fx, s, "shuffle");
      expectType(ctx, fx, s.zone, ZONE, () => "what `shuffle` shuffles");
      return;
    case "ChooseStmt":
      impure(ctx, fx, s, "ask for a decision");
      if (s.simultaneous) {
        checkSimultaneous(ctx, fx, s);
        return;
      }
      // A seat, or a chooser (`auto`: the rules decide at random).
      expectType(ctx, fx, s.seat, CHOOSER, () => "the seat that chooses");
      checkChooseItems(ctx, fx, s.items ?? [], new Map());
      if (s.otherwise) checkBlock(ctx, fx, s.otherwise);
      return;
    case "FinishStmt":
      impure(ctx, fx, s, "finish the game");
      {
        // One winner may be written as a seat: `finish me "…"`.
        const t = checkExpr(ctx, fx, s.winners, { expected: listOf(SEAT) });
        if (
          s.winners &&
          t.kind !== "seat" &&
          t.kind !== "error" &&
          !assignable(t, listOf(SEAT), ctx.zoneCard)
        ) {
          report(
            ctx.out,
            "LUD402",
            s.winners,
            `the winners of \`finish\` must be a seat or a list<seat>, not ${aType(t)}`,
          );
        }
      }
      expectType(ctx, fx, s.reason, STR, () => "the reason of `finish`");
      return;
    case "LogStmt":
      impure(ctx, fx, s, "write to the log");
      checkExpr(ctx, fx, s.message);
      return;
    case "ExprStmt":
      checkExpr(ctx, fx, s.expression, { position: "statement" });
      return;
    case "MatchStmt":
      checkMatchStmt(ctx, fx, s);
      return;
  }
}

function checkLet(ctx: Ctx, fx: Frame, s: ast.LetStmt): void {
  const declared = s.type ? resolveTypeRef(ctx.variant, s.type, ctx.out) : null;
  const name = s.name?.name ?? "";
  const t = declared
    ? expectType(ctx, fx, s.value, declared, () => `the value of \`${name}\``, {
        position: "binding",
      })
    : checkExpr(ctx, fx, s.value, { position: "binding" });
  if (!declared && t.kind === "none")
    report(
      ctx.out,
      "LUD445",
      s.value,
      `\`none\` alone does not say what \`${name}\` may hold: write its type, as in \`let ${name}: Card? = none\``,
    );
  if (!name) return;
  if (!fx.scope.declare(name, { kind: "local", decl: s, type: declared ?? t })) {
    report(ctx.out, "LUD303", s.name, `\`${name}\` is already declared in this block`);
  }
}

function checkAssign(ctx: Ctx, fx: Frame, s: ast.AssignStmt): void {
  const target = s.target;
  let symbol: Sym | undefined;
  let t: Type = ERROR;
  if (target?.kind === "NameRef") {
    symbol = resolveName(ctx, fx, target.name?.name ?? "", target);
    // A narrowed `x` is assigned as declared: `x = none` is fine after `if x != none`.
    if (symbol) symbol = originalSymbol(symbol);
    if (symbol) setSymbol(ctx, target, symbol);
    if (symbol?.kind === "local" || (symbol?.kind === "var" && !symbol.decl.index)) t = symbol.type;
    else if (symbol?.kind === "var")
      report(
        ctx.out,
        "LUD412",
        target,
        `${describeSymbol(symbol)} has one value per ${symbol.decl.index?.name}: write \`${symbol.decl.name.name}[…]\``,
      );
    else if (symbol)
      report(
        ctx.out,
        "LUD411",
        target,
        `${describeSymbol(symbol)} cannot be assigned: only variables and \`let\` locals can`,
      );
    setType(ctx, target, t);
  } else if (target?.kind === "IndexExpr") {
    t = checkExpr(ctx, fx, target);
    const family = ctx.out.families.get(target);
    if (family?.kind === "var") symbol = family;
    else {
      report(
        ctx.out,
        "LUD411",
        target,
        "only variables and `let` locals can be assigned, such as `vp[me] = 3`",
      );
      t = ERROR;
    }
  }
  if (symbol) {
    setSymbol(ctx, s, symbol);
    if (symbol.kind === "var") impure(ctx, fx, s, `assign the variable "${symbol.decl.name.name}"`);
  }
  if (s.op === "=") {
    expectType(ctx, fx, s.value, t, () => "the assigned value", {
      position: "binding",
    });
    return;
  }
  const v = checkExpr(ctx, fx, s.value, { position: "binding", expected: t });
  const ok =
    t.kind === "error" ||
    v.kind === "error" ||
    (t.kind === "int" && v.kind === "int") ||
    (s.op === "+=" && t.kind === "list" && assignable(v, t, ctx.zoneCard));
  if (!ok)
    report(
      ctx.out,
      "LUD404",
      s,
      `\`${s.op}\` works on ints${s.op === "+=" ? " and lists" : ""}: here it is given ${aType(t)} and ${aType(v)}`,
    );
}

function checkReturn(ctx: Ctx, fx: Frame, s: ast.ReturnStmt): void {
  const expected = fx.returnType;
  if (expected === undefined || expected === null) {
    if (s.value) {
      const why =
        fx.kind === "options" || expected === undefined
          ? "an option set returns no value"
          : `${fx.owner} declares no return type (write \`: int\`, … after its parameters)`;
      report(ctx.out, "LUD405", s, `\`return\` with a value, but ${why}`);
      checkExpr(ctx, fx, s.value);
    }
    return;
  }
  if (!s.value) {
    report(ctx.out, "LUD405", s, `${fx.owner} must return ${aType(expected)}`);
    return;
  }
  const t = checkExpr(ctx, fx, s.value, { expected });
  if (!assignable(t, expected, ctx.zoneCard))
    report(ctx.out, "LUD405", s.value, `${fx.owner} returns ${aType(expected)}, but this is ${aType(t)}`);
}

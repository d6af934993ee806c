/**
 * LUD414: a `loop` (or `while true`) that can never ask for a decision and never end. Such a
 * loop hangs `setup` or `applyMove` for ever. The checker flags only what it can be sure of:
 * nothing in the body chooses, calls a rule that may choose, `break`s out of this loop, returns
 * or finishes the game. A loop that decides or ends on some paths only (it may still spin on
 * the others, `loop { if c { choose … } }`) is caught at run time instead: generated engines
 * count loop iterations between decisions and throw `RulesError` naming the loop.
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import { type Ctx, report } from "./context.js";

const LOOPS = new Set(["LoopStmt", "WhileStmt", "ForStmt"]);

export function checkLoopEnds(ctx: Ctx, loop: ast.LoopStmt | ast.WhileStmt): void {
  if (loop.kind === "WhileStmt" && !(loop.condition?.kind === "BoolLiteral" && loop.condition.value)) return;
  if (!loop.body || canDecideOrLeave(ctx, loop.body, true)) return;
  report(
    ctx.out,
    "LUD414",
    loop,
    `this \`${loop.kind === "LoopStmt" ? "loop" : "while true"}\` never asks for a decision and never ends: nothing in it chooses, calls a rule that chooses, breaks, returns or finishes the game`,
    ["add a `break` (or a `return`) where the loop is done, or a `choose` in it"],
  );
}

/** Whether some path in `node` decides or leaves; `breakLeaves`: a `break` here leaves the loop checked. */
function canDecideOrLeave(ctx: Ctx, node: ast.Node, breakLeaves: boolean): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    switch (n.kind) {
      case "ChooseStmt":
      case "ReturnStmt":
      case "FinishStmt":
        found = true;
        return false;
      case "BreakStmt":
        if (breakLeaves) found = true;
        return false;
      // `can r(…)` runs r on a copy of the state: it never waits for a decision.
      case "CanExpr":
        return false;
      case "CallExpr": {
        const callee = ctx.variant.declarations.get((n as ast.CallExpr).callee?.name ?? "");
        if (callee?.kind === "RuleDecl" && ctx.suspending.has(callee)) found = true;
        return undefined;
      }
    }
    if (n !== node && LOOPS.has(n.kind)) {
      // A `break` in an inner loop leaves that loop only; a decision in it still counts.
      if (canDecideOrLeave(ctx, n, false)) found = true;
      return false;
    }
    return undefined;
  });
  return found;
}

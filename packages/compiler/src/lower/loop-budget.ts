/**
 * A step budget for `loop` and `while`: the checker rejects a loop that can never decide nor end
 * (LUD414), but one that spins on some paths only (`loop { if c { choose … } }` with `c` false for
 * ever) would hang `setup` or `applyMove`. Generated engines count the iterations and throw
 * `RulesError` at the loop's line past the budget: far more than any game runs between two
 * decisions, reached in well under a second. The cost on the playout path is one increment and
 * one comparison per iteration.
 *
 * Loops without a decision inside are plain TypeScript loops with a counter of their own
 * (`STEPS`). Loops that may suspend live in a rule's state machine: they count in the engine's
 * `LOOPS.steps`, which `runEngine` sets to 0 each time it runs the rules up to a decision.
 */
import type { IRExpr } from "../ir/expr.js";
import type { IRStmt } from "../ir/ir.js";

export const LOOP_BUDGET = 1_000_000;

/** The counter of a plain TypeScript loop (`$` cannot appear in a rules name). */
export const STEPS = "steps$";

/** The statement at the top of a loop's body: counts the iteration, throws past the budget (emit/print.ts spells it). */
export function loopStep(counter: IRExpr, loc: IRExpr): IRStmt {
  return { k: "loopStep", counter, loc };
}

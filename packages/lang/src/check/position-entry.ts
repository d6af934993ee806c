/**
 * The rule `position()` starts when the header names none: the flow's turn loop. A game whose
 * flow ends by handing over to a round-robin rule (`rule play(starter: seat) { let me = starter;
 * loop { turn(me); me = next(me) } }`) resumes a position at a seat's turn without a `position`
 * line or a rule written for it (docs/scenarios.md "Where a position starts").
 */
import type * as ast from "../ast/nodes.js";
import type { VariantInfo } from "./model.js";

/**
 * The flow's last statement, when it calls a rule taking only the seat to start from whose body
 * goes round the seats in a loop (`x = next(x)` inside a `loop`, `while` or `for`); else null.
 */
export function derivedPositionRule(base: VariantInfo): string | null {
  const flow = base.declarations.get("flow");
  if (flow?.kind !== "FlowDecl") return null;
  const last = flow.body.statements.at(-1);
  if (last?.kind !== "ExprStmt" || last.expression.kind !== "CallExpr") return null;
  const name = last.expression.callee.name;
  const rule = base.declarations.get(name);
  if (rule?.kind !== "RuleDecl" || !takesOneSeat(rule)) return null;
  return rule.body.statements.some((s) => isLoop(s) && goesRound(s.body)) ? name : null;
}

/** `rule r(me: seat)`: what the checker's LUD328 asks of a `position` rule. */
export function takesOneSeat(rule: ast.RuleDecl): boolean {
  const params = rule.params ?? [];
  const type = params[0]?.type;
  return (
    params.length === 1 && type?.name?.name === "seat" && (type.args ?? []).length === 0 && !type.optional
  );
}

type Loop = ast.LoopStmt | ast.WhileStmt | ast.ForStmt;

function isLoop(s: ast.Statement): s is Loop {
  return s.kind === "LoopStmt" || s.kind === "WhileStmt" || s.kind === "ForStmt";
}

/** Some statement of the block, at any depth of its own blocks, is `x = next(x)`. */
function goesRound(block: ast.Block): boolean {
  return block.statements.some((s) => {
    switch (s.kind) {
      case "AssignStmt":
        return (
          s.op === "=" &&
          s.target.kind === "NameRef" &&
          s.value.kind === "CallExpr" &&
          s.value.callee.name === "next" &&
          s.value.args.length === 1 &&
          s.value.args[0]?.kind === "NameRef" &&
          s.value.args[0].name.name === s.target.name.name
        );
      case "LoopStmt":
      case "WhileStmt":
      case "ForStmt":
        return goesRound(s.body);
      case "IfStmt":
        return (
          goesRound(s.then) ||
          (s.else !== null &&
            goesRound(s.else.kind === "Block" ? s.else : { ...s.else, kind: "Block", statements: [s.else] }))
        );
      default:
        return false;
    }
  });
}

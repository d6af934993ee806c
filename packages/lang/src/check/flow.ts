/**
 * Control flow facts used for missing returns (LUD406) and unreachable code (LUD408):
 * can a statement finish normally and let the next one run?
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";

export function blockFallsThrough(block: ast.Block | null | undefined): boolean {
  return (block?.statements ?? []).every((s) => fallsThrough(s));
}

export function fallsThrough(s: ast.Statement | null | undefined): boolean {
  if (!s) return true;
  switch (s.kind) {
    case "ReturnStmt":
    case "FinishStmt":
    case "BreakStmt":
    case "ContinueStmt":
      return false;
    case "IfStmt":
      return (
        !s.else ||
        blockFallsThrough(s.then) ||
        (s.else.kind === "IfStmt" ? fallsThrough(s.else) : blockFallsThrough(s.else))
      );
    case "LoopStmt":
      return mayBreak(s.body);
    case "WhileStmt":
      return !(s.condition?.kind === "BoolLiteral" && s.condition.value) || mayBreak(s.body);
    case "MatchStmt":
      // Without `else`, a value no arm names stops the game: only the arms can fall through.
      return (
        (s.arms ?? []).some((a) => blockFallsThrough(a?.body)) ||
        (s.otherwise !== null && s.otherwise !== undefined && blockFallsThrough(s.otherwise))
      );
    case "ChooseStmt": {
      const items = s.items ?? [];
      // A `use` brings options we do not look into here: assume one of them may fall through.
      const someOptionFallsThrough = items.some(
        (i) => i?.kind !== "ChoiceOption" || blockFallsThrough(i.body),
      );
      return (
        someOptionFallsThrough ||
        (s.otherwise !== null && s.otherwise !== undefined && blockFallsThrough(s.otherwise))
      );
    }
    default:
      return true;
  }
}

/** Does a loop body contain a `break` for this loop (not a nested one), or a `use` that might? */
function mayBreak(body: ast.Block | null | undefined): boolean {
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    if (n.kind === "BreakStmt" || n.kind === "UseOptions") found = true;
    // Breaks inside nested loops belong to them.
    if (n.kind === "LoopStmt" || n.kind === "WhileStmt" || n.kind === "ForStmt") return false;
    return true;
  });
  return found;
}

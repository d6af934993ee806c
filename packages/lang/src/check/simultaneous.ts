/**
 * `choose simultaneously p in SEATS { options } otherwise { … }` (docs/language.md §4): every
 * listed seat answers at once, hidden from the others; the bodies run afterwards in seat order.
 * Because a body runs after every seat has answered, it cannot leave the statement early: no
 * `break`, `continue` or `return` in its options or `otherwise` (LUD450).
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import { checkChooseItems } from "./choose.js";
import { type Ctx, type Frame, report } from "./context.js";
import { checkBlock, expectType } from "./recurse.js";
import { listOf, SEAT } from "./types.js";

export function checkSimultaneous(ctx: Ctx, fx: Frame, s: ast.ChooseStmt): void {
  expectType(ctx, fx, s.seat, listOf(SEAT), () => "the seats of `choose simultaneously`");
  const scope = fx.scope.child();
  const name = s.simultaneous?.name;
  if (name) scope.declare(name, { kind: "chooseVar", decl: s, type: SEAT });
  // Jumps are reported by LUD450 below; a loop depth keeps LUD407 from repeating them.
  const inner: Frame = { ...fx, scope, loopDepth: fx.loopDepth + 1 };
  checkChooseItems(ctx, inner, s.items ?? [], new Map());
  if (s.otherwise) checkBlock(ctx, inner, s.otherwise);
  for (const item of s.items ?? []) {
    if (item?.kind === "ChoiceOption") noJumps(ctx, item.body, item.body);
    else if (item?.kind === "UseOptions") {
      const set = ctx.global(item.name?.name ?? "");
      if (set?.kind !== "options") continue;
      for (const o of set.decl.options ?? []) if (o?.kind === "ChoiceOption") noJumps(ctx, o.body, item);
    }
  }
  if (s.otherwise) noJumps(ctx, s.otherwise, s.otherwise);
}

/** Reports each `return`, and each `break`/`continue` not inside a loop of the body, at `at` or itself. */
function noJumps(ctx: Ctx, body: ast.Block | null | undefined, at: ast.Node): void {
  const visit = (n: ast.Node & { kind: string }, inLoop: boolean): void => {
    walk(n, (m) => {
      if (m !== n && (m.kind === "LoopStmt" || m.kind === "WhileStmt" || m.kind === "ForStmt")) {
        visit(m, true);
        return false;
      }
      const jump =
        m.kind === "ReturnStmt"
          ? "return"
          : m.kind === "BreakStmt"
            ? "break"
            : m.kind === "ContinueStmt"
              ? "continue"
              : null;
      if (jump && (jump === "return" || !inLoop)) {
        report(
          ctx.out,
          "LUD450",
          at === body ? m : at,
          `\`${jump}\` cannot leave a \`choose simultaneously\`: its options run after every seat has answered`,
          ["set a variable in the option and test it after the `choose`"],
        );
      }
      return true;
    });
  };
  if (body) visit(body, false);
}

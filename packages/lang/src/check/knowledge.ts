/**
 * Knowledge (docs/language.md §4 "Knowledge"): `peek CARDS to SEATS` lets seats know cards
 * until they move; `knows(s, c)` reads it (a builtin, see builtins.ts).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, type Frame, isPure, report } from "./context.js";
import { aType } from "./describe.js";
import { checkExpr } from "./recurse.js";
import { assignable, isCard, listOf, SEAT } from "./types.js";

export function checkPeek(ctx: Ctx, fx: Frame, s: ast.PeekStmt): void {
  if (isPure(fx))
    report(ctx.out, "LUD401", s, `${fx.what} cannot peek: only rules, options and the flow change the game`);
  const cards = checkExpr(ctx, fx, s.cards);
  if (
    s.cards &&
    !(isCard(cards) || cards.kind === "zone" || (cards.kind === "list" && isCard(cards.element)))
  )
    report(
      ctx.out,
      "LUD402",
      s.cards,
      `\`peek\` shows a card, a list of cards or a zone, not ${aType(cards)}`,
    );
  const seats = checkExpr(ctx, fx, s.seats, { expected: listOf(SEAT) });
  if (
    s.seats &&
    seats.kind !== "seat" &&
    seats.kind !== "error" &&
    !assignable(seats, listOf(SEAT), ctx.zoneCard)
  )
    report(ctx.out, "LUD402", s.seats, `\`peek … to\` names a seat or a list<seat>, not ${aType(seats)}`);
}

/** Lowers a grid literal (`grid Terrain { "GW" "WG" }`) to a nested array of enum indexes. */
import type { ast } from "@ludic/lang";
import { gridValue } from "../evaluate/const-eval.js";
import type { IRExpr } from "../ir/expr.js";
import type { LowerContext } from "./context.js";

export function gridExpr(ctx: LowerContext, e: ast.GridLiteral): IRExpr {
  const members = ctx.layout.enums.find((x) => x.name === e.enumName.name)?.members ?? [];
  const values = gridValue(
    e,
    members.map((m, index) => ({ enumName: e.enumName.name, member: m.name, index, label: m.label })),
  );
  return { k: "grid", rows: values.map((row) => row.map((m) => m.index)) };
}

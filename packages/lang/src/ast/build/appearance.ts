/** CST → AST for a card type's `appearance { … }` block (ast/appearance.ts). */
import type { CstNode } from "chevrotain";
import type { AppearanceField } from "../nodes.js";
import { type BuildContext, buildEach, identifier } from "./context.js";
import { joinSpans, nodes, tokens } from "./cst.js";
import { buildExpression } from "./expressions.js";

/** The block's `name: expression` fields; names and expressions alternate in source order. */
export function buildAppearance(n: CstNode, ctx: BuildContext): AppearanceField[] {
  const names = tokens(n, "Identifier").slice(1); // the first is `appearance` itself
  const values = nodes(n, "expression");
  return buildEach(
    names.map((t, i) => [t, values[i]] as const),
    ([t, v]): AppearanceField | null => {
      if (!v) return null;
      const name = identifier(t, ctx);
      const value = buildExpression(v, ctx);
      return { kind: "AppearanceField", name, value, span: joinSpans(name.span, value.span) };
    },
  );
}

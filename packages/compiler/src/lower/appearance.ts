/**
 * A card type's `appearance { … }` evaluated for one card when the catalogue is built: each field
 * reads the card's attributes (derived ones included) and the rules' constants, and is printed
 * for `meta.cards[].appearance` (ints as numbers, enum members by name; empty strings and lines
 * are left out).
 */
import type { ast } from "@ludic/lang";
import type { CardAppearance } from "@ludic/runtime";
import type { ConstEvaluator } from "../evaluate/const-eval.js";
import { type ConstValue, valueToString } from "../evaluate/values.js";

export function evaluateAppearance(
  evaluator: ConstEvaluator,
  fields: readonly ast.AppearanceField[],
  attributes: Map<string, ConstValue>,
): CardAppearance | null {
  const out: CardAppearance = {};
  for (const f of fields) {
    const v = evaluator.evaluate(f.value, { locals: new Map(attributes) });
    const name = f.name.name;
    if (name === "lines") {
      const lines = (Array.isArray(v) ? v : [v]).map(valueToString).filter((l) => l !== "");
      if (lines.length > 0) out.lines = lines;
    } else if (
      name === "title" ||
      name === "corner" ||
      name === "symbol" ||
      name === "ink" ||
      name === "help"
    ) {
      const text = valueToString(v);
      if (text !== "") out[name] = text;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

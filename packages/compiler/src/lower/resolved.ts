/**
 * The meaning the checker gave the rules, read back. Lowering never resolves a written type or
 * decides what a `[ ]` indexes on its own: it asks the checker's tables, so what was checked is
 * what is compiled.
 */
import type { ast, CheckResult, FamilySymbol, Type } from "@ludic/lang";

/** A written type (`list<Card>`, `seat?`) as the checker resolved it. */
export function resolvedType(check: CheckResult, ref: ast.TypeRef): Type {
  const t = check.typeRefs.get(ref);
  if (!t) throw new Error(`internal: the checker did not resolve the type at line ${ref.span.start.line}`);
  return t;
}

/** The element type of a `for`'s, a query's or a choice parameter's source. */
export function elementOf(check: CheckResult, e: ast.Expression): Type {
  const t = check.elements.get(e);
  if (!t) throw new Error(`internal: the checker did not type what line ${e.span.start.line} goes through`);
  return t;
}

/** The indexed zone or variable `e` picks one member of (`hand[me]`); undefined for a list element. */
export function familyOf(check: CheckResult, e: ast.IndexExpr): FamilySymbol | undefined {
  return check.families.get(e);
}

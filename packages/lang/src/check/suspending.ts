/**
 * Which rules, option sets and flows may ask for a decision: those containing a `choose`, and,
 * to a fixed point, those calling a rule that does.
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import { baseDeclOf } from "./base.js";
import type { SuspendingDecl } from "./context.js";
import type { VariantInfo } from "./model.js";

/** Per body: every variant of a game asks again about the same base declarations. */
const factsOfBody = new WeakMap<object, { chooses: boolean; callees: ReadonlySet<string> }>();

function bodyFacts(body: unknown): { chooses: boolean; callees: ReadonlySet<string> } {
  if (typeof body !== "object" || body === null) return { chooses: false, callees: new Set() };
  const known = factsOfBody.get(body);
  if (known) return known;
  let chooses = false;
  const callees = new Set<string>();
  walk(body, (n) => {
    if (n.kind === "ChooseStmt") chooses = true;
    // `can r(…)` runs r on a copy of the state: it never waits for a decision.
    if (n.kind === "CanExpr") return false;
    if (n.kind === "CallExpr") callees.add((n as ast.CallExpr).callee?.name ?? "");
    if (n.kind === "UseOptions" && (n as ast.UseOptions).name?.name === "base") callees.add("base");
  });
  const facts = { chooses, callees };
  factsOfBody.set(body, facts);
  return facts;
}

export function computeSuspending(variant: VariantInfo): Set<SuspendingDecl> {
  const facts = new Map<
    SuspendingDecl,
    { chooses: boolean; callees: ReadonlySet<string>; base?: SuspendingDecl }
  >();
  // The declarations in force, and the ones their `base(…)` calls reach in earlier variants.
  const queue: ast.Declaration[] = [...variant.declarations.values()];
  while (queue.length > 0) {
    const decl = queue.shift() as ast.Declaration;
    if (decl.kind !== "RuleDecl" && decl.kind !== "OptionsDecl" && decl.kind !== "FlowDecl") continue;
    if (facts.has(decl)) continue;
    const { chooses, callees } = bodyFacts(decl.kind === "OptionsDecl" ? decl.options : decl.body);
    // `base(…)` in an override calls the version it replaces.
    const base =
      callees.has("base") && !variant.declarations.has("base") ? baseDeclOf(variant, decl) : undefined;
    const reached = base?.kind === "RuleDecl" || base?.kind === "OptionsDecl" ? base : undefined;
    if (reached) queue.push(reached);
    facts.set(decl, { chooses, callees, ...(reached ? { base: reached } : {}) });
  }
  const suspending = new Set<SuspendingDecl>();
  for (const [decl, f] of facts) if (f.chooses) suspending.add(decl);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [decl, f] of facts) {
      if (suspending.has(decl)) continue;
      if (f.base && suspending.has(f.base)) {
        suspending.add(decl);
        changed = true;
        continue;
      }
      for (const name of f.callees) {
        const callee = variant.declarations.get(name);
        if (callee?.kind === "RuleDecl" && suspending.has(callee)) {
          suspending.add(decl);
          changed = true;
          break;
        }
      }
    }
  }
  return suspending;
}

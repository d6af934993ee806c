/** The options of a `choose` or of an `options` set: domains, `when`, bodies, `use`, names. */
import type * as ast from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { checkUseBase, meansBase } from "./base.js";
import { type Ctx, type Frame, report, setSymbol } from "./context.js";
import { factsOf, narrowed } from "./optional.js";
import { checkArguments, checkBlock, checkIterable, expectType } from "./recurse.js";
import { BOOL } from "./types.js";

/**
 * `seen` holds the option names already offered by this choice: they become move actions, so
 * two options of one choice (inline or brought by `use`) may not share a name (LUD410).
 */
export function checkChooseItems(
  ctx: Ctx,
  fx: Frame,
  items: ast.ChooseItem[],
  seen: Map<string, ast.Node>,
): void {
  for (const item of items) {
    if (item?.kind === "ChoiceOption") checkOption(ctx, fx, item, seen);
    else if (item?.kind === "UseOptions") checkUse(ctx, fx, item, seen);
  }
}

function offer(ctx: Ctx, name: string, node: ast.Node, seen: Map<string, ast.Node>): void {
  if (!name) return;
  if (seen.has(name)) {
    report(
      ctx.out,
      "LUD410",
      node,
      `this choice already has an option called "${name}": options become moves, so their names must differ`,
    );
  } else seen.set(name, node);
}

function checkOption(ctx: Ctx, fx: Frame, option: ast.ChoiceOption, seen: Map<string, ast.Node>): void {
  offer(ctx, option.name?.name ?? "", option.name ?? option, seen);
  const scope = fx.scope.child();
  // Domains and `when` are evaluated to list legal moves, so they must not change anything.
  const pure: Frame = {
    ...fx,
    kind: "pure",
    what: "a choice's `when` or parameter",
    scope,
  };
  for (const p of option.params ?? []) {
    const element = checkIterable(ctx, pure, p?.domain, `the domain of \`${p?.name?.name}\``, "LUD409");
    const name = p?.name?.name;
    if (!name) continue;
    if (!scope.declare(name, { kind: "optionParam", decl: p, type: element })) {
      report(
        ctx.out,
        "LUD303",
        p.name,
        `the option "${option.name?.name}" already has a parameter \`${name}\``,
      );
    }
  }
  if (option.when) expectType(ctx, pure, option.when, BOOL, () => "a `when` condition");
  // The body runs only when `when` held: `when x != none` lets it use x.
  const body: Frame = { ...fx, scope };
  checkBlock(ctx, narrowed(body, factsOf(ctx, body, option.when, true)), option.body);
}

function checkUse(ctx: Ctx, fx: Frame, use: ast.UseOptions, seen: Map<string, ast.Node>): void {
  const name = use.name?.name ?? "";
  if (meansBase(ctx, fx, name)) {
    const base = checkUseBase(ctx, fx, use);
    if (!base) for (const a of use.args ?? []) expectType(ctx, fx, a, { kind: "error" }, () => "");
    for (const item of base?.options ?? []) {
      if (item?.kind === "ChoiceOption") offer(ctx, item.name?.name ?? "", use, seen);
    }
    return;
  }
  const s = ctx.global(name);
  if (s?.kind !== "options") {
    const sets = [...ctx.variant.declarations.values()].flatMap((d) =>
      d.kind === "OptionsDecl" ? [d.name.name] : [],
    );
    const hint = didYouMean(name, sets);
    report(
      ctx.out,
      "LUD306",
      use.name ?? use,
      `unknown option set \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`,
    );
    for (const a of use.args ?? []) expectType(ctx, fx, a, { kind: "error" }, () => "");
    return;
  }
  setSymbol(ctx, use, s);
  checkArguments(ctx, fx, use, `the option set "${name}"`, s.decl.params ?? [], use.args ?? []);
  for (const item of s.decl.options ?? []) {
    if (item?.kind === "ChoiceOption") offer(ctx, item.name?.name ?? "", use, seen);
  }
}

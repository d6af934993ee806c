/**
 * The checker: files → game and variants (variants.ts), then per variant: suspension analysis,
 * the binder's names (bind/bind.ts), then resolution and types of every declaration in force.
 * Never throws on a partial AST.
 */
import type * as ast from "../ast/nodes.js";
import { bindVariant } from "../bind/bind.js";
import { Scope } from "../bind/scope.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { readBoard } from "./board.js";
import { checkArguments } from "./calls.js";
import { type Ctx, type Frame, newOutput, type Output, type SuspendingDecl } from "./context.js";
import { checkDeclaration } from "./declarations.js";
import { checkExpr, checkIterable, expectType } from "./expressions.js";
import type { CheckResult, VariantInfo } from "./model.js";
import { checkPresentation } from "./presentation.js";
import { checkBlock } from "./statements.js";
import { computeSuspending } from "./suspending.js";
import { resolveTypeRef } from "./typeref.js";
import { ERROR } from "./types.js";
import { buildGame } from "./variants.js";

export type {
  CheckResult,
  FamilySymbol,
  GameInfo,
  Symbol,
  Type,
  VariantInfo,
} from "./model.js";

const RECURSION: Ctx["recurse"] = { checkExpr, expectType, checkIterable, checkBlock, checkArguments };

export function checkGame(files: { path: string; ast: ast.RulesFile }[]): CheckResult {
  const out: Output = newOutput();
  const suspending = new Set<SuspendingDecl>();
  const { game } = buildGame(files ?? [], out);
  if (game) game.board = readBoard(game, out);
  for (const variant of game?.variants ?? []) {
    // The base is checked first, so shared nodes get the base's symbols (see setSymbol).
    checkVariant(variant, out, suspending);
  }
  return {
    game,
    diagnostics: dedupe(out.diagnostics, files ?? []),
    symbols: out.symbols,
    types: out.types,
    typeRefs: out.typeRefs,
    families: out.families,
    elements: out.elements,
    suspending,
  };
}

function checkVariant(variant: VariantInfo, out: Output, allSuspending: Set<SuspendingDecl>): void {
  const suspending = computeSuspending(variant);
  for (const d of suspending) allSuspending.add(d);
  const firstCardType = [...variant.declarations.values()].find((d) => d.kind === "CardTypeDecl");
  const constFrame: Frame = {
    kind: "pure",
    what: "a const",
    scope: new Scope(),
    returnType: undefined,
    loopDepth: 0,
    owner: "a const",
    compileTime: true,
  };
  const ctx: Ctx = {
    variant,
    out,
    recurse: RECURSION,
    global: () => undefined,
    enumMembers: new Map(),
    // One card type: zones hold it. Several: zones are lists of the first declared one.
    zoneCard: firstCardType ? { kind: "card", name: firstCardType.name.name } : ERROR,
    suspending,
    attachments: new Map(),
    inferredAttachments: new Map(),
  };
  const bindings = bindVariant(variant, {
    typeOf: (ref) => resolveTypeRef(variant, ref, null),
    inferConst: (decl) => checkExpr(ctx, constFrame, decl.value),
  });
  ctx.global = bindings.global;
  ctx.enumMembers = bindings.enumMembers;
  ctx.inferredAttachments = bindings.attachments;
  const ids = new Map<string, ast.Node>();
  for (const decl of variant.declarations.values()) checkSafely(ctx, decl, ids);
  for (const decl of variant.catalogue) checkSafely(ctx, decl, ids);
  for (const decl of variant.reveals) checkSafely(ctx, decl, ids);
  checkPresentation(variant, out);
}

/**
 * The parser bounds how deep trees go (parse/tree-depth.ts), so the checker may recurse; a tree
 * built by hand could still be deeper, and the checker promises not to throw: a declaration that
 * overflows the stack is reported where it starts and the others are still checked.
 */
function checkSafely(
  ctx: Ctx,
  decl: Parameters<typeof checkDeclaration>[1],
  ids: Map<string, ast.Node>,
): void {
  try {
    checkDeclaration(ctx, decl, ids);
  } catch (e) {
    if (!(e instanceof RangeError) || !decl?.span) throw e;
    ctx.out.diagnostics.push({
      code: "LUD207",
      severity: "error",
      message: "this declaration is nested or chained too deeply to be checked",
      span: decl.span,
    });
  }
}

/** A declaration shared by several variants is checked in each: report each problem once, in file order. */
function dedupe(diagnostics: Diagnostic[], files: { path: string }[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const key = `${d.code}|${d.span.file}|${d.span.start.offset}|${d.span.end.offset}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const fileOrder = new Map(files.map((f, i) => [f.path, i]));
  return unique
    .map((d, i) => ({ d, i }))
    .sort(
      (a, b) =>
        (fileOrder.get(a.d.span.file) ?? -1) - (fileOrder.get(b.d.span.file) ?? -1) ||
        a.d.span.start.offset - b.d.span.start.offset ||
        a.i - b.i,
    )
    .map(({ d }) => d);
}

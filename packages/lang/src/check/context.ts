/** The state one variant's check shares across modules, and the per-body frame. */
import type * as ast from "../ast/nodes.js";
import type { Scope } from "../bind/scope.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { CheckCode } from "./codes.js";
import type { FamilySymbol, Symbol as Sym, Type, VariantInfo } from "./model.js";

/** How an expression is checked: a hint and where it stands. */
export interface ExprOptions {
  /** A hint for empty lists and bare enum members; mismatches are reported by `expectType`. */
  expected?: Type;
  /** The whole of an ExprStmt ("statement") or of a let/assignment value ("binding"). */
  position?: "statement" | "binding";
}

/**
 * The checker's recursive entry points. Expressions hold blocks (`match`, `choose`) and blocks
 * hold expressions, so the modules that check them call each other through these (recurse.ts),
 * given once by check/index.ts: no module imports the one that imports it.
 */
export interface Recursion {
  checkExpr(ctx: Ctx, fx: Frame, e: ast.Expression | null | undefined, opts?: ExprOptions): Type;
  expectType(
    ctx: Ctx,
    fx: Frame,
    e: ast.Expression | null | undefined,
    expected: Type,
    what: () => string,
    opts?: ExprOptions,
  ): Type;
  checkIterable(
    ctx: Ctx,
    fx: Frame,
    e: ast.Expression | null | undefined,
    what: string,
    code?: "LUD402" | "LUD409",
  ): Type;
  checkBlock(ctx: Ctx, fx: Frame, block: ast.Block | null | undefined): void;
  checkArguments(
    ctx: Ctx,
    fx: Frame,
    node: ast.Node,
    callee: string,
    params: ast.Param[],
    args: ast.Expression[],
  ): void;
}

export type SuspendingDecl = ast.RuleDecl | ast.OptionsDecl | ast.FlowDecl;

/** Where diagnostics, symbols and types go; shared by every variant's check. */
export interface Output {
  diagnostics: Diagnostic[];
  symbols: Map<ast.Node, Sym>;
  types: Map<ast.Expression, Type>;
  typeRefs: Map<ast.TypeRef, Type>;
  families: Map<ast.IndexExpr, FamilySymbol>;
  elements: Map<ast.Expression, Type>;
}

export function newOutput(): Output {
  return {
    diagnostics: [],
    symbols: new Map(),
    types: new Map(),
    typeRefs: new Map(),
    families: new Map(),
    elements: new Map(),
  };
}

export interface Ctx {
  variant: VariantInfo;
  recurse: Recursion;
  out: Output;
  /** The symbol of a global declaration of this variant (not builtins, not enum members). */
  global(name: string): Sym | undefined;
  /** Enum members by bare name (several when enums share a member name). */
  enumMembers: Map<string, Extract<Sym, { kind: "enumMember" }>[]>;
  /** Element type of any zone: the first declared card type (error type when none). */
  zoneCard: Type;
  /** Rules, options and flow that may suspend, in this variant. */
  suspending: Set<SuspendingDecl>;
  /** Card type → the type attached to it by the `attach` statements checked so far. */
  attachments: Map<string, { type: string; at: ast.AttachStmt }>;
  /** Card type → the type attached to it, found by the binder in every `attach` (bind/attachments.ts). */
  inferredAttachments: Map<string, string>;
}

export type FrameKind = "fn" | "rule" | "flow" | "options" | "pure";

/** The body being checked: its kind, the scope, loop nesting and the expected return. */
export interface Frame {
  kind: FrameKind;
  /** Names the pure context in LUD401 messages: "the fn \"kings\"", "a `when` condition". */
  what: string;
  scope: Scope;
  /** null: returns nothing; undefined: `return` is not about this body (pure expressions). */
  returnType: Type | null | undefined;
  loopDepth: number;
  /** Name of the fn/rule for messages. */
  owner: string;
  /** Evaluated when the game is compiled (consts, `cards` blocks, derived attributes): no options. */
  compileTime?: boolean;
  /** The fn, rule, option set or flow whose body this is (for `base(…)`). */
  decl?: ast.FnDecl | ast.RuleDecl | ast.OptionsDecl | ast.FlowDecl;
}

export const isPure = (fx: Frame): boolean => fx.kind === "fn" || fx.kind === "pure";

const FALLBACK_SPAN: ast.Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

export function spanOf(node: ast.Node | null | undefined): ast.Span {
  return node?.span ?? FALLBACK_SPAN;
}

export function report(
  out: Output,
  code: CheckCode,
  node: ast.Node | null | undefined,
  message: string,
  notes?: string[],
  severity: "error" | "warning" = "error",
): void {
  const d: Diagnostic = { code, severity, message, span: spanOf(node) };
  if (notes && notes.length > 0) d.notes = notes;
  out.diagnostics.push(d);
}

/** Record a type and return it, so expression checkers end with `return setType(…)`. */
export function setType(ctx: Ctx, e: ast.Expression, t: Type): Type {
  if (!ctx.out.types.has(e)) ctx.out.types.set(e, t);
  return t;
}

/**
 * Record what a node means. The first variant to check a shared node wins: kinds and
 * signatures are the same in every variant (LUD311), only an override's `decl` differs, and the
 * compiler looks global declarations up by name in `VariantInfo.declarations`.
 */
export function setSymbol(ctx: Ctx, node: ast.Node, s: Sym): void {
  if (!ctx.out.symbols.has(node)) ctx.out.symbols.set(node, s);
}

export const nameOf = (id: ast.Identifier | null | undefined): string => id?.name ?? "";

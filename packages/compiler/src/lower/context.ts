/**
 * What every lowering step needs to know about the whole game: the checker's tables, the state
 * layout, the source-location table, and which implementation of an overridable name each
 * variant uses.
 */
import type { ast, CheckResult, GameInfo, Type } from "@ludic/lang";
import type { SourceLocation } from "@ludic/runtime";
import { identifier } from "../emit/escape.js";
import type { IRExpr, IRType } from "../ir/expr.js";
import type { TsType } from "../ir/ir.js";
import type { Layout } from "../ir/layout.js";
import { elementOf, familyOf, resolvedType } from "./resolved.js";

export type Callable = ast.FnDecl | ast.RuleDecl | ast.OptionsDecl | ast.ConstDecl | ast.FlowDecl;

export class LowerContext {
  /** Location table entries; code refers to them as LOC[i]. */
  readonly locations: SourceLocation[] = [];
  private readonly locationIndex = new Map<string, number>();
  private readonly emittedNames = new Map<ast.Node, Map<string, string>>();
  private readonly usedNames = new Set<string>();
  /** Per-variant dispatch tables handed out so far: table name → implementation per variant. */
  readonly tables = new Map<string, string[]>();

  constructor(
    readonly game: GameInfo,
    readonly check: CheckResult,
    readonly layout: Layout,
    /** Files are named relative to the workspace so locations are stable across machines. */
    readonly fileName: (path: string) => string,
    readonly sources: Map<string, string>,
  ) {}

  /** The rules text of a node, on one line. */
  text(node: ast.Node): string {
    const src = this.sources.get(node.span.file) ?? "";
    return src.slice(node.span.start.offset, node.span.end.offset).replace(/\s+/g, " ").trim();
  }

  source(node: ast.Node): SourceLocation {
    return {
      file: this.fileName(node.span.file),
      line: node.span.start.line,
      column: node.span.start.column,
    };
  }

  /** `LOC[n]`: a shared constant, so passing a location costs nothing at run time. */
  locExpr(node: ast.Node): IRExpr {
    return { k: "loc", index: this.locIndex(node) };
  }

  private locIndex(node: ast.Node): number {
    const s = this.source(node);
    const key = `${s.file}:${s.line}:${s.column}`;
    let i = this.locationIndex.get(key);
    if (i === undefined) {
      i = this.locations.length;
      this.locations.push(s);
      this.locationIndex.set(key, i);
    }
    return i;
  }

  /** An expression's type, as the checker found it (it types every expression it checks). */
  typeOf(e: ast.Expression): Type {
    const t = this.check.types.get(e);
    if (!t) throw new Error(`internal: the checker did not type the expression at line ${e.span.start.line}`);
    return t;
  }

  /** A written type as the checker resolved it. */
  typeOfRef(ref: ast.TypeRef): Type {
    return resolvedType(this.check, ref);
  }

  /** The element type of what a `for`, a query or a choice parameter goes through. */
  elementOf(e: ast.Expression): Type {
    return elementOf(this.check, e);
  }

  /** The indexed zone or variable a `[ ]` picks a member of, as the checker decided; else a list element. */
  familyOf(e: ast.IndexExpr) {
    return familyOf(this.check, e);
  }

  /** The storage type of a rules type, as data. */
  irType(t: Type): IRType {
    switch (t.kind) {
      case "bool":
        return { k: "boolean" };
      case "str":
        return { k: "string" };
      case "list":
        return { k: "list", element: this.irType(t.element) };
      case "optional":
        return { k: "nullable", of: this.irType(t.element) };
      case "void":
        return { k: "void" };
      default:
        return { k: "number" };
    }
  }

  /** The storage type of a rules type. */
  tsType(t: Type): TsType {
    return this.irType(t);
  }

  /** The zero value a local starts with before it is assigned. */
  zero(t: Type): IRExpr {
    switch (t.kind) {
      case "bool":
        return { k: "bool", value: false };
      case "str":
        return { k: "str", value: "" };
      case "list":
        return { k: "list", items: [] };
      case "optional":
      case "none":
        return { k: "null" };
      default:
        return { k: "num", value: 0 };
    }
  }

  isSuspending(d: ast.Declaration): boolean {
    return this.check.suspending.has(d as ast.RuleDecl);
  }

  /** A name is suspending when any variant's implementation asks for a decision. */
  isSuspendingName(name: string): boolean {
    return this.implementations(name).some((d) => d !== undefined && this.isSuspending(d));
  }

  /** The declaration each variant uses for `name` (index = variant index). */
  implementations(name: string): (ast.Declaration | undefined)[] {
    return this.game.variants.map((v) => v.declarations.get(name));
  }

  /** A stable emitted name for a declaration: `fn_goal`, and `fn_goal__cuttle_cards` for an override. */
  nameOf(decl: ast.Node, prefix: string, name: string): string {
    const byPrefix = this.emittedNames.get(decl) ?? new Map<string, string>();
    this.emittedNames.set(decl, byPrefix);
    const known = byPrefix.get(prefix);
    if (known) return known;
    const variant = this.game.variants.find((v) => v.file.span.file === decl.span.file);
    const suffix =
      variant && variant !== this.game.variants[0] ? `__${variant.id.replace(/[^A-Za-z0-9]/g, "_")}` : "";
    // The prefix keeps the name apart from every generated name but the dispatch tables
    // (`fn_a_BY_VARIANT` for `a`): a rules name shaped like one is spelled `$a_BY_VARIANT`.
    const base = name.endsWith("_BY_VARIANT") ? identifier(name) : name;
    let emitted = `${prefix}${base}${suffix}`;
    for (let i = 2; this.usedNames.has(emitted); i++) emitted = `${prefix}${base}${suffix}_${i}`;
    this.usedNames.add(emitted);
    byPrefix.set(prefix, emitted);
    return emitted;
  }

  /**
   * How to reach `name` from code shared by several variants: a direct name when every variant
   * uses the same declaration, otherwise a per-variant table indexed by `st.v`.
   */
  dispatch(name: string, prefix: string): { direct: string } | { table: string; byVariant: string[] } {
    const impls = this.implementations(name);
    const names = impls.map((d) => (d ? this.nameOf(d, prefix, name) : "undefined"));
    // Variants without the name never reach code that uses it: one implementation is direct.
    const defined = names.filter((n) => n !== "undefined");
    const first = defined[0];
    if (defined.every((n) => n === first) && first !== undefined) return { direct: first };
    const table = `${prefix}${name}_BY_VARIANT`;
    this.tables.set(table, names);
    return { table, byVariant: names };
  }
}

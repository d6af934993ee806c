/** Written types (`int`, `list<Card>`, `Suit`) to checker types. */
import type * as ast from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { type Output, report } from "./context.js";
import type { Type, VariantInfo } from "./model.js";
import { BOOL, CELL, CHOOSER, ERROR, INT, listOf, optionalOf, SEAT, STR, ZONE } from "./types.js";

const PRIMITIVES: Record<string, Type> = {
  int: INT,
  bool: BOOL,
  str: STR,
  seat: SEAT,
  zone: ZONE,
  cell: CELL,
  chooser: CHOOSER,
};

/**
 * Resolve a TypeRef; reports into `out` when given (declarations are resolved more than once),
 * and records there what it resolved to, which is the type the compiler uses.
 */
export function resolveTypeRef(
  variant: VariantInfo,
  ref: ast.TypeRef | null | undefined,
  out: Output | null,
): Type {
  const t = resolveUnrecorded(variant, ref, out);
  if (ref && out && !out.typeRefs.has(ref)) out.typeRefs.set(ref, t);
  return t;
}

function resolveUnrecorded(
  variant: VariantInfo,
  ref: ast.TypeRef | null | undefined,
  out: Output | null,
): Type {
  if (ref?.optional) return optionalOf(resolveUnrecorded(variant, { ...ref, optional: false }, out));
  if (!ref?.name) return ERROR;
  const name = ref.name.name;
  const args = ref.args ?? [];
  if (name === "list") {
    if (args.length !== 1) {
      if (out)
        report(
          out,
          "LUD308",
          ref,
          `\`list\` takes one element type, as in \`list<Card>\`, but is given ${args.length}`,
        );
      return listOf(ERROR);
    }
    return listOf(resolveTypeRef(variant, args[0], out));
  }
  const primitive = PRIMITIVES[name];
  const decl = primitive ? undefined : variant.declarations.get(name);
  const t: Type | null = primitive
    ? primitive
    : decl?.kind === "CardTypeDecl"
      ? { kind: "card", name }
      : decl?.kind === "EnumDecl"
        ? { kind: "enum", name }
        : null;
  if (!t) {
    if (out) {
      const types = [...Object.keys(PRIMITIVES), "list"];
      for (const d of variant.declarations.values()) {
        if (d.kind === "CardTypeDecl" || d.kind === "EnumDecl") types.push(d.name.name);
      }
      const hint = didYouMean(name, types);
      report(out, "LUD307", ref, `unknown type \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`);
    }
    return ERROR;
  }
  if (args.length > 0 && out) report(out, "LUD308", ref, `the type \`${name}\` takes no type arguments`);
  if (t.kind === "cell" && out && !hasBoard(variant))
    report(
      out,
      "LUD363",
      ref,
      "the type `cell` needs a board: declare one, as in `board grid: square(rows: 3, cols: 3)`",
    );
  return t;
}

const boards = new WeakMap<VariantInfo, boolean>();

/**
 * Whether the game declares a board (`cell`, `cells`, `neighbours`… need one). Asked at every
 * `cell` type, so found once per variant.
 */
export function hasBoard(variant: VariantInfo): boolean {
  let found = boards.get(variant);
  if (found === undefined) {
    found = false;
    for (const d of variant.declarations.values()) if (d.kind === "BoardDecl") found = true;
    boards.set(variant, found);
  }
  return found;
}

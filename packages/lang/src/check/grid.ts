/**
 * Grid literals, `grid Terrain { "GGT" "GTW" }` (docs/language.md "Grid literals"): a
 * `list<list<Terrain>>` whose characters are one-letter members of the enum. Rows must be equally
 * long (LUD364); a character that is no member is reported at its own column (LUD365).
 */
import type * as ast from "../ast/nodes.js";
import { type Ctx, report, setSymbol } from "./context.js";
import type { Type } from "./model.js";
import { ERROR, listOf } from "./types.js";

export function checkGrid(ctx: Ctx, e: ast.GridLiteral): Type {
  const name = e.enumName?.name ?? "";
  const decl = ctx.variant.declarations.get(name);
  if (decl?.kind !== "EnumDecl") {
    report(
      ctx.out,
      "LUD366",
      e.enumName ?? e,
      decl
        ? `a grid is written with the one-letter members of an enum, and "${name}" is not an enum`
        : `unknown enum \`${name}\`: a grid is written with the one-letter members of an enum`,
    );
    return listOf(listOf(ERROR));
  }
  setSymbol(ctx, e.enumName, { kind: "enum", decl });
  const letters = (decl.members ?? []).flatMap((m) => (m?.name?.name.length === 1 ? [m.name.name] : []));
  const rows = e.rows ?? [];
  if (rows.length === 0)
    report(ctx.out, "LUD364", e, `a grid needs at least one row, one string of ${name} letters`);
  let width: number | null = null;
  for (const [i, row] of rows.entries()) {
    const cells = cellsOf(row);
    for (const c of cells) {
      if (letters.includes(c.char)) continue;
      report(
        ctx.out,
        "LUD365",
        c.at,
        `\`${c.char}\` is not a one-letter member of ${name}${letters.length ? `: use ${letters.join(" ")}` : ", which has none"}`,
      );
    }
    if (width === null) width = cells.length;
    else if (cells.length !== width) {
      report(
        ctx.out,
        "LUD364",
        row,
        `row ${i + 1} of this grid has ${cells.length} cells, but row 1 has ${width}: every row must be as long`,
      );
    }
  }
  return listOf(listOf({ kind: "enum", name }));
}

/** The row's characters (spaces skipped), each with the span of its column in the file. */
function cellsOf(row: ast.StringLiteral): { char: string; at: ast.Node }[] {
  const { start, end } = row.span;
  // Without escapes, the i-th character of the value is at start + 1 + i; otherwise point at the row.
  const exact = end.offset - start.offset - 2 === row.value.length && start.line === end.line;
  const out: { char: string; at: ast.Node }[] = [];
  let i = 0;
  for (const char of row.value) {
    if (char !== " ") {
      const offset = start.offset + 1 + i;
      const column = start.column + 1 + i;
      const span: ast.Span = exact
        ? {
            file: row.span.file,
            start: { offset, line: start.line, column },
            end: { offset: offset + char.length, line: start.line, column: column + char.length },
          }
        : row.span;
      out.push({ char, at: { span } });
    }
    i += char.length;
  }
  return out;
}

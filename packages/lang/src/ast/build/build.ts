/**
 * CST → AST entry: turns the `file` CST (or several, when the parse resumed after junk at the top
 * level) into one RulesFile. Pieces that error recovery left incomplete are dropped; the parser
 * has already reported why.
 */
import type { CstNode } from "chevrotain";
import type { Declaration, GameHeader, RulesFile, Span, VariantHeader } from "../nodes.js";
import { type BuildContext, buildEach } from "./context.js";
import { nodeSpan } from "./cst.js";
import { buildDeclaration, buildGameHeader, buildVariantHeader } from "./declarations.js";

export type { BuildContext } from "./context.js";

export function buildRulesFile(files: readonly CstNode[], span: Span, ctx: BuildContext): RulesFile {
  const items = files
    .flatMap((f) => [
      ...(f.children.gameHeader ?? []),
      ...(f.children.variantHeader ?? []),
      ...(f.children.declaration ?? []),
    ])
    .filter((e): e is CstNode => "children" in e)
    .sort((a, b) => (a.location?.startOffset ?? 0) - (b.location?.startOffset ?? 0));

  let header: GameHeader | VariantHeader | null = null;
  const declarations: Declaration[] = [];
  buildEach(items, (item) => {
    if (item.name === "declaration") {
      const decl = buildOrReport(item, ctx);
      if (decl) declarations.push(decl);
      return null;
    }
    const built = item.name === "gameHeader" ? buildGameHeader(item, ctx) : buildVariantHeader(item, ctx);
    if (header) {
      ctx.diagnostics.push({
        code: "LUD205",
        severity: "error",
        message: `a file has one header; this second \`${item.name === "gameHeader" ? "game" : "variant"}\` header is ignored`,
        span: nodeSpan(item, ctx.file),
        notes: [`the first header is at line ${header.span.start.line}`],
      });
      return null;
    }
    if (declarations.length > 0) {
      ctx.diagnostics.push({
        code: "LUD205",
        severity: "error",
        message: "the header must come first in the file, before any declaration",
        span: built.span,
      });
    }
    header = built;
    return null;
  });
  return { kind: "RulesFile", header, declarations, span };
}

/**
 * The nesting guard keeps the tree shallow enough to build recursively; should a declaration
 * overflow the stack anyway, it alone is lost, reported where it starts.
 */
function buildOrReport(item: CstNode, ctx: BuildContext): Declaration | null {
  try {
    return buildDeclaration(item, ctx);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    ctx.diagnostics.push({
      code: "LUD203",
      severity: "error",
      message:
        "nesting too deep: this declaration nests expressions or blocks too deeply to be read; it is skipped",
      span: nodeSpan(item, ctx.file),
    });
    return null;
  }
}

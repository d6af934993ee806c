/**
 * Parsing after a keystroke without parsing the whole file again: the file is cut where a
 * top-level declaration starts a line (found with the lexer, outside braces), each piece is parsed
 * alone and kept by its text, and a piece that only moved gets its spans shifted instead of being
 * parsed. The result is `parseRules`'s: whenever the lexer or any piece reports anything, the
 * whole file is parsed as `parseRules` does, so diagnostics and recovery never differ; without
 * diagnostics, a file's declarations do not depend on one another (incremental.test.ts compares
 * every rules file of the repository, and edits of them, with `parseRules`).
 */
import {
  declarationStarts,
  fileSpan,
  lex,
  MAX_FILE_CHARS,
  parseRules,
  type RulesFile,
  type Span,
} from "@ludic/lang";

type ParseResult = ReturnType<typeof parseRules>;

interface Piece {
  /** The piece parsed alone: spans from its own start (offset 0, line 1). */
  ast: RulesFile;
  /** The same with spans where it lies now, for the last position it was asked for. */
  placed?: { offset: number; line: number; ast: RulesFile };
}

/** A file's pieces by their text, from its last parse. */
export class IncrementalParser {
  private pieces = new Map<string, Map<string, Piece>>();

  parse(text: string, path: string): ParseResult {
    const cuts = cutPoints(text, path);
    if (!cuts) return this.whole(text, path);
    const before = this.pieces.get(path) ?? new Map<string, Piece>();
    const now = new Map<string, Piece>();
    const declarations: RulesFile["declarations"] = [];
    let header: RulesFile["header"] = null;
    for (let i = 0; i < cuts.length; i++) {
      const at = cuts[i] as { offset: number; line: number };
      const end = cuts[i + 1]?.offset ?? text.length;
      const piece = text.slice(at.offset, end);
      let p = now.get(piece) ?? before.get(piece);
      if (!p) {
        const alone = parseRules(piece, path);
        if (alone.diagnostics.length > 0) return this.whole(text, path);
        p = { ast: alone.ast };
      }
      now.set(piece, p);
      if (p.placed?.offset !== at.offset || p.placed.line !== at.line)
        p.placed = { ...at, ast: shifted(p.ast, at.offset, at.line - 1) };
      // The header is the first thing parsed (comments may come before it, in the first piece).
      if (p.placed.ast.header) {
        if (header || declarations.length > 0) return this.whole(text, path);
        header = p.placed.ast.header;
      }
      declarations.push(...p.placed.ast.declarations);
    }
    this.pieces.set(path, now);
    return { ast: { kind: "RulesFile", header, declarations, span: fileSpan(text, path) }, diagnostics: [] };
  }

  private whole(text: string, path: string): ParseResult {
    this.pieces.delete(path);
    return parseRules(text, path);
  }
}

/**
 * Where the pieces start: offset 0, then the start of every line whose first token is a
 * declaration keyword outside braces. Null when the lexer reports anything (parseRules decides).
 */
function cutPoints(text: string, path: string): { offset: number; line: number }[] | null {
  if (text.length > MAX_FILE_CHARS) return null;
  const lexed = lex(text, path);
  if (lexed.diagnostics.length > 0) return null;
  const cuts = [{ offset: 0, line: 1 }];
  let depth = 0;
  for (const t of lexed.tokens) {
    const name = t.tokenType.name;
    if (name === "LBrace") depth++;
    else if (name === "RBrace") depth = Math.max(0, depth - 1);
    else if (depth === 0 && declarationStarts.has(t.tokenType) && t.startOffset > 0) {
      const lineStart = text.lastIndexOf("\n", t.startOffset - 1) + 1;
      const last = cuts[cuts.length - 1] as { offset: number };
      if (lineStart > last.offset && /^[ \t]*$/.test(text.slice(lineStart, t.startOffset)))
        cuts.push({ offset: lineStart, line: t.startLine ?? 1 });
    }
  }
  return cuts;
}

/** A copy of `node` with every span moved by `offset` characters and `lines` lines. */
function shifted<T>(node: T, offset: number, lines: number): T {
  if (offset === 0 && lines === 0) return node;
  const copies = new Map<object, unknown>();
  const copy = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    const done = copies.get(v);
    if (done !== undefined) return done;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      copies.set(v, out);
      for (const x of v) out.push(copy(x));
      return out;
    }
    const out: Record<string, unknown> = {};
    copies.set(v, out);
    for (const key in v as Record<string, unknown>) {
      const x = (v as Record<string, unknown>)[key];
      out[key] = key === "span" && x ? moved(x as Span, offset, lines) : copy(x);
    }
    return out;
  };
  return copy(node) as T;
}

function moved(s: Span, offset: number, lines: number): Span {
  return {
    file: s.file,
    start: { offset: s.start.offset + offset, line: s.start.line + lines, column: s.start.column },
    end: { offset: s.end.offset + offset, line: s.end.line + lines, column: s.end.column },
  };
}

import type { IToken } from "chevrotain";
import type { Position, Span } from "../ast/nodes.js";

/** Spans are exclusive at the end; chevrotain's token ends are inclusive. */
export function tokenSpan(token: IToken, file: string): Span {
  const start: Position = {
    offset: token.startOffset,
    line: token.startLine ?? 1,
    column: token.startColumn ?? 1,
  };
  const endOffset = (token.endOffset ?? token.startOffset + token.image.length - 1) + 1;
  const end: Position = {
    offset: endOffset,
    line: token.endLine ?? start.line,
    column: (token.endColumn ?? start.column + token.image.length - 1) + 1,
  };
  return { file, start, end };
}

/** A span from `start` to the end of `end` (both tokens included). */
export function spanBetween(start: IToken, end: IToken, file: string): Span {
  return { file, start: tokenSpan(start, file).start, end: tokenSpan(end, file).end };
}

/** A span of `length` characters at a known position (lexing errors give offset/line/column). */
export function spanAt(file: string, offset: number, line: number, column: number, length: number): Span {
  return {
    file,
    start: { offset, line, column },
    end: { offset: offset + length, line, column: column + length },
  };
}

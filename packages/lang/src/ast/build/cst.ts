/**
 * Small typed accessors over chevrotain's generic CST (`children: Record<string, CstElement[]>`),
 * plus the `Incomplete` signal: with error recovery a CST node can lack pieces; a builder that
 * needs a missing piece throws `Incomplete`, and the nearest list (declarations, statements,
 * members) drops that one element instead of failing the whole file.
 */
import type { CstElement, CstNode, IToken } from "chevrotain";
import { tokenSpan } from "../../lex/span.js";
import type { Span } from "../nodes.js";

export class Incomplete extends Error {
  constructor(what: string) {
    super(`incomplete ${what}`);
  }
}

function isToken(e: CstElement): e is IToken {
  return "image" in e;
}

/** All child nodes named `key` (a rule name), in source order. */
export function nodes(n: CstNode, key: string): CstNode[] {
  return (n.children[key] ?? []).filter((e): e is CstNode => !isToken(e));
}

export function optNode(n: CstNode, key: string, index = 0): CstNode | null {
  // `nodes(n, key)[index]` without building the list: the builders ask this of every node.
  const all = n.children[key];
  if (all === undefined) return null;
  let seen = 0;
  for (const e of all) if (!isToken(e) && seen++ === index) return e;
  return null;
}

export function node(n: CstNode, key: string, index = 0): CstNode {
  const found = optNode(n, key, index);
  if (!found || found.recoveredNode === true || isEmpty(found)) throw new Incomplete(key);
  return found;
}

/** All tokens consumed as `key` (a token type name), without tokens the parser invented. */
export function tokens(n: CstNode, key: string): IToken[] {
  return (n.children[key] ?? []).filter((e): e is IToken => isToken(e) && e.isInsertedInRecovery !== true);
}

export function optToken(n: CstNode, key: string, index = 0): IToken | null {
  // `tokens(n, key)[index]` without building the list.
  const all = n.children[key];
  if (all === undefined) return null;
  let seen = 0;
  for (const e of all) if (isToken(e) && e.isInsertedInRecovery !== true && seen++ === index) return e;
  return null;
}

export function token(n: CstNode, key: string, index = 0): IToken {
  const found = optToken(n, key, index);
  if (!found) throw new Incomplete(key);
  return found;
}

export function has(n: CstNode, key: string): boolean {
  return (n.children[key]?.length ?? 0) > 0;
}

/** Every token directly under `n`, in source order (for operators stored under several keys). */
export function directTokens(n: CstNode, keys: readonly string[]): IToken[] {
  // Most nodes of the precedence chain hold no operator at all: no lists built for them.
  if (!keys.some((k) => n.children[k] !== undefined)) return [];
  return keys.flatMap((k) => tokens(n, k)).sort((a, b) => a.startOffset - b.startOffset);
}

function isEmpty(n: CstNode): boolean {
  const start = n.location?.startOffset;
  // With error recovery, chevrotain starts a node's location at -1 and sets it only as it adds a
  // child: a real start means a child. This skips the key walk below (a `for…in` over a
  // dictionary object, a tenth of the CST → AST step) for nearly every node.
  if (start !== undefined && start >= 0) return false;
  if (!Number.isFinite(start ?? Number.NaN)) return true;
  // Asked for every node built: no key array.
  for (const _ in n.children) return false;
  return true;
}

/** The node's full extent; chevrotain's ends are inclusive, ours exclusive. */
export function nodeSpan(n: CstNode, file: string): Span {
  const l = n.location;
  if (!l || !Number.isFinite(l.startOffset) || !Number.isFinite(l.endOffset ?? Number.NaN)) {
    throw new Incomplete(n.name);
  }
  return {
    file,
    start: { offset: l.startOffset, line: l.startLine ?? 1, column: l.startColumn ?? 1 },
    end: { offset: (l.endOffset ?? l.startOffset) + 1, line: l.endLine ?? 1, column: (l.endColumn ?? 0) + 1 },
  };
}

export function joinSpans(a: Span, b: Span): Span {
  return { file: a.file, start: a.start, end: b.end };
}

export { tokenSpan };

import type { IToken } from "chevrotain";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import type { Identifier } from "../nodes.js";
import { Incomplete, tokenSpan } from "./cst.js";

/** What every builder function needs: the file name for spans and a place for diagnostics. */
export interface BuildContext {
  file: string;
  diagnostics: Diagnostic[];
}

export function identifier(token: IToken, ctx: BuildContext): Identifier {
  return { kind: "Identifier", name: token.image, span: tokenSpan(token, ctx.file) };
}

/**
 * Builds each element of a list, dropping the ones recovery left incomplete (the parser has
 * already reported why). Any other exception is a bug and propagates.
 */
export function buildEach<S, T>(items: readonly S[], build: (item: S) => T | null): T[] {
  const out: T[] = [];
  for (const item of items) {
    try {
      const built = build(item);
      if (built !== null) out.push(built);
    } catch (e) {
      if (!(e instanceof Incomplete)) throw e;
    }
  }
  return out;
}

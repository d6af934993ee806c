/**
 * Highlighting for the rules language: a CodeMirror stream tokenizer (no Lezer grammar) whose
 * keywords are the lexer's own (`Keywords` of @ludic/lang), so a keyword the language gains is
 * highlighted without a change here.
 */
import { Keywords } from "@ludic/lang";

export interface LudicTokenState {
  /** Inside a `/* … *\/` comment that did not end on its line. */
  inComment: boolean;
}

/** The part of CodeMirror's StringStream the tokenizer uses (kept narrow to be tested alone). */
export interface TokenStream {
  sol(): boolean;
  eatSpace(): boolean;
  match(pattern: RegExp | string, consume?: boolean): unknown;
  skipToEnd(): void;
  next(): unknown;
  current(): string;
}

const KEYWORDS: ReadonlySet<string> = new Set(Object.keys(Keywords));
const ATOMS: ReadonlySet<string> = new Set(["true", "false", "none"]);

export function startState(): LudicTokenState {
  return { inComment: false };
}

/** The next token's style: comment, string, number, keyword, atom, typeName, variableName, operator. */
export function token(stream: TokenStream, state: LudicTokenState): string | null {
  if (state.inComment) {
    if (stream.match(/^.*?\*\//)) state.inComment = false;
    else stream.skipToEnd();
    return "comment";
  }
  if (stream.eatSpace()) return null;
  if (stream.match("//")) {
    stream.skipToEnd();
    return "comment";
  }
  if (stream.match("/*")) {
    state.inComment = true;
    if (stream.match(/^.*?\*\//)) state.inComment = false;
    else stream.skipToEnd();
    return "comment";
  }
  if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return "string";
  if (stream.match(/^[0-9]+/)) return "number";
  const word = stream.match(/^[A-Za-z_][A-Za-z0-9_]*/) as RegExpMatchArray | null;
  if (word) {
    const w = word[0];
    if (ATOMS.has(w)) return "atom";
    if (KEYWORDS.has(w)) return "keyword";
    return /^[A-Z]/.test(w) ? "typeName" : "variableName";
  }
  if (stream.match(/^(?:==|!=|<=|>=|\+=|-=|->|[-+*/%<>=!])/)) return "operator";
  stream.next();
  return null;
}

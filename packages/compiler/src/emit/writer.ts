/**
 * The writer every emitter prints with: code-block-writer (the writer ts-morph re-exports, and
 * only it: importing ts-morph would load all of TypeScript), with its two per-write paths made
 * cheaper and the text it writes unchanged.
 *
 * code-block-writer reads every character written, to know whether a line starts inside a
 * string, a template literal or a comment (such a line is not indented): a loop over about a
 * million characters per compile, most of which cannot change that state. Here the same state
 * machine runs only on the characters that can (the ones its own loop does not skip), found by
 * a regular expression; and a write is split into lines with a plain loop instead of a closure
 * per line. `writer.test.ts` checks the output against the original class.
 */
import Base from "code-block-writer";

/** The members of code-block-writer 13 these two methods use (not in its declarations). */
interface Internals {
  _stringCharStack: number[];
  _isInRegEx: boolean;
  _currentCommentChar: number | undefined;
  _getLastCharCodeWithOffset(offset: number): number | undefined;
  _writeIndentation(): void;
  _internalWrite(text: string): void;
  _baseWriteNewline(): void;
  _updateInternalState(str: string): void;
  _writeIndentingNewLines(text: string): void;
  isInString(): boolean;
  isInComment(): boolean;
  isLastNewLine(): boolean;
  getLastChar(): string | undefined;
}

const BACK_SLASH = 92;
const FORWARD_SLASH = 47;
const NEW_LINE = 10;
const ASTERISK = 42;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACK_TICK = 96;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const DOLLAR_SIGN = 36;
/** code-block-writer's CommentChar enum. */
const LINE_COMMENT = 0;
const STAR_COMMENT = 1;

/** The characters code-block-writer's state machine looks at (its `isCharToHandle`). */
const HANDLED = /[\\/\n\r*"'`{}]/g;
const NEW_LINES = /\r?\n/;

function isRegExStart(current: number, past: number | undefined, pastPast: number | undefined): boolean {
  return (
    past === FORWARD_SLASH &&
    current !== FORWARD_SLASH &&
    current !== ASTERISK &&
    pastPast !== ASTERISK &&
    pastPast !== FORWARD_SLASH
  );
}

/** code-block-writer 13.0.3's `_updateInternalState`, visiting only the characters it handles. */
function updateInternalState(this: Internals, str: string): void {
  HANDLED.lastIndex = 0;
  for (let match = HANDLED.exec(str); match !== null; match = HANDLED.exec(str)) {
    const i = match.index;
    const current = str.charCodeAt(i);
    const past = i === 0 ? this._getLastCharCodeWithOffset(0) : str.charCodeAt(i - 1);
    const pastPast =
      i === 0
        ? this._getLastCharCodeWithOffset(1)
        : i === 1
          ? this._getLastCharCodeWithOffset(0)
          : str.charCodeAt(i - 2);
    if (this._isInRegEx) {
      if ((past === FORWARD_SLASH && pastPast !== BACK_SLASH) || past === NEW_LINE) this._isInRegEx = false;
      else continue;
    } else if (!this.isInString() && !this.isInComment() && isRegExStart(current, past, pastPast)) {
      this._isInRegEx = true;
      continue;
    }
    if (!this.isInString()) {
      if (this._currentCommentChar == null && past === FORWARD_SLASH && current === FORWARD_SLASH)
        this._currentCommentChar = LINE_COMMENT;
      else if (this._currentCommentChar == null && past === FORWARD_SLASH && current === ASTERISK)
        this._currentCommentChar = STAR_COMMENT;
      else if (this._currentCommentChar === STAR_COMMENT && past === ASTERISK && current === FORWARD_SLASH)
        this._currentCommentChar = undefined;
    }
    if (this.isInComment()) continue;
    const stack = this._stringCharStack;
    const last = stack.length === 0 ? undefined : stack[stack.length - 1];
    if (
      past !== BACK_SLASH &&
      (current === DOUBLE_QUOTE || current === SINGLE_QUOTE || current === BACK_TICK)
    ) {
      if (last === current) stack.pop();
      else if (last === OPEN_BRACE || last === undefined) stack.push(current);
    } else if (
      pastPast !== BACK_SLASH &&
      past === DOLLAR_SIGN &&
      current === OPEN_BRACE &&
      last === BACK_TICK
    ) {
      stack.push(current);
    } else if (current === CLOSE_BRACE && last === OPEN_BRACE) {
      stack.pop();
    }
  }
}

/** code-block-writer 13.0.3's `writeIndividual`. */
function writeIndividual(writer: Internals, s: string): void {
  if (!writer.isInString() && (writer.isLastNewLine() || writer.getLastChar() == null))
    writer._writeIndentation();
  writer._updateInternalState(s);
  writer._internalWrite(s);
}

/** code-block-writer 13.0.3's `_writeIndentingNewLines`, without a closure per line. */
function writeIndentingNewLines(this: Internals, text: string): void {
  const all = text || "";
  if (all.length === 0) {
    writeIndividual(this, "");
    return;
  }
  const lines = all.split(NEW_LINES);
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) this._baseWriteNewline();
    const line = lines[i] as string;
    if (line.length > 0) writeIndividual(this, line);
  }
}

export class CodeBlockWriter extends Base {}

const prototype = CodeBlockWriter.prototype as unknown as Internals;
// A code-block-writer other than 13's would not have these two to replace.
if (
  typeof prototype._updateInternalState !== "function" ||
  typeof prototype._writeIndentingNewLines !== "function"
)
  throw new Error("code-block-writer: not the version emit/writer.ts was written for (13.0.3)");
prototype._updateInternalState = updateInternalState;
prototype._writeIndentingNewLines = writeIndentingNewLines;

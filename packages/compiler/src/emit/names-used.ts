/**
 * The names a piece of generated code uses, read token by token so a rules text in a string or a
 * comment (one holding a comment's end, say) never counts as code, nor hides any.
 *
 * A hand-written scanner rather than TypeScript's: the emitter asks this of every function and of
 * the whole rules file, and TypeScript's scanner took a quarter of a cold compile (#18). Generated
 * identifiers are ASCII (escape.ts `identifier`); strings, templates (with nested `${…}`),
 * comments and regular expression literals are skipped as the formatter (format.ts) reads them.
 */

enum C {
  Tab = 9,
  Newline = 10,
  Space = 32,
  Quote = 34,
  Dollar = 36,
  Apostrophe = 39,
  Star = 42,
  Dot = 46,
  Slash = 47,
  Zero = 48,
  Nine = 57,
  A = 65,
  Z = 90,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  Underscore = 95,
  Backtick = 96,
  a = 97,
  z = 122,
  OpenBrace = 123,
  CloseBrace = 125,
}

const isStart = (c: number): boolean =>
  (c >= C.a && c <= C.z) || (c >= C.A && c <= C.Z) || c === C.Underscore || c === C.Dollar;
const isPart = (c: number): boolean => isStart(c) || (c >= C.Zero && c <= C.Nine);

/** After these a `/` starts a regular expression, not a division (as in format.ts). */
const REGEX_AFTER = new Set("(,=:[!&|?{};+-*%<>~^".split("").map((x) => x.charCodeAt(0)));
const REGEX_AFTER_WORD = new Set(["return", "typeof", "case", "in", "of"]);

export function identifiersIn(code: string): Set<string> {
  const names = new Set<string>();
  const n = code.length;
  // Brace depths at which an open template's `${` was entered: its `}` resumes the template.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  // The last significant character and word, to tell a regular expression from a division.
  let last = 0;
  let lastWord = "";
  /** A template's text from `i` up to its end (true) or its next `${` (false). */
  const template = (): void => {
    while (i < n) {
      const c = code.charCodeAt(i);
      if (c === C.Backslash) i += 2;
      else if (c === C.Backtick) {
        i++;
        last = C.Backtick;
        return;
      } else if (c === C.Dollar && code.charCodeAt(i + 1) === C.OpenBrace) {
        i += 2;
        templates.push(depth);
        depth++;
        last = C.OpenBrace;
        return;
      } else i++;
    }
  };
  while (i < n) {
    const c = code.charCodeAt(i);
    if (c === C.Space || c === C.Newline || c === C.Tab || c === 13) {
      i++;
      continue;
    }
    if (isStart(c)) {
      const start = i;
      while (i < n && isPart(code.charCodeAt(i))) i++;
      lastWord = code.slice(start, i);
      names.add(lastWord);
      last = C.a;
      continue;
    }
    const word = lastWord;
    lastWord = "";
    if (c >= C.Zero && c <= C.Nine) {
      // A number, with its dots, exponents and radix letters (none of which is a name).
      while (i < n && (isPart(code.charCodeAt(i)) || code.charCodeAt(i) === C.Dot)) i++;
      last = C.Zero;
      continue;
    }
    if (c === C.Quote || c === C.Apostrophe) {
      i++;
      while (i < n) {
        const x = code.charCodeAt(i);
        if (x === C.Backslash) i += 2;
        else if (x === c || x === C.Newline) {
          i++;
          break;
        } else i++;
      }
      last = C.Quote;
      continue;
    }
    if (c === C.Backtick) {
      i++;
      template();
      continue;
    }
    if (c === C.Slash) {
      const next = code.charCodeAt(i + 1);
      if (next === C.Slash) {
        const end = code.indexOf("\n", i);
        i = end < 0 ? n : end;
        continue;
      }
      if (next === C.Star) {
        const end = code.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
        continue;
      }
      if (last === 0 || REGEX_AFTER.has(last) || (last === C.a && REGEX_AFTER_WORD.has(word))) {
        // A regular expression literal: up to its closing slash (not one inside a class), then flags.
        i++;
        let inClass = false;
        while (i < n) {
          const x = code.charCodeAt(i);
          if (x === C.Newline) break;
          if (x === C.Backslash) i++;
          else if (x === C.OpenBracket) inClass = true;
          else if (x === C.CloseBracket) inClass = false;
          else if (x === C.Slash && !inClass) break;
          i++;
        }
        i++;
        while (i < n && code.charCodeAt(i) >= C.a && code.charCodeAt(i) <= C.z) i++;
        last = C.Slash;
        continue;
      }
    }
    if (c === C.OpenBrace) depth++;
    else if (c === C.CloseBrace) {
      depth--;
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        i++;
        template();
        continue;
      }
    }
    last = c;
    i++;
  }
  return names;
}

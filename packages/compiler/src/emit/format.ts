/**
 * Tidies generated TypeScript in one linear pass. The emitters already write indented code with
 * code-block-writer (emit/writer.ts); what is left to fix are the spots where they paste text whole:
 * JSON.stringify output (`{"file":"x","line":3}` becomes `{ "file": "x", "line": 3 }`, `[1,2]`
 * becomes `[1, 2]`), empty braces written with spaces (`{  }` becomes `{}`), and the one-space
 * overhang of an `else`, `catch`, `finally` or `while` written after a block. Strings, template
 * literals, regular expressions and comments are copied untouched.
 *
 * This replaces a full TypeScript formatting pass (ts-morph `formatText`), which took about half
 * of every compile (docs/performance.md).
 */

const REGEX_BEFORE = new Set([
  "(",
  ",",
  "=",
  ":",
  "[",
  "!",
  "&",
  "|",
  "?",
  "{",
  "}",
  ";",
  "+",
  "-",
  "*",
  "%",
  "<",
  ">",
  "~",
  "^",
]);

/** `else`, `catch`, … one space too far right after a block's newline (read at a line's start). */
const OVERHANG = /( *) (else|catch|finally|while \()/y;
/** Characters some branch of the pass looks at: every other one is copied as it is. */
const SPECIAL = /["'`/\n{},:]/g;

/**
 * The word the output ends with (before a `/`: `return /x/` starts a regular expression). Not a
 * closure of `formatGenerated`: a closure is a new function at every call, and the optimised
 * pass, built for the first one, was thrown away at the next (a third of its JIT work, #18).
 */
function lastWord(out: readonly string[]): string {
  const m = /([A-Za-z_$][\w$]*)\s*$/.exec(out.slice(-8).join(""));
  return m?.[1] ?? "";
}

export function formatGenerated(text: string): string {
  const out: string[] = [];
  // Braces opened on this pass: true when the formatter added a space after it (a compact literal).
  const braces: boolean[] = [];
  // Template literals being read: the brace depth at which each `${` opened.
  const templates: number[] = [];
  let last = ""; // the last significant character written (outside strings and comments)
  let i = 0;
  const n = text.length;
  const copyString = (quote: string): void => {
    const start = i;
    i++;
    while (i < n && text[i] !== quote) {
      if (text[i] === "\\") i++;
      else if (text[i] === "\n") break;
      i++;
    }
    i++;
    out.push(text.slice(start, i));
    last = quote;
  };
  /** A template literal's text up to its end or its next `${`. */
  const copyTemplate = (): void => {
    const start = i;
    while (i < n) {
      const c = text[i];
      if (c === "\\") {
        i += 2;
        continue;
      }
      if (c === "`") {
        i++;
        out.push(text.slice(start, i));
        last = "`";
        return;
      }
      if (c === "$" && text[i + 1] === "{") {
        i += 2;
        out.push(text.slice(start, i));
        templates.push(braces.length);
        braces.push(false);
        last = "{";
        return;
      }
      i++;
    }
    out.push(text.slice(start));
  };
  while (i < n) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === '"' || c === "'") {
      copyString(c);
      continue;
    }
    if (c === "`") {
      i++;
      out.push("`");
      copyTemplate();
      continue;
    }
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      out.push(text.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      out.push(text.slice(i, stop));
      i = stop;
      continue;
    }
    if (
      c === "/" &&
      (REGEX_BEFORE.has(last) || last === "" || /^(return|typeof|case|in|of)$/.test(lastWord(out)))
    ) {
      // A regular expression literal: up to its closing slash (not one inside a class), then flags.
      const start = i;
      i++;
      let inClass = false;
      while (i < n && text[i] !== "\n") {
        const x = text[i];
        if (x === "\\") i++;
        else if (x === "[") inClass = true;
        else if (x === "]") inClass = false;
        else if (x === "/" && !inClass) break;
        i++;
      }
      i++;
      while (i < n && /[a-z]/.test(text[i] as string)) i++;
      out.push(text.slice(start, i));
      last = "/";
      continue;
    }
    if (c === "\n") {
      // The overhang of `else`, `catch`, … written with a leading space after a block's newline.
      OVERHANG.lastIndex = i + 1;
      const m = OVERHANG.exec(text);
      out.push("\n");
      i++;
      if (m && (m[1] as string).length % 2 === 0) {
        out.push(m[1] as string);
        i += (m[1] as string).length + 1;
      }
      continue;
    }
    if (c === "{") {
      let j = i + 1;
      while (text[j] === " ") j++;
      if (text[j] === "}") {
        out.push("{}");
        i = j + 1;
        last = "}";
        continue;
      }
      const compact = next !== " " && next !== "\n" && next !== undefined;
      out.push(compact ? "{ " : "{");
      braces.push(compact);
      i++;
      last = "{";
      continue;
    }
    if (c === "}") {
      if (templates.length > 0 && templates[templates.length - 1] === braces.length - 1) {
        // The end of a template literal's `${…}`: the literal goes on.
        templates.pop();
        braces.pop();
        out.push("}");
        i++;
        copyTemplate();
        continue;
      }
      const compact = braces.pop() ?? false;
      const prev = text[i - 1];
      out.push(compact && prev !== " " && prev !== "\n" ? " }" : "}");
      i++;
      last = "}";
      continue;
    }
    if (c === "," || (c === ":" && last === '"')) {
      out.push(c);
      i++;
      if (next !== " " && next !== "\n" && next !== undefined) out.push(" ");
      last = c;
      continue;
    }
    // A run of characters that need nothing done, copied at once (one push per character made
    // this pass a tenth of a compile), up to the next special one (found by the regular
    // expression engine: a loop over the characters here was most of a cold pass).
    SPECIAL.lastIndex = i + 1;
    const j = SPECIAL.exec(text)?.index ?? n;
    out.push(j === i + 1 ? c : text.slice(i, j));
    for (let k = j - 1; k >= i; k--) {
      const x = text[k] as string;
      if (x !== " " && x !== "\t" && x !== "\r") {
        last = x;
        break;
      }
    }
    i = j;
  }
  const result = out.join("");
  return result.endsWith("\n") ? result : `${result}\n`;
}

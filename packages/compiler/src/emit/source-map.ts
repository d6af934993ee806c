/**
 * A source map from a generated file back to the rules, built from the printed text alone: every
 * block the emitters write carries its rules line in a comment (`— rules/cuttle/cuttle.ludic:55`,
 * or `// loop, line 148` inside a machine, in the file of the last such comment), and each line
 * of code maps to the rules line of the comment above it. Reading the comments after printing
 * keeps the map right whatever the emitters print between them, so an app developer's debugger
 * steps through the rules' lines.
 */
import { addMapping, GenMapping, setSourceContent, toEncodedMap } from "@jridgewell/gen-mapping";

/** `— <file>.ludic:<line>` (or `, <file>.ludic:<line>`): the rules file and line of the block that follows. */
const RULES_MARK = /(?:^|[\s(,])([^\s(,"]+\.ludic):(\d+)/g;
/** `// ---- Section ----` with no rules line: code of the whole game follows, not of one line. */
const SECTION = /^\/\/ ----/;
/** `// …line 148…`: a line of the rules file named by the last full mark. */
const LINE_MARK = /^\s*\/\/.*\bline (\d+)\b/;

export interface SourceMapOptions {
  /** The generated file's name, as the map names it ("rules.ts"). */
  file: string;
  /** Where the rules paths of the comments are relative to, from the map's folder. */
  sourceRoot: string;
  /** Each rules file's text by its path as the comments write it: the map carries it. */
  sources: ReadonlyMap<string, string>;
}

/** A rules file and line. */
export interface RulesLine {
  file: string;
  line: number;
}

/** For each line of a generated text, the rules line of its block (null before the first comment, or for a blank line). */
export function rulesLines(text: string): (RulesLine | null)[] {
  let file: string | null = null;
  let line = 0;
  return text.split("\n").map((code) => {
    // Most lines carry no mark: the regular expressions run only where their text is.
    const marks = code.includes(".ludic:") ? [...code.matchAll(RULES_MARK)] : [];
    const last = marks[marks.length - 1];
    if (last) {
      file = last[1] as string;
      line = Number(last[2]);
    } else if (SECTION.test(code)) {
      file = null;
    } else {
      const only = code.includes("line ") ? LINE_MARK.exec(code) : null;
      if (only && file !== null) line = Number(only[1]);
    }
    return file === null || line < 1 || !/\S/.test(code) ? null : { file, line };
  });
}

/** The source map (version 3, as JSON) of a generated file's text. */
export function rulesSourceMap(text: string, options: SourceMapOptions): string {
  const map = new GenMapping({ file: options.file, sourceRoot: options.sourceRoot });
  const codeLines = text.split("\n");
  rulesLines(text).forEach((at, i) => {
    if (at === null) return;
    addMapping(map, {
      generated: { line: i + 1, column: (codeLines[i] as string).search(/\S/) },
      source: at.file,
      original: { line: at.line, column: 0 },
    });
  });
  for (const [path, content] of options.sources) setSourceContent(map, path, content);
  return JSON.stringify(toEncodedMap(map));
}

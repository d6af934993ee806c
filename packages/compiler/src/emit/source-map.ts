/**
 * A source map from a generated file back to the rules, built from the printed text alone: every
 * block the emitters write carries its rules line in a comment (`— rules/cuttle/cuttle.ludic:55`,
 * or `// loop, line 148` inside a machine, in the file of the last such comment), and each line
 * of code maps to the rules line of the comment above it. Reading the comments after printing
 * keeps the map right whatever the emitters print between them, so an app developer's debugger
 * steps through the rules' lines.
 */
import { addMapping, GenMapping, setSourceContent, toEncodedMap } from "@jridgewell/gen-mapping";

/** `— <file>.ludic:<line>`: the rules file and line of the block that follows. */
const RULES_MARK = /— (\S+?\.ludic):(\d+)/g;
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

/** The source map (version 3, as JSON) of a generated file's text. */
export function rulesSourceMap(text: string, options: SourceMapOptions): string {
  const map = new GenMapping({ file: options.file, sourceRoot: options.sourceRoot });
  let file: string | null = null;
  let line = 0;
  text.split("\n").forEach((code, i) => {
    const marks = [...code.matchAll(RULES_MARK)];
    const last = marks[marks.length - 1];
    if (last) {
      file = last[1] as string;
      line = Number(last[2]);
    } else {
      const only = LINE_MARK.exec(code);
      if (only && file !== null) line = Number(only[1]);
    }
    const column = code.search(/\S/);
    if (file === null || column < 0 || line < 1) return;
    addMapping(map, {
      generated: { line: i + 1, column },
      source: file,
      original: { line, column: 0 },
    });
  });
  for (const [path, content] of options.sources) setSourceContent(map, path, content);
  return JSON.stringify(toEncodedMap(map));
}

/**
 * Where the rules are written, as a generated engine cites it (rules.ts `LOC`): one table of
 * numbers, three per location (the file's index in `files`, the line, the column), decoded once
 * at load into the same `SourceLocation` values the errors carry.
 */
import type { SourceLocation } from "../types.js";

/** The locations of `table` (`[file, line, column, file, line, column, …]`, a file an index of `files`). */
export function sourceLocations(files: readonly string[], table: readonly number[]): SourceLocation[] {
  const out: SourceLocation[] = [];
  for (let i = 0; i + 2 < table.length; i += 3) {
    out.push({
      file: files[table[i] as number] as string,
      line: table[i + 1] as number,
      column: table[i + 2] as number,
    });
  }
  return out;
}

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseRules } from "@ludic/lang";
import { describe, expect, it } from "vitest";
import { IncrementalParser } from "./incremental.js";

const rules = join(dirname(fileURLToPath(import.meta.url)), "../../../../rules");

function rulesFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return rulesFiles(p);
    return f.endsWith(".ludic") ? [p] : [];
  });
}

const FILES = rulesFiles(rules);

// A hang guard only: each test parses whole rules files several times, slow on a loaded machine.
describe("incremental parsing gives parseRules's result", { timeout: 60_000 }, () => {
  it("finds the repository's rules files", () => {
    expect(FILES.length).toBeGreaterThan(10);
  });

  it.each(FILES.map((f) => [f.slice(rules.length + 1), f]))("%s, parsed at once", (_, path) => {
    const text = readFileSync(path, "utf8");
    expect(new IncrementalParser().parse(text, path)).toEqual(parseRules(text, path));
  });

  it("after edits that move later declarations, keep earlier ones and break the syntax", () => {
    const path = join(rules, "kingdom-builder/kingdom-builder.ludic");
    const text = readFileSync(path, "utf8");
    const parser = new IncrementalParser();
    const middle = text.indexOf("\nfn ", text.length / 2) + 1;
    const edits = [
      // A comment line more: every declaration after it moves by a line.
      `${text.slice(0, middle)}// a note\n${text.slice(middle)}`,
      // A name typed longer on the same line: columns move only on that line.
      text.replace("fn ", "fn   "),
      // A syntax error, then fixed again.
      `${text.slice(0, middle)}fn (${text.slice(middle)}`,
      text,
    ];
    for (const edited of edits) expect(parser.parse(edited, path)).toEqual(parseRules(edited, path));
    // Declarations before an edit are the same objects as before it: neither parsed nor moved.
    const before = parser.parse(text, path).ast.declarations;
    const after = parser.parse(`${text.slice(0, middle)}// a note\n${text.slice(middle)}`, path).ast
      .declarations;
    expect(after[1]).toBe(before[1]);
    expect(after.at(-1)).not.toBe(before.at(-1));
    expect(after.at(-1)?.span.start.line).toBe((before.at(-1)?.span.start.line ?? 0) + 1);
  });
});

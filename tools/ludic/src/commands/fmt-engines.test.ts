/**
 * `ludic fmt` never changes a game: every rules folder, with its indentation thrown away and then
 * formatted, compiles to the same engine as the folder as written (up to the source columns the
 * engines cite, which are whitespace by definition).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { compileSources } from "@ludic/compiler";
import { formatRules } from "@ludic/lang";
import { describe, expect, it } from "vitest";

import { findWorkspaceRoot } from "../workspace.js";

const root = findWorkspaceRoot(process.cwd());

function gameFolders(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((d) => join(dir, d))
    .filter((d) => statSync(d).isDirectory() && d !== join(root, "rules", "node_modules"))
    .flatMap((d) => [...(readdirSync(d).some((f) => f.endsWith(".ludic")) ? [d] : []), ...gameFolders(d)]);
}

const sources = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".ludic"))
    .sort()
    .map((f) => ({ path: join(dir, f), text: readFileSync(join(dir, f), "utf8") }));

/** The file as someone might paste it: no indentation at all (lines inside block comments kept). */
function unindent(text: string): string {
  if (text.includes("/*")) return text;
  return text.replace(/^[ \t]+/gm, "");
}

function engine(files: { path: string; text: string }[]): string {
  const result = compileSources(files, { root });
  expect(result.ok, result.diagnostics.map((d) => d.message).join("\n")).toBe(true);
  // The source map carries the rules text itself, whitespace included: it is the one file that
  // must change (its mappings point at the same lines, which the comments of rules.ts show).
  return result.files
    .filter((f) => !f.path.endsWith(".map"))
    .map((f) => `// ${f.path}\n${f.text}`)
    .join("\n")
    .replace(/"column":\s*\d+/g, '"column": _')
    .replace(/(sourceLocations\(\[[^\]]*\], \[)([^\]]*)\]/g, (_, head: string, table: string) => {
      // `LOC` as a table of numbers: file index, line, column for each location.
      const columnsMasked = table.split(", ").map((n, i) => (i % 3 === 2 ? "_" : n));
      return `${head}${columnsMasked.join(", ")}]`;
    });
}

describe("formatting keeps the compiled engine", () => {
  it.each(gameFolders(join(root, "rules")).map((d) => [d.slice(root.length + 1), d]))(
    "%s",
    (_, dir) => {
      const files = sources(dir);
      const asWritten = engine(files);
      const formatted = files.map((f) => ({ ...f, text: formatRules(unindent(f.text), f.path).text }));
      expect(formatted.some((f, i) => f.text !== unindent(files[i]?.text ?? ""))).toBe(true);
      expect(engine(formatted)).toBe(asWritten);
    },
    300_000,
  );
});

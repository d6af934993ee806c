/**
 * Golden samples: one small game per construct (golden/<construct>.ludic) and the code its marked
 * lines (`// golden: begin` … `// golden: end`) compile to (golden/<construct>.ts.golden): the lines
 * of rules.ts whose rules line (emit/source-map.ts) is in the marked part. An emitter change shows
 * here as a short diff before every engine is regenerated. `UPDATE_GOLDEN=1` rewrites them.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostics } from "@ludic/lang";
import { describe, expect, it } from "vitest";
import { compileText } from "../testing/compile-and-load.js";
import { rulesLines } from "./source-map.js";

const dir = join(dirname(fileURLToPath(import.meta.url)), "golden");
const samples = readdirSync(dir)
  .filter((f) => f.endsWith(".ludic"))
  .map((f) => f.slice(0, -".ludic".length));

/** The 1-based lines of the marked part of a sample. */
function markedLines(text: string): [number, number] {
  const lines = text.split("\n");
  const begin = lines.findIndex((l) => l.includes("// golden: begin"));
  const end = lines.findIndex((l) => l.includes("// golden: end"));
  if (begin < 0 || end < begin) throw new Error("a golden sample marks its part with // golden: begin … end");
  return [begin + 1, end + 1];
}

/** The generated lines of the marked part, a `// …` line where code of other lines was left out. */
export function goldenSnippet(name: string, source: string): string {
  const result = compileText({ [`${name}.ludic`]: source });
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, result.sources));
  const rules = result.files.find((f) => f.path === "src/rules.ts")?.text ?? "";
  const [begin, end] = markedLines(source);
  const code = rules.split("\n");
  const out: string[] = [];
  let gap = false;
  rulesLines(rules).forEach((at, i) => {
    const inside = at !== null && at.file.endsWith(`/${name}.ludic`) && at.line > begin && at.line < end;
    if (inside) {
      if (gap && out.length > 0) out.push("// …");
      out.push(code[i] as string);
      gap = false;
    } else if (/\S/.test(code[i] as string)) gap = true;
  });
  return `${out.join("\n")}\n`;
}

describe("golden samples", () => {
  it("has a sample per construct", () => {
    expect(samples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(samples)("%s compiles to its golden code", (name) => {
    const snippet = goldenSnippet(name, readFileSync(join(dir, `${name}.ludic`), "utf8"));
    const path = join(dir, `${name}.ts.golden`);
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(path)) writeFileSync(path, snippet);
    expect(snippet.split("\n").length).toBeGreaterThan(3);
    expect(snippet).toBe(readFileSync(path, "utf8"));
  });
});

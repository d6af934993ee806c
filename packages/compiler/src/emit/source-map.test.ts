/**
 * rules.ts.map leads a debugger from the generated rules.ts back to the rules line of each block,
 * in a checked-in engine (Cuttle) and in a small text.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { describe, expect, it } from "vitest";
import { rulesSourceMap } from "./source-map.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const engineSrc = join(root, "packages", "engines", "cuttle", "src");

/** The 1-based number of the first line of `text` that matches. */
function lineOf(text: string, pattern: RegExp): number {
  const i = text.split("\n").findIndex((l) => pattern.test(l));
  if (i < 0) throw new Error(`no line matches ${pattern}`);
  return i + 1;
}

describe("Cuttle's rules.ts.map", () => {
  const generated = readFileSync(join(engineSrc, "rules.ts"), "utf8");
  const map = new TraceMap(
    readFileSync(join(engineSrc, "rules.ts.map"), "utf8"),
    join(engineSrc, "rules.ts.map"),
  );
  const rules = readFileSync(join(root, "rules", "cuttle", "cuttle.ludic"), "utf8");
  const at = (line: number) =>
    originalPositionFor(map, { line, column: generated.split("\n")[line - 1]?.search(/\S/) ?? 0 });

  it("is linked from rules.ts", () => {
    expect(generated.trimEnd().endsWith("//# sourceMappingURL=rules.ts.map")).toBe(true);
  });

  it("maps a rule's machine to the rule's declaration, in the rules file itself", () => {
    const pos = at(lineOf(generated, /^function run_playFrom\(/));
    expect(pos.source).toBe(join(root, "rules", "cuttle", "cuttle.ludic"));
    expect(pos.line).toBe(lineOf(rules, /^rule playFrom\(/));
  });

  it("maps the code of an option to the option's line", () => {
    // The first line of code after the option's comment: its first `scuttle` in a decision.
    const comment = lineOf(generated, /\/\/ scuttle — rules\/cuttle\/cuttle\.ludic:/);
    expect(at(comment + 1).line).toBe(lineOf(rules, /^\s*scuttle\(card: from/));
  });

  it("carries the rules text, for a debugger that cannot read the file", () => {
    const json = JSON.parse(readFileSync(join(engineSrc, "rules.ts.map"), "utf8")) as {
      sources: string[];
      sourcesContent: string[];
    };
    expect(json.sourcesContent[json.sources.indexOf("rules/cuttle/cuttle.ludic")]).toBe(rules);
  });
});

describe("rulesSourceMap", () => {
  const text = [
    "// header: rules/g.ludic, no line",
    "/** fn a — rules/g.ludic:3 */",
    "function a() {",
    "  return 1;",
    "}",
    "function run() {",
    "  // loop, line 7",
    "  step();",
    "  // pass — rules/h.ludic:2",
    "  pass();",
  ].join("\n");
  const map = new TraceMap(rulesSourceMap(text, { file: "rules.ts", sourceRoot: "", sources: new Map() }));
  const original = (line: number) => {
    const pos = originalPositionFor(map, { line, column: text.split("\n")[line - 1]?.search(/\S/) ?? 0 });
    return pos.source === null ? null : `${pos.source}:${pos.line}`;
  };

  it("maps each line to the rules line of the comment above it", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(original)).toEqual([
      null,
      "rules/g.ludic:3",
      "rules/g.ludic:3",
      "rules/g.ludic:3",
      "rules/g.ludic:3",
      "rules/g.ludic:3",
      "rules/g.ludic:7",
      "rules/g.ludic:7",
      "rules/h.ludic:2",
      "rules/h.ludic:2",
    ]);
  });
});

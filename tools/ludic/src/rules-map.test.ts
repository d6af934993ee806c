/**
 * A standalone engine's dist/rules.js.map leads back to the rules: Node's own source-map reader
 * (node:module SourceMap, as stack traces use it) finds a line of the built JavaScript in the
 * .ludic file, at the line the rules write it.
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGame } from "@ludic/compiler";
import { describe, expect, it } from "vitest";
import { compileToDist, findRuntime, standaloneSources } from "./standalone.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const rulesDir = join(root, "rules", "examples", "tic-tac-toe");

describe("a standalone engine's source map", () => {
  it("maps the built rules.js to the .ludic lines, with the rules' text", () => {
    const result = buildGame(rulesDir, { root });
    expect(result.ok).toBe(true);
    const runtime = findRuntime(join(root, "runtime-src"));
    const files = standaloneSources(
      result.files,
      { bundleRuntime: false, runtimeVersion: runtime.version },
      null,
    );
    const dist = compileToDist(files, runtime);
    const js = dist.find((f) => f.path === "dist/rules.js")?.text ?? "";
    const map = new SourceMap(JSON.parse(dist.find((f) => f.path === "dist/rules.js.map")?.text ?? "{}"));

    // The built line that logs a mark, and the same line in the generated rules.ts.
    const jsLines = js.split("\n");
    const jsLine = jsLines.findIndex((l) => l.includes('" marks "'));
    const tsLines = (files.find((f) => f.path === "src/rules.ts")?.text ?? "").split("\n");
    const tsLine = tsLines.findIndex((l) => l.includes('" marks "'));
    expect(jsLine).toBeGreaterThan(0);
    expect(tsLine).toBeGreaterThan(0);
    const entry = map.findEntry(jsLine, (jsLines[jsLine] as string).search(/\S/)) as {
      originalSource?: string;
      originalLine?: number;
    };
    // Where the compiler's rules.ts.map puts that line: in the rule `turn` of the rules.
    const tsMap = new SourceMap(JSON.parse(files.find((f) => f.path === "src/rules.ts.map")?.text ?? "{}"));
    const expected = tsMap.findEntry(tsLine, (tsLines[tsLine] as string).search(/\S/)) as {
      originalLine?: number;
    };
    const ludic = readFileSync(join(rulesDir, "tic-tac-toe.ludic"), "utf8").split("\n");
    const turn = ludic.findIndex((l) => l.startsWith("rule turn("));
    const end = ludic.findIndex((l, i) => i > turn && l.startsWith("}"));
    expect(entry.originalSource).toMatch(/tic-tac-toe\.ludic$/);
    expect(entry.originalLine).toBe(expected.originalLine);
    expect(entry.originalLine).toBeGreaterThanOrEqual(turn);
    expect(entry.originalLine).toBeLessThan(end);
    expect(map.payload.sourcesContent?.[0]).toContain("game tic-tac-toe");
  });
});

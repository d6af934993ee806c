import { join, relative } from "node:path";
import { checkGameSources, type Diagnostic, loadGameFolder } from "@ludic/lang";
import { describe, expect, it } from "vitest";
import { LowerContext } from "../lower/context.js";
import { buildLayout } from "../lower/layout.js";
import { lowerProgram } from "../lower/program.js";
import { gameFolders, repoRoot } from "../testing/game-folders.js";
import type { IRProgram } from "./program.js";

const root = repoRoot;

function lowered(name: string): IRProgram {
  const files = loadGameFolder(join(root, "rules", name)).files;
  const front = checkGameSources(files);
  if (!front.game) throw new Error(`rules/${name} does not check`);
  const diagnostics: Diagnostic[] = [];
  const layout = buildLayout(front.game, front, diagnostics);
  const fileName = (p: string) => relative(root, p).split("\\").join("/");
  const ctx = new LowerContext(front.game, front, layout, fileName, front.sources);
  const program = lowerProgram(ctx, front.sources, diagnostics);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return program;
}

/** Fields that hold prose or rules text, not code. */
const PROSE = new Set(["doc", "label", "text", "domainText", "whenText", "file"]);
/** Parts of the program that are the checker's, the layout's or constants' values, not lowered code. */
const NOT_LOWERED = new Set(["game", "layout", "decl", "consts", "locations", "tables", "rules", "options"]);

/** Every string of the IR outside prose fields, with where it is. */
function strings(value: unknown, path: string, seen: Set<object>, out: [string, string][]): void {
  if (typeof value === "string") {
    out.push([path, value]);
    return;
  }
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const node = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(node)) {
    if (PROSE.has(key)) continue;
    // A string literal's value is rules text (a message), not code.
    if (node.k === "str" && key === "value") continue;
    if (path === "" && NOT_LOWERED.has(key)) continue;
    if (key === "rules" || key === "decl") continue;
    strings(v, `${path}.${key}`, seen, out);
  }
}

/** What TypeScript text gives away. */
const CODE = /st\.|[()]|=>|\[|;/;

/** Every game folder under rules/ and rules/examples/. */
const games = gameFolders();

describe("the IR is data", () => {
  it("finds the games", () => expect(games.length).toBeGreaterThanOrEqual(7));

  it.each(games)("rules/%s lowers to an IR with no TypeScript text in it", (name) => {
    const program = lowered(name);
    const found: [string, string][] = [];
    strings(program, "", new Set(), found);
    // The walk reaches the lowered code: expressions, statements and decision sites.
    expect(found.some(([p]) => p.includes(".body.") && p.endsWith(".k"))).toBe(true);
    expect(found.some(([p]) => p.includes(".options.") && p.includes(".domain"))).toBe(true);
    expect(found.filter(([, s]) => CODE.test(s))).toEqual([]);
  });

  it("would see text if a node carried it", () => {
    const found: [string, string][] = [];
    strings({ body: [{ k: "expr", expr: { k: "global", name: "st.g.x" } }] }, "", new Set(), found);
    expect(found.filter(([, s]) => CODE.test(s)).length).toBe(1);
  });
});

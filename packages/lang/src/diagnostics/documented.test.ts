/**
 * docs/diagnostics.md against the code: every code the front end, the checker (CHECK_CODES) and
 * the compiler (LUD5xx) can report has a row, no row names a code nothing reports, and the
 * example at the top is what `ludic check` prints for it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_CODES } from "../check/codes.js";
import { checkGameSources } from "../check-folder.js";
import { formatDiagnostic } from "./format.js";

const repo = new URL("../../../../", import.meta.url).pathname;
const docs = readFileSync(join(repo, "docs/diagnostics.md"), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.ts$/.test(e.name) && !e.name.endsWith(".test.ts")
        ? [join(dir, e.name)]
        : [],
  );
}

/** Codes written as string literals (`"LUD201"`) in the sources under `dir`, matching `pattern`. */
function codesIn(dir: string, pattern: RegExp): string[] {
  return sources(dir).flatMap((f) =>
    [...readFileSync(f, "utf8").matchAll(/"(LUD\d{3})"/g)].map((m) => m[1]!).filter((c) => pattern.test(c)),
  );
}

const reported = new Set([
  ...codesIn(join(repo, "packages/lang/src"), /^LUD[0-2]/),
  ...Object.keys(CHECK_CODES),
  ...codesIn(join(repo, "packages/compiler/src"), /^LUD5/),
]);
const documented = new Set([...docs.matchAll(/^\| (LUD\d{3}) \|/gm)].map((m) => m[1]!));

describe("docs/diagnostics.md", () => {
  it("finds the codes on both sides", () => {
    expect(reported.size).toBeGreaterThan(80);
    expect(documented.size).toBeGreaterThan(80);
  });

  it("documents every code that can be reported", () => {
    expect([...reported].filter((c) => !documented.has(c)).sort()).toEqual([]);
  });

  it("documents no code that nothing reports", () => {
    expect([...documented].filter((c) => !reported.has(c)).sort()).toEqual([]);
  });

  it("shows at the top what `ludic check` prints for a misspelt zone", () => {
    const file = "rules/cuttle/cuttle.ludic";
    const shown = /^```\n(rules\/cuttle\/cuttle\.ludic:[\s\S]*?)\n```/m.exec(docs)?.[1];
    expect(shown).toBeDefined();
    const line = Number(/^[^:]+:(\d+):/.exec(shown ?? "")?.[1]);
    const lines = readFileSync(join(repo, file), "utf8").split("\n");
    // The example misspells `hand` on that line of the real rules file.
    lines[line - 1] = (lines[line - 1] ?? "").replace("hand[", "hnad[");
    const text = lines.join("\n");
    const first = checkGameSources([{ path: file, text }]).diagnostics[0];
    expect(first && formatDiagnostic(first, text)).toBe(shown);
  });
});

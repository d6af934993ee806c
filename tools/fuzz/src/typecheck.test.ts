import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WORKSPACE_ROOT } from "./corpus.js";
import { typecheckEngines } from "./typecheck.js";

function engineFiles(game: string) {
  const src = join(WORKSPACE_ROOT, "packages", "engines", game, "src");
  return readdirSync(src).map((name) => ({
    path: `src/${name}`,
    text: readFileSync(join(src, name), "utf8"),
  }));
}

describe("type-checking compiled engines in batches", () => {
  it("checks each engine of a batch on its own: a generated engine passes, a broken one fails", () => {
    const good = engineFiles("tic-tac-toe");
    const broken = good.map((f) =>
      f.path === "src/index.ts" ? { ...f, text: `${f.text}\nconst n: number = "x";\n` } : f,
    );
    const okDir = join(WORKSPACE_ROOT, "tools", "fuzz", ".mutants", "test-good");
    const badDir = join(WORKSPACE_ROOT, "tools", "fuzz", ".mutants", "test-broken");
    const errors = typecheckEngines([
      { dir: okDir, files: good },
      { dir: badDir, files: broken },
    ]);
    expect(errors.has(okDir)).toBe(false);
    expect(errors.get(badDir)?.join("\n")).toMatch(/index\.ts:\d+: TS2322/);
  });
});

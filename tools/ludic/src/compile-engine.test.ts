import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { bundleEngine, cacheKey, readRules } from "./compile-engine.js";

describe("in-memory engines", () => {
  it("key the cache by the rules' text: an edit is a new engine, the same text the same one", () => {
    const dir = mkdtempSync(join(tmpdir(), "ludic-key-"));
    writeFileSync(join(dir, "g.ludic"), "game g {}\n");
    const first = cacheKey(readRules(dir), "file:///runtime.js");
    expect(cacheKey(readRules(dir), "file:///runtime.js")).toBe(first);
    writeFileSync(join(dir, "g.ludic"), "game g { }\n");
    const edited = cacheKey(readRules(dir), "file:///runtime.js");
    expect(edited).not.toBe(first);
    expect(cacheKey(readRules(dir), "file:///other/runtime.js")).not.toBe(edited);
    writeFileSync(join(dir, "g.scenarios"), "scenario x\n"); // not rules: same engine
    expect(cacheKey(readRules(dir), "file:///runtime.js")).toBe(edited);
    // Compiled from elsewhere, the engine names its rules files otherwise: another entry.
    expect(cacheKey(readRules(dir), "file:///runtime.js", "/elsewhere")).not.toBe(edited);
  });

  it("bundle the generated modules into one, importing the runtime by the URL given", async () => {
    const text = await bundleEngine(
      [
        { path: "package.json", text: "{}" },
        {
          path: "src/index.ts",
          text: 'import { twice } from "./rules/twice.js";\nexport const four: number = twice(2);\nexport { IllegalMoveError } from "@ludic/runtime";\n',
        },
        { path: "src/rules/twice.ts", text: "export const twice = (n: number): number => n * 2;\n" },
      ],
      "file:///somewhere/runtime.js",
    );
    expect(text).toContain('from "file:///somewhere/runtime.js"');
    expect(text).toContain("n * 2");
    expect(text).not.toContain("./rules/twice");
    expect(text).not.toContain(": number");
  });
});

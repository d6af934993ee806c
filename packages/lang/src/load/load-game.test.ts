import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadGameFolder } from "./load-game.js";

describe("loadGameFolder", () => {
  it("reads every .ludic file of the folder, sorted by name, and nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), "ludic-load-"));
    writeFileSync(join(dir, "b.ludic"), "B");
    writeFileSync(join(dir, "a.ludic"), "A");
    writeFileSync(join(dir, "a.scenarios"), "S");
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "sub", "c.ludic"), "C");
    expect(loadGameFolder(dir).files).toEqual([
      { path: join(dir, "a.ludic"), text: "A" },
      { path: join(dir, "b.ludic"), text: "B" },
    ]);
  });
});

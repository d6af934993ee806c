import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

function imports(file: string): string[] {
  const text = readFileSync(join(here, file), "utf8");
  return [...text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? "",
  );
}

describe("@ludic/language-server/services runs in a browser worker", () => {
  it("has its modules", () => {
    expect(sources).toContain("index.ts");
    expect(sources).toContain("services.ts");
  });

  it.each(sources)("%s imports no Node built-in and not the LSP library", (file) => {
    const bad = imports(file).filter(
      (s) => s.startsWith("node:") || s.startsWith("vscode-languageserver") || s.startsWith("../"),
    );
    expect(bad).toEqual([]);
  });
});

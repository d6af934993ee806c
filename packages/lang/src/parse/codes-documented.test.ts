import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every LUD1xx/LUD2xx code the front end can emit has an entry in docs/diagnostics.md. */
const src = new URL("..", import.meta.url).pathname;
const docs = readFileSync(new URL("../../../../docs/diagnostics.md", import.meta.url), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")
        ? [join(dir, e.name)]
        : [],
  );
}

describe("front-end diagnostic codes", () => {
  const files = [
    ...sources(join(src, "lex")),
    ...sources(join(src, "parse")),
    ...sources(join(src, "ast/build")),
    ...sources(join(src, "diagnostics")),
    join(src, "parse-file.ts"),
    join(src, "check-folder.ts"),
  ];
  const codes = new Set(
    files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"(LUD[012]\d\d)"/g)].map((m) => m[1]!)),
  );

  it("finds the codes in the sources", () => {
    expect(codes.size).toBeGreaterThanOrEqual(10);
  });

  it.each([...codes])("%s is documented", (code) => {
    expect(docs).toMatch(new RegExp(`\\| ${code} \\|`));
  });
});

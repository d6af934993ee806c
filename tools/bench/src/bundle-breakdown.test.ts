import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleModules } from "./bundle-breakdown.js";

const dir = mkdtempSync(join(tmpdir(), "bundle-breakdown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bundleModules", () => {
  it("splits a bundle by module: minified bytes from the metafile, a gzip share for each", async () => {
    // `big` carries text gzip cannot take from `small`; `unused` is dropped by tree-shaking.
    const words = Array.from({ length: 400 }, (_, i) => `w${(i * 7919) % 10007}`).join(" ");
    writeFileSync(join(dir, "big.ts"), `export const big = ${JSON.stringify(words)};\n`);
    writeFileSync(join(dir, "small.ts"), 'export const small = () => "small";\nexport const unused = 1;\n');
    writeFileSync(
      join(dir, "entry.ts"),
      'import { big } from "./big";\nimport { small } from "./small";\nexport const out = [big, small()];\n',
    );
    const b = await bundleModules(join(dir, "entry.ts"));
    const of = (name: string) => b.modules.find((m) => m.path === relative(process.cwd(), join(dir, name)));
    const big = of("big.ts");
    const small = of("small.ts");
    expect(big && small && of("entry.ts")).toBeTruthy();
    expect(b.modules.reduce((s, m) => s + m.bytes, 0)).toBeLessThanOrEqual(b.minified);
    expect(big?.bytes).toBeGreaterThan(words.length);
    expect(big?.gzipShare).toBeGreaterThan((small?.gzipShare ?? 0) * 10);
    expect(big?.gzipShare).toBeLessThanOrEqual(b.gzip);
  });
});

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { writeFiles } from "./commands/build.js";
import {
  compileToDist,
  rewriteRuntimeImports,
  standalonePackageJson,
  standaloneReadme,
  vendorRuntime,
} from "./standalone.js";

const runtimeSrc = join(dirname(fileURLToPath(import.meta.url)), "../../../packages/runtime/src");

/** What the compiler emits for a game, in miniature: runtime imports from the root and from a subfolder. */
const generated = [
  {
    path: "package.json",
    text: JSON.stringify({
      name: "@ludic/fake",
      version: "0.1.0",
      type: "module",
      exports: { ".": { types: "./src/index.ts", default: "./src/index.ts" } },
      dependencies: { "@ludic/runtime": "*" },
    }),
  },
  { path: "tsconfig.json", text: '{ "extends": "../../../tsconfig.base.json" }\n' },
  { path: "README.md", text: "# fake\n" },
  {
    path: "src/index.ts",
    text: 'export { roll } from "./rules/roll.js";\nexport { IllegalMoveError } from "@ludic/runtime";\nexport type { Move } from "@ludic/runtime";\n',
  },
  {
    path: "src/rules/roll.ts",
    text: 'import { randomInt, seedRng } from "@ludic/runtime";\n\nexport function roll(seed: string): number {\n  return randomInt(seedRng(seed), 6) + 1;\n}\n',
  },
];

describe("standalone packages", () => {
  it("rewrites runtime imports relative to each file", () => {
    expect(rewriteRuntimeImports("src/index.ts", 'import { a } from "@ludic/runtime";')).toBe(
      'import { a } from "./runtime/index.js";',
    );
    expect(rewriteRuntimeImports("src/rules/x.ts", "export type { M } from '@ludic/runtime'")).toBe(
      "export type { M } from '../runtime/index.js'",
    );
    // Only module specifiers: a string that merely mentions the package is left alone.
    expect(rewriteRuntimeImports("src/x.ts", 'const s = "@ludic/runtime";')).toBe(
      'const s = "@ludic/runtime";',
    );
  });

  it("points package.json at dist; the runtime is a dependency unless it is bundled", () => {
    const text = generated[0]?.text ?? "";
    const entries = ["src/index.ts", "src/meta.ts"];
    const pkg = JSON.parse(
      standalonePackageJson(text, { bundleRuntime: false, runtimeVersion: "0.3.1" }, entries),
    );
    expect(pkg.exports).toEqual({
      ".": { types: "./dist/index.d.ts", import: "./dist/index.js", default: "./dist/index.js" },
      "./meta": { types: "./dist/meta.d.ts", import: "./dist/meta.js", default: "./dist/meta.js" },
    });
    expect(pkg.dependencies).toEqual({ "@ludic/runtime": "^0.3.1" });
    expect(pkg.type).toBe("module");
    expect(pkg.sideEffects).toBe(false);
    const bundled = JSON.parse(
      standalonePackageJson(text, { bundleRuntime: true, runtimeVersion: "0.3.1" }, entries),
    );
    expect(bundled.dependencies).toBeUndefined();
  });

  it("tells a reader outside the repository how the package is rebuilt and installed", () => {
    const text =
      "# @ludic/fake\n\n> Do not edit: change the rules and run\n> `npm run generate`.\n\n```ts\nimport {} from 'x';\n```\n";
    const readme = standaloneReadme(text, { bundleRuntime: false, runtimeVersion: "0.1.0" });
    expect(readme).not.toContain("npm run generate");
    expect(readme).toContain("`ludic build <rules folder> --standalone`");
    expect(readme.indexOf("@ludic/runtime")).toBeLessThan(readme.indexOf("```ts"));
    expect(standaloneReadme(text, { bundleRuntime: true, runtimeVersion: "0.1.0" })).toContain(
      "no dependencies",
    );
  });

  it("reports type errors instead of emitting a broken package", () => {
    const broken = [{ path: "src/index.ts", text: "export const n: number = 'one';\n" }];
    expect(() => compileToDist(broken)).toThrow(/does not type-check:\n {2}src\/index\.ts:1: TS2322/);
  });

  it("builds a package a fresh node process can import by name", () => {
    const files = vendorRuntime(generated, runtimeSrc);
    expect(files.map((f) => f.path)).toContain("src/runtime/rng.ts");
    expect(files.some((f) => f.path.endsWith(".test.ts"))).toBe(false);
    const dist = compileToDist(files);
    const root = mkdtempSync(join(tmpdir(), "ludic-standalone-"));
    const pkgDir = join(root, "fake");
    writeFiles([...files, ...dist], pkgDir);
    expect(existsSync(join(pkgDir, "dist", "index.d.ts"))).toBe(true);
    expect(readFileSync(join(pkgDir, "dist", "rules", "roll.js"), "utf8")).toContain(
      'from "../runtime/index.js"',
    );

    // An app elsewhere, with the package installed the way `npm install <dir>` links it.
    const app = join(root, "app");
    mkdirSync(join(app, "node_modules", "@ludic"), { recursive: true });
    symlinkSync(pkgDir, join(app, "node_modules", "@ludic", "fake"), "dir");
    writeFileSync(join(app, "package.json"), '{ "type": "module" }\n');
    const script =
      'import { roll, IllegalMoveError } from "@ludic/fake";\n' +
      "console.log(JSON.stringify({ a: roll('s'), b: roll('s'), error: typeof IllegalMoveError }));\n";
    writeFileSync(join(app, "main.js"), script);
    const r = spawnSync(process.execPath, ["main.js"], { cwd: app, encoding: "utf8" });
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as { a: number; b: number; error: string };
    expect(out.a).toBeGreaterThanOrEqual(1);
    expect(out.a).toBeLessThanOrEqual(6);
    expect(out.b).toBe(out.a);
    expect(out.error).toBe("function");
  });
});

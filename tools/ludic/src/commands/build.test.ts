import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import type { BuildResultLike, CompilerApi } from "../api.js";
import { main } from "../cli.js";
import { memoryIo } from "../io.js";
import { diag, fakeDeps, fakeLang } from "../testing/fake-deps.js";
import { writeFiles } from "./build.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

function workspace(games: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "ludic-build-"));
  for (const g of games) {
    mkdirSync(join(root, "rules", g), { recursive: true });
    writeFileSync(join(root, "rules", g, `${g}.ludic`), `game ${g} {}\n`);
  }
  return root;
}

function fakeCompiler(broken: string[] = []): CompilerApi & { built: string[] } {
  const built: string[] = [];
  return {
    built,
    buildGame: (dir): BuildResultLike => {
      const id = dir.split("/").at(-1) as string;
      built.push(id);
      const ok = !broken.includes(id);
      return {
        ok,
        gameId: ok ? id : null,
        diagnostics: ok ? [] : [diag("LUD201")],
        sources: new Map(),
        timings: {},
        files: [
          { path: "package.json", text: `{ "name": "@ludic/${id}", "type": "module" }` },
          {
            path: "src/index.ts",
            text: `export const id: string = "${id}";\nexport { IllegalMoveError } from "@ludic/runtime";\n`,
          },
        ],
      };
    },
    compileSources: () => {
      throw new Error("ludic build compiles folders (buildGame)");
    },
    writePackage: (files, outDir) => {
      writeFiles(files, outDir);
      return { written: files.length, removed: 0 };
    },
  };
}

describe("ludic build", () => {
  it("writes packages/engines/<game> by default", async () => {
    const root = workspace(["alpha"]);
    const io = memoryIo();
    const deps = fakeDeps({ workspaceRoot: root, cwd: root, loadCompiler: async () => fakeCompiler() });
    expect(await main(["build", "rules/alpha"], deps, io)).toBe(0);
    expect(readFileSync(join(root, "packages/engines/alpha/src/index.ts"), "utf8")).toContain('"alpha"');
    expect(io.stdout[0]).toMatch(
      /^rules\/alpha → packages\/engines\/alpha: package for alpha, 2 files written, 0 removed \(\d+ ms\)$/,
    );
  });

  it("builds every game of a folder with progress, and fails when one does not compile", async () => {
    const root = workspace(["alpha", "beta", "gamma"]);
    const compiler = fakeCompiler(["beta"]);
    const io = memoryIo();
    const deps = fakeDeps({
      workspaceRoot: root,
      cwd: root,
      loadCompiler: async () => compiler,
      loadLang: async () => fakeLang([]),
    });
    expect(await main(["build", "rules"], deps, io)).toBe(1);
    expect(compiler.built).toEqual(["alpha", "beta", "gamma"]);
    expect(io.stderr).toEqual([
      "[1/3] building rules/alpha …",
      "[2/3] building rules/beta …",
      "[3/3] building rules/gamma …",
    ]);
    expect(io.stdout).toContain("rules/beta: not built, 1 error");
    expect(io.stdout.join("\n")).toContain("error LUD201");
    expect(io.stdout.at(-1)).toBe("2 of 3 games built");
  });

  it("refuses --out with several games", async () => {
    const root = workspace(["alpha", "beta"]);
    const io = memoryIo();
    const deps = fakeDeps({ workspaceRoot: root, cwd: root, loadCompiler: async () => fakeCompiler() });
    expect(await main(["build", "rules", "--out", "x"], deps, io)).toBe(2);
  });

  it("refuses a folder outside the repository without --out, and writes nothing", async () => {
    const repo = workspace([]);
    const elsewhere = workspace(["alpha"]);
    const compiler = fakeCompiler();
    const io = memoryIo();
    const deps = fakeDeps({ workspaceRoot: repo, cwd: elsewhere, loadCompiler: async () => compiler });
    expect(await main(["build", "rules/alpha"], deps, io)).toBe(2);
    expect(io.stderr[0]).toContain("is outside the repository");
    expect(io.stderr[0]).toContain("--out <dir>");
    expect(compiler.built).toEqual([]);
    expect(existsSync(join(repo, "packages"))).toBe(false);
    expect(await main(["build", "rules/alpha", "--out", "engine"], deps, memoryIo())).toBe(0);
    expect(existsSync(join(elsewhere, "engine/src/index.ts"))).toBe(true);
  });

  it("--standalone compiles to dist with @ludic/runtime as a dependency, publishable", async () => {
    const root = workspace(["alpha"]);
    const io = memoryIo();
    const deps = fakeDeps({ workspaceRoot: repoRoot, cwd: root, loadCompiler: async () => fakeCompiler() });
    // The scratch folder is outside the repository: --out says where the package goes.
    expect(await main(["build", "rules/alpha", "--standalone", "--out", "out/alpha"], deps, io)).toBe(0);
    const js = readFileSync(join(root, "out/alpha/dist/index.js"), "utf8");
    expect(js).toContain('from "@ludic/runtime"');
    expect(existsSync(join(root, "out/alpha/dist/index.d.ts"))).toBe(true);
    expect(existsSync(join(root, "out/alpha/dist/index.js.map"))).toBe(true);
    expect(existsSync(join(root, "out/alpha/src/runtime"))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(root, "out/alpha/package.json"), "utf8"));
    const runtimeVersion = JSON.parse(
      readFileSync(join(repoRoot, "packages/runtime/package.json"), "utf8"),
    ).version;
    expect(pkg.dependencies).toEqual({ "@ludic/runtime": `^${runtimeVersion}` });
    expect(pkg.exports["."]).toEqual({
      types: "./dist/index.d.ts",
      import: "./dist/index.js",
      default: "./dist/index.js",
    });
    expect(pkg.private).toBeUndefined();
    expect(pkg.sideEffects).toBe(false);
    expect(io.stdout[0]).toContain("standalone package for alpha");
  });

  it("--bundle-runtime vendors the runtime: no dependency left", async () => {
    const root = workspace(["alpha"]);
    const io = memoryIo();
    const deps = fakeDeps({ workspaceRoot: repoRoot, cwd: root, loadCompiler: async () => fakeCompiler() });
    const args = ["build", "rules/alpha", "--standalone", "--bundle-runtime", "--out", "out/alpha"];
    expect(await main(args, deps, io)).toBe(0);
    expect(existsSync(join(root, "out/alpha/src/runtime/index.ts"))).toBe(true);
    expect(readFileSync(join(root, "out/alpha/dist/index.js"), "utf8")).toContain(
      'from "./runtime/index.js"',
    );
    expect(
      JSON.parse(readFileSync(join(root, "out/alpha/package.json"), "utf8")).dependencies,
    ).toBeUndefined();
    expect(io.stdout[0]).toContain("runtime bundled");
    expect(await main(["build", "rules/alpha", "--bundle-runtime", "--out", "x"], deps, memoryIo())).toBe(2);
  });

  it("--name and --scope name the package", async () => {
    const root = workspace(["alpha"]);
    const deps = fakeDeps({ workspaceRoot: repoRoot, cwd: root, loadCompiler: async () => fakeCompiler() });
    const nameOf = () => JSON.parse(readFileSync(join(root, "out/package.json"), "utf8")).name;
    expect(await main(["build", "rules/alpha", "--scope", "@acme", "--out", "out"], deps, memoryIo())).toBe(
      0,
    );
    expect(nameOf()).toBe("@acme/alpha");
    const named = ["build", "rules/alpha", "--scope", "@acme", "--name", "alpha-engine", "--out", "out"];
    expect(await main(named, deps, memoryIo())).toBe(0);
    expect(nameOf()).toBe("@acme/alpha-engine");
    expect(await main(["build", "rules/alpha", "--name", "plain", "--out", "out"], deps, memoryIo())).toBe(0);
    expect(nameOf()).toBe("plain");
    const io = memoryIo();
    expect(await main(["build", "rules/alpha", "--scope", "acme", "--out", "out"], deps, io)).toBe(2);
    expect(io.stderr[0]).toContain("--scope must look like @my-scope");
    expect(
      await main(["build", "rules/alpha", "--name", "Not Valid", "--out", "out"], deps, memoryIo()),
    ).toBe(2);
  });
});

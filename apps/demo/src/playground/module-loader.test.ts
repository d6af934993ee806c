import { init } from "es-module-lexer";
import { describe, expect, it } from "vitest";
import { dataUrlHost } from "./load-engine.js";
import { importsOf, loadModules, resolvePath, rewriteImports, runtimeShim } from "./module-loader.js";

describe("the engine module loader", () => {
  it("rewrites static, re-export and dynamic imports, never text inside a string", async () => {
    await init;
    const code = `import { a } from "./a.js";\nexport { b } from './b.js';\nconst s = "from './c.js'";\nconst d = import("./d.js");\n`;
    expect(importsOf(code)).toEqual(["./a.js", "./b.js", "./d.js"]);
    const out = rewriteImports(code, (spec) => `blob:${spec.slice(2)}`);
    expect(out).toBe(
      `import { a } from "blob:a.js";\nexport { b } from 'blob:b.js';\nconst s = "from './c.js'";\nconst d = import("blob:d.js");\n`,
    );
  });

  it("resolves paths inside the package only", () => {
    expect(resolvePath("src/index.js", "./rules.js")).toBe("src/rules.js");
    expect(resolvePath("src/a/b.js", "../c.js")).toBe("src/c.js");
    expect(resolvePath("src/index.js", "../../x.js")).toBeNull();
  });

  it("loads modules in dependency order with the host's runtime, and refuses other imports and cycles", async () => {
    const runtime = { twice: (n: number) => 2 * n };
    expect(runtimeShim(runtime, "__r")).toContain("export const twice = r.twice;");
    const files = [
      {
        path: "src/index.js",
        code: `import { n } from "./state.js";\nimport { twice } from "@ludic/runtime";\nexport default twice(n);`,
      },
      { path: "src/state.js", code: "export const n = 21;" },
    ];
    const mod = (await loadModules(files, "src/index.js", { ...dataUrlHost, runtime })) as {
      default: number;
    };
    expect(mod.default).toBe(42);
    await expect(
      loadModules([{ path: "src/index.js", code: `import "node:fs";` }], "src/index.js", {
        ...dataUrlHost,
        runtime,
      }),
    ).rejects.toThrow('imports "node:fs", which a playground engine cannot load');
    await expect(
      loadModules(
        [
          { path: "src/index.js", code: `import "./a.js";` },
          { path: "src/a.js", code: `import "./index.js";` },
        ],
        "src/index.js",
        { ...dataUrlHost, runtime },
      ),
    ).rejects.toThrow("cycle");
  });
});

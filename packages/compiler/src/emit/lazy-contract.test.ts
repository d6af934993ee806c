/**
 * `import { meta }` runs none of the rules: meta.ts is data, and index.ts builds the engine
 * contract (@ludic/runtime makeContract) only when one of its functions is first called.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostics } from "@ludic/lang";
import type { Engine, GameMeta } from "@ludic/runtime";
import { describe, expect, it, vi } from "vitest";
import { compileText } from "../testing/compile-and-load.js";
import { writePackage } from "../write-package.js";

// Every contract the engine builds passes through one of these: counted, then built as usual.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock("@ludic/runtime", async (importOriginal) => {
  const runtime = await importOriginal<typeof import("@ludic/runtime")>();
  return {
    ...runtime,
    makeContract: ((tables) => {
      built.count += 1;
      return runtime.makeContract(tables);
    }) as typeof runtime.makeContract,
    lazyContract: ((names, code) =>
      runtime.lazyContract(names, () => {
        built.count += 1;
        return code();
      })) as typeof runtime.lazyContract,
  };
});

const here = dirname(fileURLToPath(import.meta.url));
const rules = join(here, "..", "..", "..", "..", "rules", "examples", "tic-tac-toe", "tic-tac-toe.ludic");
const outDir = join(here, "..", "..", ".test-engines", "lazy-contract");

function writeEngine(): void {
  const result = compileText({ "tic-tac-toe.ludic": readFileSync(rules, "utf8") });
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, result.sources));
  writePackage(
    result.files.filter((f) => f.path.startsWith("src/")),
    outDir,
  );
}

describe("importing meta", () => {
  it("builds no contract until a function of the engine is called, then builds it once", async () => {
    writeEngine();
    const data = (await import(join(outDir, "src", "meta.ts"))) as { meta: GameMeta };
    expect(data.meta.id).toBe("tic-tac-toe");
    expect(data.meta.actions.map((a) => a.name)).toEqual(["place"]);

    const index = (await import(join(outDir, "src", "index.ts"))) as {
      meta: GameMeta;
      engine: Engine;
      playout(st: unknown, choose: (n: number) => number): unknown;
    };
    expect(index.meta).toBe(data.meta);
    expect(built.count).toBe(0);

    const st = index.engine.setup({ players: 2, seed: "lazy" });
    expect(built.count).toBe(1);
    expect(index.engine.legalMoves(st, 0)).toHaveLength(9);
    index.playout(st, () => 0);
    expect(built.count).toBe(1);
  });
});

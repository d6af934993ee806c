/**
 * Compile time per rules folder, in CPU time: parse + check, and the whole compile (parse, check,
 * lower, emit, tidied by emit/format.ts) in memory. `cold` is the first compile of every folder in
 * this process, one after the other (what `ludic build rules` pays, JIT warm-up included: the
 * process's CPU time counts V8's background compiler threads too, nearly half of a cold compile);
 * `warm` the median of later runs.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";

import { cpuMs } from "./playouts.js";
import { median } from "./stats.js";

export interface CompileFigures {
  dir: string;
  game: string;
  files: number;
  lines: number;
  errors: number;
  cold: number;
  parseCheck: number;
  warm: number;
}

function dirs(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .sort()
    .map((d) => join(path, d))
    .filter((d) => statSync(d).isDirectory());
}

/** Every folder with .ludic files under rules/ and rules/examples/. */
export function rulesFolders(root: string): string[] {
  return [...dirs(join(root, "rules")), ...dirs(join(root, "rules", "examples"))].filter((d) =>
    readdirSync(d).some((f) => f.endsWith(".ludic")),
  );
}

export async function measureCompile(root: string, repeats: number): Promise<CompileFigures[]> {
  const { checkGameFolder } = await import("@ludic/lang");
  const { buildGame } = await import("@ludic/compiler");
  const folders = rulesFolders(root);
  const cold = folders.map((dir) => {
    const t = cpuMs();
    buildGame(dir, { root });
    return cpuMs() - t;
  });
  return folders.map((dir, i) => {
    const checks: number[] = [];
    let result = checkGameFolder(dir);
    for (let r = 0; r < repeats * 2 + 1; r++) {
      const t = cpuMs();
      result = checkGameFolder(dir);
      checks.push(cpuMs() - t);
    }
    const compiles: number[] = [];
    for (let r = 0; r < repeats; r++) {
      const t = cpuMs();
      buildGame(dir, { root });
      compiles.push(cpuMs() - t);
    }
    return {
      dir: dir.slice(root.length + 1),
      game: basename(dir),
      files: result.sources.size,
      lines: [...result.sources.values()].reduce((n, text) => n + text.split("\n").length, 0),
      errors: result.diagnostics.filter((d) => d.severity === "error").length,
      cold: cold[i] as number,
      parseCheck: median(checks),
      warm: median(compiles),
    };
  });
}

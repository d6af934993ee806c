/**
 * `npm run bench`: how long parsing and checking takes per game, and how many random playouts per
 * second each generated engine runs. Prints figures; never asserts timings (machines differ).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { Engine } from "@ludic/runtime";

import { measureMcts } from "./mcts.js";
import { measurePlayouts } from "./playouts.js";
import { table } from "./table.js";

const root = resolve(fileURLToPath(import.meta.url), "../../../..");
const budgetMs = Number(process.env.BENCH_MS ?? 2000);

function dirs(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .sort()
    .map((d) => join(path, d))
    .filter((d) => statSync(d).isDirectory());
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function benchRules(): Promise<void> {
  const games = dirs(join(root, "rules")).filter((d) => readdirSync(d).some((f) => f.endsWith(".ludic")));
  if (games.length === 0) {
    console.log("parse + check: no rules folders found, skipped\n");
    return;
  }
  const { checkGameFolder } = await import("@ludic/lang");
  const { buildGame } = await import("@ludic/compiler");
  const rows: string[][] = [];
  for (const dir of games) {
    checkGameFolder(dir); // warm-up: parser construction, JIT
    const times: number[] = [];
    let result = checkGameFolder(dir);
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      result = checkGameFolder(dir);
      times.push(performance.now() - t);
    }
    // The whole compiler: parse, check, lower and emit (ts-morph formatting included).
    buildGame(dir, { root });
    const compiles: number[] = [];
    const emits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const built = buildGame(dir, { root });
      compiles.push(performance.now() - t);
      emits.push(built.timings.emit ?? 0);
    }
    const lines = [...result.sources.values()].reduce((n, text) => n + text.split("\n").length, 0);
    const errors = result.diagnostics.filter((d) => d.severity === "error").length;
    rows.push([
      dir.slice(root.length + 1),
      String(result.sources.size),
      String(lines),
      `${median(times).toFixed(1)} ms`,
      `${median(compiles).toFixed(0)} ms`,
      `${median(emits).toFixed(0)} ms`,
      String(errors),
    ]);
  }
  console.log(
    "rules: parse + check (median of 7) and the whole compile to an engine (median of 3), after a warm-up",
  );
  console.log(table(["rules", "files", "lines", "parse+check", "compile", "of which emit", "errors"], rows));
  console.log();
}

async function benchEngines(): Promise<void> {
  const engines = dirs(join(root, "packages", "engines")).filter((d) =>
    existsSync(join(d, "src", "index.ts")),
  );
  if (engines.length === 0) {
    console.log("playouts: no engines under packages/engines, skipped (npm run generate)");
    return;
  }
  const rows: string[][] = [];
  for (const dir of engines) {
    const name = dir.slice(root.length + 1);
    try {
      const engine = (await import(pathToFileURL(join(dir, "src", "index.ts")).href)) as Engine;
      const f = measurePlayouts(engine, budgetMs, Math.min(500, budgetMs / 4));
      rows.push([
        name,
        String(f.games),
        `${(f.games / f.seconds).toFixed(1)}/s`,
        `${Math.round(f.moves / f.seconds)}/s`,
        (f.moves / Math.max(1, f.games)).toFixed(0),
        String(f.capped),
      ]);
    } catch (e) {
      rows.push([
        name,
        "-",
        "-",
        "-",
        "-",
        `error: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`,
      ]);
    }
  }
  console.log(`random playouts (${budgetMs} ms per engine after a warm-up; BENCH_MS to change)`);
  console.log(table(["engine", "games", "games/s", "moves/s", "moves/game", "capped"], rows));
}

async function benchMcts(): Promise<void> {
  const iterations = Number(process.env.BENCH_MCTS_ITERATIONS ?? 200);
  const rows: string[][] = [];
  for (const dir of dirs(join(root, "packages", "engines"))) {
    if (!existsSync(join(dir, "src", "index.ts"))) continue;
    const name = dir.slice(root.length + 1);
    try {
      const engine = (await import(pathToFileURL(join(dir, "src", "index.ts")).href)) as Engine;
      if (typeof engine.determinize !== "function") {
        rows.push([name, "-", "-", "no determinize()"]);
        continue;
      }
      const f = measureMcts(engine, iterations, budgetMs, Math.min(500, budgetMs / 4));
      rows.push([
        name,
        String(f.decisions),
        `${(f.decisions / f.seconds).toFixed(1)}/s`,
        `${Math.round(f.iterations / f.seconds)}/s`,
      ]);
    } catch (e) {
      rows.push([name, "-", "-", `error: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`]);
    }
  }
  if (rows.length === 0) return;
  console.log();
  console.log(
    `MCTS bot (@ludic/bots), ${iterations} iterations per decision, one thread (BENCH_MCTS_ITERATIONS to change)`,
  );
  console.log(table(["engine", "decisions", "decisions/s", "iterations/s"], rows));
}

await benchRules();
await benchEngines();
await benchMcts();

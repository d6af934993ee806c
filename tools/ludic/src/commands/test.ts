import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

import type { Engine } from "@ludic/runtime";

import type { Deps, TestingApi } from "../api.js";
import type { Io } from "../io.js";
import { displayPath, resolveGameFolders } from "../workspace.js";

interface Tally {
  passed: number;
  failed: number;
}

/**
 * `ludic test <dir>`: the folder's `*.scenarios` files run through @ludic/testing's harness
 * against the built engine of that game (packages/engines/<game>; the game id comes from the
 * checker). Prints each failure in full, a line per file, and a total; exit 1 on any failure.
 */
export async function testCommand(path: string, deps: Deps, io: Io): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  const lang = await deps.loadLang();
  const testing = await deps.loadTesting();
  const total: Tally = { passed: 0, failed: 0 };
  for (const [i, dir] of folders.entries()) {
    const shown = displayPath(dir, deps.cwd);
    if (folders.length > 1) io.err(`[${i + 1}/${folders.length}] testing ${shown} …`);
    const checked = lang.checkGameFolder(dir);
    if (!checked.game) {
      io.out(lang.formatDiagnostics(checked.diagnostics, checked.sources));
      io.out(`${shown}: the rules do not check; fix them before testing`);
      total.failed++;
      continue;
    }
    const engine = await deps.loadEngine(checked.game.id);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".scenarios"))
      .sort()
      .map((f) => join(dir, f));
    if (files.length === 0) {
      io.out(`${shown}: no .scenarios files`);
      total.failed++;
      continue;
    }
    for (const file of files) {
      const t = runFile(file, engine, testing, io, deps);
      total.passed += t.passed;
      total.failed += t.failed;
    }
  }
  io.out(`${total.passed} passed, ${total.failed} failed`);
  return total.failed > 0 || total.passed === 0 ? 1 : 0;
}

function runFile(file: string, engine: Engine, testing: TestingApi, io: Io, deps: Deps): Tally {
  const shown = displayPath(file, deps.cwd);
  const { scenarios, errors } = testing.parseScenarios(readFileSync(file, "utf8"), file);
  const tally: Tally = { passed: 0, failed: errors.length };
  for (const e of errors) io.out(`✗ ${shown}:${e.line}: ${e.message}`);
  for (const s of scenarios) {
    let result: { ok: boolean; failures: string[] };
    try {
      result = testing.runScenario(engine, s);
    } catch (e) {
      // An engine that throws where it should refuse a move is a finding, not a crash of the tool.
      result = { ok: false, failures: [`the engine threw: ${e instanceof Error ? e.message : String(e)}`] };
    }
    if (result.ok) {
      tally.passed++;
      continue;
    }
    tally.failed++;
    io.out(`✗ ${shown}:${s.line} ${[...s.rules, s.title].join(" ")}`);
    for (const f of result.failures) io.out(`    ${f.split("\n").join("\n    ")}`);
  }
  io.out(`${basename(file)}: ${tally.passed} passed, ${tally.failed} failed`);
  return tally;
}

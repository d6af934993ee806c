import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

import type { Engine, GameOptions } from "@ludic/runtime";

import type { Deps, ScenarioLike, TestingApi } from "../api.js";
import { OPTION_FLAG, onePath, parse } from "../args.js";
import type { Command } from "../command.js";
import { gameOptions, parseOptionPairs } from "../game-options.js";
import type { Io } from "../io.js";
import { displayPath, resolveGameFolders } from "../workspace.js";

export interface ScenarioReport {
  file: string;
  line: number;
  title: string;
  rules: string[];
  ok: boolean;
  failures: string[];
}

export interface TestReport {
  ok: boolean;
  passed: number;
  failed: number;
  /** Folders whose rules did not compile, or held no scenarios. */
  problems: { folder: string; message: string; diagnostics?: unknown[] }[];
  scenarios: ScenarioReport[];
}

export interface TestOptions {
  json?: boolean;
  /** `--option name=value`: setup options every scenario starts with (its own `option` lines win). */
  options?: Map<string, string>;
}

/**
 * `ludic test <dir>`: the folder's `*.scenarios` files run through @ludic/testing's harness
 * against the engine compiled from the rules in that folder now (never an engine built earlier).
 * Prints each failure in full, a line per file, and a total (or, with --json, one JSON document);
 * exit 1 on any failure.
 */
export async function testCommand(path: string, deps: Deps, io: Io, o: TestOptions = {}): Promise<number> {
  const folders = resolveGameFolders(path, deps.cwd);
  const testing = await deps.loadTesting();
  const report: TestReport = { ok: false, passed: 0, failed: 0, problems: [], scenarios: [] };
  const out = (line: string) => {
    if (!o.json) io.out(line);
  };
  for (const [i, dir] of folders.entries()) {
    const shown = displayPath(dir, deps.cwd);
    if (folders.length > 1 && !o.json) io.err(`[${i + 1}/${folders.length}] testing ${shown} …`);
    const compiled = await deps.compileGame(dir);
    if (!compiled.ok) {
      const message = "the rules do not compile; fix them before testing";
      if (!o.json) {
        const lang = await deps.loadLang();
        io.out(lang.formatDiagnostics(compiled.diagnostics, compiled.sources));
      }
      out(`${shown}: ${message}`);
      report.problems.push({ folder: shown, message, diagnostics: compiled.diagnostics });
      report.failed++;
      continue;
    }
    const engine = compiled.game.engine;
    const options = o.options ? gameOptions(o.options, engine.meta) : undefined;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".scenarios"))
      .sort()
      .map((f) => join(dir, f));
    if (files.length === 0) {
      out(`${shown}: no .scenarios files`);
      report.problems.push({ folder: shown, message: "no .scenarios files" });
      report.failed++;
      continue;
    }
    for (const file of files) {
      const results = runFile(file, engine, testing, deps, options);
      const passed = results.filter((r) => r.ok).length;
      for (const r of results) {
        if (r.ok) continue;
        out(`✗ ${r.file}:${r.line}${r.title ? ` ${[...r.rules, r.title].join(" ")}` : `: ${r.failures[0]}`}`);
        if (r.title) for (const f of r.failures) out(`    ${f.split("\n").join("\n    ")}`);
      }
      out(`${basename(file)}: ${passed} passed, ${results.length - passed} failed`);
      report.passed += passed;
      report.failed += results.length - passed;
      report.scenarios.push(...results);
    }
  }
  report.ok = report.failed === 0 && report.passed > 0;
  if (o.json) io.out(JSON.stringify(report, null, 2));
  else io.out(`${report.passed} passed, ${report.failed} failed`);
  return report.ok ? 0 : 1;
}

function runFile(
  file: string,
  engine: Engine,
  testing: TestingApi,
  deps: Deps,
  options: GameOptions | undefined,
): ScenarioReport[] {
  const shown = displayPath(file, deps.cwd);
  const { scenarios, errors } = testing.parseScenarios(readFileSync(file, "utf8"), file);
  const results: ScenarioReport[] = errors.map((e) => ({
    file: shown,
    line: e.line,
    title: "",
    rules: [],
    ok: false,
    failures: [e.message],
  }));
  for (const s of scenarios) {
    const scenario: ScenarioLike = options ? { ...s, options: { ...options, ...s.options } } : s;
    let result: { ok: boolean; failures: string[] };
    try {
      result = testing.runScenario(engine, scenario);
    } catch (e) {
      // An engine that throws where it should refuse a move is a finding, not a crash of the tool.
      result = { ok: false, failures: [`the engine threw: ${e instanceof Error ? e.message : String(e)}`] };
    }
    results.push({ file: shown, line: s.line, title: s.title, rules: s.rules, ...result });
  }
  return results;
}

export const test: Command = {
  name: "test",
  usage: `test <dir> [--json] [--option name=value]
                                         run the folder's .scenarios files against the engine
                                         compiled from its rules; --json: results as data`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(
      args,
      { json: { type: "boolean", default: false }, ...OPTION_FLAG },
      "test",
    );
    return testCommand(onePath(positionals, "test", "game folder"), deps, io, {
      json: values.json === true,
      options: parseOptionPairs(values.option as string[] | undefined),
    });
  },
};

/**
 * The built `ludic` (bin/ludic.mjs running dist/, no TypeScript loader) as a user runs it: from a
 * folder outside the repository, on game folders kept there, with piped stdin. Every command
 * compiles the rules it is given, so a rules change shows at once.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const cliRoot = join(here, "..");
const repo = join(cliRoot, "..", "..");
const bin = join(cliRoot, "bin", "ludic.mjs");
// Hang guards only: a child process needs a few seconds on a quiet machine; this one is shared.
const HANG_GUARD = 120_000;

let outside = "";
let cache = "";

function ludic(args: string[], input = "") {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: outside,
    input,
    encoding: "utf8",
    timeout: HANG_GUARD,
    env: { ...process.env, LUDIC_CACHE_DIR: cache },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A copy of the Tic-tac-toe example outside the repository, with an edit to its rules. */
function ticTacToe(name: string, edit: (rules: string) => string = (r) => r): string {
  const dir = join(outside, name);
  cpSync(join(repo, "rules", "examples", "tic-tac-toe"), dir, { recursive: true });
  rmSync(join(dir, "tic-tac-toe.test.ts"));
  const file = join(dir, "tic-tac-toe.ludic");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return dir;
}

const withFirstSeatOption = (rules: string) =>
  rules
    .replace("board grid:", "option firstSeat: int = 0 in [0, 1]\n\nboard grid:")
    .replace("flow { play(seats[0]) }", "flow { play(seats[firstSeat]) }");

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), "ludic-outside-"));
  cache = join(outside, ".cache");
  // Build once here, so the tests below do not race to rebuild dist/.
  const { buildCli } = (await import(join(cliRoot, "scripts", "build.mjs"))) as {
    buildCli: () => Promise<string>;
  };
  await buildCli();
}, 300_000);

describe("the built ludic", { timeout: 300_000 }, () => {
  it("prints its version", () => {
    const r = ludic(["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(join(cliRoot, "package.json"), "utf8")).version);
    expect(readFileSync(join(cliRoot, "dist", "bin.js"), "utf8")).not.toContain("tsx");
  });

  it("tests the rules as they are now: a rule change that breaks a scenario fails at once", () => {
    const dir = ticTacToe("ttt-stale");
    const before = ludic(["test", dir]);
    expect(before.stdout.trimEnd().split("\n").at(-1)).toBe("8 passed, 0 failed");
    expect(before.code).toBe(0);
    // TTT-1 broken: the first seat now marks noughts.
    const file = join(dir, "tic-tac-toe.ludic");
    const rules = readFileSync(file, "utf8");
    writeFileSync(file, rules.replace("then X else O", "then O else X"));
    const after = ludic(["test", dir]);
    expect(after.code).toBe(1);
    expect(after.stdout).toMatch(/✗ .*tic-tac-toe\.scenarios:\d+ TTT-1/);
    expect(after.stdout.trimEnd().split("\n").at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    // And back: the cached engine of the first rules is used again.
    writeFileSync(file, rules);
    expect(ludic(["test", dir]).code).toBe(0);
  });

  it("gives test results and check diagnostics as JSON", () => {
    const dir = ticTacToe("ttt-json", (r) => r.replace("then X else O", "then O else X"));
    const t = ludic(["test", dir, "--json"]);
    expect(t.code).toBe(1);
    const report = JSON.parse(t.stdout);
    expect(report).toMatchObject({ ok: false, passed: expect.any(Number), failed: expect.any(Number) });
    expect(report.passed + report.failed).toBe(8);
    const failed = report.scenarios.filter((s: { ok: boolean }) => !s.ok);
    expect(failed.length).toBe(report.failed);
    expect(failed[0]).toMatchObject({ rules: expect.arrayContaining(["TTT-1"]), ok: false });
    expect(failed[0].failures[0]).toMatch(/tic-tac-toe\.scenarios:\d+: /);

    const broken = ticTacToe("ttt-broken", (r) => `${r}\nrule x( {\n`);
    const c = ludic(["check", broken, "--json"]);
    expect(c.code).toBe(1);
    const checked = JSON.parse(c.stdout);
    expect(checked.ok).toBe(false);
    expect(checked.errors).toBeGreaterThan(0);
    expect(checked.games[0].diagnostics[0]).toMatchObject({
      code: expect.stringMatching(/^LUD\d+$/),
      severity: "error",
      span: { file: expect.stringContaining("tic-tac-toe.ludic"), start: { line: expect.any(Number) } },
    });
    expect(JSON.parse(ludic(["check", ticTacToe("ttt-ok"), "--json"]).stdout)).toMatchObject({
      ok: true,
      errors: 0,
    });
  });

  it("sets the rules' options with --option for test, play and simulate", () => {
    const dir = ticTacToe("ttt-option", withFirstSeatOption);
    expect(ludic(["test", dir]).code).toBe(0);
    // The scenarios expect the first seat to start: with the second starting, they fail.
    const second = ludic(["test", dir, "--option", "firstSeat=1"]);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("it is seat 1's decision, not seat 0's");

    const played = ludic(["play", dir, "--seed", "opt", "--option", "firstSeat=1"], "1\n1\n1\n1\n1\n");
    expect(played.code).toBe(0);
    // The bot (seat 1) moves before the person is asked anything.
    expect(played.stdout.indexOf("seat 1 (bot):")).toBeGreaterThan(-1);
    expect(played.stdout.indexOf("seat 1 (bot):")).toBeLessThan(played.stdout.indexOf("Your move:"));

    const sim = ludic([
      "simulate",
      dir,
      "--games",
      "4",
      "--bots",
      "random",
      "--threads",
      "1",
      "--option",
      "firstSeat=1",
    ]);
    expect(sim.stderr).toContain("4/4 games");
    expect(sim.code).toBe(0);

    const unknown = ludic(["play", dir, "--option", "speed=3"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('tic-tac-toe has no option "speed" (options: firstSeat)');
    const refused = ludic(["test", dir, "--option", "firstSeat=7"]);
    expect(refused.code).toBe(1);
  });

  it("exits as the README says: 2 for a wrong command line, 1 for rules errors", () => {
    const unknownGame = ludic(["play", "chess"]);
    expect(unknownGame.code).toBe(2);
    expect(unknownGame.stderr).toContain('ludic: unknown game "chess"');
    expect(unknownGame.stderr).toContain("tic-tac-toe");
    expect(unknownGame.stderr).not.toMatch(/\n\s+at /);
    expect(ludic(["frobnicate"]).code).toBe(2);
    expect(ludic(["play"]).code).toBe(2);
    expect(ludic(["check", "--fast", "x"]).code).toBe(2);
    const threads = ludic(["simulate", "tic-tac-toe", "--threads", "0"]);
    expect(threads.code).toBe(2);
    expect(threads.stderr).toContain("--threads must be a whole number, at least 1");
    const broken = ticTacToe("ttt-exit", (r) => `${r}\nrule x( {\n`);
    const check = ludic(["check", broken]);
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/tic-tac-toe\.ludic:\d+:\d+ error LUD2\d\d: /);
    expect(ludic(["test", broken]).code).toBe(1);
    expect(ludic(["play", broken], "q\n").code).toBe(1);
  });

  it("checks rules/examples with the rest of rules/", () => {
    const r = ludic(["check", join(repo, "rules"), "--json"]);
    const folders = JSON.parse(r.stdout).games.map((g: { game: string }) => g.game);
    expect(folders).toEqual(expect.arrayContaining(["cuttle", "tic-tac-toe", "connect-four"]));
  });

  it("never builds a folder outside the repository into it without --out", () => {
    const dir = ticTacToe("ttt-build");
    const engine = join(repo, "packages", "engines", "tic-tac-toe", "src", "index.ts");
    const before = statSync(engine).mtimeMs;
    const refused = ludic(["build", dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("is outside the repository");
    expect(statSync(engine).mtimeMs).toBe(before);
    const built = ludic(["build", dir, "--out", "ttt-engine"]);
    expect(built.code).toBe(0);
    expect(existsSync(join(outside, "ttt-engine", "src", "index.ts"))).toBe(true);
    expect(statSync(engine).mtimeMs).toBe(before);
  });

  it("scaffolds a game project that checks, tests and plays", () => {
    const refused = ludic(["init", "my-game"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("not a game id the rules language accepts");
    expect(existsSync(join(outside, "my-game"))).toBe(false);
    const made = ludic(["init", "dot-grid"]);
    expect(made.code).toBe(0);
    const project = join(outside, "dot-grid");
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8"));
    expect(Object.keys(pkg.scripts)).toEqual(["check", "build", "test", "play"]);
    expect(readFileSync(join(project, "rules", "dot-grid.ludic"), "utf8")).toMatch(/^game dot-grid \{/m);
    expect(existsSync(join(project, "dot-grid.test.ts"))).toBe(true);
    expect(existsSync(join(project, "README.md"))).toBe(true);
    expect(ludic(["check", "dot-grid/rules"]).code).toBe(0);
    const tested = ludic(["test", "dot-grid/rules"]);
    expect(tested.stdout.trimEnd().split("\n").at(-1)).toBe("8 passed, 0 failed");
    const played = ludic(["play", "dot-grid/rules", "--seed", "init"], "1\n1\n1\n1\n1\n");
    expect(played.code).toBe(0);
    expect(played.stdout.trimEnd().split("\n").at(-1)).toMatch(/three in a row|the grid is full/);
    expect(ludic(["init", "dot-grid"]).code).toBe(2); // not empty

    expect(ludic(["init", "my-cuttle", "--from", "cuttle"]).code).toBe(0);
    expect(ludic(["check", "my-cuttle/rules"]).stdout).toContain("0 errors");
    expect(ludic(["init", "nothing", "--from", "chess"]).code).toBe(2);
  });

  it("scaffolds a Vitest test that runs the scenarios and the invariants of the project's rules", () => {
    expect(ludic(["init", "vt-grid"]).code).toBe(0);
    const project = join(outside, "vt-grid");
    // No registry yet (the packages are not published): the repository's node_modules stand in.
    symlinkSync(join(repo, "node_modules"), join(project, "node_modules"), "dir");
    const r = spawnSync(process.execPath, [join(repo, "node_modules", "vitest", "vitest.mjs"), "run"], {
      cwd: project,
      encoding: "utf8",
      timeout: 240_000,
      env: { ...process.env, LUDIC_CACHE_DIR: cache, NO_COLOR: "1" },
    });
    expect(r.stdout).toMatch(/Tests\s+9 passed \(9\)/);
    expect(r.status).toBe(0);
  });
});

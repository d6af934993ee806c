/**
 * The real `ludic` process: piped stdin (not a TTY), a scratch workspace whose only engine is the
 * test engine, exit codes and messages as a user sees them.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { beforeAll, describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "bin.ts");
// --import is resolved from the cwd, which is the scratch workspace here: pass tsx by path.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

let workspace = "";

function ludic(args: string[], input = "") {
  const r = spawnSync(process.execPath, ["--import", tsx, bin, ...args], {
    cwd: workspace,
    input,
    encoding: "utf8",
    // A hang guard for the child, under the test's own (tsx start-up alone takes seconds on a loaded machine).
    timeout: 100_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "ludic-ws-"));
  writeFileSync(join(workspace, "nx.json"), "{}\n");
  const src = join(workspace, "packages", "engines", "lastcard", "src");
  mkdirSync(src, { recursive: true });
  copyFileSync(join(here, "testing", "fake-engine.ts"), join(src, "index.ts"));
});

describe("the ludic bin", () => {
  it("plays a game from piped input to the end", () => {
    const r = ludic(["play", "lastcard", "--seed", "pipe"], "1\n1\n1\n");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Seed pipe. You are seat 0");
    expect(r.stdout).toContain("1. take card: Ace of spades (AS)");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toMatch(/^(You win|Winner: seat 1) \(took the last card\)/);
  });

  it("says which engines exist when the game has none, without a stack trace", () => {
    const r = ludic(["play", "chess"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('ludic: no engine for "chess"');
    expect(r.stderr).toContain("Built engines: lastcard.");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("check prints the codes of a broken rules file and exits 1", () => {
    const dir = join(workspace, "rules", "broken");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "broken.ludic"), 'game broken {\n  title "Broken"\n}\nrule x( {\n');
    const r = ludic(["check", "rules/broken/broken.ludic"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/rules\/broken\/broken\.ludic:4:\d+ error LUD2\d\d: /);
    expect(r.stdout.trimEnd().split("\n").at(-1)).toMatch(/^rules\/broken: [1-9]\d* errors?, 0 warnings$/);
    expect(r.stderr).toBe("");
  });

  it("exits 2 on a usage error", () => {
    const r = ludic(["play"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("ludic: play: missing game");
  });
});

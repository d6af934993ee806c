import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import * as lang from "@ludic/lang";
import { describe, expect, it } from "vitest";

import type { LangApi } from "./api.js";
import { main } from "./cli.js";
import { memoryIo } from "./io.js";
import { fakeDeps } from "./testing/fake-deps.js";

/** A real game: Tic-tac-toe's rules, which check clean. */
const GAME = readFileSync(
  new URL("../../../rules/examples/tic-tac-toe/tic-tac-toe.ludic", import.meta.url),
  "utf8",
);
/** The same with a misspelt name: an error that names it. */
const BROKEN = GAME.replace("if size(empty()) == 0", "if size(emtpy()) == 0");

/** A game folder, a cache folder, and deps that count how often the rules are checked. */
function setup() {
  const root = mkdtempSync(join(tmpdir(), "ludic-check-cache-"));
  const dir = join(root, "g");
  const cacheDir = join(root, "cache");
  mkdirSync(dir);
  writeFileSync(join(dir, "g.ludic"), GAME);
  const loads = { count: 0, lang: 0 };
  const checker: LangApi = {
    ...lang,
    checkGameSources: (files) => {
      loads.count++;
      return lang.checkGameSources(files);
    },
  };
  const deps = fakeDeps({
    cwd: root,
    cacheDir,
    loadLang: async () => {
      loads.lang++;
      return checker;
    },
  });
  return { dir, cacheDir, deps, loads };
}

async function check(deps: ReturnType<typeof setup>["deps"], ...args: string[]) {
  const io = memoryIo();
  const code = await main(["check", ...args], deps, io);
  return { code, out: io.stdout.join("\n") };
}

describe("ludic check's cache", () => {
  it("answers a second check of the same rules from the cache, without checking them", async () => {
    const { dir, deps, loads, cacheDir } = setup();
    const first = await check(deps, dir, "--json");
    expect(first.code).toBe(0);
    expect(loads.count).toBe(1);
    expect(readdirSync(join(cacheDir, "checks"))).toHaveLength(1);
    const second = await check(deps, dir, "--json");
    expect(loads.count).toBe(1);
    expect(loads.lang).toBe(1); // with nothing to print, the checker is not even loaded
    expect(second).toEqual(first);
  });

  it("checks again when a file changes, is added or is removed: never a stale result", async () => {
    const { dir, deps, loads } = setup();
    expect((await check(deps, dir)).code).toBe(0);
    writeFileSync(join(dir, "g.ludic"), BROKEN);
    const broken = await check(deps, dir);
    expect(loads.count).toBe(2);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain("emtpy");
    writeFileSync(join(dir, "g.ludic"), GAME);
    expect((await check(deps, dir)).code).toBe(0); // the first entry again
    expect(loads.count).toBe(2);
    writeFileSync(join(dir, "v.ludic"), 'variant "v" extends "classic" {\n}\nrule nope( {\n');
    expect((await check(deps, dir)).code).toBe(1);
    rmSync(join(dir, "v.ludic"));
    expect((await check(deps, dir)).code).toBe(0);
    expect(loads.count).toBe(3);
  });

  it("prints the same diagnostics from the cache as from the checker", async () => {
    const { dir, deps } = setup();
    writeFileSync(join(dir, "g.ludic"), BROKEN);
    const checked = await check(deps, dir);
    const cached = await check(deps, dir);
    expect(cached).toEqual(checked);
    expect(cached.out).toContain("^");
  });

  it("checks every time with --no-cache, and keeps nothing", async () => {
    const { dir, deps, loads, cacheDir } = setup();
    await check(deps, dir, "--no-cache");
    await check(deps, dir, "--no-cache");
    expect(loads.count).toBe(2);
    expect(() => readdirSync(cacheDir)).toThrow();
  });
});

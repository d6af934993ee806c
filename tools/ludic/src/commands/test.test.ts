import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

import { describe, expect, it } from "vitest";

import type { TestingApi } from "../api.js";
import { asEngine } from "../engine-loader.js";
import { memoryIo } from "../io.js";
import { fakeDeps, fakeLang } from "../testing/fake-deps.js";
import * as lastcard from "../testing/fake-engine.js";
import { testCommand } from "./test.js";

const engine = asEngine(lastcard as unknown as Record<string, unknown>, "fake");

/** Each line "ok …" or "fail …" is a scenario; "??" is a parse error. */
const fakeTesting: TestingApi = {
  parseScenarios: (text, file) => {
    const lines = text.split("\n").map((t, i) => ({ t, line: i + 1 }));
    return {
      scenarios: lines
        .filter((l) => /^(ok|fail)/.test(l.t))
        .map((l) => ({ file, line: l.line, title: l.t, rules: ["LC-1"] })),
      errors: lines
        .filter((l) => l.t === "??")
        .map((l) => ({ line: l.line, message: "cannot read this line" })),
    };
  },
  runScenario: (e, s) => {
    if (e !== engine) throw new Error("wrong engine");
    return s.title.startsWith("ok")
      ? { ok: true, failures: [] }
      : { ok: false, failures: ["expected 1, got 2"] };
  },
};

function folder(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), "ludic-test-")), "lastcard");
  mkdirSync(dir);
  writeFileSync(join(dir, "lastcard.ludic"), "game lastcard {}\n");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const deps = (seen: string[] = []) =>
  fakeDeps({
    loadLang: async () => fakeLang([]),
    loadTesting: async () => fakeTesting,
    compileGame: async (dir) => {
      seen.push(basename(dir));
      return { ok: true as const, game: { engine, url: "", dir } };
    },
  });

describe("ludic test", () => {
  it("runs every scenario against the game's engine and exits 0 when all pass", async () => {
    const seen: string[] = [];
    const io = memoryIo();
    expect(
      await testCommand(
        folder({ "a.scenarios": "ok one\nok two\n", "b.scenarios": "ok three" }),
        deps(seen),
        io,
      ),
    ).toBe(0);
    expect(seen).toEqual(["lastcard"]);
    expect(io.stdout).toEqual([
      "a.scenarios: 2 passed, 0 failed",
      "b.scenarios: 1 passed, 0 failed",
      "3 passed, 0 failed",
    ]);
  });

  it("prints failures and parse errors with their lines and exits 1", async () => {
    const io = memoryIo();
    expect(await testCommand(folder({ "a.scenarios": "ok one\nfail two\n??\n" }), deps(), io)).toBe(1);
    const out = io.stdout.join("\n");
    expect(out).toMatch(/✗ .*a\.scenarios:3: cannot read this line/);
    expect(out).toMatch(/✗ .*a\.scenarios:2 LC-1 fail two\n {4}expected 1, got 2/);
    expect(io.stdout.at(-1)).toBe("1 passed, 2 failed");
  });

  it("fails a folder without scenarios", async () => {
    const io = memoryIo();
    expect(await testCommand(folder({}), deps(), io)).toBe(1);
    expect(io.stdout[0]).toMatch(/: no \.scenarios files$/);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { main } from "./cli.js";
import { memoryIo } from "./io.js";
import { diag, fakeDeps, fakeLang } from "./testing/fake-deps.js";

function gameFolder(text = 'game x {\n  title "X"\n}\n'): string {
  const root = mkdtempSync(join(tmpdir(), "ludic-cli-"));
  const dir = join(root, "x");
  mkdirSync(dir);
  writeFileSync(join(dir, "x.ludic"), text);
  return dir;
}

describe("argument parsing", () => {
  it("prints the usage and exits 2 without a command", async () => {
    const io = memoryIo();
    expect(await main([], fakeDeps(), io)).toBe(2);
    expect(io.stdout.join("\n")).toContain("Usage: ludic <command>");
  });

  it("exits 0 for help", async () => {
    const io = memoryIo();
    expect(await main(["help"], fakeDeps(), io)).toBe(0);
    expect(io.stdout.join("\n")).toContain("play <game|dir>");
    expect(io.stdout.join("\n")).toContain("init <dir>");
  });

  it("rejects an unknown command with a message, not a stack trace", async () => {
    const io = memoryIo();
    expect(await main(["bild", "rules"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toBe('ludic: unknown command "bild"');
    expect(io.stderr.join("\n")).not.toMatch(/at .*\.ts:\d+/);
  });

  it("rejects an unknown option", async () => {
    const io = memoryIo();
    expect(await main(["build", "rules", "--fast"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toContain("--fast");
  });

  it("asks for the missing path", async () => {
    const io = memoryIo();
    expect(await main(["check"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toBe("ludic: check: missing rules file or folder");
  });

  it("rejects two paths", async () => {
    const io = memoryIo();
    expect(await main(["test", "a", "b"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toContain("one game folder expected");
  });

  it("rejects a --seat that is not a number", async () => {
    const io = memoryIo();
    expect(await main(["play", "lastcard", "--seat", "two"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toBe('ludic: --seat must be a whole number, got "two"');
  });

  it("reports a path that does not exist with exit 1", async () => {
    const io = memoryIo();
    expect(await main(["check", "no/such/dir"], fakeDeps(), io)).toBe(1);
    expect(io.stderr[0]).toBe("ludic: no/such/dir: no such file or folder");
  });

  it("reports an unknown game as a wrong command line", async () => {
    const io = memoryIo();
    expect(await main(["play", "chess"], fakeDeps(), io)).toBe(2);
    expect(io.stderr[0]).toMatch(/^ludic: unknown game "chess": no such folder/);
  });

  it("reports an unexpected exception as a bug, with exit 70", async () => {
    const io = memoryIo();
    const deps = fakeDeps({ loadLang: () => Promise.reject(new TypeError("boom")) });
    expect(await main(["check", gameFolder()], deps, io)).toBe(70);
    expect(io.stderr[0]).toContain("internal error");
  });
});

describe("ludic check", () => {
  it("prints every diagnostic with its code and exits 1 on errors", async () => {
    const io = memoryIo();
    const deps = fakeDeps({ loadLang: async () => fakeLang([diag("LUD301"), diag("LUD402", "warning")]) });
    const dir = gameFolder();
    expect(await main(["check", dir], deps, io)).toBe(1);
    const out = io.stdout.join("\n");
    expect(out).toContain("error LUD301");
    expect(out).toContain("warning LUD402");
    expect(io.stdout.at(-1)).toMatch(/: 1 error, 1 warning$/);
  });

  it("exits 0 with only warnings", async () => {
    const io = memoryIo();
    const deps = fakeDeps({ loadLang: async () => fakeLang([diag("LUD402", "warning")]) });
    expect(await main(["check", gameFolder()], deps, io)).toBe(0);
    expect(io.stdout.at(-1)).toMatch(/: 0 errors, 1 warning$/);
  });

  it("checks the folder of a single .ludic file", async () => {
    const io = memoryIo();
    const seen: string[] = [];
    const lang = fakeLang([]);
    const deps = fakeDeps({
      loadLang: async () => ({
        ...lang,
        checkGameSources: (files) => {
          seen.push(...files.map((f) => f.path));
          return lang.checkGameSources(files);
        },
      }),
    });
    const dir = gameFolder();
    expect(await main(["check", join(dir, "x.ludic")], deps, io)).toBe(0);
    expect(seen).toEqual([join(dir, "x.ludic")]);
  });

  it("checks every game folder inside a folder, with progress on stderr", async () => {
    const a = gameFolder();
    const root = join(a, "..");
    mkdirSync(join(root, "y"));
    writeFileSync(join(root, "y", "y.ludic"), "game y {}\n");
    mkdirSync(join(root, "notes"));
    const io = memoryIo();
    const deps = fakeDeps({ loadLang: async () => fakeLang([]) });
    expect(await main(["check", root], deps, io)).toBe(0);
    expect(io.stderr).toEqual([
      expect.stringMatching(/checking .*x …/),
      expect.stringMatching(/checking .*y …/),
    ]);
    expect(io.stdout.at(-1)).toBe("2 games: 0 errors, 0 warnings");
  });
});

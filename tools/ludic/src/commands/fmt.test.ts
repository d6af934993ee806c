import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { main } from "../cli.js";
import { memoryIo } from "../io.js";
import { fakeDeps } from "../testing/fake-deps.js";

const deps = () => fakeDeps({ cwd: tmpdir(), loadFormatter: () => import("@ludic/lang") });

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "ludic-fmt-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const MESSY = 'game g {\ntitle "G"\n}\nconst A:int=1+2   // three\n';
const TIDY = 'game g {\n  title "G"\n}\nconst A: int = 1 + 2 // three\n';

describe("ludic fmt", () => {
  it("rewrites every .ludic file below a folder in the canonical layout", async () => {
    const dir = folder({ "g/g.ludic": MESSY, "g/tidy.ludic": TIDY, "g/notes.txt": MESSY });
    const io = memoryIo();
    expect(await main(["fmt", dir], deps(), io)).toBe(0);
    expect(readFileSync(join(dir, "g/g.ludic"), "utf8")).toBe(TIDY);
    expect(readFileSync(join(dir, "g/notes.txt"), "utf8")).toBe(MESSY);
    expect(io.stdout.at(-1)).toBe("2 files: 1 formatted");
  });

  it("--check changes nothing and exits 1 on a file that is not formatted", async () => {
    const dir = folder({ "g.ludic": MESSY });
    const io = memoryIo();
    expect(await main(["fmt", "--check", dir], deps(), io)).toBe(1);
    expect(readFileSync(join(dir, "g.ludic"), "utf8")).toBe(MESSY);
    expect(io.stdout.join("\n")).toContain("g.ludic: not formatted");
  });

  it("--check exits 0 once the files are formatted", async () => {
    const dir = folder({ "g.ludic": TIDY });
    expect(await main(["fmt", "--check", join(dir, "g.ludic")], deps(), memoryIo())).toBe(0);
  });

  it("reports a file that does not lex and leaves it alone", async () => {
    const broken = 'game g {\n  title "G\n}\n';
    const dir = folder({ "g.ludic": broken });
    const io = memoryIo();
    expect(await main(["fmt", dir], deps(), io)).toBe(1);
    expect(readFileSync(join(dir, "g.ludic"), "utf8")).toBe(broken);
    expect(io.stderr.join("\n")).toContain("does not lex");
  });

  it("asks for a path", async () => {
    expect(await main(["fmt"], deps(), memoryIo())).toBe(2);
  });
});

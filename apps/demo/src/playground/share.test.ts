import { describe, expect, it } from "vitest";
import { decodeFolder, encodeFolder, parseFolder, ShareError } from "./share.js";

const folder = {
  name: "tic-tac-toe",
  files: [
    { name: "tic-tac-toe.ludic", text: 'game tic-tac-toe {\n  title "Tic-tac-toe — édité"\n}\n' },
    { name: "tic-tac-toe.scenarios", text: 'scenario "x" TTT-1\n' },
  ],
};

describe("share links", () => {
  it("round-trip a folder, non-ASCII text included, in URL-safe characters", async () => {
    const code = await encodeFolder(folder);
    expect(code).toMatch(/^p[\w-]+$/);
    expect(await decodeFolder(code)).toEqual(folder);
  });

  it("compress: a big rules file makes a much shorter link", async () => {
    const text = `${"rule turn(me: seat) { choose me { pass() {} } }\n".repeat(400)}`;
    const code = await encodeFolder({ name: "big", files: [{ name: "big.ludic", text }] });
    expect(code.length).toBeLessThan(text.length / 10);
  });

  it("refuse a damaged or cut link, and a folder of the wrong shape, with a sentence", async () => {
    const code = await encodeFolder(folder);
    await expect(decodeFolder(code.slice(0, code.length / 2))).rejects.toBeInstanceOf(ShareError);
    await expect(decodeFolder("zAAAA")).rejects.toThrow("holds no rules folder");
    expect(() => parseFolder({ name: "../etc", files: folder.files })).toThrow("no valid name");
    expect(() => parseFolder({ name: "x", files: [{ name: "x.js", text: "" }] })).toThrow("neither .ludic");
    expect(() => parseFolder({ name: "x", files: [{ name: "x.scenarios", text: "" }] })).toThrow("no .ludic");
    expect(() => parseFolder({ name: "x", files: [folder.files[0], folder.files[0]] })).toThrow("twice");
    expect(() => parseFolder({ name: "x", files: [{ name: "x.ludic", text: 3 }] })).toThrow("has no text");
  });
});

import { readFileSync } from "node:fs";
import { analyse, services } from "@ludic/language-server/services";
import { describe, expect, it } from "vitest";
import { completionResult, hoverParts } from "./assist.js";

const PATH = "/cuttle/cuttle.ludic";
const TEXT = readFileSync(new URL("../../../../rules/cuttle/cuttle.ludic", import.meta.url), "utf8");

describe("completion and hover from the language server's services", () => {
  const a = analyse([{ path: PATH, text: TEXT }]);

  it("offers the game's zones as CodeMirror options, before builtins and keywords", () => {
    const at = TEXT.indexOf("hand[me])");
    const r = completionResult(services.complete(a, PATH, at), at);
    const hand = r.options.find((o) => o.label === "hand");
    expect(hand?.type).toBe("namespace");
    expect(hand?.boost).toBe(0);
    expect(r.options.find((o) => o.label === "size")?.boost).toBe(-1);
    expect(r.options.find((o) => o.label === "rule")?.type).toBe("keyword");
  });

  it("splits a builtin's hover into its signature and its doc", () => {
    const h = services.hover(a, PATH, TEXT.indexOf("size(hand[me])") + 1);
    expect(h).not.toBeNull();
    const parts = hoverParts(h?.markdown ?? "");
    expect(parts[0]).toEqual({ code: true, text: expect.stringMatching(/^size\(/) });
    expect(parts[1]).toEqual({ code: false, text: "cards in a zone, elements in a list" });
  });
});

import { checkGameSources } from "@ludic/lang";
import { describe, expect, it } from "vitest";
import { marksFor } from "./diagnostics.js";

describe("diagnostics as editor marks", () => {
  it("marks the checker's span of an unknown name in its own file, with its code and message", () => {
    const text =
      'game g {\n  title "G"\n  players 2\n  variant "classic"\n  version "1"\n}\nfn f(): int = nope\nflow { }\n';
    const { diagnostics } = checkGameSources([{ path: "/g/g.ludic", text }]);
    const marks = marksFor(diagnostics, "/g/g.ludic", text.length);
    const nope = marks.find((m) => m.message.includes("nope"));
    expect(nope).toBeDefined();
    expect(text.slice(nope?.from, nope?.to)).toBe("nope");
    expect(nope?.severity).toBe("error");
    expect(nope?.message).toMatch(/^LUD\d+: /);
    expect(marksFor(diagnostics, "/g/other.ludic", text.length)).toEqual([]);
  });

  it("keeps a mark inside the text and never empty", () => {
    const d = {
      code: "LUD100",
      severity: "error" as const,
      message: "expected }",
      span: {
        file: "f",
        start: { offset: 50, line: 1, column: 51 },
        end: { offset: 50, line: 1, column: 51 },
      },
    };
    expect(marksFor([d], "f", 10)).toEqual([
      { from: 10, to: 10, severity: "error", message: "LUD100: expected }" },
    ]);
    expect(
      marksFor([{ ...d, span: { ...d.span, start: { ...d.span.start, offset: 3 } } }], "f", 10)[0],
    ).toMatchObject({
      from: 3,
      to: 10,
    });
  });
});

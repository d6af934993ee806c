import { describe, expect, it } from "vitest";
import { parseRules } from "../parse-file.js";
import type { Diagnostic } from "./diagnostic.js";
import { formatDiagnostic, formatDiagnostics } from "./format.js";

const file = "rules/cuttle/cuttle.ludic";

function diag(line: number, column: number, length: number, offset = 0): Diagnostic {
  return {
    code: "LUD301",
    severity: "error",
    message: "unknown zone `hnad` (did you mean `hand`?)",
    span: {
      file,
      start: { offset, line, column },
      end: { offset: offset + length, line, column: column + length },
    },
  };
}

describe("formatDiagnostic", () => {
  it("prints the position, code, message and an underlined excerpt", () => {
    const source = "rule r(me: seat) {\n    move card to hnad[me]\n}";
    expect(formatDiagnostic(diag(2, 18, 4), source)).toBe(
      [
        "rules/cuttle/cuttle.ludic:2:18 error LUD301: unknown zone `hnad` (did you mean `hand`?)",
        "  2 |     move card to hnad[me]",
        "    |                  ^^^^",
      ].join("\n"),
    );
  });

  it("widens the gutter for long line numbers and prints notes", () => {
    const source = `${"\n".repeat(41)}    move card to hnad[me]`;
    const d = { ...diag(42, 18, 4), notes: ["zones are declared with `zone`"] };
    expect(formatDiagnostic(d, source).split("\n")).toEqual([
      "rules/cuttle/cuttle.ludic:42:18 error LUD301: unknown zone `hnad` (did you mean `hand`?)",
      "  42 |     move card to hnad[me]",
      "     |                  ^^^^",
      "  = note: zones are declared with `zone`",
    ]);
  });

  it("underlines at least one column, even at the end of a line or file", () => {
    const r = parseRules("flow {\n  shuffle deck", "t.ludic");
    const text = formatDiagnostic(r.diagnostics[0]!, "flow {\n  shuffle deck");
    expect(text.split("\n").slice(1)).toEqual(["  2 |   shuffle deck", "    |               ^"]);
  });

  it("underlines only the first line of a multi-line span", () => {
    const d: Diagnostic = {
      ...diag(1, 3, 0),
      span: { file, start: { offset: 2, line: 1, column: 3 }, end: { offset: 9, line: 2, column: 2 } },
    };
    expect(formatDiagnostic(d, "a bcd\nef").split("\n").slice(1)).toEqual(["  1 | a bcd", "    |   ^^^"]);
  });

  it("omits the excerpt when the source is missing", () => {
    expect(formatDiagnostic(diag(3, 1, 1), "")).toBe(
      "rules/cuttle/cuttle.ludic:3:1 error LUD301: unknown zone `hnad` (did you mean `hand`?)",
    );
  });
});

describe("formatDiagnostics", () => {
  it("formats each diagnostic against its own file", () => {
    const a = diag(1, 1, 1);
    const b = { ...diag(1, 2, 1), span: { ...diag(1, 2, 1).span, file: "b.ludic" } };
    const out = formatDiagnostics(
      [a, b],
      new Map([
        [file, "xyz"],
        ["b.ludic", "pqr"],
      ]),
    );
    expect(out).toContain("  1 | xyz\n    | ^");
    expect(out).toContain("b.ludic:1:2 error");
    expect(out).toContain("  1 | pqr\n    |  ^");
  });
});

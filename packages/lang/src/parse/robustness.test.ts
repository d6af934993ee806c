import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { parseRules } from "../parse-file.js";
import { MAX_NESTING } from "./depth.js";

// A hang guard only: the longest case takes a few seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

function parsesSafely(text: string) {
  const r = parseRules(text, "t.ludic");
  expect(r.ast.kind).toBe("RulesFile");
  expect(Array.isArray(r.ast.declarations)).toBe(true);
  for (const d of r.diagnostics) {
    expect(d.code).toMatch(/^LUD\d{3}$/);
    expect(d.span.start.line).toBeGreaterThanOrEqual(1);
    expect(d.span.start.column).toBeGreaterThanOrEqual(1);
  }
  return r;
}
const codes = (text: string) => parsesSafely(text).diagnostics.map((d) => d.code);

describe("parseRules never throws", () => {
  it("on an empty file, or only comments and whitespace", () => {
    expect(parsesSafely("").diagnostics).toEqual([]);
    expect(parsesSafely("  \n// c\n/* b */\r\n\t").diagnostics).toEqual([]);
  });

  it("on binary junk", () => {
    const junk = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join("");
    const r = parsesSafely(junk);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.length).toBeLessThanOrEqual(201); // lexing and syntax errors are capped
  });

  it("on an unterminated string and an unterminated block comment", () => {
    expect(codes('const X = "never closed')).toEqual(["LUD102"]);
    expect(codes("zone a: pile, public\n/* never closed\nzone b: pile, public")).toEqual(["LUD105"]);
  });

  it("on 250 000 `(` (LUD203 instead of a stack overflow)", () => {
    expect(codes(`const X = ${"(".repeat(250_000)}`)).toEqual(["LUD203"]);
    expect(codes("(".repeat(250_000))).toContain("LUD203");
  }, 300_000);

  it("on 200k `{`", () => {
    expect(codes(`rule r() ${"{".repeat(200_000)}`)).toContain("LUD203");
    expect(codes("{".repeat(200_000))).toContain("LUD203");
  }, 300_000);

  it("on long prefix-operator and else-if chains", () => {
    expect(codes(`const X = ${"not ".repeat(60_000)}x`)).toEqual(["LUD203"]);
    expect(codes(`const X = ${"- ".repeat(100_000)}x`)).toEqual(["LUD203"]);
    expect(codes(`rule r() { ${"if a { } else ".repeat(15_000)}{ } }`)).toEqual(["LUD203"]);
    // The shared parser is still healthy afterwards.
    expect(codes("const X = 1")).toEqual([]);
  }, 300_000);

  it("accepts nesting up to the limit and cuts only beyond it", () => {
    const nested = (n: number) => `const X = ${"(".repeat(n)}1${")".repeat(n)}\nconst Y = 2`;
    expect(codes(nested(MAX_NESTING - 4))).toEqual([]);
    const r = parsesSafely(nested(MAX_NESTING + 10));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["LUD203"]);
    // X lost its innermost part and cannot be built; the parse goes on with Y.
    expect(r.ast.declarations.map((d) => (d.kind === "ConstDecl" ? d.name.name : d.kind))).toEqual(["Y"]);
  });

  it("on random text (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => void parsesSafely(s)),
      { numRuns: 300 },
    );
  });

  it("on random sequences of language tokens (property)", () => {
    const pieces = [
      "game",
      "variant",
      "rule",
      "fn",
      "zone",
      "card",
      "cards",
      "enum",
      "const",
      "var",
      "options",
      "flow",
      "override",
      "choose",
      "move",
      "to",
      "at",
      "if",
      "then",
      "else",
      "for",
      "in",
      "while",
      "loop",
      "let",
      "return",
      "count",
      "max",
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      ",",
      ":",
      ";",
      ".",
      "..",
      "=",
      "+=",
      "==",
      "<",
      ">",
      "+",
      "-",
      "*",
      "not",
      "and",
      "or",
      "x",
      "me",
      "1",
      '"s"',
      '"',
      "/*",
      "//",
      "\n",
      "@",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 120 }),
        (ts) => void parsesSafely(ts.join(" ")),
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it("reads CRLF line ends and a byte order mark, with the same lines and columns", () => {
    const r = parsesSafely("\ufeffzone deck: pile, hidden\r\nrule r() {\r\n  log )\r\n}\r\n");
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ["LUD201", 3, 7],
    ]);
    expect(r.ast.declarations[1]?.span.start.line).toBe(2);
  });

  it("handles a large valid file", () => {
    const r = parsesSafely("rule r(me: seat) { move top(deck) to hand[me] }\n".repeat(2000));
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.declarations).toHaveLength(2000);
  }, 60_000);
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the pieces are generated code, as text
import Base from "code-block-writer";
import { describe, expect, it } from "vitest";
import { CodeBlockWriter } from "./writer.js";

const options = { indentNumberOfSpaces: 2, useSingleQuote: false, newLine: "\n" as const };

/** Pieces whose line starts code-block-writer's state machine decides: strings, templates, comments, regular expressions. */
const PIECES = [
  "const a = 1;",
  'const s = "a { b } \\" c";',
  "const t = 'it\\'s';",
  "const u = `line one\nline two ${x + `inner ${y}`} done\nlast`;",
  "// a comment with a ' quote and a ` tick",
  "/* a block comment { with braces }\n   on two lines */",
  "/** doc */ const r = /[/\\]]+\\//g.test(s);",
  "x = a / b / c;",
  'const r2 = s.replace(/\'/g, "");',
  "if (x) {",
  "}",
  "return `${a}`;",
  "const e = '\\\\';",
  'const q = "\\\\"; const w = `\\`${z}\\``;',
  "a\r\nb",
  "",
  "  indented by hand",
];

/** The same writes on both writers: seeded, nested blocks and indents included. */
function drive(w: Base, seed: number): string {
  let s = seed;
  const random = (n: number): number => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
  const step = (depth: number): void => {
    for (let i = 0; i < 6; i++) {
      const piece = PIECES[random(PIECES.length)] as string;
      switch (random(7)) {
        case 0:
          w.writeLine(piece);
          break;
        case 1:
          w.write(piece);
          break;
        case 2:
          w.blankLine();
          break;
        case 3:
          if (depth < 3) w.write("function f() ").block(() => step(depth + 1));
          break;
        case 4:
          if (depth < 3) w.indent(() => step(depth + 1));
          break;
        case 5:
          if (depth < 3) w.write("x = ").inlineBlock(() => step(depth + 1));
          break;
        default:
          w.newLine();
      }
    }
  };
  step(0);
  return w.toString();
}

describe("the emitters' writer", () => {
  it("writes exactly what code-block-writer writes", () => {
    for (let seed = 1; seed <= 300; seed++) {
      expect(drive(new CodeBlockWriter(options), seed), `seed ${seed}`).toBe(drive(new Base(options), seed));
    }
  });

  it("leaves a line inside a template literal unindented, as code-block-writer does", () => {
    const w = new CodeBlockWriter(options);
    w.write("f() ").block(() => w.writeLine("const t = `a\nb`;").writeLine("g();"));
    expect(w.toString()).toBe("f() {\n  const t = `a\nb`;\n  g();\n}");
  });
});

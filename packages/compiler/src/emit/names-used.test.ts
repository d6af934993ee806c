import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { identifiersIn } from "./names-used.js";

/** TypeScript's own reading of the names in `code`: what identifiersIn must agree with. */
function typescriptIdentifiers(code: string): Set<string> {
  const names = new Set<string>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  const templates: number[] = [];
  let depth = 0;
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan()) {
    if (t === ts.SyntaxKind.Identifier) names.add(scanner.getTokenValue());
    else if (t === ts.SyntaxKind.TemplateHead) templates.push(depth);
    else if (t === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (t === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) templates.pop();
      } else depth--;
    }
  }
  return names;
}

const sorted = (s: Set<string>): string[] => [...s].sort();
/** Keywords are names to identifiersIn (no caller asks for one) and tokens of their own to TypeScript. */
const withoutKeywords = (s: Set<string>): string[] =>
  sorted(s).filter((x) => ts.identifierToKeywordKind(ts.factory.createIdentifier(x)) === undefined);

describe("identifiersIn", () => {
  it("skips strings, comments, templates' text and regular expressions", () => {
    const code = [
      "const a = \"b c\" + 'd'; // e",
      "/* f */ let g = `h ${i + `j ${k}`} l` / m;",
      'const n = /o[/]p/g.test(q) ? 1e5 : 0x1F; r("*/ s");',
    ].join("\n");
    expect(withoutKeywords(identifiersIn(code))).toEqual(["a", "g", "i", "k", "m", "n", "q", "r", "test"]);
  });

  it("reads every generated engine as TypeScript's scanner does", () => {
    const engines = join(__dirname, "../../../engines");
    let files = 0;
    for (const game of readdirSync(engines)) {
      for (const file of ["rules.ts", "index.ts", "state.ts"]) {
        const code = readFileSync(join(engines, game, "src", file), "utf8");
        expect(withoutKeywords(identifiersIn(code)), `${game}/${file}`).toEqual(
          sorted(typescriptIdentifiers(code)),
        );
        files++;
      }
    }
    expect(files).toBeGreaterThan(10);
  });
});

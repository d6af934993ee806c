/**
 * The TextMate grammar as VS Code runs it (vscode-textmate + the Oniguruma WASM): every rules file
 * in the repository tokenises, keywords, strings and comments get their scopes, and the grammar's
 * keywords are exactly the lexer's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Keywords, lex } from "@ludic/lang";
import { beforeAll, describe, expect, it } from "vitest";
import * as oniguruma from "vscode-oniguruma";
import * as vsctm from "vscode-textmate";

const here = fileURLToPath(new URL(".", import.meta.url));
const grammarPath = join(here, "../syntaxes/ludic.tmLanguage.json");
const grammarText = readFileSync(grammarPath, "utf8");
const rulesRoot = resolve(here, "../../../rules");

function rulesFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (name === "node_modules") return [];
      if (statSync(path).isDirectory()) return rulesFiles(path);
      return name.endsWith(".ludic") ? [path] : [];
    });
}

let grammar: vsctm.IGrammar;

beforeAll(async () => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(
    wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
  );
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope: string) =>
      scope === "source.ludic" ? vsctm.parseRawGrammar(grammarText, grammarPath) : null,
  });
  const loaded = await registry.loadGrammar("source.ludic");
  if (!loaded) throw new Error("the grammar did not load");
  grammar = loaded;
}, 60_000);

interface Token {
  line: number;
  column: number;
  text: string;
  scopes: string[];
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let stack = vsctm.INITIAL;
  text.split("\n").forEach((line, i) => {
    const r = grammar.tokenizeLine(line, stack);
    for (const t of r.tokens)
      out.push({
        line: i + 1,
        column: t.startIndex + 1,
        text: line.slice(t.startIndex, t.endIndex),
        scopes: t.scopes,
      });
    stack = r.ruleStack;
  });
  return out;
}

/** The grammar's scope at a line and column (1-based). */
function scopesAt(tokens: Token[], line: number, column: number): string[] {
  return (
    tokens.find((t) => t.line === line && t.column <= column && column < t.column + t.text.length)?.scopes ??
    []
  );
}

const files = rulesFiles(rulesRoot);

describe("the TextMate grammar", () => {
  it("finds every rules file, examples included", () => {
    expect(files.some((f) => f.includes("examples"))).toBe(true);
  });

  it.each(files.map((f) => [f.slice(rulesRoot.length + 1), f]))(
    "%s: comments, strings and keywords get their scopes",
    (_, file) => {
      const text = readFileSync(file, "utf8");
      const tokens = tokenize(text);
      const lexed = lex(text, file);
      const keywordTypes = new Set(Object.values(Keywords));
      for (const c of lexed.comments)
        expect(
          scopesAt(tokens, c.startLine ?? 0, c.startColumn ?? 0).join(" "),
          `comment at ${c.startLine}`,
        ).toMatch(/comment\./);
      for (const t of lexed.tokens) {
        const scopes = scopesAt(tokens, t.startLine ?? 0, t.startColumn ?? 0).join(" ");
        if (t.tokenType.name === "StringLiteral")
          expect(scopes, `string at ${t.startLine}:${t.startColumn}`).toMatch(/string\.quoted/);
        // Soft keywords (`card`, `zone`, `at`, …) may be names; every other keyword is highlighted as one.
        if (
          keywordTypes.has(t.tokenType) &&
          !(t.tokenType.CATEGORIES ?? []).some((c) => c.name === "Identifier")
        )
          expect(scopes, `${t.image} at ${t.startLine}:${t.startColumn}`).toMatch(
            /keyword\.|constant\.language/,
          );
      }
    },
  );

  it("highlights a declaration's keyword and name", () => {
    const tokens = tokenize('game duel {\n  title "Duel"\n}\nrule turn(me: seat) { // CU-2\n}');
    expect(scopesAt(tokens, 1, 1)).toContain("keyword.declaration.ludic");
    expect(scopesAt(tokens, 2, 9)).toContain("string.quoted.double.ludic");
    expect(scopesAt(tokens, 4, 6)).toContain("entity.name.function.ludic");
    expect(scopesAt(tokens, 4, 24)).toContain("comment.line.double-slash.ludic");
  });

  it("lists exactly the lexer's keywords", () => {
    const raw = JSON.parse(grammarText) as { repository: Record<string, { match?: string }> };
    const words = Object.entries(raw.repository)
      .filter(([name]) => name.startsWith("keywords-"))
      .flatMap(([, rule]) => /\(\?:([^)]*)\)/.exec(rule.match ?? "")?.[1]?.split("|") ?? []);
    expect([...words].sort()).toEqual(Object.keys(Keywords).sort());
    expect(new Set(words).size).toBe(words.length);
  });
});

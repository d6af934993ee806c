import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkGameSources } from "../check-folder.js";
import { lex } from "../lex/lexer.js";
import { formatRules } from "./format.js";

const rulesRoot = resolve(fileURLToPath(import.meta.url), "../../../../../rules");

/** Every game folder under rules/ (rules/examples/ included) with its .ludic files. */
function gameFolders(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === "node_modules") continue;
    if (readdirSync(path).some((f) => f.endsWith(".ludic"))) found.push(path);
    found.push(...gameFolders(path));
  }
  return found;
}

const folders = gameFolders(rulesRoot);
const files = folders.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith(".ludic"))
    .map((f) => join(d, f)),
);

function commentsOf(text: string): string[] {
  return lex(text, "x").comments.map((c) => c.image.replace(/[ \t]+$/gm, ""));
}

describe("ludic fmt over every rules file", () => {
  it("finds the repository's games, examples included", () => {
    expect(files.some((f) => f.includes(join("examples", "tic-tac-toe")))).toBe(true);
    expect(files.some((f) => f.endsWith("kingdom-builder.ludic"))).toBe(true);
  });

  it.each(files.map((f) => [f.slice(rulesRoot.length + 1), f]))(
    "%s: formats, idempotent, every comment kept",
    (_, file) => {
      const text = readFileSync(file, "utf8");
      const once = formatRules(text, file);
      expect(once.formatted).toBe(true);
      expect(formatRules(once.text, file).text).toBe(once.text);
      expect(commentsOf(once.text)).toEqual(commentsOf(text));
      // Line breaks are the author's: every line keeps its number.
      expect(once.text.split("\n").length).toBe(text.split("\n").length);
    },
  );

  it.each(folders.map((d) => [d.slice(rulesRoot.length + 1), d]))(
    "%s: the checked program is the same",
    (_, dir) => {
      const sources = readdirSync(dir)
        .filter((f) => f.endsWith(".ludic"))
        .sort()
        .map((f) => ({ path: join(dir, f), text: readFileSync(join(dir, f), "utf8") }));
      const before = checkGameSources(sources);
      const shape = (r: typeof before) =>
        r.diagnostics.map((d) => `${d.code} ${d.span.file}:${d.span.start.line} ${d.message}`);
      // Formatted as written, and formatted after losing all its indentation (pasted from a chat).
      const after = checkGameSources(sources.map((s) => ({ ...s, text: formatRules(s.text, s.path).text })));
      const pasted = checkGameSources(
        sources.map((s) => ({ ...s, text: formatRules(s.text.replace(/^[ \t]+/gm, ""), s.path).text })),
      );
      expect(shape(pasted)).toEqual(shape(before));
      expect(shape(after)).toEqual(shape(before));
      expect(after.game?.variants.map((v) => [v.id, [...v.declarations.keys()]])).toEqual(
        before.game?.variants.map((v) => [v.id, [...v.declarations.keys()]]),
      );
      expect(after.types.size).toBe(before.types.size);
    },
  );
});

describe("the canonical layout", () => {
  it("indents by brackets, spaces operators and drops spaces inside brackets", () => {
    const messy = [
      "game g {",
      'title   "G"',
      "    players 2",
      "}",
      "",
      "",
      "",
      "fn f( a:int ,b : int ):int=a+b*( a-1 )   ",
      "rule r(me:seat){",
      '      if f(1,2)==3{ log "x" }',
      "}",
    ].join("\n");
    expect(formatRules(messy).text).toBe(
      [
        "game g {",
        '  title "G"',
        "  players 2",
        "}",
        "",
        "fn f(a: int, b: int): int = a + b * (a-1)",
        "rule r(me: seat) {",
        '  if f(1, 2) == 3 { log "x" }',
        "}",
        "",
      ].join("\n"),
    );
  });

  it("indents continuation lines one level, keeping an authored second level", () => {
    const text = [
      "option o: list<int> = []",
      "where size(o) == 0",
      "        or size(o) == 2",
      "fn g(): int =",
      "match 1 {",
      "1 => 2",
      "else => 3",
      "}",
    ].join("\n");
    expect(formatRules(text).text).toBe(
      [
        "option o: list<int> = []",
        "  where size(o) == 0",
        "    or size(o) == 2",
        "fn g(): int =",
        "  match 1 {",
        "    1 => 2",
        "    else => 3",
        "  }",
        "",
      ].join("\n"),
    );
  });

  it("keeps trailing comments at their column when there is room, block comments verbatim", () => {
    const text = [
      "card Card {",
      "      rank: int        // the rank",
      "  suit:Suit // the suit",
      "  /* a",
      "     block */",
      "}",
    ].join("\n");
    expect(formatRules(text).text).toBe(
      [
        "card Card {",
        "  rank: int            // the rank",
        "  suit: Suit // the suit",
        "  /* a",
        "     block */",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("leaves a file that does not lex unchanged", () => {
    const text = 'game g {\n  title "unterminated\n}\n';
    expect(formatRules(text)).toEqual({ text, formatted: false });
  });
});

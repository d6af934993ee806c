/**
 * docs/language.md is executable where it shows rules: every ```ludic block parses, as a file of
 * declarations or (a fragment of statements) as the body of a rule; a block marked
 * ```ludic error shows a mistake on purpose and must give a diagnostic. The keyword list of §1 is
 * the lexer's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Keywords } from "./lex/tokens.js";
import { parseRules } from "./parse-file.js";

const docs = readFileSync(new URL("../../../docs/language.md", import.meta.url), "utf8");

interface Block {
  line: number;
  error: boolean;
  text: string;
}

const blocks: Block[] = [...docs.matchAll(/^```ludic( error)?\n([\s\S]*?)^```$/gm)].map((m) => ({
  line: docs.slice(0, m.index).split("\n").length,
  error: m[1] !== undefined,
  text: m[2] ?? "",
}));

const DECLARATION =
  /^(override\s+)?(game|variant|enum|card|cards|const|var|zone|board|reveal|fn|rule|options|option|flow|anytime)\b/;

/**
 * A block's pieces: runs of top-level declarations, and runs of statements (a line at the left
 * margin that starts no declaration), each with the line it starts at. `…` marks elided code.
 */
function pieces(text: string): { declarations: boolean; text: string; line: number }[] {
  const out: { declarations: boolean; text: string; line: number }[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.replaceAll("…", "");
    const top = /^\S/.test(line) && !/^[})\]]/.test(line);
    const declarations = top ? DECLARATION.test(line) : (out.at(-1)?.declarations ?? true);
    const last = out.at(-1);
    if (last && last.declarations === declarations) last.text += `\n${line}`;
    else out.push({ declarations, text: line, line: i + 1 });
  });
  return out;
}

/** Parse diagnostics of a block: declarations as a file, statements as the body of a rule. */
function problems(text: string): string[] {
  return pieces(text).flatMap((p) => {
    const source = p.declarations ? p.text : `rule example(me: seat) {\n${p.text}\n}\n`;
    const shift = p.declarations ? 0 : 1;
    return parseRules(source, "docs.ludic").diagnostics.map(
      (d) => `${d.code} line ${d.span.start.line - shift + p.line - 1}: ${d.message}`,
    );
  });
}

describe("docs/language.md examples", () => {
  it("has rules examples to run", () => {
    expect(blocks.length).toBeGreaterThan(20);
  });

  it.each(blocks.filter((b) => !b.error).map((b) => [b.line, b] as const))(
    "the block at line %i parses",
    (_line, block) => {
      expect(problems(block.text)).toEqual([]);
    },
  );

  it.each(blocks.filter((b) => b.error).map((b) => [b.line, b] as const))(
    "the error example at line %i gives a diagnostic",
    (_line, block) => {
      expect(problems(block.text).length).toBeGreaterThan(0);
    },
  );

  it("lists exactly the lexer's keywords in §1", () => {
    const listed = /- Keywords \([^)]*\):\n\s+`([^`]+)`/.exec(docs)?.[1]?.split(/\s+/) ?? [];
    expect([...listed].sort()).toEqual(Object.keys(Keywords).sort());
  });
});

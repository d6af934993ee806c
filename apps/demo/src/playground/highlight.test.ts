import { describe, expect, it } from "vitest";
import { startState, type TokenStream, token } from "./highlight.js";

/** A minimal StringStream over one line, enough for the tokenizer. */
function stream(line: string): TokenStream & { pos: number; start: number } {
  const s = {
    pos: 0,
    start: 0,
    sol: () => s.pos === 0,
    eatSpace() {
      const m = /^\s+/.exec(line.slice(s.pos));
      if (m) s.pos += m[0].length;
      return m !== null;
    },
    match(p: RegExp | string) {
      const rest = line.slice(s.pos);
      if (typeof p === "string") {
        if (!rest.startsWith(p)) return null;
        s.pos += p.length;
        return true;
      }
      const m = p.exec(rest);
      if (m?.index !== 0) return null;
      s.pos += m[0].length;
      return m;
    },
    skipToEnd() {
      s.pos = line.length;
    },
    next() {
      return s.pos < line.length ? line[s.pos++] : undefined;
    },
    current: () => line.slice(s.start, s.pos),
  };
  return s;
}

function tokens(lines: string[]): [string, string | null][] {
  const state = startState();
  const out: [string, string | null][] = [];
  for (const line of lines) {
    const s = stream(line);
    while (s.pos < line.length) {
      s.start = s.pos;
      const style = token(s, state);
      if (s.current().trim()) out.push([s.current(), style]);
    }
  }
  return out;
}

describe("rules highlighting", () => {
  it("marks keywords from the lexer, names, types, numbers, strings and comments", () => {
    expect(tokens(['rule turn(me: seat) { finish me "three in a row" } // TTT-3'])).toEqual([
      ["rule", "keyword"],
      ["turn", "variableName"],
      ["(", null],
      ["me", "variableName"],
      [":", null],
      ["seat", "variableName"],
      [")", null],
      ["{", null],
      ["finish", "keyword"],
      ["me", "variableName"],
      ['"three in a row"', "string"],
      ["}", null],
      ["// TTT-3", "comment"],
    ]);
    expect(tokens(["const GOALS: list<int> = [21, none, true]"]).map(([t, s]) => `${t}:${s}`)).toEqual([
      "const:keyword",
      "GOALS:typeName",
      "::null",
      "list:variableName",
      "<:operator",
      "int:variableName",
      ">:operator",
      "=:operator",
      "[:null",
      "21:number",
      ",:null",
      "none:atom",
      ",:null",
      "true:atom",
      "]:null",
    ]);
  });

  it("carries a block comment over lines", () => {
    expect(tokens(["x /* one", "two */ y"])).toEqual([
      ["x", "variableName"],
      ["/* one", "comment"],
      ["two */", "comment"],
      ["y", "variableName"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { applyMutations } from "./mutations.js";

const rules = 'game "g" {\n  title "Tic"\n  players 2\n}\n';
const donor = "zone deck: pile, hidden\n";

describe("rules mutations", () => {
  it("a bit flip changes exactly one byte of the UTF-8", () => {
    const out = applyMutations(rules, [{ kind: "flip", at: 0, bit: 0 }], []);
    expect(out.length).toBe(rules.length);
    expect(out[0]).toBe(String.fromCharCode("g".charCodeAt(0) ^ 1));
    expect(out.slice(1)).toBe(rules.slice(1));
  });

  it("positions wrap around, so any number is a position", () => {
    expect(applyMutations(rules, [{ kind: "truncate", at: rules.length + 3 }], [])).toBe(rules.slice(0, 3));
  });

  it("token edits work on the real lexer's tokens", () => {
    expect(applyMutations(rules, [{ kind: "replace", token: 1, text: "__proto__" }], [])).toBe(
      'game __proto__ {\n  title "Tic"\n  players 2\n}\n',
    );
    expect(applyMutations(rules, [{ kind: "delete", token: 3, count: 2 }], [])).toBe(
      'game "g" {\n  \n  players 2\n}\n',
    );
    expect(applyMutations(rules, [{ kind: "swap", a: 0, b: 2 }], [])).toBe(
      '{ "g" game\n  title "Tic"\n  players 2\n}\n',
    );
  });

  it("a splice inserts a run of another file's tokens", () => {
    expect(applyMutations(rules, [{ kind: "splice", from: 0, start: 0, length: 3, at: 3 }], [donor])).toBe(
      'game "g" {\n  zone deck: title "Tic"\n  players 2\n}\n',
    );
  });

  it("a character can be put inside a string literal", () => {
    expect(applyMutations(rules, [{ kind: "unicode", at: 1, char: "\u2028", inString: true }], [])).toContain(
      'title "\u2028Tic"',
    );
  });

  it("nesting and chains make deep and long inputs", () => {
    expect(
      applyMutations(rules, [{ kind: "nest", token: 6, open: "(", close: ")", depth: 3 }], []),
    ).toContain("players (((2)))");
    expect(applyMutations(rules, [{ kind: "chain", token: 6, glue: " + 1", times: 3 }], [])).toContain(
      "players 2 + 1 + 1 + 1",
    );
    expect(applyMutations(rules, [{ kind: "grow", times: 3 }], []).length).toBe(rules.length * 3);
  });
});

describe("hostile texts", () => {
  it("go where a rules file writes a string or a name", () => {
    expect(
      applyMutations(rules, [{ kind: "hostile", token: 1, text: '"*/"', where: "string" }], []),
    ).toContain('title "*/"');
    // `game` is a keyword; `title` is the first identifier.
    expect(
      applyMutations(rules, [{ kind: "hostile", token: 0, text: "constructor", where: "identifier" }], []),
    ).toContain('constructor "Tic"');
  });
});

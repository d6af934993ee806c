import { describe, expect, it } from "vitest";
import { lex } from "../lex/lexer.js";
import { LudicParser, parseTokens } from "./parser.js";

describe("LudicParser", () => {
  it("passes chevrotain's grammar validations (compiles skip them)", () => {
    // A grammar with an ambiguity or left recursion throws here, listing the definition errors.
    expect(() => new LudicParser({ validate: true })).not.toThrow();
  });

  it("builds (grammar self-analysis passes) and parses a small file", () => {
    const { errors, cst } = parseTokens(
      lex("zone deck: pile, hidden\nrule a(me: seat) { move top(deck) to hand[me] }", "t").tokens,
    );
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(cst.name).toBe("file");
  });
});

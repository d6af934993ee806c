import { describe, expect, it } from "vitest";
import type * as ast from "../ast/nodes.js";
import { parseRules } from "../parse-file.js";
import { findAttachments } from "./attachments.js";

const DECLS = `card Card { value: int }
card Chip { n: int }
card Token { t: int }
zone display[seat]: row of Card, public
zone reserve: row of Chip, public
zone tokens: pile of Token, public
fn hostOf2(x: Chip): Card = top(display[seats[0]])
`;

/** The attachments the binder reads from the declarations of `text` (after DECLS). */
function attachmentsOf(text: string): Record<string, string> {
  const { ast, diagnostics } = parseRules(DECLS + text, "g.ludic");
  expect(diagnostics).toEqual([]);
  const declarations = new Map<string, ast.Declaration>();
  ast.declarations.forEach((d, i) => {
    declarations.set("name" in d && d.name ? d.name.name : `#${i}`, d);
  });
  return Object.fromEntries(findAttachments(declarations));
}

describe("the binder finds what the rules attach, before any body is checked", () => {
  it("reads option parameters from their domains", () => {
    expect(
      attachmentsOf(`rule r(me: seat) { choose me { put(x: reserve, on: display[me]) { attach x to on } } }`),
    ).toEqual({ Card: "Chip" });
  });

  it("reads written types, a fn's return type, lets, loops and queries", () => {
    expect(
      attachmentsOf(`rule r(me: seat, chip: Chip) {
  let host = hostOf2(chip)
  attach chip to host
  for t in tokens { attach t to first(c in display[me] where c.value > 1) }
}`),
    ).toEqual({ Card: "Chip" });
    expect(attachmentsOf(`rule r(t: Token, c: Chip) { attach t to c }`)).toEqual({ Chip: "Token" });
  });

  it("keeps the first type attached to a host (the checker reports a second, LUD448)", () => {
    expect(
      attachmentsOf(`rule r(c: Card, x: Chip, t: Token) {
  attach x to c
  attach t to c
}`),
    ).toEqual({ Card: "Chip" });
  });

  it("leaves out a side it cannot read", () => {
    expect(attachmentsOf(`rule r(me: seat, c: Card) { attach me to c }`)).toEqual({});
  });
});

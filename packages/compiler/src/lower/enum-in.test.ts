/**
 * `x in L` of an enum value and a constant list holding exactly the enum's first members (in any
 * order) is a bound, `x < n` (lower/expressions.ts firstMembers); any other list stays `includes`.
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const RULES = `
game enumIn {
  title "Enum in"
  players 1
  variant "standard"
  version "1.0.0"
}
enum Colour { red, green, blue, grey }
const WARM: list<Colour> = [green, red]
const ODD: list<Colour> = [red, blue]
fn warm(c: Colour): bool = c in WARM
fn odd(c: Colour): bool = c in ODD
fn early(c: Colour): bool = c in [red, green, blue]
rule turn(me: seat) {
  for c in [red, green, blue, grey] {
    log "" + warm(c) + " " + odd(c) + " " + early(c)
  }
}
flow { turn(seats[0]) }
`;

describe("an enum value in a constant list", () => {
  it("is a bound when the list holds the first members, and the same answer either way", async () => {
    const e = await loadEngine("enum-in", { "enum-in.ludic": RULES });
    const text = generatedRules("enum-in");
    expect(text).toContain("return c < 2;");
    expect(text).toContain("return c < 3;");
    expect(text).toContain("return K_ODD.includes(c);");
    const st = e.setup({ players: 1, seed: "x" });
    expect(e.view(st, 0).log.slice(-4)).toEqual([
      "true true true",
      "true false true",
      "false true true",
      "false false false",
    ]);
  });
});

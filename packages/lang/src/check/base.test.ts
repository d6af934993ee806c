import { describe, expect, it } from "vitest";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2
  variant "classic"
}
card Card { rank: int }
cards Card into deck { for r in 1..3 { card "c" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
fn goal(s: seat): int = 10
rule draw(me: seat) { choose me { take { move top(deck) to hand[me] } } }
options play(me: seat) { put(c: hand[me]) { move c to deck } }
flow { draw(seats[0]) }
`;

const VARIANT = `variant "v" extends "classic" {
  title "V"
}
`;

describe("base(…)", () => {
  it("resolves to the declaration an override replaces, and makes a rule that calls a suspending base suspend", () => {
    const r = checkTexts({
      "g.ludic": GAME,
      "v.ludic": `${VARIANT}override fn goal(s: seat): int = base(s) + 1
override rule draw(me: seat) {
  base(me)
  log "drawn"
}
override options play(me: seat) {
  use base(me)
  keep { }
}
`,
    });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    const calls = findAll(r.game?.variants[1]?.file, "CallExpr", (c) => c.callee.name === "base");
    expect(calls.map((c) => r.symbols.get(c)?.kind)).toEqual(["base", "base"]);
    const base = r.symbols.get(calls[0]!);
    expect(base?.kind === "base" && base.decl).toBe(r.game?.variants[0]?.declarations.get("goal"));
    const draw = r.game?.variants[1]?.declarations.get("draw");
    expect(draw && r.suspending.has(draw as never)).toBe(true);
  });

  it("is LUD313 outside an override, and checks arguments like the base", () => {
    const a = marked(`${GAME}fn f(s: seat): int = @@base(s)\n`);
    expect(where(checkTexts({ "g.ludic": a.text }))).toEqual([`LUD313 g.ludic:${a.at}`]);
    const b = marked(`${VARIANT}override fn goal(s: seat): int = @@base(s, s)\n`);
    expect(where(checkTexts({ "g.ludic": GAME, "v.ludic": b.text }))).toEqual([`LUD403 v.ludic:${b.at}`]);
    const c = marked(`${VARIANT}override options play(me: seat) { put(c: hand[me]) { @@base(me) } }\n`);
    expect(where(checkTexts({ "g.ludic": GAME, "v.ludic": c.text }))).toEqual([`LUD313 v.ludic:${c.at}`]);
    const d = marked(`${VARIANT}override rule draw(me: seat) { if @@base(me) { } }\n`);
    expect(where(checkTexts({ "g.ludic": GAME, "v.ludic": d.text }))).toContain(`LUD421 v.ludic:${d.at}`);
  });

  it("is an ordinary name when the game declares `base`", () => {
    const r = checkTexts({ "g.ludic": `${GAME}fn base(s: seat): int = 3\nfn f(s: seat): int = base(s)\n` });
    expect(where(r)).toEqual([]);
  });
});

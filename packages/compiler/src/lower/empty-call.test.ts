/**
 * A call, in a machine, of a by-variant rule that is empty in some variants (Cuttle's classic
 * `endOfTurn`, whose override asks for decisions): in those variants it enters no frame and makes
 * no trip through runEngine (lower/statements.ts `emptyIn`, emit/print.ts), and the game is the same.
 */
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game tidy {
  title "Tidy"
  players 2
  variant "plain"
  version "1.0.0"
}
card Chip { n: int }
cards Chip into bag { for n in 1..6 { card "c" + n { n: n } } }
zone bag: pile, public
zone hand[seat]: hand, public
var rounds: int = 0

rule endOfTurn(me: seat) {
}

rule sweep(c: Chip) {
}

rule turn(me: seat) {
  choose me {
    take(c: bag) { move c to hand[me] }
  }
  endOfTurn(me)
  sweep(top(hand[me]))
  rounds += 1
  if size(bag) == 0 { finish [] "bag empty" }
}
flow { loop { turn(seats[0]); turn(seats[1]) } }
`;

const STRICT = `
variant "strict" extends "plain" { title "Tidy, strict" }
override rule endOfTurn(me: seat) {
  if size(hand[me]) > 1 {
    choose me { drop(c: hand[me]) { move c to bag } }
  }
}
override rule sweep(c: Chip) {
  choose next(holder(c)) { ok { } }
}
`;

const FILES = { "tidy.ludic": GAME, "strict.ludic": STRICT };

describe("a call of a rule that is empty in the variant", () => {
  it("skips the frame only where the rule is empty and its arguments cannot fail", () => {
    const result = compileText(FILES);
    if (!result.ok) throw new Error("does not compile");
    const rules = result.files.find((f) => f.path.endsWith("src/rules.ts"))?.text ?? "";
    const lines = rules.split("\n").map((l) => l.trim());
    // Both rules call no rule: their frames run at once (lower/program.ts `directCalls`).
    const push = lines.indexOf("const c$ = enter_endOfTurn_BY_VARIANT[st.v](st, f.me);");
    expect(push).toBeGreaterThan(0);
    expect(lines[push - 1]).toBe("if (st.v === 0) { st.ret = null; continue run; }");
    // `top(hand[me])` can fail (an empty hand is a rules error): that call enters its frame as before.
    const sweep = lines.findIndex((l) => l.startsWith("const c$ = enter_sweep_BY_VARIANT[st.v]("));
    expect(sweep).toBeGreaterThan(0);
    expect(lines[sweep - 1]).not.toContain("continue run");
  });

  it("plays the same: the plain variant never waits in endOfTurn, the strict one does", async () => {
    const e = await loadEngine("tidy", FILES);
    let plain = e.setup({ players: 2, seed: "s" });
    for (let i = 0; i < 6; i++) {
      const d = e.decisions(plain)[0];
      if (!d) break;
      expect(d.actions).toEqual(["take"]);
      plain = e.applyMove(plain, e.legalMoves(plain, d.seat)[0] as never);
    }
    expect(e.outcome(plain)?.reason).toBe("bag empty");
    let strict = e.setup({ players: 2, seed: "s", variant: "strict" });
    const asked = new Set<string>();
    for (let i = 0; i < 40 && !e.outcome(strict); i++) {
      const d = e.decisions(strict)[0];
      if (!d) break;
      for (const a of d.actions) asked.add(a);
      strict = e.applyMove(strict, e.legalMoves(strict, d.seat)[0] as never);
    }
    expect([...asked].sort()).toEqual(["drop", "ok", "take"]);
  });
});

/**
 * A call of a rule whose machine calls no rule and is not `complete` runs the new frame in the
 * caller's trip through runEngine (lower/program.ts `directCalls`, emit/print.ts): Tic-tac-toe's
 * `play` loop runs each `turn` at once instead of returning to runEngine to have it stepped. A
 * callee that calls rules, and a `complete` one, are pushed and left to runEngine as before; the
 * game is the same either way, through applyMove and through playouts.
 */
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const GAME = `
game relay {
  title "Relay"
  players 2
  variant "plain"
  version "1.0.0"
}
var total: int = 0

rule pick(me: seat): int {
  let v = 0
  choose me {
    low { v = 1 }
    high { v = 2 }
  }
  log "seat " + me + " picks " + v
  return v
}

rule check(me: seat) complete {
  choose me {
    ok { total += 0 }
  }
}

rule round(me: seat) {
  let a = pick(me)
  total += a
  check(me)
  let b = pick(me)
  total += b
}

rule play() {
  loop {
    round(seats[0])
    round(seats[1])
    if total >= 9 { finish [] "nine reached" }
  }
}
flow { play() }
`;

const TRIPLE = `
variant "triple" extends "plain" { title "Relay, triple" }
override rule pick(me: seat): int {
  let v = 0
  choose me {
    low { v = 1 }
    high { v = 3 }
  }
  log "seat " + me + " picks " + v
  return v
}
`;

const FILES = { "relay.ludic": GAME, "triple.ludic": TRIPLE };

/** The lines of the machine `name` in the generated rules.ts, trimmed. */
function machine(name: string): string[] {
  const result = compileText(FILES);
  if (!result.ok) throw new Error("does not compile");
  const rules = result.files.find((f) => f.path.endsWith("src/rules.ts"))?.text ?? "";
  const lines = rules.split("\n").map((l) => l.trim());
  const start = lines.indexOf(`function ${name}(st: State, f: F_${name.slice(4)}): number {`);
  expect(start).toBeGreaterThan(0);
  const end = lines.findIndex((l, i) => i > start && l.startsWith("/**"));
  return lines.slice(start, end);
}

interface St {
  log: string[];
  g: { total: number };
}

describe("a call of a rule that calls no rule", () => {
  it("runs the callee at once only when it calls no rule and is not complete", () => {
    const round = machine("run_round");
    // `pick` is overridden by a variant: the call goes through `step`.
    const picks = round.filter((l) => l === "const c$ = enter_pick_BY_VARIANT[st.v](st, f.me);");
    expect(picks.length).toBe(2);
    expect(round.filter((l) => l === "if (step(st, c$) !== 0) return 1;").length).toBe(2);
    // `check` is complete: runEngine ends its scope when it returns.
    const check = round.indexOf("st.stack.push(enter_check(st, f.me));");
    expect(check).toBeGreaterThan(0);
    expect(round[check + 1]).toBe("return 0;");
    // `round` calls rules: it goes back to runEngine with its child pushed, so it is pushed too.
    const play = machine("run_play");
    const call = play.findIndex((l) => l.startsWith("st.stack.push(enter_round("));
    expect(call).toBeGreaterThan(0);
    expect(play[call + 1]).toBe("return 0;");
    expect(play.some((l) => l.startsWith("const c$"))).toBe(false);
  });

  it("runs the callee by name when every variant has the same one", () => {
    const result = compileText({ "relay.ludic": GAME });
    if (!result.ok) throw new Error("does not compile");
    const rules = result.files.find((f) => f.path.endsWith("src/rules.ts"))?.text ?? "";
    expect(rules).toContain("if (run_pick(st, c$) !== 0) return 1;");
  });

  it.each(["plain", "triple"])(
    "plays the same through applyMove and through a playout (%s)",
    async (variant) => {
      const e = await loadEngine("relay", FILES);
      const start = e.setup({ players: 2, seed: "s", variant });
      // Through applyMove: the actions asked, in order, and the game's log and end.
      let st: unknown = start;
      const asked: string[] = [];
      let k = 0;
      for (let i = 0; i < 100 && e.outcome(st) === null; i++) {
        const d = e.decisions(st)[0];
        if (!d) break;
        asked.push(d.actions.join("/"));
        const moves = e.legalMoves(st, d.seat);
        st = e.applyMove(st, moves[k++ % moves.length] as never);
      }
      const pattern = ["low/high", "ok", "low/high"];
      expect(asked.slice(0, 6)).toEqual([...pattern, ...pattern]);
      expect(e.outcome(st)?.reason).toBe("nine reached");
      const end = st as St;
      expect(end.g.total).toBeGreaterThanOrEqual(9);
      // The same choices through the playout path (the machines take the decisions themselves).
      let j = 0;
      const played = e.playout?.(start, (n) => j++ % n) as unknown as St;
      expect(played.log).toEqual(end.log);
      expect(played.g.total).toBe(end.g.total);
      expect(e.outcome(played as never)).toEqual(e.outcome(st));
    },
  );
});

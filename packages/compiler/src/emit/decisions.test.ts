import type { Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

// Two rules offering the same options, each with its own blocks: one option table, printed once.
const rules = `game sharing {
  title "Sharing"
  players 2
  variant "classic"
}

var total: int = 0

rule once(me: seat) {
  choose me {
    add(n: 1..3) when total + n <= 10 {
      total = total + n
    }
    pass() {
      log "seat " + me + " passes"
    }
  }
}

rule twice(me: seat) {
  choose me {
    add(n: 1..3) when total + n <= 10 {
      total = total + 2 * n
    }
    pass() {
      log "seat " + me + " passes"
    }
  }
}

flow {
  loop { once(seats[0]) twice(seats[1]) if total >= 10 { finish [] "ten" } }
}
`;

describe("option tables several decisions share", () => {
  it("prints one table for decisions alike, each decision naming its own blocks", () => {
    const result = compileText({ "sharing.ludic": rules });
    expect(result.ok).toBe(true);
    const code = result.ok ? (result.files.find((f) => f.path === "src/rules.ts")?.text ?? "") : "";
    expect(code.match(/^const OPTIONS_\d+: Options<F_once \| F_twice> = \[$/gm)).toHaveLength(1);
    expect(code.match(/decision<F_(once|twice)>\(fill_0, null, \[\d+, \d+\], OPTIONS_0\)/g)).toHaveLength(2);
    expect(code.match(/\{ action: "add"/g)).toHaveLength(1);
    // The option's move builder: one object literal with the rules' keys.
    expect(code).toMatch(/move: \(seat, (\S+)\) => \(\{ seat, action: "add", args: \{ n: \1 \} \}\)/);
  });

  it("binds each decision's move to its own rule's block", async () => {
    const engine = await loadEngine("sharing", { "sharing.ludic": rules });
    let s = engine.setup({ players: 2, seed: "share" });
    const add = (seat: number, n: number): void => {
      s = engine.applyMove(s, { seat, action: "add", args: { n } } as unknown as Move);
    };
    add(0, 1);
    add(1, 1);
    expect(JSON.stringify(engine.view(s, "spectator"))).toContain('"total":3');
  });
});

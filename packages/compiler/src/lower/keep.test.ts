/**
 * Kept lets (lower/keep.ts): a pure fn's `let` that does not read one of its parameters keeps
 * its list across calls, and a filter's test on the state is kept apart from the part that
 * reads that parameter; the moves stay those of the rules as written, state after state.
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const RULES = `
game keptLets {
  title "Kept lets"
  players 1
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 3, cols: 4, diagonal: false)
var owner[cell]: int = 0
fn mine(k: int): list<cell> = filter(h in cells where owner[h] == k)
fn legal(k: int, q: list<cell>, lifted: cell?): list<cell> {
  let cand = filter(h in q where owner[h] == 0)
  let near = filter(h in cand where any(n in neighbours(h) where n != lifted and owner[n] == k))
  return if size(near) > 0 then near else cand
}
rule turn(me: seat) {
  choose me {
    place(hex: legal(1, cells, none)) {
      log "before " + size(legal(1, cells, none))
      owner[hex] = 2
      log "after " + size(legal(1, cells, none))
      owner[hex] = 1
      log "then " + size(legal(1, cells, none))
    }
    hop(from: mine(1), dest: legal(1, cells, from)) {
      owner[from] = 0
      owner[dest] = 1
    }
  }
}
flow { loop { turn(seats[0]) } }
`;

/** `legal` as the rules say it, on the 3 × 4 board's owner array (cells 0 … 11, row by row). */
function legal(owner: number[], k: number, lifted: number | null): number[] {
  const nb = (h: number) =>
    [h - 4, h + 4, h % 4 > 0 ? h - 1 : -1, h % 4 < 3 ? h + 1 : -1].filter((n) => n >= 0 && n < 12);
  const cand = owner.map((_, h) => h).filter((h) => owner[h] === 0);
  const near = cand.filter((h) => nb(h).some((n) => n !== lifted && owner[n] === k));
  return near.length > 0 ? near : cand;
}
const cellOf = (m: { args: unknown }) => {
  const [, r, c] = /r(\d+)c(\d+)/.exec((m.args as { hex: string }).hex) ?? [];
  return Number(r) * 4 + Number(c);
};
const name = (h: number) => `r${Math.floor(h / 4)}c${h % 4}`;

describe("kept lets", () => {
  it("keep legal's invariant parts, and every state lists the rules' moves", async () => {
    const e = await loadEngine("kept-lets", { "kept-lets.ludic": RULES });
    const text = generatedRules("kept-lets");
    // Every call passes the board's cells, a list never changed in place: q is kept as it is too.
    expect(text).toContain('keptListOn("fn_legal:cand", st.g.owner, "owner", q)');
    // cand is itself a kept list: near's site keeps it as it is, recognised by identity.
    expect(text).toContain('keptListOn("fn_legal:near", st.g.owner, "owner", cand, k)');
    // With lifted none, `n != lifted` holds: near is the kept test's list as it is, not walked again.
    expect(text).toMatch(/if \(lifted === null\) \{\s*near = p\$2;/);
    let s = e.setup({ players: 1, seed: "k" });
    for (let step = 0; step < 40; step++) {
      const owner = (s as unknown as { g: { owner: number[] } }).g.owner;
      const mine = owner.map((_, h) => h).filter((h) => owner[h] === 1);
      const expected = [
        ...legal(owner, 1, null).map((h) => `place ${name(h)}`),
        ...mine.flatMap((f) => legal(owner, 1, f).map((d) => `hop ${name(f)} ${name(d)}`)),
      ];
      const moves = e.legalMoves(s, 0);
      const got = moves.map((m) => `${m.action} ${Object.values(m.args as object).join(" ")}`);
      expect(got).toEqual(expected);
      // Settle the board about half full, then keep moving.
      const pick = moves[(step * 7) % moves.length] as (typeof moves)[number];
      const move = mine.length < 6 ? (moves[step % moves.length] as typeof pick) : pick;
      s = e.applyMove(s, move as never);
      // Within one move the rules wrote owner in place: the kept lists were computed again.
      const now = (s as unknown as { g: { owner: number[] } }).g.owner;
      if (move.action === "place")
        expect(e.view(s, 0).log.slice(-3)).toEqual([
          `before ${legal(owner, 1, null).length}`,
          `after ${
            legal(
              now.map((o, h) => (h === cellOf(move) ? 2 : o)),
              1,
              null,
            ).length
          }`,
          `then ${legal(now, 1, null).length}`,
        ]);
    }
  });
});

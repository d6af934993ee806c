/**
 * A loop that only writes an indexed variable by index (lower/statements.ts `ownedBefore`): the
 * variable is made the state's own once before the loop and its writes counted once there, not
 * per element; the kept results and counts read after the loop are those of the new values, and
 * a state a client holds is not changed by the loop's writes to its successor.
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const RULES = `
game loopWrites {
  title "Loop writes"
  players 1
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 3, cols: 4, diagonal: false)
enum Colour { red, blue }
var owner[cell]: Colour? = none
fn mine(k: Colour): list<cell> = filter(h in cells where owner[h] == k)
fn notMine(k: Colour): list<cell> = filter(h in cells where owner[h] != k)
fn legal(k: Colour, q: list<cell>): list<cell> {
  let cand = filter(h in q where owner[h] == none)
  let near = filter(h in cand where any(n in neighbours(h) where owner[n] == k))
  return if size(near) > 0 then near else cand
}
rule turn(me: seat) {
  choose me {
    place(hex: legal(red, cells)) { owner[hex] = red }
    flip(at: mine(red)) {
      owner[at] = red
      log "before " + size(mine(red)) + " " + size(notMine(blue)) + " " + size(legal(blue, cells))
      for r in 0..2 {
        for c in 0..3 {
          owner[cellAt(r, c)] = if owner[cellAt(r, c)] == red then blue else if owner[cellAt(r, c)] == blue then red else none
        }
      }
      log "after " + size(mine(red)) + " " + size(notMine(blue)) + " " + size(legal(blue, cells))
    }
  }
}
flow { loop { turn(seats[0]) } }
`;

type Owner = (number | null)[];
const nb = (h: number) =>
  [h - 4, h + 4, h % 4 > 0 ? h - 1 : -1, h % 4 < 3 ? h + 1 : -1].filter((n) => n >= 0 && n < 12);
function legal(owner: Owner, k: number): number[] {
  const cand = owner.map((_, h) => h).filter((h) => owner[h] === null);
  const near = cand.filter((h) => nb(h).some((n) => owner[n] === k));
  return near.length > 0 ? near : cand;
}
const name = (h: number) => `r${Math.floor(h / 4)}c${h % 4}`;
const ownerOf = (s: unknown) => (s as { g: { owner: Owner } }).g.owner;
const listed = (moves: { action: string; args?: unknown }[]) =>
  moves.map((m) => `${m.action} ${Object.values(m.args as object).join(" ")}`);

describe("a loop of indexed writes", () => {
  it("owns and counts the variable once before the loop; kept results follow the new values", async () => {
    const e = await loadEngine("loop-writes", { "loop-writes.ludic": RULES });
    const text = generatedRules("loop-writes");
    expect(text).toContain(
      'const owner$w = ownVar(st.g, "owner");\n        varWritten("owner");\n        countWritten("owner", owner$w, -1);\n        for (let r = 0; r <= 2; r++) {',
    );
    // The write goes to the owned copy, at the cell's index on the 3×4 board.
    expect(text).toContain(
      "owner$w[(r >= 0 && r < 3 && c >= 0 && c < 4 ? r * 4 + c : cellAt(BOARD, r, c, LOC[",
    );
    let s = e.setup({ players: 1, seed: "w" });
    const held: { s: typeof s; owner: Owner; moves: string[] }[] = [];
    let flips = 0;
    for (let step = 0; step < 80; step++) {
      const owner = ownerOf(s).slice();
      const mine = owner.map((_, h) => h).filter((h) => owner[h] === 0);
      const expected = [
        ...legal(owner, 0).map((h) => `place ${name(h)}`),
        ...mine.map((h) => `flip ${name(h)}`),
      ];
      const moves = e.legalMoves(s, 0);
      expect(listed(moves)).toEqual(expected);
      held.push({ s, owner, moves: listed(moves) });
      const flip = moves.filter((m) => m.action === "flip");
      const move = (step % 3 === 2 && flip.length > 0 ? flip[0] : moves[(step * 7) % moves.length]) as never;
      s = e.applyMove(s, move);
      if ((move as { action: string }).action === "flip") {
        flips++;
        const flipped = owner.map((o) => (o === 0 ? 1 : o === 1 ? 0 : null));
        expect(ownerOf(s)).toEqual(flipped);
        // Read in the same rule before and after the loop: kept results and counts of the new values.
        const sizes = (o: Owner) =>
          `${o.filter((x) => x === 0).length} ${o.filter((x) => x !== 1).length} ${legal(o, 1).length}`;
        expect(e.view(s, 0).log.slice(-2)).toEqual([`before ${sizes(owner)}`, `after ${sizes(flipped)}`]);
      }
      if (ownerOf(s).every((o) => o !== null)) s = e.setup({ players: 1, seed: `w${step}` });
    }
    expect(flips).toBeGreaterThan(10);
    // States a client held: unchanged by the writes of the states after them.
    for (const h of held) {
      expect(ownerOf(h.s)).toEqual(h.owner);
      expect(listed(e.legalMoves(h.s, 0))).toEqual(h.moves);
    }
  });
});

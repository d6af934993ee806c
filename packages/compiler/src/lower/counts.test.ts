/**
 * Kept counts (lower/counts.ts): a neighbour query `any(n in neighbours(h) where owner[n] == k)`
 * reads counts the writes of `owner` keep up to date; every state lists the rules' moves, a state
 * a client holds lists the same moves after later moves were applied to it.
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const RULES = `
game keptCounts {
  title "Kept counts"
  players 1
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 3, cols: 4, diagonal: false)
enum Colour { red, blue }
var owner[cell]: Colour? = none
fn mine(k: Colour): list<cell> = filter(h in cells where owner[h] == k)
fn legal(k: Colour, q: list<cell>, lifted: cell?): list<cell> {
  let cand = filter(h in q where owner[h] == none)
  let near = filter(h in cand where any(n in neighbours(h) where n != lifted and owner[n] == k))
  return if size(near) > 0 then near else cand
}
fn ends(k: Colour): list<cell> =
  filter(h in cells where owner[h] == none and any(d in directions where all(i in 1..2 where inside(h, d, -i) and owner[shift(h, d, -i)] == k)))
fn lonely(k: Colour): int = count(h in mine(k) where not any(n in neighbours(h) where owner[n] == blue))
rule turn(me: seat) {
  choose me {
    place(hex: legal(red, cells, none)) {
      owner[hex] = red
      log "lonely " + lonely(red)
      log "ends " + size(ends(red))
      owner[hex] = blue
      log "then " + lonely(red)
      owner[hex] = red
    }
    hop(from: mine(red), dest: legal(red, cells, from)) {
      owner[from] = none
      owner[dest] = red
    }
    paint(at: mine(red)) { owner[at] = blue }
  }
}
flow { loop { turn(seats[0]) } }
`;

type Owner = (number | null)[];
const nb = (h: number) =>
  [h - 4, h + 4, h % 4 > 0 ? h - 1 : -1, h % 4 < 3 ? h + 1 : -1].filter((n) => n >= 0 && n < 12);
/** `legal` as the rules say it, on the 3 × 4 board (cells 0 … 11, row by row; red 0, blue 1). */
function legal(owner: Owner, k: number, lifted: number | null): number[] {
  const cand = owner.map((_, h) => h).filter((h) => owner[h] === null);
  const near = cand.filter((h) => nb(h).some((n) => n !== lifted && owner[n] === k));
  return near.length > 0 ? near : cand;
}
const lonely = (owner: Owner) => owner.filter((o, h) => o === 0 && !nb(h).some((n) => owner[n] === 1)).length;
/** Free cells at the end of a line of two of k (the 4 directions come in opposite pairs). */
const ends = (owner: Owner, k: number) =>
  owner
    .map((_, h) => h)
    .filter((h) => {
      const [r, c] = [Math.floor(h / 4), h % 4];
      const at = (x: number, y: number) =>
        x >= 0 && x < 3 && y >= 0 && y < 4 ? owner[x * 4 + y] : undefined;
      const line = ([dr, dc]: number[]) => at(r + dr, c + dc) === k && at(r + 2 * dr, c + 2 * dc) === k;
      return (
        owner[h] === null &&
        [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ].some(line)
      );
    }).length;
const name = (h: number) => `r${Math.floor(h / 4)}c${h % 4}`;
const ownerOf = (s: unknown) => (s as { g: { owner: Owner } }).g.owner;

describe("kept counts", () => {
  it("reads neighbour queries off counts the writes keep, state after state", async () => {
    const e = await loadEngine("kept-counts", { "kept-counts.ludic": RULES });
    const text = generatedRules("kept-counts");
    // The near filter's test on the state, and lonely's query: the counts of owner, 2 values.
    expect(text).toMatch(/const nc\$1 = countsOf\("owner", st\.g\.owner, BOARD, 2\);/);
    expect(text).toContain("if (nc$1[h_2 * 2 + k] > 0)");
    expect(text).toContain("if (nc$1[h * 2 + 1 /* Colour.blue */] > 0) { continue q1; }");
    // A line of two of k ending at h needs a neighbour of h holding k: the loops run only then.
    expect(text).toContain("if (nc$1[h * 2 + k] > 0) {");
    // mine(k): the cells holding k, lists kept per value across the writes.
    expect(text).toContain('return cellsOf("owner", st.g.owner, BOARD, 2)[k];');
    // Every write of owner moves the counts.
    expect(text.match(/countWritten\("owner", st\.g\.owner, [\w.$]+\);/g)?.length).toBe(6);
    let s = e.setup({ players: 1, seed: "k" });
    const held: { s: typeof s; moves: string[] }[] = [];
    for (let step = 0; step < 60; step++) {
      const owner = ownerOf(s).slice();
      const mine = owner.map((_, h) => h).filter((h) => owner[h] === 0);
      const expected = [
        ...legal(owner, 0, null).map((h) => `place ${name(h)}`),
        ...mine.flatMap((f) => legal(owner, 0, f).map((d) => `hop ${name(f)} ${name(d)}`)),
        ...mine.map((h) => `paint ${name(h)}`),
      ];
      const moves = e.legalMoves(s, 0);
      const got = moves.map((m) => `${m.action} ${Object.values(m.args as object).join(" ")}`);
      expect(got).toEqual(expected);
      if (step % 5 === 0) held.push({ s, moves: got });
      const move = moves[(step * 7) % moves.length] as (typeof moves)[number];
      s = e.applyMove(s, move as never);
      if (move.action === "place") {
        const h = Number(
          /r(\d)c(\d)/
            .exec(String(Object.values(move.args as object)[0]))
            ?.slice(1)
            .join(""),
        );
        const at = Math.floor(h / 10) * 4 + (h % 10);
        const red = owner.map((o, c) => (c === at ? 0 : o));
        const blue = owner.map((o, c) => (c === at ? 1 : o));
        expect(e.view(s, 0).log.slice(-3)).toEqual([
          `lonely ${lonely(red)}`,
          `ends ${ends(red, 0)}`,
          `then ${lonely(blue)}`,
        ]);
      }
      if (ownerOf(s).every((o) => o !== null)) s = e.setup({ players: 1, seed: `k${step}` });
    }
    // States a client held: unchanged, so their moves are the same as when they were listed.
    for (const h of held)
      expect(
        e.legalMoves(h.s, 0).map((m) => `${m.action} ${Object.values(m.args as object).join(" ")}`),
      ).toEqual(h.moves);
  });
});

/**
 * Kingdom Builder's building blocks end to end: a hex board with per-cell terrain and owners set
 * from a position, and the scoring cards written as in docs/design/kingdom-builder.md §4,
 * checked against the reference's example KB-E7 (/work/shared/games/kingdom-builder.md §7).
 */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const KB = `
game kb-blocks {
  title "Kingdom Builder blocks"
  players 2
  variant "base"
  position report
}
enum Terrain { G "grass", C "canyon", D "desert", F "flower", T "forest", W "water", M "mountain", K "castle", L "location" }
board land: hex(rows: 20, cols: 20, offset: oddR)

var terrain[cell]: Terrain = G
var owner[cell]: int = -1                 // 0 orange, 1 blue, -1 nobody

fn own(k: int, h: cell): bool = owner[h] == k
fn mine(k: int): list<cell> = filter(h in cells where own(k, h))
fn touches(h: cell, ts: list<Terrain>): bool = any(n in neighbours(h) where terrain[n] in ts)
fn special(h: cell): bool = terrain[h] == K or terrain[h] == L
fn sp(area: list<cell>): list<cell> = filter(n in cells where special(n) and any(h in area where adjacent(h, n)))
fn quadrant(h: cell): int = (h.row / 10) * 2 + h.col / 10
fn inQ(k: int, q: int): int = count(h in mine(k) where quadrant(h) == q)

fn fishermen(k: int): int = count(h in mine(k) where touches(h, [W]))
fn miners(k: int): int = count(h in mine(k) where touches(h, [M]))
fn workers(k: int): int = count(h in mine(k) where touches(h, [K, L]))
fn merchants(k: int): int =
  4 * count(n in cells where special(n) and any(a in components(mine(k)) where size(sp(a)) >= 2 and n in sp(a)))
fn discoverers(k: int): int = count(r in 0..19 where any(h in mine(k) where h.row == r))
fn hermits(k: int): int = size(components(mine(k)))
fn citizens(k: int): int = max(a in components(mine(k)) of size(a)) / 2
fn knights(k: int): int = 2 * max(r in 0..19 of count(h in mine(k) where h.row == r))
fn farmers(k: int): int = 3 * min(q in 0..3 of inQ(k, q))
fn castles(k: int): int = 3 * count(h in cells where terrain[h] == K and any(n in neighbours(h) where own(k, n)))
fn lordsGold(k: int, q: int): int {
  let hi = max(c in 0..1 of inQ(c, q))
  if hi == 0 { return 0 }
  if inQ(k, q) == hi { return 12 }
  let second = max(c in 0..1 where inQ(c, q) < hi of inQ(c, q))
  if inQ(k, q) == second { return 6 }
  return 0
}
fn lords(k: int): int = sum(q in 0..3 of lordsGold(k, q))

// KB-26 Tavern: a free buildable hex at an end of a line of three of one's settlements
fn tavern(k: int): list<cell> = filter(h in cells where owner[h] < 0 and terrain[h] == G
  and any(d in directions where all(i in 1..3 where inside(h, d, -i) and own(k, shift(h, d, -i)))))
// KB-29 Paddock: exactly two hexes away in a straight line
fn paddock(s: cell): list<cell> = map(d in directions where inside(s, d, 2) of shift(s, d, 2))

rule report(me: seat) {
  for k in 0..1 {
    log "colour " + k + ": fishermen " + fishermen(k) + ", miners " + miners(k) + ", workers " + workers(k)
      + ", merchants " + merchants(k) + ", discoverers " + discoverers(k) + ", hermits " + hermits(k)
      + ", citizens " + citizens(k) + ", knights " + knights(k) + ", lords " + lords(k)
      + ", farmers " + farmers(k) + ", castles " + castles(k)
  }
  log "paddock from r6c2: " + paddock(cellAt(6, 2))
  log "tavern for orange: " + tavern(0)
  choose me { done { } }
}

flow { report(seats[0]) }
`;

const cell = (r: number, c: number) => `r${r}c${c}`;

describe("Kingdom Builder's building blocks", () => {
  it("score all ten cards of KB-E7 on one position", async () => {
    const e = await loadEngine("kb-blocks", { "kb-blocks.ludic": KB });
    const vars: Record<string, string | number> = {};
    for (const [r, c] of [
      [2, 3],
      [13, 14],
    ])
      vars[`terrain[${cell(r as number, c as number)}]`] = "W";
    vars[`terrain[${cell(6, 6)}]`] = "M";
    for (const [r, c] of [
      [2, 6],
      [14, 12],
    ])
      vars[`terrain[${cell(r as number, c as number)}]`] = "K";
    for (const [r, c] of [
      [4, 3],
      [8, 1],
    ])
      vars[`terrain[${cell(r as number, c as number)}]`] = "L";
    const orange = [
      [3, 3],
      [3, 4],
      [3, 5],
      [7, 6],
      [8, 0],
      [12, 13],
      [12, 14],
    ];
    const blue = [
      [5, 3],
      [5, 4],
      [5, 5],
      [5, 6],
      [1, 12],
      [14, 13],
      [15, 2],
    ];
    for (const [r, c] of orange) vars[`owner[${cell(r as number, c as number)}]`] = 0;
    for (const [r, c] of blue) vars[`owner[${cell(r as number, c as number)}]`] = 1;
    const st = e.position({ zones: {}, vars });
    expect(e.view(st, 0).log).toEqual([
      // Fishermen 2/0, Miners 1/2, Workers 3/2, Merchants 8/0, Discoverers 4/4, Hermits 4/4,
      // Citizens 1/2, Knights 6/8, Lords 36/36, Farmers 0/3, Castles 3/3 (KB-E7).
      "colour 0: fishermen 2, miners 1, workers 3, merchants 8, discoverers 4, hermits 4, citizens 1, knights 6, lords 36, farmers 0, castles 3",
      "colour 1: fishermen 0, miners 2, workers 2, merchants 0, discoverers 4, hermits 4, citizens 2, knights 8, lords 36, farmers 3, castles 3",
      // KB-E5: the six Paddock destinations from (6,2).
      "paddock from r6c2: r6c4,r4c3,r4c1,r6c0,r8c1,r8c3",
      // KB-E4 (a) with orange's row (3,3) (3,4) (3,5): the hexes at either end of the line.
      "tavern for orange: r3c2,r3c6",
    ]);
  });
});

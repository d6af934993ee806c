/**
 * Kept results of list fns (lower/memo.ts): a filter fn that reads one variable keeps its result
 * per argument until the rules write that variable; its values stay the rules'.
 */
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

/**
 * The engine of a two-seat game on a 2 × 3 board: `name` (`memo-two`) is its folder, its id
 * (`memoTwo`) and its title (`Memo two`); `rules`, its declarations after the board.
 */
const memoGame = (name: string, rules: string) =>
  loadEngine(name, {
    [`${name}.ludic`]: `
game ${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())} {
  title "${name.charAt(0).toUpperCase()}${name.slice(1).replace(/-/g, " ")}"
  players 2
  variant "standard"
  version "1.0.0"
}
board grid: square(rows: 2, cols: 3, diagonal: false)
${rules}`,
  });

describe("kept fn results", () => {
  it("are recomputed after the rules write the variable, in this state and in a copy", async () => {
    const e = await memoGame(
      "memo",
      `
var disc[cell]: int = 0
fn holding(p: int): list<cell> = filter(h in cells where disc[h] == p)
fn near(p: int): list<cell> = filter(h in cells where disc[h] == p and h != cellAt(0, 0))
rule turn(me: seat) {
  log "a " + size(holding(1)) + " " + size(holding(0))
  disc[cellAt(0, 1)] = 1
  log "b " + size(holding(1)) + " " + size(holding(0))
  choose me {
    mark(c: holding(0)) {
      disc[c] = 1
      log "c " + size(holding(1))
    }
  }
}
flow { loop { turn(seats[0]) } }
`,
    );
    const text = generatedRules("memo");
    expect(text).toContain('fnMemo("fn_holding", st.g.disc, "disc")');
    expect(text).toContain('varWritten("disc");');
    // `near` calls cellAt: it is not kept.
    expect(text.slice(text.indexOf("function fn_near"))).not.toMatch(/^[^}]*fnMemo/);
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-2)).toEqual(["a 0 6", "b 1 5"]);
    const moves = e.legalMoves(s0, 0);
    expect(moves.length).toBe(5);
    const s1 = e.applyMove(s0, moves[0] as never);
    expect(e.view(s1, 0).log.slice(-3)).toEqual(["c 2", "a 2 4", "b 2 4"]);
    // The first state still lists its own five moves.
    expect(e.legalMoves(s0, 0).length).toBe(5);
    expect(e.legalMoves(s1, 0).length).toBe(4);
  });

  it("are kept for two variables read through a called fn, and recomputed after a write to either", async () => {
    const e = await memoGame(
      "memo-two",
      `
var disc[cell]: int = 0
var open[cell]: bool = true
fn usable(h: cell): bool = open[h]
fn free(p: int): list<cell> = filter(h in cells where usable(h) and disc[h] == p)
rule turn(me: seat) {
  log "a " + size(free(0))
  open[cellAt(0, 0)] = false
  log "b " + size(free(0))
  disc[cellAt(0, 1)] = 1
  log "c " + size(free(0))
  choose me {
    mark(c: cells) { open[c] = true }
  }
}
flow { loop { turn(seats[0]) } }
`,
    );
    const text = generatedRules("memo-two");
    expect(text).toMatch(
      /fnMemo\("fn_free", st\.g\.(open|disc), "(open|disc)", st\.g\.(open|disc), "(open|disc)"\)/,
    );
    expect(text).toContain('varWritten("open");');
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-3)).toEqual(["a 6", "b 5", "c 4"]);
  });

  it("are kept per tuple of several bounded arguments, through a fn of lets, and recomputed after a write", async () => {
    const e = await memoGame(
      "memo-tuple",
      `
enum Side { left, right }
var disc[cell]: int = 0
fn free(q: list<cell>, skip: cell?): list<cell> {
  let f = filter(h in q where disc[h] == 0 and h != skip)
  return if size(f) > 0 then f else []
}
fn targets(s: Side, c: cell): list<cell> = match s {
  left => free(cells, c)
  else => free(cells, none)
}
rule turn(me: seat) {
  log "a " + size(targets(left, cellAt(0, 0))) + " " + size(targets(right, cellAt(0, 0)))
  disc[cellAt(0, 1)] = 1
  log "b " + size(targets(left, cellAt(0, 0))) + " " + size(targets(right, cellAt(1, 2)))
  choose me {
    mark(c: targets(right, cellAt(0, 0))) { disc[c] = 1 }
  }
}
flow { loop { turn(seats[0]) } }
`,
    );
    const text = generatedRules("memo-tuple");
    // Two enum members × six cells: the tuple (s, c) is packed as s * 6 + c.
    expect(text).toContain('fnMemoMap("fn_targets", st.g.disc, "disc")');
    expect(text).toContain("m$.get(s * 6 + c)");
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-2)).toEqual(["a 5 6", "b 4 5"]);
    const s1 = e.applyMove(s0, e.legalMoves(s0, 0)[0] as never);
    expect(e.view(s1, 0).log.slice(-2)).toEqual(["a 4 4", "b 4 4"]);
  });

  it("of an int fn with an int parameter are kept per tuple, the int packed first, and recomputed after a write", async () => {
    const e = await memoGame(
      "memo-ints",
      `
enum Side { left, right }
var disc[cell]: int = 0
fn mine(s: Side): list<cell> = filter(h in cells where disc[h] == s.index + 1)
fn inRow(s: Side, r: int): int = count(h in mine(s) where h.row == r)
rule turn(me: seat) {
  log "a " + inRow(left, 0) + " " + inRow(left, -1) + " " + inRow(right, 1)
  disc[cellAt(0, 1)] = 1
  disc[cellAt(1, 1)] = 2
  log "b " + inRow(left, 0) + " " + inRow(left, 1) + " " + inRow(right, 1) + " " + inRow(right, 0)
  choose me {
    mark(c: filter(h in cells where disc[h] == 0)) { disc[c] = 1 }
  }
}
flow { loop { turn(seats[0]) } }
`,
    );
    const text = generatedRules("memo-ints");
    // Two sides, an int of no bounded size: (s, r) is packed as r * 2 + s, kept while exact.
    expect(text).toContain('fnMemoInts("fn_inRow", st.g.disc, "disc")');
    expect(text).toContain("m$.get(r * 2 + s)");
    expect(text).toContain("if (Number.isSafeInteger(r * 2 + s))");
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-2)).toEqual(["a 0 0 0", "b 1 0 1 0"]);
    const s1 = e.applyMove(s0, e.legalMoves(s0, 0)[0] as never);
    expect(e.view(s1, 0).log.slice(-2)).toEqual(["a 2 0 1", "b 2 0 1 0"]);
  });

  it("keep the cells that pass a where's first part reading only kept-for variables, and walk them with the rest", async () => {
    const e = await memoGame(
      "memo-where",
      `
var kind[cell]: int = 0
var disc[cell]: int = 0
fn ofKind(t: int): list<cell> = filter(h in cells where kind[h] == t)
fn special(h: cell): bool = kind[h] == 2
fn held(p: int): int = 3 * count(h in cells where special(h) and any(n in neighbours(h) where disc[n] == p))
fn near(p: int): list<cell> = filter(h in cells where kind[h] == 2 and any(n in neighbours(h) where disc[n] == p))
fn odd(p: int): list<cell> = filter(h in cells where kind[h] / 2 == 1 and disc[h] == p)
rule turn(me: seat) {
  log "a " + size(ofKind(0)) + " " + held(1) + " " + size(near(1)) + " " + size(odd(0))
  kind[cellAt(1, 2)] = 2
  disc[cellAt(0, 2)] = 1
  log "b " + held(1) + " " + size(near(1)) + " " + size(odd(0))
  choose me {
    mark(c: filter(h in cells where disc[h] == 0)) { disc[c] = 1 }
  }
}
flow {
  kind[cellAt(0, 0)] = 2
  loop { turn(seats[0]) }
}
`,
    );
    const text = generatedRules("memo-where");
    // held's and near's first parts read only kind: their cells are kept; odd's divides (it could fail).
    expect(text).toContain(
      'fnMemo("where$1", st.g.kind, "kind")[0] ??= BOARD.cells.filter((h) => fn_special(st, h))',
    );
    expect(text).toContain(
      'fnMemo("where$2", st.g.kind, "kind")[0] ??= BOARD.cells.filter((h) => st.g.kind[h] === 2)',
    );
    expect(text.slice(text.indexOf("function fn_odd"))).not.toMatch(/^[^}]*where\$/);
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-2)).toEqual(["a 5 0 0 1", "b 3 1 2"]);
    const s1 = e.applyMove(s0, e.legalMoves(s0, 0)[0] as never);
    expect(e.view(s1, 0).log.slice(-2)).toEqual(["a 4 3 1 1", "b 3 1 1"]);
  });

  it("keep the components of a kept list with it, and not of another list", async () => {
    const e = await memoGame(
      "memo-groups",
      `
var disc[cell]: int = 0
fn holding(p: int): list<cell> = filter(h in cells where disc[h] == p)
rule turn(me: seat) {
  log "a " + size(components(holding(1))) + " " + size(components(filter(h in cells where disc[h] == 0)))
  disc[cellAt(0, 0)] = 1
  disc[cellAt(0, 2)] = 1
  log "b " + size(components(holding(1)))
  disc[cellAt(0, 1)] = 1
  log "c " + size(components(holding(1)))
  choose me { mark(c: holding(0)) { disc[c] = 1 } }
}
flow { loop { turn(seats[0]) } }
`,
    );
    const text = generatedRules("memo-groups");
    expect(text).toContain("keptComponents(BOARD, fn_holding(st, 1))");
    expect(text).toContain("componentsOf(BOARD, BOARD.cells.filter(");
    const s0 = e.setup({ players: 2, seed: "m" });
    expect(e.view(s0, 0).log.slice(-3)).toEqual(["a 0 1", "b 2", "c 1"]);
  });
});

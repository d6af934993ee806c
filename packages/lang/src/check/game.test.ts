import { describe, expect, it } from "vitest";
import { checkTexts, findAll, where } from "./test-util.js";

const BASE = `game duel {
  title "Duel"
  summary "Two players race to fifteen points."
  players 2
  variant "classic"
  version "1.0.0"
  position turn
}

enum Suit { C "clubs", H "hearts" }

card Card {
  rank: int
  suit: Suit
  name: str = RANKS[rank - 1] + " of " + suit.label
}

const RANKS: list<str> = ["A", "2", "3", "4", "5"]
const GOAL: int = 15
var score[seat]: int = 0
var passes: int = 0

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table[seat]: row, public
zone scrap: pile, public

cards Card into deck {
  for suit in Suit {
    for rank in 1..5 {
      card RANKS[rank - 1] + suit { rank: rank, suit: suit }
    }
  }
}

fn points(s: seat): int = sum(c in table[s] of c.rank)

fn best(s: seat): int {
  if size(hand[s]) == 0 { return 0 }
  return max(c in hand[s] of c.rank)
}

rule turn(me: seat) {
  choose me {
    draw when size(deck) > 0 { move top(deck) to hand[me] }
    play(c: hand[me]) when c.suit == H or c.rank > 2 {
      move c to table[me]
      score[me] += c.rank
    }
    pass { passes += 1 }
  }
  log me + " has " + points(me)
}

rule checkGoal(me: seat): bool {
  if score[me] >= GOAL { finish [me] "reached the goal" }
  return false
}

flow {
  shuffle deck
  let dealer = random(seats)
  for s in seats { move top(deck, 3) to hand[s] }
  let player = next(dealer)
  let round = 0
  while round < 20 {
    turn(player)
    let done = checkGoal(player)
    if done { break }
    player = next(player)
    round += 1
  }
  finish [] "out of rounds"
}
`;

const QUICK = `variant "quick" extends "classic" {
  title "Duel (quick)"
  summary "First to ten."
}

override const GOAL: int = 10

override rule turn(me: seat) {
  choose me {
    play(c: hand[me]) { move c to table[me]; score[me] += c.rank }
    use extra(me)
  }
}

options extra(me: seat) {
  discard(c: hand[me]) { move c to scrap }
}
`;

describe("a small two-player card game with a variant", () => {
  const result = checkTexts({ "duel.ludic": BASE, "duel-quick.ludic": QUICK });

  it("parses and checks without any diagnostic", () => {
    expect(result.parseDiagnostics).toEqual([]);
    expect(where(result)).toEqual([]);
  });

  it("describes the game and its variants", () => {
    const game = result.game;
    expect(game?.id).toBe("duel");
    expect(game?.players).toEqual({ min: 2, max: 2 });
    expect(game?.positionRule).toBe("turn");
    expect(game?.variants.map((v) => [v.id, v.extends])).toEqual([
      ["classic", null],
      ["quick", "classic"],
    ]);
    const [classic, quick] = game?.variants ?? [];
    expect(classic.declarations.get("GOAL")).not.toBe(quick.declarations.get("GOAL"));
    expect(quick.declarations.get("points")).toBe(classic.declarations.get("points"));
    expect(quick.declarations.has("extra")).toBe(true);
    expect(classic.declarations.has("extra")).toBe(false);
    expect(quick.catalogue).toHaveLength(1);
  });

  it("resolves names: calls, card attributes, per-seat zones, bare enum members", () => {
    const call = findAll(result.game?.variants[0].file, "CallExpr", (c) => c.callee.name === "checkGoal")[0];
    expect(result.symbols.get(call)).toMatchObject({ kind: "rule" });
    const rank = findAll(result.game?.variants[0].file, "MemberExpr", (m) => m.member.name === "rank")[0];
    expect(result.symbols.get(rank)).toMatchObject({
      kind: "cardField",
      name: "rank",
      type: { kind: "int" },
    });
    const hand = findAll(
      result.game?.variants[0].file,
      "IndexExpr",
      (i) => i.object.kind === "NameRef" && i.object.name.name === "hand",
    )[0];
    expect(result.symbols.get(hand.object)).toMatchObject({ kind: "zone" });
    const h = findAll(result.game?.variants[0].file, "NameRef", (n) => n.name.name === "H")[0];
    expect(result.symbols.get(h)).toMatchObject({
      kind: "enumMember",
      index: 1,
    });
    const use = findAll(result.game?.variants[1].file, "UseOptions")[0];
    expect(result.symbols.get(use)).toMatchObject({ kind: "options" });
    const assign = findAll(
      result.game?.variants[0].file,
      "AssignStmt",
      (a) => a.target.kind === "NameRef" && a.target.name.name === "player",
    )[0];
    expect(result.symbols.get(assign)).toMatchObject({ kind: "local" });
  });

  it("infers types", () => {
    const file = result.game?.variants[0].file;
    const top = findAll(file, "CallExpr", (c) => c.callee.name === "top" && c.args.length === 1)[0];
    expect(result.types.get(top)).toEqual({ kind: "card", name: "Card" });
    const sum = findAll(file, "QueryExpr", (q) => q.op === "sum")[0];
    expect(result.types.get(sum)).toEqual({ kind: "int" });
    const random = findAll(file, "CallExpr", (c) => c.callee.name === "random")[0];
    expect(result.types.get(random)).toEqual({ kind: "seat" });
    const log = findAll(file, "LogStmt")[0];
    expect(result.types.get(log.message)).toEqual({ kind: "str" });
    const range = findAll(file, "RangeExpr")[0];
    expect(result.types.get(range)).toEqual({
      kind: "list",
      element: { kind: "int" },
    });
  });

  it("knows which rules and flows ask for decisions", () => {
    const names = [...result.suspending]
      .map((d) => (d.kind === "FlowDecl" ? "flow" : `${d.name.name}@${d.span.file}`))
      .sort();
    expect(names).toEqual(["flow", "turn@duel-quick.ludic", "turn@duel.ludic"]);
  });
});

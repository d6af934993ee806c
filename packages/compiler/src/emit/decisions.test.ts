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

// A third rule offering the same two options and one of its own: the two are still printed once
// (an option shared, not only a whole table).
const partly = rules
  .replace(
    "flow {",
    `rule thrice(me: seat) {
  choose me {
    add(n: 1..3) when total + n <= 10 {
      total = total + n
    }
    double() when total <= 5 {
      total = total * 2
    }
    pass() {
      log "seat " + me + " passes"
    }
  }
}

flow {`,
  )
  .replace("twice(seats[1]) if", "twice(seats[1]) thrice(seats[0]) if");

function rulesTs(files: Record<string, string>): string {
  const result = compileText(files);
  expect(result.ok).toBe(true);
  return result.ok ? (result.files.find((f) => f.path === "src/rules.ts")?.text ?? "") : "";
}

describe("options several decisions share", () => {
  it("prints each option once for decisions alike, each decision naming its own blocks", () => {
    const code = rulesTs({ "sharing.ludic": rules });
    expect(code.match(/^const OPTION_add: Option<F_once \| F_twice> = \{ action: "add"/gm)).toHaveLength(1);
    expect(
      code.match(/decision<F_(once|twice)>\(fill_0, null, \[\d+, \d+\], \[OPTION_add, OPTION_pass\]\)/g),
    ).toHaveLength(2);
    expect(code.match(/\{ action: "add"/g)).toHaveLength(1);
    // The option's move builder: one object literal with the rules' keys.
    expect(code).toMatch(/move: \(seat, (\S+)\) => \(\{ seat, action: "add", args: \{ n: \1 \} \}\)/);
  });

  it("prints an option once when the tables that offer it differ", () => {
    const code = rulesTs({ "sharing.ludic": partly });
    expect(code.match(/\{ action: "add"/g)).toHaveLength(1);
    expect(code.match(/\{ action: "pass"/g)).toHaveLength(1);
    expect(code.match(/\{ action: "double"/g)).toHaveLength(1);
    expect(code).toMatch(/^const OPTION_add: Option<F_once \| F_twice \| F_thrice> = /m);
    // In order, the table of `thrice` names the shared entries and prints its own in place.
    expect(code).toMatch(
      /decision<F_thrice>\(fill_\d+, null, \[\d+, \d+, \d+\], \[\n\s+OPTION_add,\n\s+\{ action: "double"[^\n]*\n\s+OPTION_pass,\n\s+\]\)/,
    );
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

// An option of two parameters whose `when` starts with a test of the first alone.
const pairs = (when: string): string => `game pairs {
  title "Pairs"
  players 2
  variant "classic"
}

var total: int = 0

fn small(a: int, b: int): bool = a + b <= 4

rule turn(me: seat) {
  choose me {
    pick(a: 1..3, b: 1..3) when ${when} {
      total = total + a + b
    }
  }
}

flow {
  loop { turn(seats[0]) turn(seats[1]) if total >= 10 { finish [] "ten" } }
}
`;

describe("a decision's walk (fill)", () => {
  it("tests the leading parts of `when` that read only the outer parameters before the inner loop", () => {
    const code = rulesTs({ "pairs.ludic": pairs("a != 2 and small(a, b) and total < 9") });
    expect(code).toMatch(
      /a_\$a = intRange\(1, 3\); [^\n]+ \{ const a_ = a_\$a\[a_\$i\];\n\s+if \(!\(a_ !== 2\)\) continue;\n\s+for \(let b_\$i = 0[^\n]+\n\s+if \(\(fn_small\(st, a_, b_\)\) && \(st\.g\.total < 9\)\) \{/,
    );
  });

  it("keeps a part inside when a part that can fail runs before it", () => {
    const code = rulesTs({ "pairs.ludic": pairs("small(a, b) and a != 2") });
    expect(code).not.toContain("continue;");
    expect(code).toMatch(/if \(\(fn_small\(st, a_, b_\)\) && \(a_ !== 2\)\) \{/);
  });

  it("plays the same moves as the contract", async () => {
    const engine = await loadEngine("pairs", {
      "pairs.ludic": pairs("a != 2 and small(a, b) and total < 9"),
    });
    const s = engine.setup({ players: 2, seed: "pairs" });
    expect(engine.legalMoves(s, 0).map((m) => JSON.stringify((m as { args: unknown }).args))).toEqual([
      '{"a":1,"b":1}',
      '{"a":1,"b":2}',
      '{"a":1,"b":3}',
      '{"a":3,"b":1}',
    ]);
  });

  // `fn small` starts with a test of its first parameter: the walk tests it (the guard) before the
  // inner loop, and still calls `small` where `when` did.
  const guarded = (fnBody: string): string =>
    pairs("small(a, b)").replace(
      "fn small(a: int, b: int): bool = a + b <= 4",
      `fn small(a: int, b: int): bool = ${fnBody}`,
    );

  it("tests the leading test of a called fn's body before the inner loop", () => {
    const code = rulesTs({ "pairs.ludic": guarded("a != 2 and a + b <= 4") });
    expect(code).toMatch(
      /a_\$a = intRange\(1, 3\); [^\n]+ \{ const a_ = a_\$a\[a_\$i\];\n\s+if \(!\(a_ !== 2\)\) continue;\n\s+for \(let b_\$i = 0[^\n]+\n\s+if \(fn_small\(st, a_, b_\)\) \{/,
    );
  });

  it("takes a guard from both branches of an `if` in the fn's body, and none when a branch has none", () => {
    expect(rulesTs({ "pairs.ludic": guarded("if a == 1 then a + b <= 3 else a != 2 and b > 1") })).toMatch(
      /if \(!\(\(a_ === 1\) \|\| \(a_ !== 2\)\)\) continue;/,
    );
    expect(
      rulesTs({ "pairs.ludic": guarded("if a == 1 then b > 1 else a + b > 4 or b == 2") }),
    ).not.toContain("continue;");
  });

  it("plays the same moves as the contract with a guard", async () => {
    const engine = await loadEngine("pairs", { "pairs.ludic": guarded("a != 2 and a + b <= 4") });
    const s = engine.setup({ players: 2, seed: "pairs" });
    expect(engine.legalMoves(s, 0).map((m) => JSON.stringify((m as { args: unknown }).args))).toEqual([
      '{"a":1,"b":1}',
      '{"a":1,"b":2}',
      '{"a":1,"b":3}',
      '{"a":3,"b":1}',
    ]);
  });

  it("computes an inner domain that can fail before the guard that skips it: the same errors", () => {
    const code = rulesTs({
      "pairs.ludic": guarded("a != 2 and a + b <= 4")
        .replace("b: 1..3", "b: picks()")
        .replace("fn small", "fn picks(): list<int> = [[1, 2, 3][total]]\nfn small"),
    });
    expect(code).toMatch(
      /\{ const a_ = a_\$a\[a_\$i\];\n\s+b_d \?\?= fn_picks\(st\);\n\s+if \(!\(a_ !== 2\)\) continue;/,
    );
  });
});

// Options over one hand, each with a test of the card alone: one pass tests every card once.
const hand = `game hand {
  title "Hand"
  players 2
  variant "classic"
}

card Card {
  rank: int
}

cards Card into deck {
  for rank in 1..6 {
    card "R" + rank { rank: rank }
  }
}

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone played: pile, public

var total: int = 0

fn odd(c: Card): bool = match c.rank {
  1, 3 => true
  5 => total < 100
  else => false
}

rule turn(me: seat) {
  choose me {
    low(card: hand[me]) when card.rank <= 3 {
      move card to played
    }
    pair(card: hand[me], other: hand[me]) when (card.rank == 2 or card.rank == 6) and other != card {
      move card to played
    }
    oddOne(card: hand[me]) when odd(card) {
      move card to played
    }
    high(card: hand[me]) when card.rank == 4 or card.rank == 6 {
      move card to played
    }
  }
  total = total + 1
}

flow {
  move top(deck, 6) to hand[seats[0]]
  loop { turn(seats[0]) if total >= 3 { finish [] "done" } }
}
`;

describe("a walk's shared pass over one domain", () => {
  it("tests each card once per option test, as bit tests of the card's attribute, and walks what passed", () => {
    const code = rulesTs({ "hand.ludic": hand });
    expect(code).toContain("// low, pair, oddOne, high: one pass over `card`");
    // `odd`'s guard from its `match` (1, 3 or 5), `high`'s test as a mask of 4 and 6.
    expect(code).toContain("WALK[w0$2] = card_; w0$2 += (42 >> Card.rank[card_]) & 1;");
    expect(code).toContain("WALK[w0$3] = card_; w0$3 += (80 >> Card.rank[card_]) & 1;");
    expect(code).toMatch(
      /for \(let card_\$i = 2 \* w0\$n; card_\$i < w0\$2; card_\$i\+\+\) \{ const card_ = WALK\[card_\$i\] as number;\n\s+if \(fn_odd\(st, card_\)\) \{/,
    );
  });

  it("lists the moves option by option, each in the hand's order, as the options' own tests do", async () => {
    const engine = await loadEngine("hand", { "hand.ludic": hand });
    const s = engine.setup({ players: 2, seed: "hand" });
    const moves = engine.legalMoves(s, 0) as Move[];
    const rank = (id: unknown): number => Number(String(id).slice(1));
    const cards = moves.filter((m) => m.action === "low").map((m) => rank((m.args as { card: string }).card));
    expect(cards).toEqual(cards.filter((r) => r <= 3));
    expect(cards.length).toBe(3);
    // Every option's moves together, in the options' order, and each option's cards in the hand's order.
    const actions = moves.map((m) => m.action);
    expect(actions).toEqual(
      [...actions].sort(
        (a, b) => ["low", "pair", "oddOne", "high"].indexOf(a) - ["low", "pair", "oddOne", "high"].indexOf(b),
      ),
    );
    const hand0 = JSON.stringify(engine.view(s, 0));
    const order = (action: string): number[] =>
      moves
        .filter((m) => m.action === action && (m.args as { other?: string }).other === undefined)
        .map((m) => hand0.indexOf(`"${(m.args as { card: string }).card}"`));
    for (const a of ["low", "oddOne", "high"]) expect(order(a)).toEqual([...order(a)].sort((x, y) => x - y));
    expect(moves.filter((m) => m.action === "oddOne").length).toBe(3);
    expect(moves.filter((m) => m.action === "high").length).toBe(2);
    expect(moves.filter((m) => m.action === "pair").length).toBe(2 * 5);
  });
});

// An option's `when` runs a search (`can probe(…)`) whose own decision has a shared pass: the

// The same four options after another option in a second rule: their pass, printed once.
const twoHands = hand
  .replace(
    "  total = total + 1\n}",
    `  total = total + 1
}

rule again(me: seat) {
  choose me {
    skip() {
      total = total + 1
    }
    low(card: hand[me]) when card.rank <= 3 {
      move card to played
    }
    pair(card: hand[me], other: hand[me]) when (card.rank == 2 or card.rank == 6) and other != card {
      move card to played
    }
    oddOne(card: hand[me]) when odd(card) {
      move card to played
    }
    high(card: hand[me]) when card.rank == 4 or card.rank == 6 {
      move card to played
    }
  }
}`,
  )
  .replace("loop { turn(seats[0])", "loop { turn(seats[0]) again(seats[0])");

describe("a shared pass several walks print alike", () => {
  it("is printed once, each walk calling it with its own first option's number", async () => {
    const code = rulesTs({ "hand.ludic": twoHands });
    expect(code.match(/one pass over `card`/g)?.length).toBe(1);
    expect(code).toContain("n = fill_pass_0(st, f, out, n, limit, 0); if (n === limit) return n;");
    expect(code).toContain("n = fill_pass_0(st, f, out, n, limit, 1); if (n === limit) return n;");
    // The second rule's moves: `skip`, then the four options in order, as without the shared code.
    const engine = await loadEngine("hand2", { "hand.ludic": twoHands });
    let s = engine.setup({ players: 2, seed: "hand" });
    s = engine.applyMove(s, (engine.legalMoves(s, 0) as Move[])[0] as Move);
    const second = (engine.legalMoves(s, 0) as Move[]).map((m) => m.action);
    expect(second[0]).toBe("skip");
    expect(second.length).toBeGreaterThan(3);
    const order = ["skip", "low", "pair", "oddOne", "high"];
    expect(second).toEqual([...second].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});

// A domain that joins lists, through fns: walked list by list, the joined list never built.
const joined = `game joined {
  title "Joined"
  players 2
  variant "classic"
}

card Card {
  rank: int
}

cards Card into deck {
  for rank in 1..9 {
    card "R" + rank { rank: rank }
  }
}

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone played: pile, public

var total: int = 0

fn others(me: seat): list<Card> = played + hand[next(me)]
fn targets(me: seat): list<Card> = others(me) + deck

rule turn(me: seat) {
  choose me {
    hit(card: hand[me], target: targets(me)) when card.rank <= 2 and target.rank > 5 {
      total = total + 1
    }
    pass() {
      total = total + 1
    }
  }
}

flow {
  move top(deck, 3) to hand[seats[0]]
  move top(deck, 2) to played
  move top(deck, 2) to hand[seats[1]]
  loop { turn(seats[0]) if total >= 3 { finish [] "done" } }
}
`;

describe("a domain that joins lists", () => {
  it("is walked list by list, in the joined list's order, the same moves as the joined list's", async () => {
    const code = rulesTs({ "joined.ludic": joined });
    expect(code).toContain("target_$a = st.z[Z.played];");
    expect(code).toContain("target_$a = st.z[(Z.hand + (f.me + 1) % st.n)];");
    expect(code).toContain("target_$a = st.z[Z.deck];");
    expect(code).not.toMatch(/target_\$a = \(?target_d/);
    const engine = await loadEngine("joined", { "joined.ludic": joined });
    let seen = 0;
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const s = engine.setup({ players: 2, seed });
      const moves = (engine.legalMoves(s, 0) as Move[]).filter((m) => m.action === "hit");
      const rank = (id: unknown): number => Number(String(id).slice(1));
      for (const m of moves) {
        const a = m.args as { card: string; target: string };
        expect(rank(a.card)).toBeLessThanOrEqual(2);
      }
      // Every target once per card: the joined lists hold each card once.
      const keys = moves.map((m) => JSON.stringify(m.args));
      expect(new Set(keys).size).toBe(keys.length);
      seen += moves.length;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

// search's walk must not write over the regions the outer walk is still reading.
const probing = `game probing {
  title "Probing"
  players 2
  variant "classic"
}

card Card {
  rank: int
}

cards Card into deck {
  for rank in 1..6 {
    card "R" + rank { rank: rank }
  }
}

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone played: pile, public

var total: int = 0

rule probe(me: seat, c: Card) {
  choose me {
    a(card: hand[me]) when card.rank <= 3 and card != c {
      move card to played
    }
    b(card: hand[me]) when card.rank >= 4 and card != c {
      move card to played
    }
  }
}

rule turn(me: seat) {
  choose me {
    low(card: hand[me]) when card.rank <= 3 {
      move card to played
    }
    mid(card: hand[me]) when card.rank >= 2 and can probe(me, card) {
      move card to played
    }
    high(card: hand[me]) when card.rank >= 5 {
      move card to played
    }
  }
  total = total + 1
}

flow {
  move top(deck, 6) to hand[seats[0]]
  loop { turn(seats[0]) if total >= 3 { finish [] "done" } }
}
`;

describe("a walk whose option runs a search", () => {
  it("lists the same moves as the options' own tests, the search's walk nested inside", async () => {
    const engine = await loadEngine("probing", { "probing.ludic": probing });
    const s = engine.setup({ players: 2, seed: "probing" });
    const moves = engine.legalMoves(s, 0) as Move[];
    const rank = (id: unknown): number => Number(String(id).slice(1));
    const of = (action: string): number[] =>
      moves.filter((m) => m.action === action).map((m) => rank((m.args as { card: string }).card));
    expect(of("low").sort()).toEqual([1, 2, 3]);
    // Every card but the 1 leaves `probe` a move with another card.
    expect(of("mid").sort()).toEqual([2, 3, 4, 5, 6]);
    expect(of("high").sort()).toEqual([5, 6]);
  });
});

// A joined domain of seat zones whose `when` asks for a card in another family (`t in royals[…]`):
// the loop over a `points` zone tests only what can hold there, chosen by the variant.
const aiming = `game aiming {
  title "Aiming"
  players 2
  variant "classic"
}

card Card {
  rank: int
}

cards Card into deck {
  for rank in 1..12 {
    card "R" + rank { rank: rank }
  }
}

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone points[seat]: row, public
zone royals[seat]: row, public

var total: int = 0

fn lasting(t: Card): bool = t.rank == 11 or t in royals[holder(t)]
fn canAim(me: seat, card: Card, t: Card): bool = card.rank <= 2 and lasting(t)
fn tableCards(me: seat): list<Card> = points[me] + royals[me] + points[next(me)] + royals[next(me)]

rule turn(me: seat) {
  choose me {
    aim(card: hand[me], target: tableCards(me)) when canAim(me, card, target) {
      total = total + 1
    }
    pass() {
      total = total + 1
    }
  }
}

flow {
  shuffle deck
  move top(deck, 3) to hand[seats[0]]
  move top(deck, 3) to points[seats[0]]
  move top(deck, 2) to royals[seats[0]]
  move top(deck, 2) to points[seats[1]]
  move top(deck, 2) to royals[seats[1]]
  loop { turn(seats[0]) if total >= 2 { finish [] "done" } }
}
`;

const wide = `variant "wide" extends "classic" {
  title "Wide"
}

override fn canAim(me: seat, card: Card, t: Card): bool =
  if card.rank == 1 then holder(t) == next(me) else base(me, card, t)
`;

describe("a joined domain's loop over one zone family", () => {
  it("skips the cards that family cannot make pass, by each variant's test", () => {
    const code = rulesTs({ "aiming.ludic": aiming, "wide.ludic": wide });
    // Classic: `t in royals[holder(t)]` is false for a card in `points`, so only `t.rank == 11`
    // can make `lasting(t)` true; wide: a 1 aims at any card of the other seat.
    const skip =
      "if (!((st.v === 0 ? Card.rank[target_] === 11 : ((Card.rank[card_] === 1) || (Card.rank[card_] <= 2) && (Card.rank[target_] === 11))))) continue;";
    expect(code.split(skip).length - 1).toBe(2);
    expect(code).toMatch(/target_\$a = st\.z\[\(Z\.points \+ f\.me\)\];[^\n]*\n\s+if \(!\(\(st\.v === 0/);
    // The loops over `royals` keep every card (the test can hold there).
    expect(code).toMatch(/target_\$a = st\.z\[\(Z\.royals \+ f\.me\)\];[^\n]*\n\s+if \(fn_canAim/);
  });

  it("lists the moves the options' own tests accept, and no other, in both variants", async () => {
    const engine = await loadEngine("aiming", { "aiming.ludic": aiming, "wide.ludic": wide });
    const ids = Array.from({ length: 12 }, (_, i) => `R${i + 1}`);
    let listed = 0;
    let points = 0;
    for (const variant of ["classic", "wide"])
      for (let k = 0; k < 40; k++) {
        const s = engine.setup({ players: 2, seed: `aim-${k}`, variant });
        const moves = (engine.legalMoves(s, 0) as Move[]).filter((m) => m.action === "aim");
        const keys = new Set(moves.map((m) => JSON.stringify(m.args)));
        const view = engine.view(s, 0) as unknown as { zones: Record<string, { cards: { id: string }[] }> };
        const cards = (zone: string): string[] => (view.zones[zone]?.cards ?? []).map((c) => c.id);
        const inPoints = new Set([...cards("points[0]"), ...cards("points[1]")]);
        for (const card of cards("hand[0]"))
          for (const target of ids) {
            const m = { seat: 0, action: "aim", args: { card, target } };
            let accepted = true;
            try {
              engine.applyMove(s, m as Move);
            } catch {
              accepted = false;
            }
            expect(keys.has(JSON.stringify(m.args))).toBe(accepted);
            if (accepted && inPoints.has(target)) points += 1;
          }
        listed += moves.length;
      }
    expect(listed).toBeGreaterThan(20);
    expect(points).toBeGreaterThan(0);
  });
});

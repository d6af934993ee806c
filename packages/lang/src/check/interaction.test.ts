/**
 * The interaction and visibility constructs of language v2, front end only: what they parse
 * to, and what the checker reports (codes and positions). The compiler's tests run them.
 */
import { describe, expect, it } from "vitest";
import { parseOk, sexpr, stmts } from "../parse/test-helpers.js";
import { checkTexts, findAll, marked, where } from "./test-util.js";

const GAME = `game g {
  title "G"
  players 2..4
  variant "classic"
  position turn
}
card Card { rank: int }
cards Card into deck { for r in 1..6 { card "C" + r { rank: r } } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table[seat]: row, public
var score[seat]: int = 0
options bid(me: seat) { raise { score[me] += 1 } }
rule turn(me: seat) { choose me { draw { move top(deck) to hand[me] } } }
flow { turn(seats[0]) }
`;

/** Checks GAME plus `extra`; the `@@` marker in `extra` is where `code` must be reported. */
function reports(extra: string): string[] {
  const m = marked(extra);
  const result = checkTexts({ "g.ludic": GAME + m.text });
  expect(result.parseDiagnostics).toEqual([]);
  const line = GAME.split("\n").length - 1;
  const [l, c] = m.at.split(":").map(Number) as [number, number];
  return where(result).map((w) => w.replace(`g.ludic:${line + l}:${c}`, "@@"));
}

function clean(extra: string): string[] {
  const result = checkTexts({ "g.ludic": GAME + extra });
  return [...result.parseDiagnostics, ...where(result)];
}

describe("choose simultaneously", () => {
  it("parses the seat variable, the seats and the options", () => {
    const [s] = stmts("choose simultaneously p in others(me) {\n  play(card: hand[p]) { }\n} otherwise { }");
    if (s?.kind !== "ChooseStmt") throw new Error(String(s?.kind));
    expect(s.simultaneous?.name).toBe("p");
    expect(s.simultaneous?.span.start).toEqual({ offset: 33, line: 2, column: 23 });
    expect(sexpr(s.seat)).toBe("(others me)");
    expect(s.items.map((i) => i.kind)).toEqual(["ChoiceOption"]);
    expect(s.otherwise).not.toBeNull();
    const [plain] = stmts("choose me { pass { } }");
    expect(plain?.kind === "ChooseStmt" && plain.simultaneous).toBe(null);
  });

  it("binds the seat variable in domains, conditions, bodies, `use` and otherwise", () => {
    const text = `rule r(me: seat) {
  choose simultaneously p in seats {
    play(card: hand[p]) when size(hand[p]) > 1 { move card to table[p] }
    use bid(p)
  } otherwise { score[p] -= 1 }
}
`;
    const result = checkTexts({ "g.ludic": GAME + text });
    expect([...result.parseDiagnostics, ...where(result)]).toEqual([]);
    const refs = findAll(
      result.game?.variants[0]?.declarations.get("r"),
      "NameRef",
      (n) => n.name.name === "p",
    );
    expect(refs).toHaveLength(5);
    expect(new Set(refs.map((r) => result.symbols.get(r)?.kind))).toEqual(new Set(["chooseVar"]));
  });

  it("needs a list of seats", () => {
    expect(reports("rule r(me: seat) { choose simultaneously p in @@me { a { } } }")).toContain("LUD402 @@");
  });

  it("allows loops with break inside an option, not a jump out of it (LUD450)", () => {
    expect(clean("rule r(me: seat) { choose simultaneously p in seats { a { loop { break } } } }")).toEqual(
      [],
    );
    expect(
      reports("rule r(me: seat) { loop { choose simultaneously p in seats { a { @@continue } } } }"),
    ).toEqual(["LUD450 @@"]);
    expect(
      reports(
        "rule r(me: seat): int { choose simultaneously p in seats { a { } } otherwise { @@return 1 }\n return 0 }",
      ),
    ).toContain("LUD450 @@");
  });

  it("reports a jump in a used option set at the `use`", () => {
    const sets = "options quit(me: seat) { stop { break } }\n";
    expect(
      reports(`${sets}rule r(me: seat) { loop { choose simultaneously p in seats { @@use quit(p) } } }`),
    ).toContain("LUD450 @@");
  });
});

describe("knowledge: peek and knows", () => {
  it("parses `peek CARDS to SEATS`", () => {
    const [s] = stmts("peek top(deck) to [me, o]");
    if (s?.kind !== "PeekStmt") throw new Error(String(s?.kind));
    expect([sexpr(s.cards), sexpr(s.seats)]).toEqual(["(top deck)", "[me o]"]);
    expect(s.span.start).toEqual({ offset: 11, line: 2, column: 1 });
  });

  it("takes a card, a list or a zone, to a seat or a list of seats", () => {
    expect(
      clean(`rule r(me: seat) {
  peek top(deck) to me
  peek hand[me] to seats
  peek top(deck, 2) to others(me)
  if knows(next(me), top(deck)) { log "known" }
}
`),
    ).toEqual([]);
    expect(reports("rule r(me: seat) { peek @@me to me }")).toEqual(["LUD402 @@"]);
    expect(reports("rule r(me: seat) { peek deck to @@top(deck) }")).toEqual(["LUD402 @@"]);
    expect(reports("fn f(s: seat): bool { @@peek deck to s\n return true }")).toEqual(["LUD401 @@"]);
    expect(reports("fn f(s: seat): int = @@knows(s, top(deck))")).toEqual(["LUD405 @@"]);
  });
});

describe("card-level reveal", () => {
  it("parses the card variable, its type, the zone with its seat, and the viewer", () => {
    const d = parseOk("reveal c: Card in display[s] to v when up[c]").declarations[0];
    if (d?.kind !== "CardRevealDecl") throw new Error(String(d?.kind));
    expect([d.variable.name, d.cardType.name, d.zone?.name, d.ownerVar?.name, d.viewerVar.name]).toEqual([
      "c",
      "Card",
      "display",
      "s",
      "v",
    ]);
    expect(sexpr(d.condition)).toBe("([] up c)");
    const any = parseOk("reveal x: Chip to v when true").declarations[0];
    expect(any?.kind === "CardRevealDecl" && [any.zone, any.ownerVar, any.viewerVar.name]).toEqual([
      null,
      null,
      "v",
    ]);
    expect(parseOk("reveal hand[s] to v when true").declarations[0]?.kind).toBe("RevealDecl");
  });

  it("types the card, the zone's seat and the viewer", () => {
    expect(clean("reveal c: Card in hand[s] to v when c.rank == 1 and v == next(s)\n")).toEqual([]);
    expect(reports("reveal c: Card in deck[@@s] to v when true\n")).toEqual(["LUD332 @@"]);
    expect(reports("reveal c: Card to v when @@c\n")).toEqual(["LUD402 @@"]);
  });
});

describe("can, complete and require", () => {
  it("parses `can r(args)` as a pure call, `complete` on a rule and `require`", () => {
    const [s] = stmts("if not can effect(me, top(deck)) { require size(deck) > 0 }");
    if (s?.kind !== "IfStmt") throw new Error(String(s?.kind));
    expect(sexpr(s.condition)).toBe("(not (can (effect me (top deck))))");
    const can = s.condition.kind === "UnaryExpr" ? s.condition.operand : null;
    expect(can?.kind === "CanExpr" && can.call.span.start.column).toBe(12);
    expect(s.then.statements[0]?.kind).toBe("RequireStmt");
    const rule = parseOk("rule r(me: seat): bool complete { return true }").declarations[0];
    expect(rule?.kind === "RuleDecl" && rule.complete).toBe(true);
    const plain = parseOk("rule r(me: seat) { }").declarations[0];
    expect(plain?.kind === "RuleDecl" && plain.complete).toBe(false);
  });

  it("allows `can` in fns and conditions, and it does not make a rule wait for a decision", () => {
    const text = `rule asks(me: seat) complete { choose me { go { require size(deck) > 0 } } }
fn possible(me: seat): bool = can asks(me)
rule r(me: seat) { if can asks(me) { log "possible" } }
`;
    const result = checkTexts({ "g.ludic": GAME + text });
    expect([...result.parseDiagnostics, ...where(result)]).toEqual([]);
    const r = result.game?.variants[0]?.declarations.get("r");
    expect(r && result.suspending.has(r as never)).toBe(false);
  });

  it("reports a `can` of something that is not a rule, wrong arguments and a non-bool require", () => {
    expect(reports("fn f(s: seat): bool = can @@size(deck)")).toEqual(["LUD301 @@"]);
    expect(reports("fn g(s: seat): int = 1\nfn f(s: seat): bool = can @@g(s)")).toEqual(["LUD451 @@"]);
    expect(reports("fn f(s: seat): bool = can @@turn(s, s)")).toEqual(["LUD403 @@"]);
    expect(reports("rule r(me: seat) { require @@size(deck) }")).toEqual(["LUD402 @@"]);
  });
});

describe("anytime moves", () => {
  it("parse as a declaration with a seat parameter, an optional `when` and a body", () => {
    const d = parseOk('anytime offer(me: seat) when score[me] == 0 { finish [] "agreed" }').declarations[0];
    if (d?.kind !== "AnytimeDecl") throw new Error(String(d?.kind));
    expect([d.name.name, d.params.map((p) => p.name.name), d.when && sexpr(d.when)]).toEqual([
      "offer",
      ["me"],
      "(== ([] score me) 0)",
    ]);
    expect(d.body.statements[0]?.kind).toBe("FinishStmt");
  });

  it("check the body as a rule's and the `when` as a pure condition", () => {
    expect(clean('anytime concede(me: seat) { choose next(me) { ok { finish [me] "x" } } }\n')).toEqual([]);
    expect(reports("anytime concede(me: seat) when @@size(deck) { }\n")).toEqual(["LUD402 @@"]);
    expect(reports("anytime concede(me: seat) when @@random(seats) == me { }\n")).toEqual(["LUD401 @@"]);
  });

  it("take exactly one seat (LUD452) and a name no option has (LUD453)", () => {
    expect(reports("anytime @@concede() { }\n")).toEqual(["LUD452 @@"]);
    expect(reports("anytime concede(@@n: int) { }\n")).toEqual(["LUD452 @@"]);
    expect(reports("anytime @@raise(me: seat) { }\n")).toEqual(["LUD453 @@"]);
  });
});

describe("chooser and auto", () => {
  it("types `auto` and seats as choosers, comparable with seats, and accepts them in `choose`", () => {
    const text = `fn controller(i: int): chooser = if i < players then seats[i] else auto
fn automatic(i: int): bool = controller(i) == auto or controller(i) != seats[0]
rule r(me: seat) {
  choose auto { go { log "auto" } }
  choose controller(1) { go { log "someone" } }
  let who: chooser = me
}
`;
    expect(clean(text)).toEqual([]);
  });

  it("does not take a chooser for a seat", () => {
    expect(reports("fn f(): seat = @@auto")).toEqual(["LUD405 @@"]);
    expect(reports("rule r(me: seat) { let who: chooser = auto\n log next(@@who) }")).toEqual(["LUD402 @@"]);
    expect(reports("rule r(me: seat) { choose @@1 { go { } } }")).toEqual(["LUD402 @@"]);
  });
});

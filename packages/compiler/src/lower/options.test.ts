/**
 * Setup options end to end: declared in the rules, listed in meta.options, checked by setup()
 * and position(), kept in the state, read by the rules, overridden by a variant.
 */
import { InvalidSetupError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const DEAL = `
game deal {
  title "Deal"
  players 2
  variant "standard"
  version "1.0.0"
  position turn
}
enum Deck { red, blue, green }
card Card { deck: Deck  value: int }
cards Card into box { for d in Deck { for v in 1..4 { card d.label + v { deck: d, value: v } } } }
zone box: pile, hidden
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table: row, public

option handSize: int = 2 in 1..3                    // cards dealt to each seat
option decks: list<Deck> = [red, blue] where size(decks) == 2 and decks[0] != decks[1]
option lowFirst: bool = false
option mode: str = "open" in ["open", "closed"]
var target: int = handSize * 4                       // a var's initial value may read options

fn playable(c: Card): bool = not lowFirst or c.value <= 2

rule turn(me: seat) {
  choose me {
    play(card: hand[me]) when playable(card) { move card to table }
  } otherwise { finish [] "no cards" }
  if mode == "closed" { finish [me] "closed game" }
  turn(next(me))
}

flow {
  move filter(c in box where c.deck in decks) to deck
  shuffle deck
  for p in seats { move top(deck, handSize) to hand[p] }
  turn(seats[0])
}
`;

const SHORT = `
variant "short" extends "standard" { title "Deal, short" }
override option handSize: int = 1 in [1]
option bonus: int = 0
`;

const engine = () => loadEngine("deal", { "deal.ludic": DEAL, "short.ludic": SHORT });

describe("setup options", () => {
  it("are listed in meta.options with their type, default, allowed values and conditions", async () => {
    const e = await engine();
    expect(e.meta.options).toEqual([
      {
        name: "handSize",
        type: "int",
        default: 2,
        allowed: [1, 2, 3],
        overrides: { short: { default: 1, allowed: [1] } },
      },
      {
        name: "decks",
        type: "list<Deck>",
        default: ["red", "blue"],
        members: ["red", "blue", "green"],
        conditions: ["size(decks) == 2 and decks[0] != decks[1] (rules/deal.ludic:18)"],
      },
      { name: "lowFirst", type: "bool", default: false },
      { name: "mode", type: "str", default: "open", allowed: ["open", "closed"] },
      { name: "bonus", type: "int", default: 0, variants: ["short"] },
    ]);
  });

  it("take their defaults, and change the game when set", async () => {
    const e = await engine();
    const plain = e.setup({ players: 2, seed: "s" });
    expect(e.view(plain, "spectator").options).toEqual({
      handSize: 2,
      decks: ["red", "blue"],
      lowFirst: false,
      mode: "open",
    });
    expect(e.view(plain, 0).zones["hand[0]"]?.cards).toHaveLength(2);
    expect(e.view(plain, "spectator").vars.target).toBe(8);
    const st = e.setup({
      players: 2,
      seed: "s",
      options: { handSize: 3, decks: ["green", "red"], lowFirst: true },
    });
    const hand = e.view(st, 0).zones["hand[0]"]?.cards ?? [];
    expect(hand).toHaveLength(3);
    expect(hand.every((c) => "id" in c && /^(green|red)/.test(c.id))).toBe(true);
    expect(e.view(st, "spectator").vars.target).toBe(12);
    // lowFirst: only cards of value 1 and 2 may be played.
    const low = hand.filter((c) => "id" in c && /[12]$/.test(c.id)).length;
    expect(e.legalMoves(st, 0)).toHaveLength(low);
  });

  it("are refused with a message that says what is allowed", async () => {
    const e = await engine();
    const refused = (options: Record<string, unknown>, variant?: string): string => {
      try {
        e.setup({ players: 2, seed: "s", variant, options: options as never });
        return "accepted";
      } catch (err) {
        if (err instanceof InvalidSetupError) return err.message;
        throw err;
      }
    };
    expect(refused({ handSize: 4 })).toBe('the option "handSize" must be one of 1, 2, 3, not 4');
    expect(refused({ handSize: 2 }, "short")).toBe('the option "handSize" must be one of 1, not 2');
    expect(refused({ decks: ["red", "red"] })).toBe(
      'these options break the rule of the option "decks": size(decks) == 2 and decks[0] != decks[1] (rules/deal.ludic:18)',
    );
    expect(refused({ decks: ["red", "pink"] })).toMatch(
      /must be a list whose elements are each one of "red", "blue", "green"/,
    );
    expect(refused({ bonus: 1 })).toBe(
      'Deal has no option "bonus"; its options are handSize, decks, lowFirst, mode',
    );
    expect(refused({ bonus: 1 }, "short")).toBe("accepted");
  });

  it("are kept in the state, replayed from a record and set by position()", async () => {
    const e = await engine();
    const options = { mode: "closed", handSize: 1 };
    let st = e.setup({ players: 2, seed: "r", options });
    const move = e.legalMoves(st, 0)[0];
    if (!move) throw new Error("no move");
    st = e.applyMove(st, move);
    expect(e.outcome(st)?.reason).toBe("closed game");
    const again = e.replay({
      game: "deal",
      rulesVersion: "1.0.0",
      seed: "r",
      players: 2,
      variant: "standard",
      options,
      moves: [move],
    });
    expect(again).toEqual(st);
    const pos = e.position({ zones: { "hand[0]": ["red1"] }, options: { mode: "closed" } });
    expect(e.view(pos, 0).options?.mode).toBe("closed");
    expect(() => e.position({ zones: {}, options: { mode: "shut" } })).toThrow(InvalidSetupError);
  });

  it("reports a default outside the allowed values when the game is compiled", () => {
    const r = compileText({
      "deal.ludic": DEAL.replace("option handSize: int = 2 in 1..3", "option handSize: int = 5 in 1..3"),
    });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ["LUD513", 17, 24],
    ]);
  });
});

/**
 * `choose simultaneously`: every listed seat answers at once, in any order; an answer is hidden
 * from the other seats until all have answered; then the option bodies run in seat order.
 */
import { IllegalMoveError, type Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { compileText, loadEngine } from "../testing/compile-and-load.js";

const DUEL = `
game duel {
  title "Duel"
  players 2..3
  variant "standard"
  position round
}
card Card { rank: int }
cards Card into deck {
  for r in 1..9 { card "C" + r { rank: r } }
}
zone deck: pile, hidden
zone hand[seat]: hand, owner
zone table[seat]: row, public
var wins[seat]: int = 0
var order: list<seat> = []

fn score(s: seat): int = wins[s]

rule round(me: seat) {
  loop {
    choose simultaneously p in seats {
      play(card: hand[p]) { move card to table[p]; order = order + [p] }
      fold when size(hand[p]) > 1 { log "fold " + p; order = order + [p] }
    } otherwise { log "nothing to play for " + p }
    if all(s in seats where size(hand[s]) == 0) { finish [] "out of cards" }
  }
}

flow {
  for s in seats { move top(deck, 2) to hand[s] }
  round(seats[0])
}
`;

const files = { "duel.ludic": DUEL };

function refusal(f: () => unknown): string {
  try {
    f();
    return "accepted";
  } catch (e) {
    return e instanceof IllegalMoveError ? e.code : String(e);
  }
}

describe("choose simultaneously", { timeout: 60_000 }, () => {
  it("asks every seat at once and accepts their answers in any order", async () => {
    const e = await loadEngine("duel", files);
    let st = e.position({
      players: 3,
      zones: { "hand[0]": ["C1", "C2"], "hand[1]": ["C3"], "hand[2]": ["C4", "C5"] },
    });
    expect(e.decisions(st).map((d) => [d.seat, d.actions])).toEqual([
      [0, ["play", "fold"]],
      [1, ["play"]],
      [2, ["play", "fold"]],
    ]);
    st = e.applyMove(st, { seat: 2, action: "play", args: { card: "C5" } });
    expect(e.decisions(st).map((d) => d.seat)).toEqual([0, 1]);
    expect(e.legalMoves(st, 2)).toEqual([]);
    st = e.applyMove(st, { seat: 0, action: "fold", args: {} });
    // Nothing happened yet: the answers wait for seat 1.
    expect(e.view(st, "spectator").zones["table[2]"]?.cards).toEqual([]);
    st = e.applyMove(st, { seat: 1, action: "play", args: { card: "C3" } });
    const table = e.view(st, "spectator");
    expect(table.zones["table[2]"]?.cards).toEqual([{ id: "C5" }]);
    expect(table.zones["table[1]"]?.cards).toEqual([{ id: "C3" }]);
    // The bodies ran in seat order, not in the order the answers came.
    expect(table.vars.order).toEqual([0, 1, 2]);
    expect(table.log).toEqual(["fold 0"]);
  });

  it("hides a committed answer from the others and shows it to its seat", async () => {
    const e = await loadEngine("duel", files);
    const st = e.position({ players: 2, zones: { "hand[0]": ["C1", "C2"], "hand[1]": ["C3", "C4"] } });
    const after = e.applyMove(st, { seat: 0, action: "play", args: { card: "C2" } });
    const strip = (v: ReturnType<typeof e.view>) => ({ ...v, decisions: [], commitments: [] });
    expect(strip(e.view(after, 1))).toEqual(strip(e.view(st, 1)));
    expect(strip(e.view(after, "spectator"))).toEqual(strip(e.view(st, "spectator")));
    expect(e.legalMoves(after, 1)).toEqual(e.legalMoves(st, 1));
    expect(e.view(after, 1).commitments).toEqual([
      { seat: 0, answered: true, move: null },
      { seat: 1, answered: false, move: null },
    ]);
    expect(e.view(after, 0).commitments).toEqual([
      { seat: 0, answered: true, move: { seat: 0, action: "play", args: { card: "C2" } } },
      { seat: 1, answered: false, move: null },
    ]);
    expect(e.view(st, 0).commitments).toEqual([
      { seat: 0, answered: false, move: null },
      { seat: 1, answered: false, move: null },
    ]);
  });

  it("refuses a second answer, another seat's card, and leaves the input state alone", async () => {
    const e = await loadEngine("duel", files);
    const st = e.position({ players: 2, zones: { "hand[0]": ["C1", "C2"], "hand[1]": ["C3", "C4"] } });
    const before = JSON.stringify(st);
    const after = e.applyMove(st, { seat: 0, action: "play", args: { card: "C2" } });
    expect(JSON.stringify(st)).toBe(before);
    const attempts: Move[] = [
      { seat: 0, action: "play", args: { card: "C1" } },
      { seat: 1, action: "play", args: { card: "C1" } },
      { seat: 1, action: "shout", args: {} },
    ];
    expect(attempts.map((m) => refusal(() => e.applyMove(after, m)))).toEqual([
      "not-your-turn",
      "not-allowed",
      "unknown-action",
    ]);
  });

  it("runs otherwise for a seat with no legal option, in its place in seat order", async () => {
    const e = await loadEngine("duel", files);
    let st = e.position({ players: 2, zones: { "hand[0]": ["C1"], "hand[1]": [] } });
    expect(e.decisions(st).map((d) => d.seat)).toEqual([0]);
    expect(e.view(st, 0).commitments).toEqual([{ seat: 0, answered: false, move: null }]);
    st = e.applyMove(st, { seat: 0, action: "play", args: { card: "C1" } });
    expect(e.view(st, "spectator").log).toEqual(["nothing to play for 1"]);
    expect(e.outcome(st)?.reason).toBe("out of cards");
  });

  it("replays a record with answers in any order to the same state", async () => {
    const e = await loadEngine("duel", files);
    let st = e.setup({ players: 3, seed: "x" });
    const moves: Move[] = [];
    while (e.outcome(st) === null) {
      const d = e.decisions(st).at(-1);
      if (!d) break;
      const m = e.legalMoves(st, d.seat)[0] as Move;
      moves.push(m);
      st = e.applyMove(st, m);
    }
    const again = e.replay({
      game: "duel",
      rulesVersion: "",
      seed: "x",
      players: 3,
      variant: "standard",
      options: {},
      moves,
    });
    expect(again).toEqual(st);
    expect(e.outcome(st)?.reason).toBe("out of cards");
  });

  it("refuses a seat listed twice at run time", async () => {
    const twice = DUEL.replace("in seats {\n      play", "in [seats[0], seats[0]] {\n      play");
    const e = await loadEngine("duel-twice", { "duel.ludic": twice });
    expect(() => e.setup({ players: 2, seed: "x" })).toThrow(/lists a seat twice/);
  });

  it("is checked: no break out of its options (LUD450)", () => {
    const bad = DUEL.replace('log "fold " + p;', "break;");
    const result = compileText({ "duel.ludic": bad });
    expect(result.ok).toBe(false);
    const d = result.diagnostics.find((x) => x.code === "LUD450");
    expect(d && `${d.span.start.line}:${d.span.start.column}`).toBe("24:37");
  });
});

import { describe, expect, it } from "vitest";

import { meta } from "../testing/fake-engine.js";
import { cardName, describeMove, words } from "./describe.js";
import { groupVars, renderView, varText, zoneText } from "./render.js";

describe("describing moves", () => {
  it("turns identifiers into words", () => {
    expect(words("playPoints")).toBe("play points");
    expect(words("one_off")).toBe("one off");
  });

  it("names cards from meta and falls back to the id", () => {
    expect(cardName("AS", meta)).toBe("Ace of spades (AS)");
    expect(cardName("ZZ", meta)).toBe("ZZ");
  });

  it("describes seats relative to the viewer and a move without arguments", () => {
    expect(describeMove({ seat: 0, action: "pass", args: {} }, meta, 0)).toBe("pass");
    expect(describeMove({ seat: 0, action: "target", args: { who: 1, n: 3 } }, meta, 1)).toBe(
      "target — who: 1, n: 3",
    );
    const withSeat = {
      ...meta,
      actions: [
        {
          name: "target",
          params: [{ name: "who", type: "seat" }],
          source: { file: "x", line: 1, column: 1 },
        },
      ],
    };
    expect(describeMove({ seat: 0, action: "target", args: { who: 1 } }, withSeat, 1)).toBe("target: you");
  });

  it("prints every seat-valued argument as `--seat` counts seats, never as a bare number", () => {
    const action = (type: string) => ({
      ...meta,
      actions: [{ name: "give", params: [{ name: "to", type }], source: { file: "x", line: 1, column: 1 } }],
    });
    const give = (to: number) => ({ seat: 0, action: "give", args: { to } });
    expect(describeMove(give(2), action("seat"), 0)).toBe("give: seat 2");
    expect(describeMove(give(2), action("seat?"), 0)).toBe("give: seat 2");
    expect(describeMove(give(0), action("chooser"), 0)).toBe("give: you");
    expect(describeMove(give(-1), action("chooser"), 0)).toBe("give: auto");
    expect(describeMove(give(1), action("int"), 0)).toBe("give: 1");
  });
});

describe("rendering views", () => {
  it("shows face-down piles as a count and a public pile's top card", () => {
    const pile = (cards: ({ id: string } | { hidden: true })[]) => ({
      name: "deck",
      seat: null,
      kind: "pile" as const,
      cards,
    });
    expect(zoneText(pile([{ hidden: true }, { hidden: true }]), meta)).toBe("2 cards, face down");
    expect(zoneText(pile([{ id: "AS" }, { hidden: true }]), meta)).toBe("2 cards, top: Ace of spades (AS)");
    expect(zoneText(pile([]), meta)).toBe("(empty)");
  });

  it("lists a row's cards with attachments", () => {
    const row = {
      name: "points",
      seat: 0,
      kind: "row" as const,
      cards: [{ id: "2S", attached: [{ id: "3S" }] }],
    };
    expect(zoneText(row, meta)).toBe("Two of spades (2S) + Three of spades (3S)");
  });

  it("puts the viewer's zones first and shows the variables", () => {
    const lines = renderView(
      {
        game: "lastcard",
        variant: "classic",
        players: 2,
        viewer: 1,
        zones: {
          "hand[0]": { name: "hand", seat: 0, kind: "hand", cards: [{ hidden: true }] },
          "hand[1]": { name: "hand", seat: 1, kind: "hand", cards: [{ id: "AS" }] },
        },
        vars: { passes: 2 },
        decisions: [],
        outcome: null,
        log: [],
      },
      meta,
    );
    expect(lines).toEqual([
      "── Last card · classic · you are seat 1 ──",
      "  hand (you)     Ace of spades (AS)",
      "  hand (seat 0)  1 card: [##]",
      "  passes: 2",
    ]);
  });
});

describe("rendering variables", () => {
  const view = {
    game: "lastcard",
    variant: "classic",
    players: 2,
    viewer: 0 as const,
    zones: {},
    vars: {},
    decisions: [],
    outcome: null,
    log: [],
  };
  it("shows per-card flags as the cards they are set for, and nothing when none is", () => {
    expect(varText([false, true, false, false, false], view, meta)).toBe("Two of spades (2S)");
    expect(varText([0, 0, 2, 0, 0], view, meta)).toBe("Three of spades (3S) 2");
    expect(varText([false, false, false, false, false], view, meta)).toBeNull();
  });

  it("shows per-seat values by seat and truncates long values", () => {
    expect(varText([3, 1], view, meta)).toBe("you 3, seat 1 1");
    expect(varText({ a: "x".repeat(100) }, view, meta)).toMatch(/^\{"a":"x+…$/);
  });
});

describe("rendering indexed variables", () => {
  const view = {
    game: "lastcard",
    variant: "classic",
    players: 2,
    viewer: 1 as const,
    zones: {},
    vars: {},
    decisions: [],
    outcome: null,
    log: [],
  };
  const text = (vars: Record<string, unknown>) =>
    [...groupVars(vars)].map(([k, v]) => `${k}: ${varText(v, view, meta)}`);
  it("gathers per-card and per-seat families", () => {
    expect(text({ passes: 1, "frozen[AS]": false, "frozen[2S]": true, "vp[0]": 2, "vp[1]": 0 })).toEqual([
      "passes: 1",
      "frozen: Two of spades (2S)",
      "vp: seat 0 2, you 0",
    ]);
    expect(text({ "frozen[AS]": false })).toEqual(["frozen: null"]);
  });
});

describe("printing values with the rules' types (meta.vars, @ludic/runtime valueText)", () => {
  const typed = {
    ...meta,
    enums: {
      Suit: [
        { name: "H", label: "hearts" },
        { name: "S", label: "♠" },
      ],
    },
    vars: [
      { name: "trump", type: "Suit" },
      { name: "dealer", type: "seat" },
      { name: "winner", type: "seat?" },
      { name: "bid", type: "int", index: "seat" },
      { name: "called", type: "Suit?", index: "seat" },
    ],
    actions: [
      ...meta.actions,
      { name: "name", params: [{ name: "suit", type: "Suit" }], source: meta.actions[0]?.source },
    ],
  } as typeof meta;
  const view = {
    game: "lastcard",
    variant: "classic",
    players: 2,
    viewer: 0 as const,
    zones: {},
    vars: {},
    decisions: [],
    outcome: null,
    log: [],
  };
  const text = (vars: Record<string, unknown>) =>
    [...groupVars(vars)].map(([k, v]) => `${k}: ${varText(v, view, typed, k)}`);

  it("says enum members by label, seats as seats and none as none", () => {
    expect(text({ trump: "S", dealer: 1, winner: null })).toEqual([
      "trump: ♠",
      "dealer: seat 1",
      "winner: none",
    ]);
    expect(text({ "called[0]": "H", "called[1]": null, "bid[0]": 3, "bid[1]": 0 })).toEqual([
      "called: you hearts, seat 1 none",
      "bid: you 3, seat 1 0",
    ]);
  });

  it("says an enum argument of a move by its label", () => {
    expect(describeMove({ seat: 0, action: "name", args: { suit: "S" } }, typed, 0)).toBe("name: ♠");
  });
});

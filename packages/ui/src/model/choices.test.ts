import cuttle from "@ludic/cuttle";
import type { Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { back, chooseAction, EMPTY_SELECTION, pick, type Selection, stageOf } from "./choices.js";

const meta = cuttle.meta;
const s = cuttle.position({
  toMove: 0,
  zones: { "hand[0]": ["9H", "JS", "KD"], "points[1]": ["9C", "10S"], "royals[1]": ["8C"] },
});
const moves = cuttle.legalMoves(s, 0) as Move[];

describe("stageOf", () => {
  it("offers moves without arguments at once, and the first argument of the others", () => {
    const st = stageOf(meta, moves, EMPTY_SELECTION);
    expect(st.immediate.map((m) => m.action)).toEqual(["draw"]);
    expect(st.actions.map((a) => a.action)).toEqual([
      "points",
      "scuttle",
      "targetedOneOff",
      "permanent",
      "jack",
    ]);
    expect(st.next?.param.name).toBe("card");
    expect(st.next?.values).toEqual(["9H", "KD", "JS"]);
    expect(st.ready).toBeNull();
  });

  it("after a card, lists what it can do and the targets of all of them", () => {
    const sel = pick(meta, moves, EMPTY_SELECTION, "9H");
    const st = stageOf(meta, moves, sel);
    expect(sel.action).toBeNull();
    expect(st.immediate).toEqual([]);
    expect(st.actions.map((a) => [a.action, a.complete])).toEqual([
      ["points", true],
      ["scuttle", false],
      ["targetedOneOff", false],
    ]);
    expect(st.next?.values).toEqual(["9C", "8C"]);
  });

  it("a target that only one action takes fixes the action and makes the move ready", () => {
    const sel = pick(meta, moves, pick(meta, moves, EMPTY_SELECTION, "9H"), "9C");
    expect(sel).toEqual({ action: "scuttle", picks: ["9H", "9C"] });
    expect(stageOf(meta, moves, sel).ready).toEqual({
      seat: 0,
      action: "scuttle",
      args: { card: "9H", target: "9C" },
    });
  });

  it("choosing a complete action makes its move ready", () => {
    const sel = chooseAction(meta, moves, pick(meta, moves, EMPTY_SELECTION, "9H"), "points");
    expect(stageOf(meta, moves, sel).ready).toEqual({ seat: 0, action: "points", args: { card: "9H" } });
  });

  it("choosing the action first narrows the cards to those it takes", () => {
    const sel = chooseAction(meta, moves, EMPTY_SELECTION, "jack");
    expect(stageOf(meta, moves, sel).next?.values).toEqual(["JS"]);
  });

  it("a value that leads nowhere changes nothing", () => {
    expect(pick(meta, moves, EMPTY_SELECTION, "9C")).toBe(EMPTY_SELECTION);
    const sel: Selection = { action: null, picks: ["KD"] };
    expect(pick(meta, moves, sel, "QS")).toBe(sel);
    expect(chooseAction(meta, moves, sel, "scuttle")).toBe(sel);
  });

  it("a card with one action and no target is fixed at once", () => {
    const sel = pick(meta, moves, EMPTY_SELECTION, "KD");
    expect(sel.action).toBe("permanent");
    expect(stageOf(meta, moves, sel).ready?.action).toBe("permanent");
  });

  it("back removes the last pick and asks for the action again", () => {
    const two = pick(meta, moves, pick(meta, moves, EMPTY_SELECTION, "9H"), "9C");
    expect(back(meta, moves, two)).toEqual({ action: null, picks: ["9H"] });
    expect(back(meta, moves, { action: "jack", picks: [] })).toEqual(EMPTY_SELECTION);
  });

  it("a single move without arguments is not 'ready': it is a button", () => {
    const st = stageOf(meta, [{ seat: 1, action: "pass", args: {} }], EMPTY_SELECTION);
    expect(st.ready).toBeNull();
    expect(st.immediate).toHaveLength(1);
  });

  it("handles actions the meta does not list (their keys in order)", () => {
    const odd: Move[] = [{ seat: 0, action: "mystery", args: { a: 1, b: 2 } }];
    const sel = pick(meta, odd, pick(meta, odd, EMPTY_SELECTION, 1), 2);
    expect(stageOf(meta, odd, sel).ready).toEqual(odd[0]);
  });
});

import cuttle from "@ludic/cuttle";
import ticTacToe from "@ludic/tic-tac-toe";
import { describe, expect, it } from "vitest";
import { catalogueOf } from "./catalogue.js";
import {
  actionHelp,
  cardHelp,
  howToPlay,
  isInternal,
  ruleHelp,
  seatFiguresOf,
  seatMark,
  shownLabel,
} from "./presentation.js";

describe("presentation from the rules", () => {
  it("reads help texts of actions, rules and cards, a variant's own first", () => {
    expect(actionHelp(cuttle.meta, "classic", "scuttle")).toMatch(
      /^Scrap one of your opponent's point cards/,
    );
    expect(ruleHelp(cuttle.meta, "classic", "sevenEffect")).toMatch(/top card of the deck must be played/);
    expect(ruleHelp(cuttle.meta, "cuttle-cards", "sevenEffect")).toMatch(/top two cards/);
    const seven = catalogueOf(cuttle.meta).get("7D");
    expect(seven && cardHelp(cuttle.meta, seven)).toBe(
      "7 points, or a one-off: play the top card of the deck at once.",
    );
    expect(actionHelp(cuttle.meta, "classic", "nothing-of-the-kind")).toBeUndefined();
  });

  it("keeps internal variables out and labels the shown ones", () => {
    expect(isInternal(cuttle.meta, "passes")).toBe(true);
    expect(isInternal(cuttle.meta, "mainPhase")).toBe(true); // a variant's own variable
    expect(isInternal(cuttle.meta, "frozen")).toBe(false);
    expect(shownLabel(cuttle.meta, "score")).toBe("Points");
    expect(shownLabel(cuttle.meta, "frozen")).toBe("Frozen");
  });

  it("gives each seat its running score, goal and mark", () => {
    const st = cuttle.position({ toMove: 0, zones: { "points[0]": ["7H", "4S"], "royals[0]": ["KD"] } });
    expect(seatFiguresOf(cuttle.meta, cuttle.view(st, 0), 0)).toEqual([
      { label: "Points", value: "11" },
      { label: "Goal", value: "14" },
    ]);
    const t = ticTacToe.setup({ players: 2, seed: "s" });
    expect(seatMark(ticTacToe.meta, 0)).toBe("crosses (X)");
    expect(seatFiguresOf(ticTacToe.meta, ticTacToe.view(t, 1), 1)[0]).toEqual({
      label: "Plays",
      value: "noughts (O)",
    });
    expect(howToPlay(ticTacToe.meta, "classic")).toMatch(/^Take turns marking/);
  });
});

import { describe, expect, it } from "vitest";
import { joinOptions, moveMessage, tableOptions } from "./protocol.js";

describe("the messages a client may send", () => {
  it("takes a move as an action and its arguments", () => {
    expect(moveMessage.parse({ action: "scuttle", args: { card: "10H", target: "9S" } })).toEqual({
      action: "scuttle",
      args: { card: "10H", target: "9S" },
    });
  });

  it("refuses anything else in a move", () => {
    for (const bad of [
      null,
      "draw",
      { action: "draw" },
      { action: "draw", args: { card: ["10H"] } },
      { action: "draw", args: {}, state: {} },
      { action: "", args: {} },
      { action: "draw", args: { n: Number.NaN } },
    ]) {
      expect(moveMessage.safeParse(bad).success).toBe(false);
    }
  });

  it("sets up a table of people and bots, and refuses an unknown seat kind", () => {
    expect(
      tableOptions.parse({ game: "cuttle", seats: ["open", "mcts:250ms"], turnSeconds: 30 }).seats,
    ).toEqual(["open", "mcts:250ms"]);
    expect(tableOptions.safeParse({ game: "cuttle", seats: ["open", "human"] }).success).toBe(false);
    expect(tableOptions.safeParse({ game: "cuttle", turnSeconds: 0 }).success).toBe(false);
  });

  it("joins by seat, as a spectator or with a seat token", () => {
    expect(joinOptions.parse({ seat: 1 })).toEqual({ seat: 1 });
    expect(joinOptions.safeParse({ resume: "short" }).success).toBe(false);
  });
});

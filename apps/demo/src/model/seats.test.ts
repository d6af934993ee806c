import { describe, expect, it } from "vitest";
import {
  botSpec,
  defaultSeats,
  nextSeed,
  randomSeed,
  rematchSeats,
  rotateSeats,
  type SeatPlan,
  seatNames,
} from "./seats.js";
import { defaultPlan, rematchPlan } from "./session.js";

const person = (name = ""): SeatPlan => ({ kind: "person", strength: "medium", name });
const bot = (strength: SeatPlan["strength"] = "easy", name = ""): SeatPlan => ({
  kind: "bot",
  strength,
  name,
});

describe("seats", () => {
  it("rotates every seat one place on, the last to the first", () => {
    expect(rotateSeats(["a", "b"])).toEqual(["b", "a"]);
    expect(rotateSeats(["a", "b", "c", "d"])).toEqual(["d", "a", "b", "c"]);
    expect(rotateSeats(["a"])).toEqual(["a"]);
  });

  it("a rematch rotates the seats and keeps each player's name", () => {
    const seats = [person(), person(), bot("hard")];
    expect(seatNames(seats)).toEqual(["Player 1", "Player 2", "Bot (hard)"]);
    const next = rematchSeats(seats);
    expect(seatNames(next)).toEqual(["Bot (hard)", "Player 1", "Player 2"]);
    expect(next.map((s) => s.kind)).toEqual(["bot", "person", "person"]);
    // Twice more: everyone is back where they started.
    expect(seatNames(rematchSeats(rematchSeats(next)))).toEqual(seatNames(seats));
  });

  it("a rematch plan has the next seed in the series", () => {
    const plan = { ...defaultPlan({ ...meta }, "classic", "abc") };
    const next = rematchPlan(plan);
    expect(next.seed).toBe("abc #2");
    expect(rematchPlan(next).seed).toBe("abc #3");
    expect(next.seats).toEqual(rematchSeats(plan.seats));
    expect(nextSeed("x #9")).toBe("x #10");
  });

  it("names: You for the only person, lettered bots when several, given names first", () => {
    expect(seatNames([person(), bot("easy")])).toEqual(["You", "Bot (easy)"]);
    expect(seatNames([bot("random"), person("Ann"), bot("hard")])).toEqual([
      "Bot A (random)",
      "Ann",
      "Bot B (hard)",
    ]);
  });

  it("default seats: a person then bots; an existing plan keeps its seats", () => {
    expect(defaultSeats(3).map((s) => s.kind)).toEqual(["person", "bot", "bot"]);
    const kept = defaultSeats(3, [bot("hard"), person("Ann")]);
    expect(kept.slice(0, 2)).toEqual([bot("hard"), person("Ann")]);
    expect(defaultSeats(1, kept)).toEqual([bot("hard")]);
  });

  it("strengths map to bot specs the worker understands", () => {
    expect(botSpec("random")).toEqual({ kind: "random" });
    expect(botSpec("hard")).toMatchObject({ kind: "mcts", timeMs: 1500 });
  });

  it("random seeds are short and readable", () => {
    expect(randomSeed()).toMatch(/^[a-z2-9]{6}$/);
    expect(randomSeed(() => 0)).toBe("aaaaaa");
  });
});

const meta = {
  id: "g",
  title: "G",
  summary: "",
  rulesVersion: "1",
  players: { min: 2, max: 4 },
  variants: [{ id: "classic", title: "G", summary: "", extends: null, players: { min: 3, max: 4 } }],
  options: [],
  zones: [],
  actions: [],
  cards: [],
  rulesFile: "g.ludic",
};

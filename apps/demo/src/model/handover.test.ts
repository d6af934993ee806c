import { describe, expect, it } from "vitest";
import { screenFor } from "./handover.js";

describe("who sees the screen", () => {
  it("bots only: the spectator's view, never a curtain", () => {
    expect(screenFor({ people: [], waiting: [1], holder: null, over: false })).toEqual({
      viewer: "spectator",
      curtain: null,
    });
  });

  it("one person: always their view, never a curtain, even while bots move", () => {
    for (const waiting of [[0], [1], []])
      expect(screenFor({ people: [1], waiting, holder: null, over: false })).toEqual({
        viewer: 1,
        curtain: null,
      });
    expect(screenFor({ people: [1], waiting: [], holder: null, over: true }).viewer).toBe(1);
  });

  it("several people: a curtain before each person's decision until they take the screen", () => {
    const people = [0, 1];
    // Nobody has the screen yet and seat 0 must move: hand it to seat 0, show nothing.
    expect(screenFor({ people, waiting: [0], holder: null, over: false })).toEqual({
      viewer: null,
      curtain: 0,
    });
    // Seat 0 took it.
    expect(screenFor({ people, waiting: [0], holder: 0, over: false })).toEqual({ viewer: 0, curtain: null });
    // Seat 0 moved; now seat 1 must: the table disappears behind the curtain.
    expect(screenFor({ people, waiting: [1], holder: 0, over: false })).toEqual({ viewer: null, curtain: 1 });
    expect(screenFor({ people, waiting: [1], holder: 1, over: false })).toEqual({ viewer: 1, curtain: null });
  });

  it("several people and bots: the holder keeps watching while bots move", () => {
    const people = [0, 2];
    expect(screenFor({ people, waiting: [1], holder: 0, over: false })).toEqual({ viewer: 0, curtain: null });
    expect(screenFor({ people, waiting: [1], holder: null, over: false })).toEqual({
      viewer: "spectator",
      curtain: null,
    });
    expect(screenFor({ people, waiting: [2], holder: 0, over: false })).toEqual({ viewer: null, curtain: 2 });
  });

  it("a simultaneous decision: each waiting person in turn, the holder first", () => {
    const people = [0, 1, 2];
    expect(screenFor({ people, waiting: [0, 1, 2], holder: 1, over: false })).toEqual({
      viewer: 1,
      curtain: null,
    });
    // Seat 1 committed; seats 0 and 2 still to answer: the first of them in the engine's order.
    expect(screenFor({ people, waiting: [0, 2], holder: 1, over: false })).toEqual({
      viewer: null,
      curtain: 0,
    });
  });

  it("several people at the end: the spectator's view, which hides every hand", () => {
    expect(screenFor({ people: [0, 1], waiting: [], holder: 1, over: true })).toEqual({
      viewer: "spectator",
      curtain: null,
    });
  });
});

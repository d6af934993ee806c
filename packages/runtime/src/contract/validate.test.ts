import { describe, expect, it } from "vitest";
import { makeStateGuard } from "./validate.js";

describe("makeStateGuard", () => {
  it("trusts a state stamped by trustNew without checking it, and checks its copies", () => {
    const checked: unknown[] = [];
    const guard = makeStateGuard((st) => {
      checked.push(st);
    });
    const made = guard.trustNew({ moves: 1 });
    expect(guard.trusted(made)).toBe(true);
    guard.check(made);
    expect(checked).toEqual([]);
    // No copy carries the stamp: a spread copy, or one through JSON, is checked once.
    const copy = { ...made };
    expect(guard.trusted(copy)).toBe(false);
    guard.check(copy);
    guard.check(JSON.parse(JSON.stringify(made)));
    expect(checked).toHaveLength(2);
    expect(Object.keys(made)).toEqual(["moves"]);
  });
});

import { describe, expect, it } from "vitest";
import { watchSideEffects } from "./guard.js";

describe("the side-effect tripwire", () => {
  it("sees a new global, a changed prototype, an exit and a print", async () => {
    const g = globalThis as Record<string, unknown>;
    const seen = await watchSideEffects(() => {
      g.__fuzzGuardTest = 1;
    });
    delete g.__fuzzGuardTest;
    expect(seen.effects).toEqual(["defined the global __fuzzGuardTest"]);

    const proto = await watchSideEffects(() => {
      Object.defineProperty(Object.prototype, "__fuzzPolluted", { value: 1, configurable: true });
    });
    delete (Object.prototype as Record<string, unknown>).__fuzzPolluted;
    expect(proto.effects).toEqual(["changed Object.prototype"]);

    const exit = await watchSideEffects(() => process.exit(9));
    expect(exit.effects).toContain("called process.exit");
    const print = await watchSideEffects(() => console.log("hi"));
    expect(print.effects).toContain("called console.log");
  });

  it("sees nothing when the code keeps to itself", async () => {
    const seen = await watchSideEffects(() => [1, 2, 3].map((x) => x * 2));
    expect(seen).toEqual({ value: [2, 4, 6], effects: [] });
  });
});

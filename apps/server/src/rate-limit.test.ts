import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.js";

describe("a connection's rate limit", () => {
  it("lets a burst through, then one message per refill", () => {
    const limiter = new RateLimiter(10, 3, 0);
    expect([limiter.take(0), limiter.take(0), limiter.take(0), limiter.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // 10 a second: one more after 100 ms, not before.
    expect(limiter.take(50)).toBe(false);
    expect(limiter.take(100)).toBe(true);
    expect(limiter.take(100)).toBe(false);
  });

  it("never saves up more than its burst", () => {
    const limiter = new RateLimiter(10, 2, 0);
    const after = [limiter.take(60_000), limiter.take(60_000), limiter.take(60_000)];
    expect(after).toEqual([true, true, false]);
  });
});

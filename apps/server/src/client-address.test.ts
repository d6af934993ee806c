import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.js";

const proxies = new Set(["10.0.0.1", "10.0.0.2"]);

describe("the address a table request is counted against", () => {
  it("is the peer's own when the peer is not a configured proxy, whatever headers it sends", () => {
    const spoofed = { "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" };
    expect(clientAddress("203.0.113.9", spoofed, proxies)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", spoofed, new Set())).toBe("203.0.113.9");
  });

  it("is the last address a trusted proxy added, behind one or several proxies", () => {
    expect(clientAddress("10.0.0.1", { "x-forwarded-for": "198.51.100.7" }, proxies)).toBe("198.51.100.7");
    // The client wrote "1.1.1.1" itself; the two proxies appended the real address and the first hop.
    const chain = { "x-forwarded-for": "1.1.1.1, 198.51.100.7, 10.0.0.2" };
    expect(clientAddress("::ffff:10.0.0.1", chain, proxies)).toBe("198.51.100.7");
  });

  it("falls back to x-real-ip, then to the proxy itself", () => {
    expect(clientAddress("10.0.0.1", { "x-real-ip": "198.51.100.8" }, proxies)).toBe("198.51.100.8");
    expect(clientAddress("10.0.0.1", {}, proxies)).toBe("10.0.0.1");
  });
});

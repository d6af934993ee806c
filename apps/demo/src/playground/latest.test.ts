import { describe, expect, it } from "vitest";
import { LatestOnly } from "./latest.js";

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("LatestOnly", () => {
  it("runs one request at a time and drops those overtaken while they waited", async () => {
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred<string>>>();
    const latest = new LatestOnly(async (text: string) => {
      started.push(text);
      const gate = deferred<string>();
      gates.set(text, gate);
      return gate.promise;
    });
    const a = latest.submit("a");
    const b = latest.submit("ab");
    const c = latest.submit("abc");
    expect(started).toEqual(["a"]);
    expect(await b).toBeNull();
    gates.get("a")?.resolve("checked a");
    expect(await a).toBe("checked a");
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(["a", "abc"]);
    gates.get("abc")?.resolve("checked abc");
    expect(await c).toBe("checked abc");
  });

  it("passes a failure to its own request and goes on with the next", async () => {
    let calls = 0;
    const latest = new LatestOnly(async (n: number) => {
      calls++;
      if (n === 1) throw new Error("worker crashed");
      return n;
    });
    await expect(latest.submit(1)).rejects.toThrow("worker crashed");
    expect(await latest.submit(2)).toBe(2);
    expect(calls).toBe(2);
  });
});

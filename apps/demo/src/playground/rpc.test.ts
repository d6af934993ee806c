import { describe, expect, it } from "vitest";
import { serveRequests, WorkerHangError, type WorkerLike, WorkerRpc } from "./rpc.js";

/** A worker in the same thread: what the page posts reaches `serveRequests`, and back. */
function fakeWorker(handle: Parameters<typeof serveRequests>[1]): WorkerLike & { terminated: boolean } {
  const page: WorkerLike & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage: (m) => queueMicrotask(() => scope.onmessage?.({ data: m } as MessageEvent)),
    terminate: () => {
      page.terminated = true;
    },
  };
  const scope = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    postMessage: (m: unknown) => {
      if (!page.terminated) page.onmessage?.({ data: m } as MessageEvent);
    },
  };
  serveRequests(scope, handle);
  return page;
}

describe("worker requests", () => {
  it("answers with the value, passes progress on, and reports the worker's error message", async () => {
    const rpc = new WorkerRpc(
      () =>
        fakeWorker((m, progress) => {
          if (m.type === "fail") throw new Error("no such rule");
          progress("half way");
          return (m.n as number) * 2;
        }),
      "test worker",
    );
    const seen: unknown[] = [];
    await expect(rpc.call({ type: "double", n: 21 }, 10_000, (p) => seen.push(p))).resolves.toBe(42);
    expect(seen).toEqual(["half way"]);
    await expect(rpc.call({ type: "fail" }, 10_000)).rejects.toThrow("no such rule");
  });

  it("stops a worker that does not answer and starts a new one for the next request", async () => {
    const started: ReturnType<typeof fakeWorker>[] = [];
    let hang = true;
    const rpc = new WorkerRpc(() => {
      const w = fakeWorker(() => (hang ? new Promise(() => {}) : "fine"));
      started.push(w);
      return w;
    }, "engine worker");
    await expect(rpc.call({ type: "loop" }, 50)).rejects.toBeInstanceOf(WorkerHangError);
    expect(started[0]?.terminated).toBe(true);
    expect(rpc.running).toBe(false);
    hang = false;
    await expect(rpc.call({ type: "again" }, 10_000)).resolves.toBe("fine");
    expect(started).toHaveLength(2);
  });
});

/**
 * The bot worker in Node: a worker thread that answers a `BotClient` as a Web Worker does in the
 * browser. In the thread's entry call `serveBotsInThread()`; on the other side give the client
 * `() => threadWorker(new Worker(entry))`.
 */
import { parentPort, type Worker } from "node:worker_threads";
import type { WorkerLike } from "../worker/client.js";
import { type EngineLoader, serveBots } from "../worker/protocol.js";

/** A worker thread seen as the client's `WorkerLike`: its message, error and exit events. */
export function threadWorker(worker: Worker): WorkerLike {
  return {
    addEventListener(type, listener) {
      if (type === "message") worker.on("message", (data: unknown) => listener({ data }));
      else if (type === "exit")
        worker.on("exit", (code: number) => listener({ message: `exit code ${code}` }));
      else worker.on(type, (e: Error) => listener({ message: e.message }));
    },
    postMessage: (message) => worker.postMessage(message),
    terminate: () => void worker.terminate(),
  };
}

/** Inside a worker thread: answers the bot requests that arrive on its parent port. */
export function serveBotsInThread(load: EngineLoader = (name) => import(name)): void {
  const port = parentPort;
  if (port === null) throw new Error("serveBotsInThread: run me in a worker thread");
  serveBots(
    {
      addEventListener: (_type, listener) => port.on("message", (data: unknown) => listener({ data })),
      postMessage: (message) => port.postMessage(message),
    },
    load,
  );
}

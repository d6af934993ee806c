/** A fuzz worker thread: runs the tasks it is sent, one at a time, and answers each. */
import { parentPort } from "node:worker_threads";
import { describeError } from "../outcome.js";
import { runTask, type Task } from "./tasks.js";

const port = parentPort;
if (!port) throw new Error("worker.ts runs in a worker thread");
port.on("message", async (msg: { id: number; task: Task }) => {
  try {
    port.postMessage({ id: msg.id, ok: true, reply: await runTask(msg.task) });
  } catch (e) {
    port.postMessage({
      id: msg.id,
      ok: false,
      error: `${describeError(e)}\n${e instanceof Error ? e.stack : ""}`,
    });
  }
});
port.postMessage({ ready: true });

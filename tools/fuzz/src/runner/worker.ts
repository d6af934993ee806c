/**
 * A fuzz worker process: runs the tasks it is sent, one at a time, and answers each. A process,
 * not a thread: some inputs end in a V8 fatal error (an array grown past V8's limit), which
 * aborts the whole process that hosts the isolate.
 */
import { describeError } from "../outcome.js";
import { runTask, type Task } from "./tasks.js";

const send = process.send?.bind(process);
if (!send) throw new Error("worker.ts runs as a child process with an IPC channel");
process.on("message", async (msg: { id: number; task: Task }) => {
  try {
    send({ id: msg.id, ok: true, reply: await runTask(msg.task) });
  } catch (e) {
    send({ id: msg.id, ok: false, error: `${describeError(e)}\n${e instanceof Error ? e.stack : ""}` });
  }
});
send({ ready: true });

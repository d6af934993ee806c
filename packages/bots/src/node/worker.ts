/**
 * A simulation thread: imports the engine module named in `workerData.engine`, then plays each
 * game job it is sent and answers with the game's summary (`null` ends the thread).
 */
import { parentPort, workerData } from "node:worker_threads";
import { asEngine } from "../engine.js";
import { type GameJob, playJob } from "./games.js";

const port = parentPort;
if (port === null) throw new Error("@ludic/bots/node worker: run me in a worker thread");
const { engine: specifier } = workerData as { engine: string };
const engine = asEngine(await import(specifier), specifier);
port.on("message", (job: GameJob | null) => {
  if (job === null) {
    port.close();
    return;
  }
  try {
    port.postMessage({ ok: true, summary: playJob(engine, job) });
  } catch (e) {
    port.postMessage({
      ok: false,
      index: job.index,
      error: e instanceof Error ? (e.stack ?? e.message) : String(e),
    });
  }
});
port.postMessage({ ready: true });

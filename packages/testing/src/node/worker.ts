/**
 * An invariant thread: imports the engine module named in `workerData.engine`, then checks each
 * game index it is sent and answers with that game's result (`null` ends the thread).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Engine } from "@ludic/runtime";
import { gameChecker, type InvariantOptions } from "../invariants/check.js";

const port = parentPort;
if (port === null) throw new Error("@ludic/testing/node worker: run me in a worker thread");
const { engine: specifier, options } = workerData as { engine: string; options: InvariantOptions };
const mod = (await import(specifier)) as { default?: Engine } & Engine;
const check = gameChecker(mod.default ?? mod, options);
port.on("message", (g: number | null) => {
  if (g === null) {
    port.close();
    return;
  }
  try {
    port.postMessage({ ok: true, result: check(g) });
  } catch (e) {
    port.postMessage({ ok: false, index: g, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
port.postMessage({ ready: true });
